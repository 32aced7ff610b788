#pragma once

// The command bar's look into the catalog: the products whose name or SKU holds every typed word
// (as a subsequence, the bar's matching), scored over the catalog's own search texts (their
// first two lines are the name and the SKU), so the bar keeps no second copy of 100,000 names.

#include <QByteArray>
#include <QList>

namespace bd::models {

class CatalogModel;

struct ProductMatch
{
    int product; // index into CatalogModel::products()
    int score;
};

// The best `limit` matches of the list held, best first (ties in list order).
QList<ProductMatch> matchProducts(const CatalogModel &model, const QList<QByteArray> &words, int limit);

// The held product with this id (a row or hidden by the search and filters), or -1.
int productWithId(const CatalogModel &model, const QString &id);

} // namespace bd::models
