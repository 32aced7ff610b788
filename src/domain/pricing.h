#pragma once

// What the price calculator takes and gives (PRICING.md): a quantity as typed, a term and a date
// in; every step as a line, the total rounded once, and warnings out. Amounts are exact
// fractions; only `total` is rounded (half up, to the currency's ISO 4217 minor unit).

#include "domain/pricetagrules.h"
#include "domain/pricingterm.h"

#include <QDate>
#include <QList>
#include <QStringList>

namespace bd::domain {

struct PriceInput
{
    Decimal quantity; // as typed; at least 0
    // Empty: the product's defaultSubscriptionTerm in the price's term unit, else one term unit.
    TermSpan term;
    TermBasis basis = TermBasis::Us30360;
    // The day tag eligibility (startTime..endTime) is checked on; invalid: the term's first day,
    // and without one no tag is left out for its dates.
    QDate on;
};

struct PriceLine
{
    enum class Kind : quint8 {
        List,     // list price × quantity × term
        Price,    // a price tag's tier (or the list price for units no tier holds)
        Discount, // a discount tag's cut (negative), or an uplift (positive)
        Ramp,     // one period of a ramp, at its own price
        Option,   // a bundle option priced on its own
        Included, // a bundle option included in the bundle's price
    };
    Kind kind = Kind::List;
    QString label;      // what: "Tier 2 (101–500)", "Ramp period 1 (months 1–12)"
    Fraction units;     // units counted: quantity × term units, or units within a tier
    Fraction unitPrice; // per unit (per term unit for flat amounts)
    Fraction amount;
    QString rule;        // the rule applied, in words, with its source ([NUE], [PEER], [REC])
    bool counted = true; // part of the total (false: shown, then replaced by a later step)
};

struct PriceResult
{
    QString productId;
    QString productName;
    QString currency;
    QString uomName;
    Decimal listPrice;
    Decimal quantityTyped;
    Decimal quantity;                 // rounded by the unit of measure
    Fraction term;                    // in termUnit; 1 when the price has no term
    std::optional<TimeUnit> termUnit; // absent: the price is not per time (one-time, usage, Each)
    Fraction listTotal;
    Fraction exactTotal; // every counted line added up, never rounded
    Decimal total;       // exactTotal rounded once, half up, to minorUnits
    int minorUnits = 2;
    QList<PriceLine> lines;
    QList<PriceWarning> warnings;
    QStringList notes; // the rules behind the result, [REC] choices in words

    bool hasWarning(PriceWarningKind kind) const;
};

} // namespace bd::domain
