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

    // Adds the line `make()` returns, made only when lines are wanted (a curve wants totals only).
    template <typename MakeLine> void add(const MakeLine &make)
    {
        if (withLines)
            lines.append(make());
    }
    // The lines counted so far are replaced by the lines that follow (shown, no longer added up).
    void replaceCountedLines();
    void warn(PriceWarningKind kind, const QString &text);
};

// For a price tag that tiers the quantity: what the whole tiers below each tier charge per term
// unit (entry i: tiers 0..i-1), made once per calculator, so that a total without its lines
// costs one search instead of a walk over every tier. Empty for other tags.
QList<Fraction> tierSums(const TagRule &tag, const Decimal &listPrice);

// Sets the price from the tag's tiers (replacing the list total). `sums` (tierSums()) is used for
// totals without lines.
void applyPriceTag(const TagRule &tag, Steps &s, const QList<Fraction> &sums = {});
// Cuts (or lifts) the running subtotal by the tag's tiers.
void applyDiscountTag(const TagRule &tag, Steps &s);

} // namespace bd::domain::steps
