#pragma once

// What changed between two product lists of the same tenant: the products that are new, the
// ones whose price entries changed (ProductSummary::priceHash, of the entries as sent), and the
// ones that are gone. The catalog compares the list kept from last time (or shown before a
// reload) with the fresh one, and the "changes since last time" filter shows each kind.

#include "domain/productsummary.h"

#include <vector>

namespace bd::models {

enum class ProductChange : quint8 { None, Added, Repriced, Removed };

struct CatalogChanges
{
    std::vector<ProductChange> marks;      // one per product of the newer list, in its order
    QList<domain::ProductSummary> removed; // products of the older list the newer one lacks
    int added = 0;
    int repriced = 0;
};

// Any thread. Only the first `olderCount` products of `older` count (a model that shows removed
// products after its own).
CatalogChanges compareCatalogs(const QList<domain::ProductSummary> &older, qsizetype olderCount,
                               const QList<domain::ProductSummary> &newer);

} // namespace bd::models
