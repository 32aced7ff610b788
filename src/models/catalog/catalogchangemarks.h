#pragma once

// What the catalog marks as changed since the list it replaced (compareCatalogs()): one mark per
// product of the list, then one Removed mark per product the list lacks (the model shows those
// after its own, to the Removed filter only), and the counts the change filter names.

#include "models/catalog/catalogchanges.h"

#include <vector>

namespace bd::models {

class CatalogChangeMarks
{
public:
    // Takes the marks and counts of `changes` when made for a list of `listSize` products and
    // none are held yet; `changes.removed` stays for the caller to show. False otherwise.
    bool adopt(CatalogChanges &changes, qsizetype listSize);
    // A new list: nothing compared yet.
    void clear() { *this = {}; }
    bool known() const { return m_known; }
    ProductChange at(int product) const
    {
        return size_t(product) < m_marks.size() ? m_marks[size_t(product)] : ProductChange::None;
    }
    // How many products are marked so (None: unchanged); all 0 until known.
    int count(ProductChange change) const;
    // The products after the list's own that only the Removed filter shows.
    int removedCount() const { return m_removed; }

private:
    std::vector<ProductChange> m_marks; // per product; empty when nothing was compared
    int m_removed = 0;
    int m_added = 0;
    int m_repriced = 0;
    int m_unchanged = 0;
    bool m_known = false;
};

} // namespace bd::models
