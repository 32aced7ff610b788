// CatalogModel's search, filters and sorting (see the class comment).

#include "models/catalogmodel.h"
#include "models/catalognode.h"

#include <algorithm>
#include <cstring>
#include <numeric>

namespace bd::models {

using namespace bd::domain;

bool CatalogModel::accepts(int product) const
{
    const ProductSummary &p = m_products.at(product);
    if (m_criteria == Criteria())
        return true;
    const auto is = [](const QString &wanted, const QString &actual) {
        return wanted.isEmpty() || wanted == actual;
    };
    return is(m_criteria.recordType, p.recordType) && is(m_criteria.priceModel, p.priceModel) &&
           is(m_criteria.billingTiming, p.billingTiming) && is(m_criteria.category, p.category) &&
           (m_criteria.currency.isEmpty() || p.hasPriceIn(m_criteria.currency));
}

QByteArrayView CatalogModel::searchText(int product) const
{
    const qsizetype begin = product > 0 ? m_searchEnd[size_t(product - 1)] + 1 : 0;
    return QByteArrayView(m_searchBuffer).sliced(begin, m_searchEnd[size_t(product)] - begin);
}

// Typing on: every old word is still part of the word at its place (and maybe more words).
static bool narrows(const QList<QByteArray> &words, const QList<QByteArray> &before)
{
    if (before.isEmpty() || words.size() < before.size())
        return false;
    for (qsizetype i = 0; i < before.size(); ++i) {
        if (!words.at(i).contains(before.at(i)))
            return false;
    }
    return true;
}

void CatalogModel::matchWords()
{
    const size_t count = size_t(m_products.size());
    if (m_words.isEmpty()) {
        m_matches.assign(count, 1);
        m_matchedWords.clear();
        return;
    }
    const bool narrowing = m_matches.size() == count && narrows(m_words, m_matchedWords);
    const auto remaining = size_t(std::count(m_matches.begin(), m_matches.end(), 1));
    m_matchedWords = m_words;
    const QByteArray &longest =
        *std::max_element(m_words.begin(), m_words.end(),
                          [](const QByteArray &a, const QByteArray &b) { return a.size() < b.size(); });
    const auto hasAll = [this](int p) {
        return std::all_of(m_words.begin(), m_words.end(),
                           [&](const QByteArray &w) { return textHas(p, w); });
    };
    const auto hasOthers = [&](int p) { // all but the longest word, which a hit already proved
        return std::all_of(m_words.begin(), m_words.end(),
                           [&](const QByteArray &w) { return &w == &longest || textHas(p, w); });
    };
    if (narrowing && remaining < count / 4) {
        // Few products left: look only at them.
        for (size_t p = 0; p < count; ++p) {
            if (m_matches[p])
                m_matches[p] = hasAll(int(p));
        }
        return;
    }
    // One pass over the whole buffer for the longest word (glibc's memmem: several times faster
    // than a generic substring search here); a hit settles its product, and the search goes on
    // after that product's text.
    std::vector<char> matches(count, 0);
    const QByteArrayView buffer(m_searchBuffer);
    size_t product = 0;
    const auto find = [&](qsizetype from) -> qsizetype {
        const void *hit = memmem(buffer.data() + from, size_t(buffer.size() - from), longest.constData(),
                                 size_t(longest.size()));
        return hit ? static_cast<const char *>(hit) - buffer.data() : -1;
    };
    for (qsizetype at = find(0); at >= 0 && product < count; at = at < buffer.size() ? find(at) : -1) {
        while (m_searchEnd[product] < at)
            ++product;
        if ((!narrowing || m_matches[product]) && hasOthers(int(product)))
            matches[product] = 1;
        at = m_searchEnd[product] + 1;
        ++product;
    }
    m_matches = std::move(matches);
}

void CatalogModel::setSearchText(const QString &text)
{
    QList<QByteArray> words;
    for (const QString &w : text.split(u' ', Qt::SkipEmptyParts))
        words.append(searchFold(w));
    if (words == m_words)
        return;
    m_words = words;
    matchWords();
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
    m_sorted = sortedOrder(m_products, m_sortColumn, m_sortOrder);
}

std::vector<int> CatalogModel::sortedOrder(const QList<ProductSummary> &products, int column,
                                           Qt::SortOrder order)
{
    std::vector<int> sorted(size_t(products.size()));
    std::iota(sorted.begin(), sorted.end(), 0);
    if (column < 0 || column >= ColumnCount)
        return sorted;
    if (column == LowestPrice) {
        std::vector<double> keys(sorted.size());
        for (int i = 0; i < products.size(); ++i)
            keys[size_t(i)] = products.at(i).lowestPriceValue();
        std::stable_sort(sorted.begin(), sorted.end(),
                         [&](int a, int b) { return keys[size_t(a)] < keys[size_t(b)]; });
    } else {
        // Case-folded once per product, so each comparison is a plain one.
        std::vector<QString> keys(sorted.size());
        for (int i = 0; i < products.size(); ++i)
            keys[size_t(i)] = productText(products.at(i), column).toCaseFolded();
        std::stable_sort(sorted.begin(), sorted.end(),
                         [&](int a, int b) { return keys[size_t(a)] < keys[size_t(b)]; });
    }
    if (order == Qt::DescendingOrder)
        std::reverse(sorted.begin(), sorted.end());
    return sorted;
}

std::vector<int> CatalogModel::visibleProducts() const
{
    std::vector<int> visible;
    visible.reserve(m_sorted.size());
    for (int p : m_sorted) {
        if (m_matches[size_t(p)] && accepts(p))
            visible.push_back(p);
    }
    return visible;
}

void CatalogModel::setVisible(std::vector<int> visible)
{
    m_visible = std::move(visible);
    m_rowOf.assign(size_t(m_products.size()), -1);
    for (size_t row = 0; row < m_visible.size(); ++row)
        m_rowOf[size_t(m_visible[row])] = int(row);
}

void CatalogModel::applyView()
{
    std::vector<int> visible = visibleProducts();
    emit layoutAboutToBeChanged();
    const QModelIndexList before = persistentIndexList();
    std::vector<std::pair<Node *, int>> saved;
    saved.reserve(size_t(before.size()));
    for (const QModelIndex &i : before)
        saved.emplace_back(nodeFor(i), i.column());
    setVisible(std::move(visible));
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
