#pragma once

// The command bar's look into the catalog: the products whose name or SKU holds every typed word
// (as a subsequence, the bar's matching), scored over the catalog's own search texts (their
// first two lines are the name and the SKU), so the bar keeps no second copy of 100,000 names.

#include <QByteArray>
#include <QList>

#include <vector>

namespace bd::models {

class CatalogModel;

struct ProductMatch
{
    int product; // index into CatalogModel::products()
    int score;
};

// The best `limit` matches of the list held, best first (ties in list order).
QList<ProductMatch> matchProducts(const CatalogModel &model, const QList<QByteArray> &words, int limit);

// matchProducts() for a person typing: while the words only grow, only the products that held
// the shorter ones are looked at again (each keystroke narrows the last one's candidates). A
// different list (another catalog, more products streamed in) starts over.
class ProductMatcher
{
public:
    QList<ProductMatch> match(const CatalogModel &model, const QList<QByteArray> &words, int limit);

private:
    const void *m_list = nullptr; // the list the candidates are of (its data and size)
    int m_count = -1;
    QList<QByteArray> m_words;
    std::vector<int> m_candidates; // products holding every word as a subsequence
};

// The held product with this id (a row or hidden by the search and filters), or -1.
int productWithId(const CatalogModel &model, const QString &id);
// The held product whose SKU is `sku` without regard to case, or -1.
int productWithSku(const CatalogModel &model, const QString &sku);

} // namespace bd::models
