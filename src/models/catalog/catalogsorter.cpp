#include "models/catalog/catalogsorter.h"

#include "models/catalog/catalogcolumns.h"

#include <algorithm>
#include <numeric>

namespace bd::models {

using domain::ProductSummary;
using Columns = CatalogColumns;

static bool isPermutation(const std::vector<int> &rows, qsizetype n)
{
    if (qsizetype(rows.size()) != n)
        return false;
    std::vector<char> seen(rows.size(), 0);
    for (const int r : rows) {
        if (r < 0 || r >= n || seen[size_t(r)])
            return false;
        seen[size_t(r)] = 1;
    }
    return true;
}

// QString::toCaseFolded() costs some 4,000 instructions for a product name. Where only ASCII
// letters change (nearly every SKU and most names: a dash or an accented small letter stays as
// it is), the same result is made directly; anything else goes Qt's way.
static bool foldsToItself(char16_t c)
{
    return !QChar::isSurrogate(c) && QChar::toCaseFolded(char32_t(c)) == c && !QChar::isUpper(c) &&
           !QChar::isTitleCase(c);
}

static QString caseFolded(const QString &text)
{
    const auto *p = reinterpret_cast<const char16_t *>(text.constData());
    const qsizetype n = text.size();
    bool upper = false;
    for (qsizetype i = 0; i < n; ++i) {
        if (p[i] >= 0x80 && !foldsToItself(p[i]))
            return text.toCaseFolded();
        upper |= p[i] >= u'A' && p[i] <= u'Z';
    }
    if (!upper)
        return text;
    QString out(n, Qt::Uninitialized);
    char16_t *o = reinterpret_cast<char16_t *>(out.data());
    for (qsizetype i = 0; i < n; ++i)
        o[i] = p[i] >= u'A' && p[i] <= u'Z' ? char16_t(p[i] + (u'a' - u'A')) : p[i];
    return out;
}

std::vector<int> CatalogSorter::sorted(const QList<ProductSummary> &products, int column, Qt::SortOrder order,
                                       Order known)
{
    if (known.column == column && known.order == order && isPermutation(known.rows, products.size()))
        return std::move(known.rows); // sorted when the list was kept
    std::vector<int> out(size_t(products.size()));
    std::iota(out.begin(), out.end(), 0);
    if (column < 0 || column >= Columns::ColumnCount)
        return out;
    if (column == Columns::LowestPrice) {
        std::vector<double> keys(out.size());
        for (int i = 0; i < products.size(); ++i)
            keys[size_t(i)] = products.at(i).lowestPriceValue();
        std::stable_sort(out.begin(), out.end(),
                         [&](int a, int b) { return keys[size_t(a)] < keys[size_t(b)]; });
    } else {
        // Case-folded once per product, so each comparison is a plain one.
        std::vector<QString> keys(out.size());
        for (int i = 0; i < products.size(); ++i)
            keys[size_t(i)] = caseFolded(Columns::productText(products.at(i), column));
        std::stable_sort(out.begin(), out.end(),
                         [&](int a, int b) { return keys[size_t(a)] < keys[size_t(b)]; });
    }
    if (order == Qt::DescendingOrder)
        std::reverse(out.begin(), out.end());
    return out;
}

void CatalogSorter::sort(const QList<ProductSummary> &products, int column, Qt::SortOrder order)
{
    m_column = column;
    m_order = order;
    m_rows = sorted(products, column, order);
    m_keys = {};
}

CatalogSorter::Order CatalogSorter::kept(int count) const
{
    Order out{m_column, m_order, {}};
    out.rows.reserve(size_t(count));
    for (const int p : m_rows) {
        if (p < count)
            out.rows.push_back(p);
    }
    return out;
}

// A stable sort's order: among equal keys, the earlier product first (reversed when descending).
void CatalogSorter::merge(const QList<ProductSummary> &products, int firstNew, bool more)
{
    const int count = int(products.size());
    std::vector<int> added(size_t(count - firstNew));
    for (int i = firstNew; i < count; ++i)
        added[size_t(i - firstNew)] = i;
    if (m_column < 0 || m_column >= Columns::ColumnCount) {
        m_rows.insert(m_rows.end(), added.begin(), added.end());
        return;
    }
    const bool byPrice = m_column == Columns::LowestPrice;
    const auto all = static_cast<size_t>(count);
    if (m_keys.column != m_column || m_keys.known.size() > all)
        m_keys = Keys{m_column, {}, {}, {}};
    Keys &keys = m_keys;
    if (byPrice)
        keys.price.resize(all);
    else
        keys.text.resize(all);
    keys.known.resize(all, 0);
    // Keys of the products held are made only where a binary search looks.
    const auto key = [&](int p) {
        if (keys.known[size_t(p)])
            return;
        keys.known[size_t(p)] = 1;
        if (byPrice)
            keys.price[size_t(p)] = products.at(p).lowestPriceValue();
        else
            keys.text[size_t(p)] = caseFolded(Columns::productText(products.at(p), m_column));
    };
    for (int p : added)
        key(p);
    const std::vector<QString> &text = keys.text;
    const std::vector<double> &price = keys.price;
    const auto less = [&](int a, int b) {
        key(a);
        key(b);
        const bool lt = byPrice ? price[size_t(a)] < price[size_t(b)] : text[size_t(a)] < text[size_t(b)];
        const bool gt = byPrice ? price[size_t(b)] < price[size_t(a)] : text[size_t(b)] < text[size_t(a)];
        return lt || (!gt && a < b); // ties by product order: what a stable sort leaves
    };
    const bool descending = m_order == Qt::DescendingOrder;
    const auto before = [&](int a, int b) { return descending ? less(b, a) : less(a, b); };
    std::sort(added.begin(), added.end(), before);
    std::vector<int> out;
    out.reserve(size_t(count));
    auto from = m_rows.begin();
    for (int p : added) {
        const auto at = std::lower_bound(from, m_rows.end(), p, before);
        out.insert(out.end(), from, at);
        out.push_back(p);
        from = at;
    }
    out.insert(out.end(), from, m_rows.end());
    m_rows = std::move(out);
    if (!more)
        m_keys = {};
}

} // namespace bd::models
