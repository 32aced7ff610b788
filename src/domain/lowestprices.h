#pragma once

// The catalog's "lowest price" rule, written once: per currency, the lowest list price among the
// active price book entries, shown with its unit's decimal scale and rounding. Used for the full
// product (product.cpp) and for the list's summaries read straight from JSON (productsummary.cpp).

#include "domain/decimal.h"

#include <QLocale>

#include <QList>
#include <QLocale>
#include <QString>

namespace bd::domain {

struct DisplayedPrice;

struct PriceSummary
{
    QString currency;
    Decimal listPrice;
    int unitScale = -1; // the unit's decimalScale; -1 when the unit gives none
    RoundingMode rounding = RoundingMode::Nearest;
    QString formatted(const QLocale &locale = QLocale()) const;
    DisplayedPrice displayed(const QLocale &locale = QLocale()) const;
};

class LowestPrices
{
public:
    // A cheap first test: whether a price near `approx` can beat the lowest so far in `currency`.
    // Callers that can skip building the exact Decimal use it; offer() decides exactly.
    bool mayBeLowest(QStringView currency, double approx) const;
    // Takes an active entry's price; kept when it is the lowest of its currency so far (the first
    // of equal prices wins).
    void offer(PriceSummary price);
    // One per currency, sorted by currency code.
    QList<PriceSummary> take();

private:
    QList<PriceSummary> m_lowest;
};

// "19.99 USD · 17.50 EUR".
QString lowestPricesText(const QList<PriceSummary> &prices, const QLocale &locale = QLocale());
// The exact prices of those shown rounded ("0.0000001 USD"), for a tooltip; empty when none is.
QString exactPricesText(const QList<PriceSummary> &prices, const QLocale &locale = QLocale());

} // namespace bd::domain
