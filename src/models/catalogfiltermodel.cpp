#include "catalogfiltermodel.h"

#include "catalogmodel.h"

namespace bd::models {

CatalogFilterModel::CatalogFilterModel(QObject *parent) : QSortFilterProxyModel(parent)
{
    setSortRole(CatalogModel::SortRole);
    setSortLocaleAware(true);
}

void CatalogFilterModel::setSearchText(const QString &text)
{
    const QStringList words = text.toLower().split(u' ', Qt::SkipEmptyParts);
    if (words == m_words)
        return;
    m_words = words;
    invalidateFilter();
}

bool CatalogFilterModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    if (left.parent().isValid()) {
        const bool descending = sortOrder() == Qt::DescendingOrder;
        return descending ? left.row() > right.row() : left.row() < right.row();
    }
    return QSortFilterProxyModel::lessThan(left, right);
}

bool CatalogFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (sourceParent.isValid() || m_words.isEmpty())
        return true;
    const QString text = sourceModel()->index(sourceRow, 0).data(CatalogModel::SearchTextRole).toString();
    for (const QString &w : m_words) {
        if (!text.contains(w))
            return false;
    }
    return true;
}

} // namespace bd::models
