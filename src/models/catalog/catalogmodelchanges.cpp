// CatalogModel::setChanges(): what changed since the list this one replaced (see CatalogLoader).

#include "models/catalog/catalogmodel.h"

namespace bd::models {

void CatalogModel::setChanges(CatalogChanges changes)
{
    if (m_changesKnown || changes.marks.size() != size_t(m_products.size()))
        return; // made for another list
    m_added = changes.added;
    m_repriced = changes.repriced;
    m_removedCount = int(changes.removed.size());
    m_changes = std::move(changes.marks);
    m_changes.resize(m_changes.size() + size_t(m_removedCount), ProductChange::Removed);
    m_changesKnown = true;
    if (changes.removed.isEmpty())
        applyView(); // a change filter chosen earlier now has marks to go by
    else
        append(std::move(changes.removed)); // hidden but to the Removed filter
}

int CatalogModel::changeCount(ProductChange change) const
{
    switch (change) {
    case ProductChange::Added: return m_added;
    case ProductChange::Repriced: return m_repriced;
    case ProductChange::Removed: return m_removedCount;
    case ProductChange::None: break;
    }
    return productCount() - m_added - m_repriced;
}

} // namespace bd::models
