#include "models/catalog/catalogmodel.h"

#include "models/catalog/catalognode.h"

#include <QFont>

#include <algorithm>

namespace bd::models {

using namespace bd::domain;

CatalogModel::CatalogModel(QObject *parent) : TreeModel(parent)
{
    root()->item = GroupRow{};
    root()->childrenBuilt = true;
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
    CatalogFilter::Choices choices;
};

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
    out->choices = CatalogFilter::choicesOf(out->products);
    out->nodes.reserve(size_t(out->products.size()));
    for (int i = 0; i < out->products.size(); ++i)
        out->nodes.push_back(CatalogNode::productRow(i));
    out->sorted = CatalogSorter::sorted(out->products, sortColumn, order, std::move(known));
    return out;
}

void CatalogModel::setProducts(QList<ProductSummary> products)
{
    adopt(prepare(std::move(products), m_sorter.column(), m_sorter.order()));
}

void CatalogModel::adopt(std::shared_ptr<Prepared> prepared)
{
    beginResetModel();
    m_products = std::move(prepared->products);
    m_changes.clear(); // what changed was about the list before
    const QString searchText = QString::fromUtf8(m_search.words().join(' '));
    m_search = std::move(prepared->search);
    m_search.setSearchText(searchText); // the words typed before the list arrived still apply
    m_filter.setChoices(std::move(prepared->choices));
    root()->children = std::move(prepared->nodes);
    for (const auto &n : root()->children)
        n->parent = root();
    m_opens.clear();
    m_priceTexts.clear();
    noteOpens(0);
    if (prepared->sortColumn == m_sorter.column() && prepared->sortOrder == m_sorter.order())
        m_sorter.adopt(std::move(prepared->sorted));
    else
        m_sorter.sort(m_products, m_sorter.column(), m_sorter.order()); // the user sorted meanwhile
    setVisible(visibleProducts());
    endResetModel();
}

// --- the tree ---------------------------------------------------------------------------------

void CatalogModel::populate(CatalogNode *node) const
{
    if (node->childrenBuilt)
        return;
    if (node->kind() == NodeKind::Product) {
        decode(node);
        m_opens[size_t(node->product)] = -1; // its rows say from now on
    }
    node->buildChildren();
}

void CatalogModel::noteOpens(int first)
{
    m_opens.resize(size_t(m_products.size()));
    for (int p = first; p < m_products.size(); ++p)
        m_opens[size_t(p)] = root()->children[size_t(p)]->childrenBuilt ? -1 : m_products.at(p).hasDetails;
}

// A view asks this of every row it lays out, 100,000 after a search keystroke: a product row
// answers from a byte per product, never reaching its node or its summary (a cache miss each:
// 10 ms a keystroke at 100,000 rows).
bool CatalogModel::mayHaveChildrenAt(const QModelIndex &index) const
{
    if (size_t(index.row()) < m_visible.size()) {
        const auto p = size_t(m_visible[size_t(index.row())]);
        if (m_opens[p] >= 0 && index.internalPointer() == root()->children[p].get())
            return m_opens[p] != 0;
    }
    return mayHaveChildren(nodeAt(index));
}

int CatalogModel::childCount(CatalogNode *node) const
{
    return node == root() ? int(m_visible.size()) : TreeModel::childCount(node);
}

CatalogNode *CatalogModel::childAt(CatalogNode *parent, int row) const
{
    if (parent != root())
        return TreeModel::childAt(parent, row);
    return row < int(m_visible.size()) ? parent->children[size_t(m_visible[size_t(row)])].get() : nullptr;
}

int CatalogModel::rowOf(const CatalogNode *node) const
{
    return node->parent == root() ? m_rowOf[size_t(node->product)] : node->row;
}

bool CatalogModel::mayHaveChildren(CatalogNode *node) const
{
    // Product rows answer from the summary, without decoding the product (a view's usual
    // question comes through mayHaveChildrenAt, which does not even read that).
    if (node->kind() == NodeKind::Product && !node->childrenBuilt)
        return m_products.at(node->product).hasDetails;
    return childCount(node) > 0;
}

QVariant CatalogModel::dataOf(const CatalogNode &node, int column, int role) const
{
    if (node.kind() == NodeKind::Product)
        return productData(node.product, column, role);
    if (role == ProductIdRole && node.kind() != NodeKind::Option)
        return m_products.at(node.product).id;
    return node.data(column, role);
}

