#include "catalogfiltermodel.h"

#include "catalogmodel.h"

#include <algorithm>

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

void CatalogFilterModel::setCriteria(const Criteria &criteria)
{
    if (criteria == m_criteria)
        return;
    m_criteria = criteria;
    invalidateFilter();
}

bool CatalogFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (sourceParent.isValid())
        return true;
    const auto *catalog = static_cast<const CatalogModel *>(sourceModel());
    const QString &text = catalog->searchText(sourceRow);
    for (const QString &w : m_words) {
        if (!text.contains(w))
            return false;
    }
    const auto matches = [&](const QString &wanted, CatalogModel::Column column) {
        return wanted.isEmpty() || catalog->index(sourceRow, column).data().toString() == wanted;
    };
    if (!matches(m_criteria.recordType, CatalogModel::RecordType) || !matches(m_criteria.priceModel, CatalogModel::PriceModel) ||
        !matches(m_criteria.billingTiming, CatalogModel::BillingTiming) || !matches(m_criteria.category, CatalogModel::Category))
        return false;
    if (!m_criteria.currency.isEmpty()) {
        const domain::Product &p = catalog->products().at(sourceRow);
        const auto &entries = p.priceBookEntries.valueOr({});
        return std::any_of(entries.begin(), entries.end(), [&](const domain::PriceBookEntry &e) {
            return e.active.valueOr(true) && e.currencyIsoCode.valueOr({}) == m_criteria.currency;
        });
    }
    return true;
}

} // namespace bd::models
