#include "models/catalog/catalognode.h"

#include "domain/json/jsondocument.h"

#include <QLocale>

#include <algorithm>

namespace bd::models {

using namespace bd::domain;
using Column = CatalogModel::Column;

namespace {

template <class... Ts> struct Overloaded : Ts...
{
    using Ts::operator()...;
};
template <class... Ts> Overloaded(Ts...) -> Overloaded<Ts...>;

// Absent and null read differently from zero: "—" for not set, the field's own word for null.
QString numberOr(const Field<qint64> &f, const QString &nullText)
{
    if (f.isNull())
        return nullText;
    return f.isPresent() ? QLocale().toString(f.value()) : QStringLiteral("—");
}

QString flag(const Field<bool> &f, const QString &yes)
{
    return f.isPresent() && f.value() ? yes : QString();
}

bool featureLess(const ProductFeature *a, const ProductFeature *b)
{
    const qint64 last = std::numeric_limits<qint64>::max();
    return a->featureOrder.valueOr(last) < b->featureOrder.valueOr(last);
}

QVariant show(const PriceBookEntry &e, int column)
{
    const UnitOfMeasure u = e.uom.valueOr({});
    switch (column) {
    case Column::Name: return e.formattedPrice();
    case Column::Sku: {
        QString unit = CatalogModel::tr("per %1").arg(
            u.quantityDimension.valueOr(u.name.valueOr(CatalogModel::tr("unit"))));
        if (const QString *term = u.termDimension.get())
            unit += QStringLiteral(" / ") + *term;
        return unit;
    }
    case Column::RecordType: {
        // The unit's name, unless "per User / Year" said it already ("User/Year").
        const QString name = u.name.valueOr({});
        QString said = show(e, Column::Sku).toString();
        return said.remove(u' ').contains(QString(name).remove(u' '), Qt::CaseInsensitive) ? QString() : name;
    }
    case Column::PriceModel: return flag(e.recommended, CatalogModel::tr("recommended"));
    default: return {};
    }
}

QVariant show(const PricingAttribute &a, int column)
{
    if (column == Column::Name)
        return a.name.valueOr({});
    if (column == Column::Sku)
        return a.value.valueOr({});
    return {};
}

QVariant show(const PriceTag &t, int column)
{
    if (column == Column::Name)
        return t.priceType.isPresent() ? CatalogModel::tr("%1 price tag").arg(t.priceType.value())
                                       : CatalogModel::tr("Price tag");
    if (column == Column::Sku)
        return CatalogModel::tr("%1 on %2")
            .arg(t.priceTagType.valueOr(QStringLiteral("—")), t.uomDimension.valueOr(QStringLiteral("—")));
    return {};
}

QVariant show(const PriceTier &t, int column)
{
    const QLocale locale;
    const QString start =
        t.startUnit.isPresent() ? t.startUnit.value().toLocaleString(locale) : QStringLiteral("—");
    const QString end = t.endUnit.isNull()      ? QStringLiteral("∞")
                        : t.endUnit.isPresent() ? t.endUnit.value().toLocaleString(locale)
                                                : QStringLiteral("—");
    if (column == Column::Name)
        return CatalogModel::tr("%1 – %2 units").arg(start, end);
    if (column == Column::Sku)
        return t.chargeModel.valueOr({});
    if (column == Column::RecordType && t.discountPercentage.isPresent())
        return CatalogModel::tr("%1 % off").arg(t.discountPercentage.value().toLocaleString(locale));
    return {};
}

QVariant show(const ProductFeature &f, int column)
{
    if (column == Column::Name)
        return f.featureName.valueOr(f.feature.valueOr({}).name.valueOr({}));
    if (column == Column::Sku)
        return f.feature.valueOr({}).description.valueOr({});
    return {};
}

QVariant show(const ProductOption &o, int column)
{
    const ProductRef ref = o.product.valueOr({});
    switch (column) {
    case Column::Name: return o.optionName.valueOr(ref.name.valueOr({}));
    case Column::Sku: return ref.sku.valueOr({});
    case Column::RecordType: return o.optionType.valueOr({});
    case Column::PriceModel:
        return CatalogModel::tr("qty %1 (min %2, max %3)")
            .arg(numberOr(o.defaultQuantity, {}), numberOr(o.minQuantity, {}),
                 numberOr(o.maxQuantity, CatalogModel::tr("no limit")));
    case Column::BillingTiming: {
        QStringList flags{flag(o.required, CatalogModel::tr("required")),
                          flag(o.bundled, CatalogModel::tr("bundled")),
                          flag(o.recommended, CatalogModel::tr("recommended")),
                          flag(o.quantityEditable, CatalogModel::tr("editable"))};
        flags.removeAll(QString());
        return flags.join(QStringLiteral(", "));
    }
    default: return {};
    }
}

} // namespace

std::unique_ptr<CatalogNode> CatalogNode::productRow(int product)
{
    auto n = std::make_unique<CatalogNode>();
    n->item = ProductRow{};
    n->row = product;
    n->product = product;
    return n;
}

CatalogNode *CatalogNode::add(CatalogItem child)
{
    auto n = std::make_unique<CatalogNode>();
    n->item = std::move(child);
    n->product = product;
    return append(std::move(n));
}

void CatalogNode::buildChildren()
{
    if (childrenBuilt)
        return;
    childrenBuilt = true;
    // Rows without children say so at once, so views never ask again.
    const auto leaf = [](CatalogNode *n) { n->childrenBuilt = true; };
    std::visit(
        Overloaded{
            [&](const ProductRow &) {
                Q_ASSERT(decoded);
                const Product &p = decoded->value;
                const auto group = [&](const char *label, qsizetype count) -> CatalogNode * {
                    if (count == 0)
                        return nullptr;
                    CatalogNode *g =
                        add(GroupRow{QStringLiteral("%1 (%2)").arg(CatalogModel::tr(label)).arg(count)});
                    g->childrenBuilt = true;
                    return g;
                };
                const auto &entries = p.priceBookEntries.orEmpty();
                if (CatalogNode *g =
                        group(QT_TRANSLATE_NOOP("bd::models::CatalogModel", "Prices"),
                              std::count_if(entries.begin(), entries.end(),
                                            [](const PriceBookEntry &e) { return e.isActive(); }))) {
                    for (const PriceBookEntry &e : entries) {
                        if (e.isActive()) // spec §2.6: only active prices are shown
                            g->add(&e);
                    }
                }
                const auto &features = p.productFeatures.orEmpty();
                if (CatalogNode *g =
                        group(QT_TRANSLATE_NOOP("bd::models::CatalogModel", "Features"), features.size())) {
                    std::vector<const ProductFeature *> ordered;
                    for (const ProductFeature &f : features)
                        ordered.push_back(&f);
                    std::stable_sort(ordered.begin(), ordered.end(), featureLess);
                    for (const ProductFeature *f : ordered)
                        g->add(f);
                }
                const auto &options = p.productOptions.orEmpty();
                if (CatalogNode *g = group(QT_TRANSLATE_NOOP("bd::models::CatalogModel", "Bundle options"),
                                           options.size())) {
                    for (const ProductOption &o : options)
                        leaf(g->add(&o));
                }
                const auto &tags = p.priceTags.orEmpty();
                if (CatalogNode *g =
                        group(QT_TRANSLATE_NOOP("bd::models::CatalogModel", "Price tags"), tags.size())) {
                    for (const PriceTag &t : tags)
                        g->add(&t);
                }
                const JsonFields *custom = p.customFields.get();
                if (CatalogNode *g = group(QT_TRANSLATE_NOOP("bd::models::CatalogModel", "Custom fields"),
                                           custom ? custom->size() : 0)) {
                    for (const JsonFields::Entry &e : *custom)
                        leaf(g->add(CustomFieldRow{&e}));
                }
            },
            [&](const PriceBookEntry *e) {
                for (const PricingAttribute &a : e->pricingAttributes.orEmpty())
                    leaf(add(&a));
                for (const PriceTag &t : e->priceTags.orEmpty())
                    add(&t);
            },
            [&](const PriceTag *t) {
                for (const PriceTier &tier : t->priceTiers.orEmpty())
                    leaf(add(&tier));
            },
            [&](const ProductFeature *f) {
                for (const ProductOption &o : f->productOptions.orEmpty())
                    leaf(add(&o));
            },
            [](const auto &) {},
        },
        item);
}

// A row under a product says what it is in one line, in the name column (the view spans it
// across the others): the product columns' headers (SKU, Record type…) mean nothing for a price,
// a tier or an option, and once showed "per User / Year" under "SKU".
QVariant CatalogNode::display(int column) const
{
    if (column != Column::Name)
        return {};
    QStringList parts;
    for (int c = 0; c < Column::ColumnCount; ++c) {
        const QString part = cell(c).toString();
        if (!part.isEmpty())
            parts << part;
    }
    return parts.join(QStringLiteral(" · "));
}

QVariant CatalogNode::cell(int column) const
{
    return std::visit(
        Overloaded{
            [](const ProductRow &) { return QVariant(); },
            [&](const GroupRow &g) { return column == Column::Name ? QVariant(g.label) : QVariant(); },
            [&](const CustomFieldRow &c) {
                if (column == Column::Name)
                    return QVariant(c.entry->name);
                if (column == Column::Sku)
                    return QVariant(c.entry->raw == "null" ? CatalogModel::tr("null")
                                                           : json::displayText(c.entry->raw));
                return QVariant();
            },
            [&](const auto *value) { return show(*value, column); },
        },
        item);
}

QString CatalogNode::exactPrice(int column) const
{
    const auto *entry = std::get_if<const PriceBookEntry *>(&item);
    if (!entry || column != Column::Name || !(*entry)->listPrice.isPresent())
        return {};
    const PriceBookEntry &e = **entry;
    const UnitOfMeasure unit = e.uom.valueOr({});
    PriceSummary price{e.currencyIsoCode.valueOr({}), e.listPrice.value(),
                       unit.decimalScale.isPresent() ? unit.effectiveDecimalScale() : -1,
                       unit.effectiveRoundingMode()};
    return exactPricesText({price});
}

QString CatalogNode::referencedProductId() const
{
    if (const auto *option = std::get_if<const ProductOption *>(&item))
        return (*option)->product.valueOr({}).id.valueOr({});
    return {};
}

QVariant CatalogNode::data(int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
    case CatalogModel::SortRole: return display(column);
    case Qt::ToolTipRole: {
        // Prices shown rounded ("≈") name their exact value.
        const QString shown = display(column).toString();
        const QString exact = exactPrice(column);
        return exact.isEmpty() ? shown : shown + u'\n' + exact;
    }
    case CatalogModel::KindRole: return QVariant::fromValue(kind());
    case CatalogModel::ProductIdRole: return referencedProductId();
    default: return {};
    }
}

} // namespace bd::models
