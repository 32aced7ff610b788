#include "cli/productrecords.h"

#include <QCoreApplication>

namespace bd::cli {

namespace {

const QStringList FilterFields{QStringLiteral("recordType"), QStringLiteral("priceModel"),
                               QStringLiteral("billingTiming"), QStringLiteral("category"),
                               QStringLiteral("currency")};

QString canonicalField(const QString &name)
{
    for (const QString &f : FilterFields) {
        if (f.compare(name.trimmed(), Qt::CaseInsensitive) == 0)
            return f;
    }
    return {};
}

} // namespace

RecordSet productRecords(const QList<domain::ProductSummary> &products, Format format)
{
    RecordSet set;
    set.columns = QStringList{QStringLiteral("id"),         QStringLiteral("name"),
                              QStringLiteral("sku"),        QStringLiteral("recordType"),
                              QStringLiteral("priceModel"), QStringLiteral("billingTiming"),
                              QStringLiteral("category")};
    // CSV is for spreadsheets: one row per lowest price, its currency and exact number in columns
    // of their own (as the window's export); a table shows them as one line, for people.
    const bool perPrice = format == Format::Csv;
    set.columns << (perPrice ? QStringList{QStringLiteral("currency"), QStringLiteral("lowestListPrice")}
                             : QStringList{QStringLiteral("lowestPrices")});
    const QLocale locale = format == Format::Table ? QLocale() : QLocale::c();
    set.records.reserve(products.size());
    for (const domain::ProductSummary &p : products) {
        const QStringList product{p.id,         p.name,          p.sku,     p.recordType,
                                  p.priceModel, p.billingTiming, p.category};
        if (!perPrice) {
            set.records.append({product + QStringList{p.lowestPricesText(locale)}, p.json.toByteArray()});
            continue;
        }
        if (p.lowestPrices.isEmpty())
            set.records.append({product + QStringList{QString(), QString()}, p.json.toByteArray()});
        for (const domain::PriceSummary &price : p.lowestPrices)
            set.records.append(
                {product + QStringList{price.currency, price.listPrice.toString()}, p.json.toByteArray()});
    }
    return set;
}

QString ProductFilter::problem(const QStringList &filters)
{
    for (const QString &f : filters) {
        const qsizetype eq = f.indexOf(u'=');
        if (eq <= 0)
            return QCoreApplication::translate("bd::cli", "--filter takes field=value, not “%1”.").arg(f);
        if (canonicalField(f.left(eq)).isEmpty())
            return QCoreApplication::translate("bd::cli",
                                               "Products cannot be filtered by “%1”; use one of: %2.")
                .arg(f.left(eq), FilterFields.join(QStringLiteral(", ")));
    }
    return {};
}

ProductFilter::ProductFilter(const QString &search, const QStringList &filters)
{
    // The same words as the window's search box (CatalogSearchIndex::setSearchText).
    for (const QString &w : search.split(u' ', Qt::SkipEmptyParts))
        m_words.append(domain::searchFold(w));
    for (const QString &f : filters) {
        const qsizetype eq = f.indexOf(u'=');
        m_filters.append({canonicalField(f.left(eq)), f.mid(eq + 1).trimmed()});
    }
}

bool ProductFilter::matches(const domain::ProductSummary &p) const
{
    for (const QByteArray &word : m_words) {
        if (!p.searchText.contains(word))
            return false;
    }
    for (const auto &[field, value] : m_filters) {
        if (field == u"currency") {
            const bool priced =
                std::any_of(p.lowestPrices.begin(), p.lowestPrices.end(), [&](const auto &price) {
                    return price.currency.compare(value, Qt::CaseInsensitive) == 0;
                });
            if (!priced)
                return false;
            continue;
        }
        const QString &actual = field == u"recordType"      ? p.recordType
                                : field == u"priceModel"    ? p.priceModel
                                : field == u"billingTiming" ? p.billingTiming
                                                            : p.category;
        if (actual.compare(value, Qt::CaseInsensitive) != 0)
            return false;
    }
    return true;
}

QList<domain::ProductSummary> productsInView(const QList<domain::ProductSummary> &products,
                                             const models::SavedView &view)
{
    QStringList filters;
    for (auto f = view.filters.cbegin(); f != view.filters.cend(); ++f)
        filters << f.key() + u'=' + f.value();
    const ProductFilter filter(view.search,
                               ProductFilter::problem(filters).isEmpty() ? filters : QStringList());
    QList<domain::ProductSummary> out;
    for (const domain::ProductSummary &p : products)
        if (filter.matches(p))
            out.append(p);
    // As the window sorts (CatalogSorter): case-folded text, the lowest price as a number, stable.
    const QString &by = view.sortColumn;
    const auto text = [&by](const domain::ProductSummary &p) {
        return (by == u"name"            ? p.name
                : by == u"sku"           ? p.sku
                : by == u"recordType"    ? p.recordType
                : by == u"priceModel"    ? p.priceModel
                : by == u"billingTiming" ? p.billingTiming
                                         : p.category)
            .toCaseFolded();
    };
    if (by == u"lowestPrice") {
        std::stable_sort(out.begin(), out.end(), [](const auto &a, const auto &b) {
            return a.lowestPriceValue() < b.lowestPriceValue();
        });
    } else if (by == u"name" || by == u"sku" || by == u"recordType" || by == u"priceModel" ||
               by == u"billingTiming" || by == u"category") {
        std::stable_sort(out.begin(), out.end(),
                         [&text](const auto &a, const auto &b) { return text(a) < text(b); });
    } else {
        return out; // the order the service sent
    }
    if (view.descending)
        std::reverse(out.begin(), out.end());
    return out;
}

} // namespace bd::cli
