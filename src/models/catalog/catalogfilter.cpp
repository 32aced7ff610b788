#include "models/catalog/catalogfilter.h"

#include "models/catalog/catalogcolumns.h"

#include <QHash>
#include <QSet>

#include <array>

namespace bd::models {

using domain::PriceSummary;
using domain::ProductSummary;
using Columns = CatalogColumns;

static constexpr std::array FilterColumns{Columns::RecordType, Columns::PriceModel, Columns::BillingTiming,
                                          Columns::Category};

bool CatalogFilter::setCriteria(const Criteria &criteria)
{
    if (criteria == m_criteria)
        return false;
    m_criteria = criteria;
    return true;
}

bool CatalogFilter::accepts(const ProductSummary &p, ProductChange change) const
{
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

CatalogFilter::Choices CatalogFilter::choicesOf(const QList<ProductSummary> &products)
{
    // Summaries share one string per distinct value, so the text's address finds repeats cheaply.
    std::array<QHash<const QChar *, QString>, Columns::ColumnCount> distinct;
    QHash<const QChar *, QString> currencies;
    for (const ProductSummary &p : products) {
        for (int column : FilterColumns) {
            const QString text = Columns::productText(p, column);
            distinct[size_t(column)].insert(text.constData(), text);
        }
        for (const PriceSummary &price : p.lowestPrices)
            currencies.insert(price.currency.constData(), price.currency);
    }
    const auto values = [](const QHash<const QChar *, QString> &seen) {
        QSet<QString> set(seen.begin(), seen.end());
        set.remove(QString());
        QStringList out(set.begin(), set.end());
        out.sort(Qt::CaseInsensitive);
        return out;
    };
    Choices out;
    for (int column : FilterColumns)
        out.insert(column, values(distinct[size_t(column)]));
    out.insert(-1, values(currencies));
    return out;
}

bool CatalogFilter::addChoices(const QList<ProductSummary> &products, int firstNew)
{
    bool grew = false;
    for (int column : {int(Columns::RecordType), int(Columns::PriceModel), int(Columns::BillingTiming),
                       int(Columns::Category), -1}) {
        QStringList &values = m_choices[column];
        QSet<QString> seen(values.begin(), values.end());
        const qsizetype had = values.size();
        const auto add = [&](const QString &value) {
            if (!value.isEmpty() && !seen.contains(value)) {
                seen.insert(value);
                values.append(value);
            }
        };
        for (int i = firstNew; i < products.size(); ++i) {
            const ProductSummary &p = products.at(i);
            if (column >= 0) {
                add(Columns::productText(p, column));
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
