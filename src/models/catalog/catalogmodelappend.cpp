// CatalogModel::append(): rows of a list that is still arriving (see CatalogLoader).

#include "models/catalog/catalogmodel.h"
#include "models/catalog/catalognode.h"

#include <QElapsedTimer>
#include <QLoggingCategory>
#include <QSet>

#include <algorithm>

namespace bd::models {

namespace {
Q_LOGGING_CATEGORY(lcAppend, "billingdesk.models.catalogappend", QtInfoMsg)
} // namespace

using namespace bd::domain;

bool CatalogModel::append(QList<ProductSummary> products)
{
    if (products.isEmpty())
        return false;
    QElapsedTimer took;
    took.start();
    const int first = int(m_products.size());
    m_search.append(products);
    m_products += std::move(products);
    m_root->children.reserve(size_t(m_products.size()));
    for (int i = first; i < m_products.size(); ++i) {
        auto n = std::make_unique<CatalogNode>();
        n->item = ProductRow{};
        n->row = i;
        n->product = i;
        n->parent = m_root.get();
        m_root->children.push_back(std::move(n));
    }
    m_sorted = mergedOrder(first);
    const bool grew = addChoices(first);
    applyView();
    qCDebug(lcAppend) << m_products.size() - first << "products appended," << m_products.size()
                      << "in all, in" << took.elapsed() << "ms";
    return grew;
}

// The sort order with products [firstNew, end) in their places, as sortedOrder() would have put
// them (a stable sort: among equal keys, the earlier product first; reversed when descending).
std::vector<int> CatalogModel::mergedOrder(int firstNew) const
{
    const int count = int(m_products.size());
    std::vector<int> added(size_t(count - firstNew));
    for (int i = firstNew; i < count; ++i)
        added[size_t(i - firstNew)] = i;
    if (m_sortColumn < 0 || m_sortColumn >= ColumnCount) {
        std::vector<int> out = m_sorted;
        out.insert(out.end(), added.begin(), added.end());
        return out;
    }
    const bool byPrice = m_sortColumn == LowestPrice;
    const auto all = static_cast<size_t>(count);
    std::vector<QString> text(all);
    std::vector<double> price(all);
    const auto key = [&](int p) {
        if (byPrice)
            price[size_t(p)] = m_products.at(p).lowestPriceValue();
        else
            text[size_t(p)] = productText(m_products.at(p), m_sortColumn).toCaseFolded();
    };
    for (int p : added)
        key(p);
    // Keys of the products held are made only where a binary search looks.
    std::vector<char> known(all, 0);
    std::fill(known.begin() + firstNew, known.end(), 1);
    const auto less = [&](int a, int b) {
        for (int p : {a, b}) {
            if (!known[size_t(p)]) {
                key(p);
                known[size_t(p)] = 1;
            }
        }
        const bool lt = byPrice ? price[size_t(a)] < price[size_t(b)] : text[size_t(a)] < text[size_t(b)];
        const bool gt = byPrice ? price[size_t(b)] < price[size_t(a)] : text[size_t(b)] < text[size_t(a)];
        return lt || (!gt && a < b); // ties by product order: what a stable sort leaves
    };
    const bool descending = m_sortOrder == Qt::DescendingOrder;
    const auto before = [&](int a, int b) { return descending ? less(b, a) : less(a, b); };
    std::sort(added.begin(), added.end(), before);
    std::vector<int> out;
    out.reserve(size_t(count));
    auto from = m_sorted.begin();
    for (int p : added) {
        const auto at = std::lower_bound(from, m_sorted.end(), p, before);
        out.insert(out.end(), from, at);
        out.push_back(p);
        from = at;
    }
    out.insert(out.end(), from, m_sorted.end());
    return out;
}

// Adds the filter choices the products [firstNew, end) bring; true when there are new ones.
bool CatalogModel::addChoices(int firstNew)
{
    bool grew = false;
    for (int column : {int(RecordType), int(PriceModel), int(BillingTiming), int(Category), -1}) {
        QStringList &values = m_choices[column];
        QSet<QString> seen(values.begin(), values.end());
        const qsizetype had = values.size();
        const auto add = [&](const QString &value) {
            if (!value.isEmpty() && !seen.contains(value)) {
                seen.insert(value);
                values.append(value);
            }
        };
        for (int i = firstNew; i < m_products.size(); ++i) {
            const ProductSummary &p = m_products.at(i);
            if (column >= 0) {
                add(productText(p, column));
            } else {
                for (const PriceSummary &price : p.lowestPrices)
                    add(price.currency);
            }
        }
        if (values.size() != had) {
            values.sort(Qt::CaseInsensitive);
            grew = true;
        }
    }
    return grew;
}

} // namespace bd::models