QString CatalogModel::productText(int product, int column) const
{
    if (column != LowestPrice)
        return CatalogColumns::productText(m_products.at(product), column);
    constexpr qsizetype Kept = 4096; // far more rows than a screen shows
    if (const auto it = m_priceTexts.constFind(product); it != m_priceTexts.cend())
        return *it;
    if (m_priceTexts.size() >= Kept)
        m_priceTexts.clear();
    return *m_priceTexts.insert(product, CatalogColumns::productText(m_products.at(product), column));
}

QVariant CatalogModel::productData(int product, int column, int role) const
{
    const ProductSummary &p = m_products.at(product);
    switch (role) {
    case Qt::DisplayRole: return productText(product, column);
    case Qt::ToolTipRole: {
        // Prices shown rounded ("≈") name their exact value.
        const QString shown = productText(product, column);
        const QString exact = column == LowestPrice ? exactPricesText(p.lowestPrices) : QString();
        QString tip = exact.isEmpty() ? shown : shown + u'\n' + exact;
        if (m_changes.at(product) == ProductChange::Removed)
            tip = tr("Not in the latest list.") + u'\n' + tip;
        return tip;
    }
    case SortRole:
        if (column == LowestPrice)
            return p.lowestPriceValue();
        return CatalogColumns::productText(p, column);
    case KindRole: return QVariant::fromValue(NodeKind::Product);
    case ProductIdRole: return p.id;
    case SearchTextRole: return QString::fromUtf8(m_search.text(product));
    case ChangeRole: return int(m_changes.at(product));
    case Qt::FontRole:
        if (m_changes.at(product) == ProductChange::Removed) {
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
    // The tooltip too: a narrow column's header elides.
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
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

// --- products: lazily decoded -------------------------------------------------------------------

CatalogNode *CatalogModel::productNode(const QModelIndex &index) const
{
    const CatalogNode *n = nodeAt(index);
    return n && n->product >= 0 ? root()->children[size_t(n->product)].get() : nullptr;
}

void CatalogModel::decode(CatalogNode *node) const
{
    if (!node->decoded)
        node->decoded = std::make_unique<Decoded<Product>>(m_products.at(node->product).decode());
}

int CatalogModel::decodedProductCount() const
{
    return int(std::count_if(root()->children.begin(), root()->children.end(),
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
    const CatalogNode *n = index.isValid() ? nodeAt(index) : nullptr;
    return n && n->product >= 0 && m_rowOf[size_t(n->product)] >= 0;
}

// --- which products are rows: search, filters, sort order and changes ---------------------------

void CatalogModel::setSearchText(const QString &text)
{
    if (m_search.setSearchText(text))
        applyView();
}

void CatalogModel::setCriteria(const Criteria &criteria)
{
    if (m_filter.setCriteria(criteria))
        applyView();
}

void CatalogModel::sort(int column, Qt::SortOrder order)
{
    m_sorter.sort(m_products, column, order);
    applyView();
}

void CatalogModel::setChanges(CatalogChanges changes)
{
    if (!m_changes.adopt(changes, m_products.size()))
        return; // made for another list
    if (changes.removed.isEmpty())
        applyView(); // a change filter chosen earlier now has marks to go by
    else
        append(std::move(changes.removed)); // hidden but to the Removed filter
}

std::vector<int> CatalogModel::visibleProducts() const
{
    std::vector<int> visible;
    visible.reserve(m_sorter.rows().size());
    // Every keystroke of a search comes here: the usual case, no filter chosen, costs no more than
    // a look at the product's change mark.
    const bool all = m_filter.acceptsAll();
    for (int p : m_sorter.rows()) {
        if (m_search.matches(p) && (all ? m_changes.at(p) != ProductChange::Removed
                                        : m_filter.accepts(m_products.at(p), m_changes.at(p))))
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
        saved.emplace_back(nodeAt(i), i.column());
    setVisible(std::move(visible));
    QModelIndexList after;
    after.reserve(before.size());
    for (qsizetype k = 0; k < before.size(); ++k) {
        const auto &[node, column] = saved[size_t(k)];
        const int productRow = node->product >= 0 ? m_rowOf[size_t(node->product)] : -1;
        if (node->parent == root())
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

template class TreeModel<CatalogNode, CatalogModel>;

} // namespace bd::models
