#pragma once

// The catalog's filters as a value: the choices that narrow the product rows (record type,
// price model, billing timing, category, currency, change since the last list) and the choices
// there are to make (each filter column's distinct values, the currencies), grown as a list
// arrives. The search words are the search index's (catalogsearchindex.h).

#include "domain/productsummary.h"
#include "models/catalog/catalogchanges.h"

#include <QMap>
#include <QStringList>

namespace bd::models {

class CatalogFilter
{
public:
    // Choices that narrow the product rows; an empty value means "any".
    struct Criteria
    {
        QString recordType;
        QString priceModel;
        QString billingTiming;
        QString category;
        QString currency; // has an active price in this currency
        // None: every product of the list; otherwise only those changed so (CatalogChangeMarks).
        ProductChange change = ProductChange::None;
        friend bool operator==(const Criteria &, const Criteria &) = default;
    };
    // Distinct values of the filter columns (CatalogColumns) and, under -1, the currencies.
    using Choices = QMap<int, QStringList>;

    const Criteria &criteria() const { return m_criteria; }
    // True when the criteria changed.
    bool setCriteria(const Criteria &criteria);
    // Whether every criterion is "any": then accepts() passes all but the removed products.
    bool acceptsAll() const { return m_criteria == Criteria(); }
    // Whether a product with this change mark passes the criteria. Removed products pass only
    // the Removed filter.
    bool accepts(const domain::ProductSummary &p, ProductChange change) const;

    // Distinct values shown in a filter column over all products (for filter choices), sorted.
    QStringList distinctValues(int column) const { return m_choices.value(column); }
    // Currencies of the products' active prices, sorted.
    QStringList currencies() const { return m_choices.value(-1); }
    // Any thread: the choices `products` offer.
    static Choices choicesOf(const QList<domain::ProductSummary> &products);
    void setChoices(Choices choices) { m_choices = std::move(choices); }
    // Adds the choices products [firstNew, end) bring; true when there are new ones.
    bool addChoices(const QList<domain::ProductSummary> &products, int firstNew);

private:
    Criteria m_criteria;
    Choices m_choices;
};

} // namespace bd::models
