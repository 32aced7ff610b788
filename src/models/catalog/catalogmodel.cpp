#include "models/catalog/catalogmodel.h"

#include "models/catalog/catalognode.h"

#include <QFont>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <array>
#include <numeric>

namespace bd::models {

using namespace bd::domain;

CatalogModel::CatalogModel(QObject *parent)
    : QAbstractItemModel(parent), m_root(std::make_unique<CatalogNode>())
{
    m_root->item = GroupRow{};
    m_root->childrenBuilt = true;
}

CatalogModel::~CatalogModel() = default;

struct CatalogModel::Prepared
{
    QList<ProductSummary> products;
    CatalogSearchIndex search;
    std::vector<std::unique_ptr<CatalogNode>> nodes;
    std::vector<int> sorted;
    int sortColumn;
    Qt::SortOrder sortOrder;
    QMap<int, QStringList> choices;
};

static QStringList sortedValues(const QSet<QString> &values)
{
    QStringList out(values.begin(), values.end());
    out.sort(Qt::CaseInsensitive);
    return out;
}

QStringList CatalogModel::distinctValues(Column column) const
{
    if (m_choices.contains(column))
        return m_choices.value(column);
    QSet<QString> values;
    for (const ProductSummary &p : m_products)
        values.insert(productText(p, column));
    values.remove(QString());
    return sortedValues(values);
}

QStringList CatalogModel::currencies() const
{
    return m_choices.value(-1);
}

std::shared_ptr<CatalogModel::Prepared> CatalogModel::prepare(QList<ProductSummary> products, int sortColumn,
                                                              Qt::SortOrder order)
{
    return prepare(std::move(products), sortColumn, order, {}, {});
}

std::shared_ptr<CatalogModel::Prepared> CatalogModel::prepare(QList<ProductSummary> products, int sortColumn,
                                                              Qt::SortOrder order,
                                                              CatalogSearchIndex::Texts searchTexts,
                                                              Order known)
{
    auto out = std::make_shared<Prepared>();
    out->products = std::move(products);
    out->sortColumn = sortColumn;
    out->sortOrder = order;
    if (searchTexts.size() == out->products.size() && !out->products.isEmpty())
        out->search.adopt(std::move(searchTexts));
    else
        out->search.build(out->products);
    // Summaries share one string per distinct value, so the text's address finds repeats cheaply.
    std::array<QHash<const QChar *, QString>, ColumnCount> distinct;
    QHash<const QChar *, QString> currencies;
    for (const ProductSummary &p : std::as_const(out->products)) {
        for (int column : {RecordType, PriceModel, BillingTiming, Category}) {
            const QString text = productText(p, column);
            distinct[size_t(column)].insert(text.constData(), text);
        }
        for (const PriceSummary &price : p.lowestPrices)
            currencies.insert(price.currency.constData(), price.currency);
    }
    const auto values = [](const QHash<const QChar *, QString> &seen) {
        QSet<QString> set(seen.begin(), seen.end());
        set.remove(QString());
        return sortedValues(set);
    };
    for (int column : {RecordType, PriceModel, BillingTiming, Category})
        out->choices.insert(column, values(distinct[size_t(column)]));
    out->choices.insert(-1, values(currencies));
    out->nodes.reserve(size_t(out->products.size()));
    for (int i = 0; i < out->products.size(); ++i) {
        auto n = std::make_unique<CatalogNode>();
        n->item = ProductRow{};
        n->row = i;
        n->product = i;
        out->nodes.push_back(std::move(n));
    }
    const auto isPermutation = [n = out->products.size()](const std::vector<int> &rows) {
        if (qsizetype(rows.size()) != n)
            return false;
        std::vector<char> seen(rows.size(), 0);
        for (const int r : rows) {
            if (r < 0 || r >= n || seen[size_t(r)])
                return false;
            seen[size_t(r)] = 1;
        }
        return true;
    };
    if (known.column == sortColumn && known.order == order && isPermutation(known.rows))
        out->sorted = std::move(known.rows); // sorted when the list was kept
    else
        out->sorted = sortedOrder(out->products, sortColumn, order);
    return out;
}

CatalogModel::Order CatalogModel::currentOrder() const
{
    Order out{m_sortColumn, m_sortOrder, {}};
    out.rows.reserve(size_t(productCount()));
    for (const int p : m_sorted) {
        if (p < productCount())
            out.rows.push_back(p);
    }
    return out;
}

void CatalogModel::setProducts(QList<ProductSummary> products)
{
    adopt(prepare(std::move(products), m_sortColumn, m_sortOrder));
}

void CatalogModel::adopt(std::shared_ptr<Prepared> prepared)
{
    beginResetModel();
    m_products = std::move(prepared->products);
    m_changes.clear(); // what changed was about the list before
    m_removedCount = m_added = m_repriced = 0;
    m_changesKnown = false;
    const QString searchText = QString::fromUtf8(m_search.words().join(' '));
    m_search = std::move(prepared->search);
    m_search.setSearchText(searchText); // the words typed before the list arrived still apply
    m_choices = std::move(prepared->choices);
    m_root->children = std::move(prepared->nodes);
    for (const auto &n : m_root->children)
        n->parent = m_root.get();
    if (prepared->sortColumn == m_sortColumn && prepared->sortOrder == m_sortOrder)
        m_sorted = std::move(prepared->sorted);
    else
        m_sorted = sortedOrder(m_products, m_sortColumn, m_sortOrder); // the user sorted meanwhile
    setVisible(visibleProducts());
    endResetModel();
}

CatalogNode *CatalogModel::nodeFor(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<CatalogNode *>(index.internalPointer()) : m_root.get();
}

CatalogNode *CatalogModel::productNode(const QModelIndex &index) const
{
    const CatalogNode *n = nodeFor(index);
    return n && n->product >= 0 ? m_root->children[size_t(n->product)].get() : nullptr;
}

void CatalogModel::decode(CatalogNode *node) const
{
    if (!node->decoded)
        node->decoded = std::make_unique<Decoded<Product>>(m_products.at(node->product).decode());
}

void CatalogModel::ensureChildren(CatalogNode *node) const
{
    if (node->childrenBuilt)
        return;
    if (node->kind() == NodeKind::Product)
        decode(node);
    node->buildChildren();
}

int CatalogModel::decodedProductCount() const
{
    return int(std::count_if(m_root->children.begin(), m_root->children.end(),
                             [](const auto &n) { return n->decoded != nullptr; }));
}

const ProductSummary *CatalogModel::summaryAt(const QModelIndex &index) const
{
    const CatalogNode *n = productNode(index);
    return n ? &m_products.at(n->product) : nullptr;
}

const Product *CatalogModel::productAt(const QModelIndex &index) const
{
    CatalogNode *n = productNode(index);
    if (!n)
        return nullptr;
    decode(n);
    return &n->decoded->value;
}

QList<DecodeProblem> CatalogModel::problemsAt(const QModelIndex &index) const
{
    CatalogNode *n = productNode(index);
    if (!n)
        return {};
    decode(n);
    return n->decoded->problems;
}

QModelIndex CatalogModel::indexOfProduct(const QString &productId) const
{
    for (int i = 0; i < m_products.size(); ++i) {
        if (m_products.at(i).id == productId)
            return m_rowOf[size_t(i)] >= 0 ? index(m_rowOf[size_t(i)], 0) : QModelIndex();
    }
    return {};
}

bool CatalogModel::isShown(const QModelIndex &index) const
{
    const CatalogNode *n = index.isValid() ? nodeFor(index) : nullptr;
    return n && n->product >= 0 && m_rowOf[size_t(n->product)] >= 0;
}

QModelIndex CatalogModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount || (parent.isValid() && parent.column() != 0))
        return {};
    CatalogNode *p = nodeFor(parent);
    if (p == m_root.get()) {
        if (row >= int(m_visible.size()))
            return {};
        return createIndex(row, column, p->children[size_t(m_visible[size_t(row)])].get());
    }
    ensureChildren(p);
    if (row >= int(p->children.size()))
        return {};
    return createIndex(row, column, p->children[size_t(row)].get());
}

