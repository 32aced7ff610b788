// Decimal: parsing, canonical text, comparison, rounding and formatting, checked against
// independent reasoning on digit strings. The input is two numbers separated by a space (or one).

#include "fuzzcheck.h"

#include "domain/json/jsondocument.h"

#include <QLocale>

#include <cmath>

using namespace bd;
using namespace bd::domain;

// The magnitude's digits with the point removed, padded to `scale` fraction digits.
static QByteArray digitsAtScale(const Decimal &d, int scale)
{
    QByteArray t = d.toJson();
    if (t.startsWith('-'))
        t.remove(0, 1);
    const qsizetype dot = t.indexOf('.');
    QByteArray integer = dot < 0 ? t : t.first(dot);
    QByteArray fraction = dot < 0 ? QByteArray() : t.sliced(dot + 1);
    FUZZ_CHECK(fraction.size() <= scale, QString::fromLatin1(t));
    return integer + fraction.leftJustified(scale, '0');
}

// Compares two non-negative digit strings as numbers.
static int compareDigits(QByteArray a, QByteArray b)
{
    const qsizetype width = std::max(a.size(), b.size());
    a = a.rightJustified(width, '0');
    b = b.rightJustified(width, '0');
    return a < b ? -1 : (a > b ? 1 : 0);
}

static QByteArray addOne(QByteArray digits)
{
    for (qsizetype i = digits.size() - 1; i >= 0; --i) {
        if (digits[i] != '9') {
            digits[i] = char(digits[i] + 1);
            return digits;
        }
        digits[i] = '0';
    }
    return '1' + digits;
}

// -1, 0 or 1 as a < b, a == b, a > b, reasoning on signs and digit strings only.
static int referenceCompare(const Decimal &a, const Decimal &b)
{
    const int scale = std::max(a.scale(), b.scale());
    const QByteArray da = digitsAtScale(a, scale);
    const QByteArray db = digitsAtScale(b, scale);
    const auto sign = [](const Decimal &d, const QByteArray &digits) {
        return d.isNegative() ? -1 : (digits.count('0') == digits.size() ? 0 : 1);
    };
    const int sa = sign(a, da);
    const int sb = sign(b, db);
    if (sa != sb)
        return sa < sb ? -1 : 1;
    return sa < 0 ? -compareDigits(da, db) : compareDigits(da, db);
}

static void checkRounding(const Decimal &d)
{
    const int scale = d.scale();
    for (int places = 0; places <= 10; ++places) {
        const Decimal down = d.rounded(places, RoundingMode::Down);
        const Decimal up = d.rounded(places, RoundingMode::Up);
        const Decimal nearest = d.rounded(places, RoundingMode::Nearest);
        const QString detail = QStringLiteral("%1 at %2: down %3 up %4 nearest %5")
                                   .arg(d.toString())
                                   .arg(places)
                                   .arg(down.toString(), up.toString(), nearest.toString());
        for (const Decimal *r : {&down, &up, &nearest}) {
            FUZZ_CHECK(r->scale() == places, detail);
            FUZZ_CHECK(!r->isNegative() || d.isNegative(), detail);
        }
        // On a common scale: down <= |d| < down + 1 unit, up = down or down + 1 unit, and
        // nearest picks up exactly when the dropped part is at least half a unit.
        const int common = std::max(scale, places) + 1;
        const QByteArray exact = digitsAtScale(d, common);
        const QByteArray lower = digitsAtScale(down, places);
        const QByteArray lowerAtCommon = lower + QByteArray(common - places, '0');
        const QByteArray next = addOne(lower) + QByteArray(common - places, '0');
        FUZZ_CHECK(compareDigits(lowerAtCommon, exact) <= 0 && compareDigits(exact, next) < 0, detail);
        const bool isExact = compareDigits(lowerAtCommon, exact) == 0;
        FUZZ_CHECK(compareDigits(digitsAtScale(up, places), isExact ? lower : addOne(lower)) == 0, detail);
        const QByteArray half = lower + '5' + QByteArray(common - places - 1, '0');
        const bool roundsUp = compareDigits(exact, half) >= 0;
        FUZZ_CHECK(compareDigits(digitsAtScale(nearest, places), roundsUp ? addOne(lower) : lower) == 0,
                   detail);
        FUZZ_CHECK(formatMoney(d, u"EUR", places, RoundingMode::Nearest, QLocale::c()) ==
                       nearest.toLocaleString(QLocale::c()) + QStringLiteral(" EUR"),
                   detail);
    }
    // rounded() works to at most 64 places.
    if (scale <= 64)
        FUZZ_CHECK(d.rounded(scale, RoundingMode::Up) == d && d.rounded(scale, RoundingMode::Down) == d,
                   d.toString());
}

