#pragma once

// The catalog's sort order: every product of the list, by one column's value (prices as
// numbers, text case-folded once per product), stable, reversed when descending. Products of a
// list still arriving take their places in it without sorting the whole again.

#include "domain/productsummary.h"

#include <vector>

namespace bd::models {

// A sort order as kept with a list (catalogindex.h): reused when the column and order match.
struct CatalogOrder
{
    int column = -1;
    Qt::SortOrder order = Qt::AscendingOrder;
    std::vector<int> rows;
};

class CatalogSorter
{
public:
    using Order = CatalogOrder;

    int column() const { return m_column; }
    Qt::SortOrder order() const { return m_order; }
    // Every product, in order.
    const std::vector<int> &rows() const { return m_rows; }

    // Sorts by `column` (none when out of range: the products' own order).
    void sort(const QList<domain::ProductSummary> &products, int column, Qt::SortOrder order);
    // Takes `rows` sorted by this column and order elsewhere (another thread, a kept list).
    void adopt(std::vector<int> rows)
    {
        m_rows = std::move(rows);
        m_keys = {};
    }
    // Products [firstNew, end) of `products` join the order where sort() would have put them.
    // While `more` follow, the sort keys made stay for the next merge (a list still arriving:
    // each merge then costs the new products' keys, not a key per product it passes).
    void merge(const QList<domain::ProductSummary> &products, int firstNew, bool more = false);
    // The list has ended: the keys merge() kept go (they cost a string per product).
    void forgetKeys() { m_keys = {}; }
    // The order of the first `count` products (those of a list, without the removed ones after it).
    Order kept(int count) const;

    // Any thread: `products` sorted, or `known` when it is a permutation of them in this order.
    static std::vector<int> sorted(const QList<domain::ProductSummary> &products, int column,
                                   Qt::SortOrder order, CatalogOrder known = {});

private:
    // merge()'s sort keys of products by index (made where needed), for one column.
    struct Keys
    {
        int column = -1;
        std::vector<QString> text;
        std::vector<double> price;
        std::vector<char> known;
    };

    int m_column = -1;
    Qt::SortOrder m_order = Qt::AscendingOrder;
    std::vector<int> m_rows;
    Keys m_keys;
};

} // namespace bd::models
