#include "models/catalogmodel.h"
#include "models/catalognode.h"

#include "domain/json/jsondocument.h"

#include <QHash>
#include <QLocale>
#include <QSet>

#include <array>

#include <algorithm>
#include <map>
#include <numeric>

namespace bd::models {

using namespace bd::domain;

CatalogModel::CatalogModel(QObject *parent) : QAbstractItemModel(parent), m_root(std::make_unique<Node>())
{
    m_root->kind = NodeKind::Group;
    m_root->childrenBuilt = true;
}

CatalogModel::~CatalogModel() = default;

struct CatalogModel::Prepared
{
    QList<ProductSummary> products;
    QByteArray searchBuffer;
    std::vector<qsizetype> searchEnd;
    std::vector<std::unique_ptr<Node>> nodes;
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
    auto out = std::make_shared<Prepared>();
    out->products = std::move(products);
    out->sortColumn = sortColumn;
    out->sortOrder = order;
    // One buffer of every search text (the summaries' own copies are dropped).
    qsizetype total = 0;
    for (const ProductSummary &p : std::as_const(out->products))
        total += p.searchText.size() + 1;
    out->searchBuffer.reserve(total);
    out->searchEnd.reserve(size_t(out->products.size()));
    // Summaries share one string per distinct value, so the text's address finds repeats cheaply.
    std::array<QHash<const QChar *, QString>, ColumnCount> distinct;
    QHash<const QChar *, QString> currencies;
    for (ProductSummary &p : out->products) {
        out->searchBuffer += p.searchText;
        out->searchEnd.push_back(out->searchBuffer.size());
        out->searchBuffer += '\0';
        p.searchText = QByteArray();
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
        auto n = std::make_unique<Node>();
        n->kind = NodeKind::Product;
        n->row = i;
        n->product = i;
        out->nodes.push_back(std::move(n));
    }
    out->sorted = sortedOrder(out->products, sortColumn, order);
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
    m_searchBuffer = std::move(prepared->searchBuffer);
    m_searchEnd = std::move(prepared->searchEnd);
    m_choices = std::move(prepared->choices);
    m_root->children = std::move(prepared->nodes);
    for (const auto &n : m_root->children)
        n->parent = m_root.get();
    if (prepared->sortColumn == m_sortColumn && prepared->sortOrder == m_sortOrder)
        m_sorted = std::move(prepared->sorted);
    else
        m_sorted = sortedOrder(m_products, m_sortColumn, m_sortOrder); // the user sorted meanwhile
    m_matchedWords.clear();
    matchWords();
    setVisible(visibleProducts());
    endResetModel();
}

CatalogModel::Node *CatalogModel::nodeFor(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<Node *>(index.internalPointer()) : m_root.get();
}

CatalogModel::Node *CatalogModel::productNode(const QModelIndex &index) const
{
    const Node *n = nodeFor(index);
    return n && n->product >= 0 ? m_root->children[size_t(n->product)].get() : nullptr;
}

void CatalogModel::decode(Node *node) const
{
    if (!node->decoded)
        node->decoded = std::make_unique<Decoded<Product>>(m_products.at(node->product).decode());
}

int CatalogModel::decodedProductCount() const
{
    return int(std::count_if(m_root->children.begin(), m_root->children.end(),
                             [](const auto &n) { return n->decoded != nullptr; }));
}

const ProductSummary *CatalogModel::summaryAt(const QModelIndex &index) const
{
    const Node *n = productNode(index);
    return n ? &m_products.at(n->product) : nullptr;
}

const Product *CatalogModel::productAt(const QModelIndex &index) const
{
    Node *n = productNode(index);
    if (!n)
        return nullptr;
    decode(n);
    return &n->decoded->value;
}

QList<DecodeProblem> CatalogModel::problemsAt(const QModelIndex &index) const
{
    Node *n = productNode(index);
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

static bool featureLess(const ProductFeature *a, const ProductFeature *b)
{
    return a->featureOrder.valueOr(std::numeric_limits<qint64>::max()) <
           b->featureOrder.valueOr(std::numeric_limits<qint64>::max());
}

void CatalogModel::ensureChildren(Node *node) const
{
    if (node->childrenBuilt)
        return;
    node->childrenBuilt = true;
    switch (node->kind) {
    case NodeKind::Product: {
        decode(node);
        const Product &p = node->decoded->value;
        const auto group = [&](const QString &label, qsizetype count) {
            return count > 0
                       ? node->add(NodeKind::Group, nullptr, QStringLiteral("%1 (%2)").arg(label).arg(count))
                       : nullptr;
        };
        const auto &entries = p.priceBookEntries.valueOr({});
        qsizetype activeCount = std::count_if(entries.begin(), entries.end(),
                                              [](const PriceBookEntry &e) { return e.active.valueOr(true); });
        if (Node *g = group(tr("Prices"), activeCount)) {
            for (const PriceBookEntry &e : *p.priceBookEntries.get()) {
                if (e.active.valueOr(true)) // spec §2.6: only active prices are shown
                    g->add(NodeKind::PriceEntry, &e);
            }
            g->childrenBuilt = true;
        }
        if (const auto *features = p.productFeatures.get(); features && !features->isEmpty()) {
            Node *g = group(tr("Features"), features->size());
            std::vector<const ProductFeature *> ordered;
            for (const ProductFeature &f : *features)
                ordered.push_back(&f);
            std::stable_sort(ordered.begin(), ordered.end(), featureLess);
            for (const ProductFeature *f : ordered)
                g->add(NodeKind::Feature, f);
            g->childrenBuilt = true;
        }
        if (const auto *options = p.productOptions.get(); options && !options->isEmpty()) {
            Node *g = group(tr("Bundle options"), options->size());
            for (const ProductOption &o : *options)
                g->add(NodeKind::Option, &o)->childrenBuilt = true;
            g->childrenBuilt = true;
        }
        if (const auto *tags = p.priceTags.get(); tags && !tags->isEmpty()) {
            Node *g = group(tr("Price tags"), tags->size());
            for (const PriceTag &t : *tags)
                g->add(NodeKind::PriceTag, &t);
            g->childrenBuilt = true;
        }
        if (const JsonFields *custom = p.customFields.get(); custom && !custom->isEmpty()) {
            Node *g = group(tr("Custom fields"), custom->size());
            for (const JsonFields::Entry &e : *custom)
                g->add(NodeKind::CustomField, &e, e.name)->childrenBuilt = true;
            g->childrenBuilt = true;
        }
        break;
    }
    case NodeKind::PriceEntry: {
        const PriceBookEntry &e = *static_cast<const PriceBookEntry *>(node->item);
        for (const PricingAttribute &a : e.pricingAttributes.orEmpty())
            node->add(NodeKind::PricingAttribute, &a)->childrenBuilt = true;
        if (const auto *tags = e.priceTags.get()) {
            for (const PriceTag &t : *tags)
                node->add(NodeKind::PriceTag, &t);
        }
        break;
    }
    case NodeKind::PriceTag: {
        const PriceTag &t = *static_cast<const PriceTag *>(node->item);
        if (const auto *tiers = t.priceTiers.get()) {
            for (const PriceTier &tier : *tiers)
                node->add(NodeKind::PriceTier, &tier)->childrenBuilt = true;
        }
        break;
    }
    case NodeKind::Feature: {
        const ProductFeature &f = *static_cast<const ProductFeature *>(node->item);
        if (const auto *options = f.productOptions.get()) {
            for (const ProductOption &o : *options)
                node->add(NodeKind::Option, &o)->childrenBuilt = true;
        }
        break;
    }
    default: break;
    }
}

QModelIndex CatalogModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount || (parent.isValid() && parent.column() != 0))
        return {};
    Node *p = nodeFor(parent);
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
    const Node *p = nodeFor(child)->parent;
    if (!p || p == m_root.get())
        return {};
    const int row = p->parent == m_root.get() ? m_rowOf[size_t(p->product)] : p->row;
    return createIndex(row, 0, const_cast<Node *>(p));
}

int CatalogModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    Node *n = nodeFor(parent);
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
    if (const Node *n = nodeFor(parent);
        parent.isValid() && parent.column() == 0 && n->kind == NodeKind::Product && !n->childrenBuilt)
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

// Absent and null read differently from zero: "—" for not set, the field's own word for null.
static QString numberOr(const Field<qint64> &f, const QString &nullText)
{
    if (f.isNull())
        return nullText;
    return f.isPresent() ? QLocale().toString(f.value()) : QStringLiteral("—");
}

static QString flag(const Field<bool> &f, const QString &yes)
{
    return f.isPresent() && f.value() ? yes : QString();
}

QVariant CatalogModel::display(const Node *node, int column) const
{
    switch (node->kind) {
    case NodeKind::Product: return productText(m_products.at(node->product), column);
    case NodeKind::Group: return column == Name ? QVariant(node->label) : QVariant();
    case NodeKind::PriceEntry: {
        const PriceBookEntry &e = *static_cast<const PriceBookEntry *>(node->item);
        const UnitOfMeasure u = e.uom.valueOr({});
        if (column == Name)
            return e.formattedPrice();
        if (column == Sku) {
            QString unit =
                tr("per %1").arg(u.quantityDimension.valueOr(u.name.valueOr(QStringLiteral("unit"))));
            if (const QString *term = u.termDimension.get())
                unit += QStringLiteral(" / ") + *term;
            return unit;
        }
        if (column == RecordType)
            return u.name.valueOr({});
        if (column == PriceModel)
            return flag(e.recommended, tr("recommended"));
        break;
    }
    case NodeKind::PricingAttribute: {
        const PricingAttribute &a = *static_cast<const PricingAttribute *>(node->item);
        if (column == Name)
            return a.name.valueOr({});
        if (column == Sku)
            return a.value.valueOr({});
        break;
    }
    case NodeKind::PriceTag: {
        const PriceTag &t = *static_cast<const PriceTag *>(node->item);
        if (column == Name)
            return tr("%1 price tag").arg(t.priceType.valueOr(tr("Price")));
        if (column == Sku)
            return tr("%1 on %2")
                .arg(t.priceTagType.valueOr(QStringLiteral("—")),
                     t.uomDimension.valueOr(QStringLiteral("—")));
        break;
    }
    case NodeKind::PriceTier: {
        const PriceTier &t = *static_cast<const PriceTier *>(node->item);
        const QLocale locale;
        const QString start =
            t.startUnit.isPresent() ? t.startUnit.value().toLocaleString(locale) : QStringLiteral("—");
        const QString end = t.endUnit.isNull()      ? QStringLiteral("∞")
                            : t.endUnit.isPresent() ? t.endUnit.value().toLocaleString(locale)
                                                    : QStringLiteral("—");
        if (column == Name)
            return tr("%1 – %2 units").arg(start, end);
        if (column == Sku)
            return t.chargeModel.valueOr({});
        if (column == RecordType && t.discountPercentage.isPresent())
            return tr("%1 % off").arg(t.discountPercentage.value().toLocaleString(locale));
        break;
    }
    case NodeKind::Feature: {
        const ProductFeature &f = *static_cast<const ProductFeature *>(node->item);
        if (column == Name)
            return f.featureName.valueOr(f.feature.valueOr({}).name.valueOr({}));
        if (column == Sku)
            return f.feature.valueOr({}).description.valueOr({});
        break;
    }
    case NodeKind::Option: {
        const ProductOption &o = *static_cast<const ProductOption *>(node->item);
        const ProductRef ref = o.product.valueOr({});
        if (column == Name)
            return o.optionName.valueOr(ref.name.valueOr({}));
        if (column == Sku)
            return ref.sku.valueOr({});
        if (column == RecordType)
            return o.optionType.valueOr({});
        if (column == PriceModel)
            return tr("qty %1 (min %2, max %3)")
                .arg(numberOr(o.defaultQuantity, {}), numberOr(o.minQuantity, {}),
                     numberOr(o.maxQuantity, tr("no limit")));
        if (column == BillingTiming) {
            QStringList flags{flag(o.required, tr("required")), flag(o.bundled, tr("bundled")),
                              flag(o.recommended, tr("recommended")),
                              flag(o.quantityEditable, tr("editable"))};
            flags.removeAll(QString());
            return flags.join(QStringLiteral(", "));
        }
        break;
    }
    case NodeKind::CustomField: {
        const auto &e = *static_cast<const JsonFields::Entry *>(node->item);
        if (column == Name)
            return e.name;
        if (column == Sku)
            return e.raw == "null" ? tr("null") : json::displayText(e.raw);
        break;
    }
    }
    return {};
}

QVariant CatalogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const Node *node = nodeFor(index);
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole: return display(node, index.column());
    case SortRole:
        if (node->kind == NodeKind::Product && index.column() == LowestPrice)
            return m_products.at(node->product).lowestPriceValue();
        return display(node, index.column());
    case KindRole: return QVariant::fromValue(node->kind);
    case ProductIdRole:
        if (node->kind == NodeKind::Option)
            return static_cast<const ProductOption *>(node->item)->product.valueOr({}).id.valueOr({});
        return node->product >= 0 ? m_products.at(node->product).id : QString();
    case SearchTextRole:
        return node->kind == NodeKind::Product ? QVariant(QString::fromUtf8(searchText(node->product)))
                                               : QVariant();
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

} // namespace bd::models
