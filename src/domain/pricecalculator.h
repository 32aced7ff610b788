#pragma once

// The price of a product at one of its price book entries (PRICING.md §0): the quantity rounded
// by the unit of measure, the term in the price's term unit, the list total, the first
// applicable price tag, the discount tags one after another, and the total rounded once.
//
// Made once per product and entry (the tags are read and their tiers sorted then), asked as
// often as a person types: price() for the breakdown, totals() for a curve of many quantities.

#include "domain/pricing.h"
#include "domain/validation.h"

namespace bd::domain {

namespace steps {
struct Steps;
}

// The active entry for a currency and a unit of measure name (either may be empty: any). With
// several, the recommended one, else the first; `note` then says which was taken and why.
struct EntryChoice
{
    const PriceBookEntry *entry = nullptr;
    std::optional<Violation> problem; // field "currency" or "uom": what the product offers instead
    QString note;
};
EntryChoice choosePriceBookEntry(const Product &product, QStringView currency, QStringView uomName);

class PriceCalculator
{
public:
    // Both must outlive the calculator.
    PriceCalculator(const Product &product, const PriceBookEntry &entry);

    // What is wrong with an input, naming the field ("quantity", "term", "end"); nullopt when fine.
    std::optional<Violation> check(const PriceInput &input) const;
    // Precondition: check(input) found nothing.
    PriceResult price(const PriceInput &input) const;
    // The exact totals for many quantities (the rest of `input` as given), without the lines.
    QList<Fraction> totals(const PriceInput &input, const QList<Decimal> &quantities) const;
    // Where the quantity tags' tiers begin and end, for marking a curve's cliffs.
    QList<Decimal> quantityBoundaries() const;

    const TagReading &tags() const { return m_tags; }
    bool hasTerm() const { return m_termUnit.has_value(); }

private:
    PriceResult run(const PriceInput &input, bool withLines) const;
    void applyTags(const PriceInput &input, steps::Steps &s) const;

    const Product &m_product;
    const PriceBookEntry &m_entry;
    TagReading m_tags;
    QList<QList<Fraction>> m_tierSums;  // per tag: steps::tierSums()
    std::optional<TimeUnit> m_termUnit; // the price's term unit when the term multiplies it
    QList<PriceWarning> m_modelWarnings;
    QStringList m_modelNotes;
};

} // namespace bd::domain
