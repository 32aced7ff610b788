#pragma once

// The command bar's look into the catalog: the products whose name or SKU holds every typed word
// (as a subsequence, the bar's matching), scored over the catalog's own search texts (their
// first two lines are the name and the SKU), so the bar keeps no second copy of 100,000 names.

#include <QByteArray>
#include <QFuture>
#include <QList>

#include <memory>
#include <vector>

namespace bd::models {

class CatalogModel;

struct ProductMatch
{
    int product; // index into CatalogModel::products()
    int score;
};

// The best matches of the list held for the typed words, best first (ties in list order), as a
// person types. Per list it keeps, beside the catalog's search texts (no
// copy of them), where each product's name and SKU lines end, which characters they hold, which
// start words and which pairs stand side by side (bit masks, 48 bytes a product), so most
// products are ruled out without reading their text; while the words only grow (or go back to
// words typed a moment ago, Backspace), only the products that held the shorter ones are looked
// at again. Large sets are scored on two threads. A different list starts over.
class ProductMatcher
{
public:
    ProductMatcher();
    ~ProductMatcher();
    // Makes the per-list parts (86 ms at 100,000 products) on a worker: the bar calls it when it
    // opens; the first key waits for it only if it comes sooner.
    void prepareSoon(const CatalogModel &model);
    // Makes them now, unless they are made (or being made) for this list already.
    void prepare(const CatalogModel &model);
    QList<ProductMatch> match(const CatalogModel &model, const QList<QByteArray> &words, int limit);
    // The held product whose SKU is `sku` without regard to case, or -1 (by its hash too).
    int productWithSku(const CatalogModel &model, const QString &sku);
    // The held product with this id, or -1: by its hash, so a pasted id costs no walk through
    // every summary (each a cache miss at 100,000).
    int productWithId(const CatalogModel &model, const QString &id);

private:
    struct Cached
    {
        QList<QByteArray> words;
        std::vector<int> candidates; // products holding every word as a subsequence
    };
    struct Prepared;
    const std::vector<int> *narrowest(const QList<QByteArray> &words) const;
    bool isFor(const CatalogModel &model) const;

    std::unique_ptr<Prepared> m_prepared;
    QFuture<std::shared_ptr<Prepared>> m_preparing;
    std::vector<Cached> m_cache; // the last few searches, newest last
};

} // namespace bd::models
