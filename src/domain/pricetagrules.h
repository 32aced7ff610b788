#pragma once

// Price and discount tags (spec §2.9, PRICING.md §1–§2) read once into what the calculator
// needs: tiers sorted, their bounds made exclusive below and inclusive above, prices and
// percentages as exact decimals. Fields the spec does not name (`amount`, `recordType`,
// `tierNumber`, `active`, `startTime`, `endTime`, `name`) come from the kept unknown fields, as
// numbers or as strings.

#include "domain/pricingterm.h"
#include "domain/product.h"

#include <QDate>
#include <QList>

namespace bd::domain {

enum class TagEffect : quint8 { Price, Discount }; // PriceDimension sets the price, DiscountDimension cuts it
enum class TierMode : quint8 { Volume, Tiered, Ramp };
enum class TagBasis : quint8 { Quantity, Term };

struct TierRule
{
    int number = 0;               // 1-based, in the order the tiers apply
    Decimal lower;                // exclusive: the tier holds x when lower < x <= upper
    std::optional<Decimal> upper; // inclusive; absent: the tier is open above
    Decimal start;                // startUnit as given (0 when absent), for people
    bool flat = false;            // chargeModel says flat: one amount, not per unit
    std::optional<Decimal> amount;
    std::optional<Decimal> percent; // discountPercentage as given: 20 is 20 %

    bool holds(const Fraction &x) const;
    // Units of x that fall in this tier: max(0, min(x, upper) - lower).
    Fraction unitsOf(const Fraction &x) const;
    QString rangeText() const; // "11–50", "501+"
};

struct TagRule
{
    QString label; // the tag's name, or "price tag 2 of the price book entry"
    TagEffect effect = TagEffect::Price;
    TierMode mode = TierMode::Volume;
    TagBasis basis = TagBasis::Quantity;
    QString dimension;                // uomDimension
    std::optional<TimeUnit> termUnit; // Term tags: the unit their tiers count
    QList<TierRule> tiers;
    bool onEntry = false;
    bool active = true;
    bool published = true;
    QDate from;  // eligible from this day (invalid: always)
    QDate until; // eligible through this day (invalid: always)

    // The tiers touch: each lower bound is the upper bound before it, so upper bounds only rise.
    const TierRule *tierHolding(const Fraction &x) const; // Volume lookup; null when none does
    bool beyondLastTier(const Fraction &x) const;         // x above a bounded last tier
};

enum class PriceWarningKind : quint8 {
    QuantityRounded,    // the quantity typed had more digits than the unit allows
    BeyondLastTier,     // units above a bounded last tier were priced at the list price
    UnknownTag,         // a tag of unknown type (or priceType) was ignored
    TierWithoutPrice,   // a tier with neither amount nor discountPercentage
    TagNotApplicable,   // a tag that cannot apply here (a ramp by quantity, a term tag without a term)
    UnknownPriceModel,  // a priceModel the spec does not name: priced once, without a term
    OptionNotPriced,    // a bundle option whose product has no price in the currency
    NonTerminatingTerm, // a value shown to DisplayPlaces digits because it never ends
};

struct PriceWarning
{
    PriceWarningKind kind;
    QString text;
};

struct TagReading
{
    QList<TagRule> tags; // in the order they apply: the entry's own first, then the product's
    QList<PriceWarning> warnings;
};

// Every tag of the entry and the product that the calculator understands; the others, and tiers
// it cannot use, become warnings.
TagReading readPriceTags(const Product &product, const PriceBookEntry &entry);

// A number from a kept unknown field: JSON number or a string holding one; nullopt otherwise.
std::optional<Decimal> decimalField(const JsonFields &fields, QStringView name);

} // namespace bd::domain