static void checkOne(const Decimal &d)
{
    const std::optional<Decimal> again = Decimal::fromJson(d.toJson());
    FUZZ_CHECK(again && again->toJson() == d.toJson(), QString::fromLatin1(d.toJson()));
    FUZZ_CHECK(compare(d, d) == 0, d.toString());
    const std::optional<Decimal> fromText = Decimal::fromString(d.toString());
    FUZZ_CHECK(fromText && *fromText == d, d.toString());
    const QByteArray magnitude = digitsAtScale(d, d.scale());
    FUZZ_CHECK(!d.isNegative() || magnitude.count('0') != magnitude.size(), d.toString()); // no "-0"
    QLocale english(QLocale::English, QLocale::UnitedStates);
    QString shown = d.toLocaleString(english);
    shown.remove(u',');
    FUZZ_CHECK(shown == d.toString(), shown);
    QString german = d.toLocaleString(QLocale(QLocale::German, QLocale::Germany));
    german.remove(u'.');
    german.replace(u',', u'.');
    FUZZ_CHECK(german == d.toString(), german);
    checkRounding(d);
}

// Whether a JSON number's exponent is beyond what Decimal expands (|e| > 400).
static bool hugeExponent(QByteArrayView number)
{
    const qsizetype e = std::max(number.indexOf('e'), number.indexOf('E'));
    if (e < 0)
        return false;
    QByteArrayView digits = number.sliced(e + 1);
    if (digits.startsWith('+') || digits.startsWith('-'))
        digits = digits.sliced(1);
    while (digits.size() > 1 && digits.startsWith('0'))
        digits = digits.sliced(1);
    return digits.size() > 3 || digits.toInt() > 400;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray text = fuzz::bytes(data, size);
    const qsizetype space = text.indexOf(' ');
    const QByteArray first = space < 0 ? text : text.first(space);
    const QByteArray second = space < 0 ? QByteArray() : text.sliced(space + 1);

    const std::optional<Decimal> a = Decimal::fromJson(first);
    const std::optional<Decimal> b = Decimal::fromJson(second);
    // Every JSON number is a Decimal, unless its exponent is out of the supported range.
    const json::Document asJson = json::Document::parse(first);
    if (asJson.isValid() && asJson.root().isNumber() && !hugeExponent(asJson.root().raw()))
        FUZZ_CHECK(Decimal::fromJson(asJson.root().raw()).has_value(), QString::fromLatin1(first));
    if (const std::optional<Decimal> s = Decimal::fromString(QString::fromLatin1(text))) {
        FUZZ_CHECK(Decimal::fromJson(QString::fromLatin1(text).trimmed().toLatin1()).has_value(),
                   QString::fromLatin1(text));
        checkOne(*s);
    }
    if (a)
        checkOne(*a);
    if (a && b) {
        const int ab = compare(*a, *b);
        FUZZ_CHECK(ab == -compare(*b, *a), a->toString() + u' ' + b->toString());
        FUZZ_CHECK(ab == referenceCompare(*a, *b), a->toString() + u' ' + b->toString());
        // Where a double can hold them (toDouble() gives 0 beyond 1.8e308: reported, outside domain
        // code this branch may change).
        const auto inRange = [](const Decimal &d) {
            return digitsAtScale(d, d.scale()).size() - d.scale() <= 300;
        };
        const double x = a->toDouble();
        const double y = b->toDouble();
        if (inRange(*a) && inRange(*b) && std::abs(x - y) > 1e-9 * std::max(std::abs(x), std::abs(y)))
            FUZZ_CHECK(ab == (x < y ? -1 : 1), a->toString() + u' ' + b->toString());
    }
    return 0;
}
