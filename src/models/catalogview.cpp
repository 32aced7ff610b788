// CatalogModel's search, filters and sorting (see the class comment).

#include "catalogmodel.h"
#include "catalognode.h"

#include <algorithm>

namespace bd::models {

using namespace bd::domain;

bool CatalogModel::accepts(int product) const
{
    const ProductSummary &p = m_products.at(product);
    for (const QByteArray &w : m_words) {
        if (!p.searchText.contains(w))
            return false;
    }
    if (m_criteria == Criteria())
        return true;
    const auto is = [](const QString &wanted, const QString &actual) { return wanted.isEmpty() || wanted == actual; };
    return is(m_criteria.recordType, p.recordType) && is(m_criteria.priceModel, p.priceModel) &&
           is(m_criteria.billingTiming, p.billingTiming) && is(m_criteria.category, p.category) &&
           (m_criteria.currency.isEmpty() || p.hasPriceIn(m_criteria.currency));
}

void CatalogModel::setSearchText(const QString &text)
{
    QList<QByteArray> words;
    for (const QString &w : text.split(u' ', Qt::SkipEmptyParts))
        words.append(searchFold(w));
    if (words == m_words)
        return;
    m_words = words;
    applyView();
}

void CatalogModel::setCriteria(const Criteria &criteria)
{
    if (criteria == m_criteria)
        return;
    m_criteria = criteria;
    applyView();
}

void CatalogModel::sort(int column, Qt::SortOrder order)
{
    m_sortColumn = column;
    m_sortOrder = order;
    resort();
    applyView();
}

void CatalogModel::resort()
{
    if (m_sortColumn < 0 || m_sortColumn >= ColumnCount)
        return;
    if (m_sortColumn == LowestPrice) {
        std::vector<double> keys(size_t(m_products.size()));
        for (int i = 0; i < m_products.size(); ++i)
            keys[size_t(i)] = m_products.at(i).lowestPriceValue();
        std::stable_sort(m_sorted.begin(), m_sorted.end(), [&](int a, int b) { return keys[size_t(a)] < keys[size_t(b)]; });
    } else {
        std::vector<QString> keys(size_t(m_products.size()));
        for (int i = 0; i < m_products.size(); ++i)
            keys[size_t(i)] = display(m_root->children[size_t(i)].get(), m_sortColumn).toString();
        std::stable_sort(m_sorted.begin(), m_sorted.end(), [&](int a, int b) {
            return keys[size_t(a)].compare(keys[size_t(b)], Qt::CaseInsensitive) < 0;
        });
    }
    if (m_sortOrder == Qt::DescendingOrder)
        std::reverse(m_sorted.begin(), m_sorted.end());
}

void CatalogModel::applyView()
{
    std::vector<int> visible;
    visible.reserve(m_sorted.size());
    for (int p : m_sorted) {
        if (accepts(p))
            visible.push_back(p);
    }
    emit layoutAboutToBeChanged();
    const QModelIndexList before = persistentIndexList();
    std::vector<std::pair<Node *, int>> saved;
    saved.reserve(size_t(before.size()));
    for (const QModelIndex &i : before)
        saved.emplace_back(nodeFor(i), i.column());
    m_visible = std::move(visible);
    std::fill(m_rowOf.begin(), m_rowOf.end(), -1);
    for (size_t row = 0; row < m_visible.size(); ++row)
        m_rowOf[size_t(m_visible[row])] = int(row);
    QModelIndexList after;
    after.reserve(before.size());
    for (const auto &[node, column] : saved) {
        const bool shown = node->product >= 0 && m_rowOf[size_t(node->product)] >= 0;
        if (!shown)
            after.append(QModelIndex());
        else if (node->parent == m_root.get())
            after.append(createIndex(m_rowOf[size_t(node->product)], column, node));
        else
            after.append(createIndex(node->row, column, node));
    }
    changePersistentIndexList(before, after);
    emit layoutChanged();
}

} // namespace bd::models