QModelIndex CatalogModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    const CatalogNode *p = nodeFor(child)->parent;
    if (!p || p == m_root.get())
        return {};
    const int row = p->parent == m_root.get() ? m_rowOf[size_t(p->product)] : p->row;
    return createIndex(row, 0, const_cast<CatalogNode *>(p));
}

int CatalogModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    CatalogNode *n = nodeFor(parent);
    if (n == m_root.get())
        return int(m_visible.size());
    ensureChildren(n);
    return int(n->children.size());
}

int CatalogModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

bool CatalogModel::hasChildren(const QModelIndex &parent) const
{
    // Views ask this of every row they lay out: product rows answer from the summary, without
    // decoding the product.
    if (const CatalogNode *n = nodeFor(parent);
        parent.isValid() && parent.column() == 0 && n->kind() == NodeKind::Product && !n->childrenBuilt)
        return m_products.at(n->product).hasDetails;
    return rowCount(parent) > 0;
}

QString CatalogModel::productText(const ProductSummary &p, int column)
{
    switch (column) {
    case Name: return p.name;
    case Sku: return p.sku;
    case RecordType: return p.recordType;
    case PriceModel: return p.priceModel;
    case BillingTiming: return p.billingTiming;
    case Category: return p.category;
    case LowestPrice: return p.lowestPricesText();
    }
    return {};
}

