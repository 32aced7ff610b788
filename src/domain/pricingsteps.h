#pragma once

// The calculator's working state while one price is computed, and the two tag steps
// (PRICING.md §2a and §2b). Internal to pricecalculator.cpp and tagsteps.cpp.

#include "domain/pricing.h"

namespace bd::domain::steps {

struct Steps
{
    Decimal listPrice;
    Fraction quantity; // rounded
    Fraction term;     // in the price's term unit; 1 when the price has no term
    std::optional<TimeUnit> termUnit;
    TermBasis basis = TermBasis::Us30360;
    bool withLines = true;
    Fraction running; // the subtotal so far: list total, then the price tag's, then each discount's
    QList<PriceLine> lines;
    QList<PriceWarning> warnings;
    QStringList notes;

    void add(PriceLine::Kind kind, const QString &label, const Fraction &units, const Fraction &unitPrice,
             const Fraction &amount, const QString &rule);
    // The lines counted so far are replaced by the lines that follow (shown, no longer added up).
    void replaceCountedLines();
    void warn(PriceWarningKind kind, const QString &text);
};

// Sets the price from the tag's tiers (replacing the list total).
void applyPriceTag(const TagRule &tag, Steps &s);
// Cuts (or lifts) the running subtotal by the tag's tiers.
void applyDiscountTag(const TagRule &tag, Steps &s);

} // namespace bd::domain::steps
