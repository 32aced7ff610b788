#include "models/catalog/catalogchangemarks.h"

namespace bd::models {

bool CatalogChangeMarks::adopt(CatalogChanges &changes, qsizetype listSize)
{
    if (m_known || changes.marks.size() != size_t(listSize))
        return false; // made for another list
    m_added = changes.added;
    m_repriced = changes.repriced;
    m_unchanged = int(listSize) - m_added - m_repriced;
    m_removed = int(changes.removed.size());
    m_marks = std::move(changes.marks);
    m_marks.resize(m_marks.size() + size_t(m_removed), ProductChange::Removed);
    m_known = true;
    return true;
}

int CatalogChangeMarks::count(ProductChange change) const
{
    switch (change) {
    case ProductChange::Added: return m_added;
    case ProductChange::Repriced: return m_repriced;
    case ProductChange::Removed: return m_removed;
    case ProductChange::None: break;
    }
    return m_unchanged;
}

} // namespace bd::models