QVariant CatalogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const CatalogNode *node = nodeFor(index);
    const bool isProduct = node->kind() == NodeKind::Product;
    const auto display = [&] {
        return isProduct ? QVariant(productText(m_products.at(node->product), index.column()))
                         : node->display(index.column());
    };
    switch (role) {
    case Qt::DisplayRole: return display();
    case Qt::ToolTipRole: {
        // Prices shown rounded ("≈") name their exact value.
        const QString exact = isProduct && index.column() == LowestPrice
                                  ? exactPricesText(m_products.at(node->product).lowestPrices)
                                  : node->exactPrice(index.column());
        QString tip = exact.isEmpty() ? display().toString() : display().toString() + u'\n' + exact;
        if (isProduct && changeAt(node->product) == ProductChange::Removed)
            tip = tr("Not in the latest list.") + u'\n' + tip;
        return tip;
    }
    case SortRole:
        if (isProduct && index.column() == LowestPrice)
            return m_products.at(node->product).lowestPriceValue();
        return display();
    case KindRole: return QVariant::fromValue(node->kind());
    case ProductIdRole:
        if (node->kind() == NodeKind::Option)
            return node->referencedProductId();
        return node->product >= 0 ? m_products.at(node->product).id : QString();
    case SearchTextRole:
        return isProduct ? QVariant(QString::fromUtf8(searchText(node->product))) : QVariant();
    case ChangeRole: return isProduct ? QVariant(int(changeAt(node->product))) : QVariant();
    case Qt::FontRole:
        if (isProduct && changeAt(node->product) == ProductChange::Removed) {
            QFont gone; // a product the list no longer has
            gone.setStrikeOut(true);
            return gone;
        }
        return {};
    default: return {};
    }
}

QVariant CatalogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name: return tr("Name");
    case Sku: return tr("SKU");
    case RecordType: return tr("Record type");
    case PriceModel: return tr("Price model");
    case BillingTiming: return tr("Billing timing");
    case Category: return tr("Category");
    case LowestPrice: return tr("Lowest price");
    }
    return {};
}

// --- search, filters and sorting --------------------------------------------------------------

bool CatalogModel::accepts(int product) const
{
    const ProductSummary &p = m_products.at(product);
    const ProductChange change = changeAt(product);
    if (m_criteria.change == ProductChange::None ? change == ProductChange::Removed
                                                 : change != m_criteria.change)
        return false;
    if (m_criteria == Criteria())
        return true;
    const auto is = [](const QString &wanted, const QString &actual) {
        return wanted.isEmpty() || wanted == actual;
    };
    return is(m_criteria.recordType, p.recordType) && is(m_criteria.priceModel, p.priceModel) &&
           is(m_criteria.billingTiming, p.billingTiming) && is(m_criteria.category, p.category) &&
           (m_criteria.currency.isEmpty() || p.hasPriceIn(m_criteria.currency));
}

void CatalogModel::setSearchText(const QString &text)
{
    if (m_search.setSearchText(text))
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
    m_sorted = sortedOrder(m_products, m_sortColumn, m_sortOrder);
    applyView();
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
        if (m_search.matches(p) && accepts(p))
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
    std::vector<std::pair<CatalogNode *, int>> saved;
    saved.reserve(size_t(before.size()));
    for (const QModelIndex &i : before)
        saved.emplace_back(nodeFor(i), i.column());
    setVisible(std::move(visible));
    QModelIndexList after;
    after.reserve(before.size());
    for (qsizetype k = 0; k < before.size(); ++k) {
        const auto &[node, column] = saved[size_t(k)];
        const int productRow = node->product >= 0 ? m_rowOf[size_t(node->product)] : -1;
        if (node->parent == m_root.get())
            // A product row is gone while hidden (its row number would name another product).
            after.append(productRow >= 0 ? createIndex(productRow, column, node) : QModelIndex());
        else
            // Rows below a product keep their row and node; while the product is hidden nothing
            // reaches them through the tree, and when it returns they are valid again as they were.
            after.append(createIndex(node->row, column, node));
    }
    changePersistentIndexList(before, after);
    emit layoutChanged();
}

} // namespace bd::models
