#pragma once

// The subscription term of a price (PRICING.md §0.3, §2c): a length in days, weeks, months,
// quarters or years, or a first and a last day, expressed exactly in the time unit a price or a
// tag counts in. Dates are counted by a term basis, US (NASD) 30/360 unless actual/actual is asked.

#include "domain/fraction.h"

#include <QDate>
#include <QString>

#include <optional>

namespace bd::domain {

enum class TimeUnit : quint8 { Day, Week, Month, Quarter, Year };
// "Day", "days", "Month", "months", "Year", "Quarter", "Week" (any case); nullopt otherwise.
std::optional<TimeUnit> timeUnitFromString(QStringView text);
QString timeUnitName(TimeUnit unit, const Fraction &count); // "month" / "months", for people

enum class TermBasis : quint8 {
    Us30360,      // US (NASD) 30/360: every month 30 days, a year 360 (Nue's first basis)
    ActualActual, // whole years by anniversary plus the rest's days over that year's length
};
QString termBasisName(TermBasis basis); // "30/360", "actual/actual"

struct TermSpan
{
    std::optional<Decimal> length; // in `unit`; absent with dates, or when none was given
    TimeUnit unit = TimeUnit::Month;
    QDate first; // with `last`: the term runs from the first day through the last day
    QDate last;

    bool hasDates() const { return first.isValid() && last.isValid(); }
    bool isEmpty() const { return !length && !hasDates(); }
};

// The span counted in `unit`, exactly. Dates: the last day is part of the term, so the count runs
// to the day after it (1 Jan – 31 Dec is one year). Lengths convert by 12 months a year and
// 3 a quarter; days by the basis: 30 a month and 360 a year (30/360), or 365 a year (actual).
Fraction termIn(const TermSpan &span, TimeUnit unit, TermBasis basis);

// How many `to` units make one `from` unit under `basis` (12 months per year, 1/12 year per month).
Fraction unitsPer(TimeUnit from, TimeUnit to, TermBasis basis);

// Days from `start` to `end` (exclusive) by US (NASD) 30/360, as Excel's YEARFRAC basis 0.
qint64 days360(QDate start, QDate end);
// Years from `start` to `end` (exclusive): whole years by anniversary, the rest in days over the
// length of the year that follows the last anniversary (2023-01-01 to 2025-08-16: 2 + 227/365).
Fraction actualYears(QDate start, QDate end);

} // namespace bd::domain
