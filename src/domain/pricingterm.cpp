#include "domain/pricingterm.h"

#include <QCoreApplication>

namespace bd::domain {

std::optional<TimeUnit> timeUnitFromString(QStringView text)
{
    struct Name
    {
        const char16_t *singular;
        TimeUnit unit;
    };
    static const Name names[] = {{u"day", TimeUnit::Day},
                                 {u"week", TimeUnit::Week},
                                 {u"month", TimeUnit::Month},
                                 {u"quarter", TimeUnit::Quarter},
                                 {u"year", TimeUnit::Year}};
    QStringView word = text.trimmed();
    if (word.endsWith(u's', Qt::CaseInsensitive))
        word.chop(1);
    for (const Name &n : names) {
        if (word.compare(QStringView(n.singular), Qt::CaseInsensitive) == 0)
            return n.unit;
    }
    return std::nullopt;
}

QString timeUnitName(TimeUnit unit, const Fraction &count)
{
    const bool one = count == Fraction(Decimal::fromInteger(1));
    switch (unit) {
    case TimeUnit::Day:
        return one ? QCoreApplication::translate("bd::domain", "day")
                   : QCoreApplication::translate("bd::domain", "days");
    case TimeUnit::Week:
        return one ? QCoreApplication::translate("bd::domain", "week")
                   : QCoreApplication::translate("bd::domain", "weeks");
    case TimeUnit::Month:
        return one ? QCoreApplication::translate("bd::domain", "month")
                   : QCoreApplication::translate("bd::domain", "months");
    case TimeUnit::Quarter:
        return one ? QCoreApplication::translate("bd::domain", "quarter")
                   : QCoreApplication::translate("bd::domain", "quarters");
    case TimeUnit::Year:
        return one ? QCoreApplication::translate("bd::domain", "year")
                   : QCoreApplication::translate("bd::domain", "years");
    }
    return QString();
}

QString termBasisName(TermBasis basis)
{
    return basis == TermBasis::Us30360 ? QStringLiteral("30/360") : QStringLiteral("actual/actual");
}

static Fraction integer(qint64 value)
{
    return Fraction(Decimal::fromInteger(value));
}

static Fraction ratio(qint64 numerator, qint64 denominator)
{
    return Fraction(Decimal::fromInteger(numerator), Decimal::fromInteger(denominator));
}

// One unit's length in days under the basis: 30/360 has 30-day months; an actual year given as a
// number (no dates to count) has 365 days.
static Fraction daysIn(TimeUnit unit, TermBasis basis)
{
    const bool thirty = basis == TermBasis::Us30360;
    switch (unit) {
    case TimeUnit::Day: return integer(1);
    case TimeUnit::Week: return integer(7);
    case TimeUnit::Month: return thirty ? integer(30) : ratio(365, 12);
    case TimeUnit::Quarter: return thirty ? integer(90) : ratio(365, 4);
    case TimeUnit::Year: return thirty ? integer(360) : integer(365);
    }
    return integer(1);
}

Fraction unitsPer(TimeUnit from, TimeUnit to, TermBasis basis)
{
    if (from == to)
        return integer(1);
    // Months, quarters and years convert by 12 and 3 whatever the basis.
    static const qint64 monthsIn[] = {0, 0, 1, 3, 12};
    const qint64 fromMonths = monthsIn[int(from)];
    const qint64 toMonths = monthsIn[int(to)];
    if (fromMonths > 0 && toMonths > 0)
        return ratio(fromMonths, toMonths);
    return daysIn(from, basis) / daysIn(to, basis);
}

static bool lastOfFebruary(QDate d)
{
    return d.month() == 2 && d.day() == d.daysInMonth();
}

qint64 days360(QDate start, QDate end)
{
    int d1 = start.day();
    int d2 = end.day();
    if (lastOfFebruary(start) && lastOfFebruary(end))
        d2 = 30;
    if (lastOfFebruary(start))
        d1 = 30;
    if (d2 == 31 && d1 >= 30)
        d2 = 30;
    if (d1 == 31)
        d1 = 30;
    return qint64(end.year() - start.year()) * 360 + qint64(end.month() - start.month()) * 30 + (d2 - d1);
}

Fraction actualYears(QDate start, QDate end)
{
    if (!start.isValid() || !end.isValid() || end <= start)
        return Fraction();
    int whole = 0;
    while (start.addYears(whole + 1) <= end)
        ++whole;
    const QDate anniversary = start.addYears(whole);
    const qint64 rest = anniversary.daysTo(end);
    const qint64 yearLength = anniversary.daysTo(start.addYears(whole + 1));
    return integer(whole) + ratio(rest, yearLength);
}

Fraction termIn(const TermSpan &span, TimeUnit unit, TermBasis basis)
{
    if (!span.hasDates())
        return span.length ? Fraction(*span.length) * unitsPer(span.unit, unit, basis) : Fraction();
    const QDate end = span.last.addDays(1); // the last day is part of the term
    if (basis == TermBasis::Us30360)
        return integer(days360(span.first, end)) / daysIn(unit, basis);
    switch (unit) {
    case TimeUnit::Day: return integer(span.first.daysTo(end));
    case TimeUnit::Week: return ratio(span.first.daysTo(end), 7);
    case TimeUnit::Month: return actualYears(span.first, end) * integer(12);
    case TimeUnit::Quarter: return actualYears(span.first, end) * integer(4);
    case TimeUnit::Year: return actualYears(span.first, end);
    }
    return Fraction();
}

} // namespace bd::domain
