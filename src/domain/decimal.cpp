#include "domain/decimal.h"

#include <algorithm>
#include <cstring>

namespace bd::domain {

std::optional<RoundingMode> roundingModeFromUtf8(QByteArrayView text)
{
    if (text.compare("Up", Qt::CaseInsensitive) == 0)
        return RoundingMode::Up;
    if (text.compare("Down", Qt::CaseInsensitive) == 0)
        return RoundingMode::Down;
    if (text.compare("Nearest", Qt::CaseInsensitive) == 0)
        return RoundingMode::Nearest;
    return std::nullopt;
}

std::optional<RoundingMode> roundingModeFromString(QStringView text)
{
    if (text.compare(u"Up", Qt::CaseInsensitive) == 0)
        return RoundingMode::Up;
    if (text.compare(u"Down", Qt::CaseInsensitive) == 0)
        return RoundingMode::Down;
    if (text.compare(u"Nearest", Qt::CaseInsensitive) == 0)
        return RoundingMode::Nearest;
    return std::nullopt;
}

static bool allDigits(QByteArrayView s)
{
    return std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

Decimal Decimal::make(bool negative, QByteArray intDigits, QByteArray fracDigits)
{
    qsizetype lead = 0;
    while (lead < intDigits.size() - 1 && intDigits.at(lead) == '0')
        ++lead;
    intDigits = intDigits.mid(lead);
    if (intDigits.isEmpty())
        intDigits = "0";
    const bool zero = intDigits == "0" && fracDigits.count('0') == fracDigits.size();
    QByteArray text;
    if (negative && !zero)
        text.append('-');
    text.append(intDigits);
    if (!fracDigits.isEmpty()) {
        text.append('.');
        text.append(fracDigits);
    }
    return Decimal(std::move(text));
}

// Whether `body` (a number without its sign) is written the canonical way already: digits
// without a leading zero (or a single 0), then maybe a dot and at least one digit — a JSON number
// without an exponent, as almost every service writes prices. "-0.00" is not (it loses the sign).
static bool canonical(QByteArrayView body, bool negative)
{
    const qsizetype n = body.size();
    const auto digit = [&](qsizetype i) { return body[i] >= '0' && body[i] <= '9'; };
    qsizetype i = 0;
    bool nonZero = false;
    if (n > 0 && body[0] == '0') {
        i = 1;
    } else {
        while (i < n && digit(i))
            ++i;
        nonZero = i > 0;
    }
    if (i == 0)
        return false;
    if (i < n) {
        if (body[i] != '.' || i + 1 == n)
            return false;
        for (++i; i < n; ++i) {
            if (!digit(i))
                return false;
            nonZero |= body[i] != '0';
        }
    }
    return nonZero || !negative;
}

std::optional<Decimal> Decimal::fromJson(QByteArrayView s)
{
    if (canonical(s.startsWith('-') ? s.sliced(1) : s, s.startsWith('-')))
        return Decimal(s.toByteArray());
    bool negative = false;
    if (s.startsWith('-')) {
        negative = true;
        s = s.sliced(1);
    }
    qsizetype ePos = -1;
    for (qsizetype i = 0; i < s.size(); ++i) {
        if (s[i] == 'e' || s[i] == 'E') {
            ePos = i;
            break;
        }
    }
    QByteArrayView mantissa = ePos >= 0 ? s.first(ePos) : s;
    qint64 exponent = 0;
    if (ePos >= 0) {
        bool ok = false;
        exponent = s.sliced(ePos + 1).toLongLong(&ok);
        if (!ok || exponent > 400 || exponent < -400)
            return std::nullopt;
    }
    const qsizetype dot = mantissa.indexOf('.');
    QByteArray intPart = (dot >= 0 ? mantissa.first(dot) : mantissa).toByteArray();
    QByteArray fracPart = dot >= 0 ? mantissa.sliced(dot + 1).toByteArray() : QByteArray();
    if (intPart.isEmpty() || !allDigits(intPart) || !allDigits(fracPart) || (dot >= 0 && fracPart.isEmpty()))
        return std::nullopt;
    if (exponent > 0) {
        const qsizetype shift = qsizetype(exponent);
        fracPart = fracPart.leftJustified(std::max(shift, fracPart.size()), '0');
        intPart += fracPart.first(shift);
        fracPart = fracPart.sliced(shift);
    } else if (exponent < 0) {
        const qsizetype shift = qsizetype(-exponent);
        intPart = intPart.rightJustified(std::max(shift + 1, intPart.size()), '0');
        fracPart = intPart.last(shift) + fracPart;
        intPart.chop(shift);
    }
    return make(negative, intPart, fracPart);
}

std::optional<Decimal> Decimal::fromString(QStringView text)
{
    const QByteArray latin = text.trimmed().toLatin1();
    if (latin.contains('e') || latin.contains('E') || latin.startsWith('+'))
        return std::nullopt;
    QByteArrayView body = latin;
    if (body.startsWith('-'))
        body = body.sliced(1);
    if (body.startsWith('.') || body.endsWith('.'))
        return std::nullopt;
    return fromJson(latin);
}

int Decimal::scale() const
{
    const qsizetype dot = m_text.indexOf('.');
    return dot < 0 ? 0 : int(m_text.size() - dot - 1);
}

// Adds one unit in the last place to a string of digits.
static QByteArray incrementDigits(QByteArray digits)
{
    for (qsizetype i = digits.size() - 1; i >= 0; --i) {
        if (digits[i] == '9') {
            digits[i] = '0';
        } else {
            digits[i] = char(digits[i] + 1);
            return digits;
        }
    }
    return '1' + digits;
}

Decimal Decimal::rounded(int places, RoundingMode mode) const
{
    places = std::clamp(places, 0, 64);
    const bool negative = isNegative();
    const QByteArray body = negative ? m_text.mid(1) : m_text;
    const qsizetype dot = body.indexOf('.');
    const QByteArray intPart = dot < 0 ? body : body.first(dot);
    const QByteArray fracPart = dot < 0 ? QByteArray() : body.sliced(dot + 1);
    if (fracPart.size() <= places)
        return make(negative, intPart, fracPart.leftJustified(places, '0'));
    const QByteArray kept = fracPart.first(places);
    const QByteArray rest = fracPart.sliced(places);
    bool up = false;
    switch (mode) {
    case RoundingMode::Down: break;
    case RoundingMode::Up: up = rest.count('0') != rest.size(); break;
    case RoundingMode::Nearest: up = rest.at(0) >= '5'; break;
    }
    QByteArray digits = intPart + kept;
    if (up)
        digits = incrementDigits(digits);
    const qsizetype intLen = digits.size() - places;
    return make(negative, digits.first(intLen), digits.sliced(intLen));
}

QString Decimal::toLocaleString(const QLocale &locale) const
{
    const bool negative = isNegative();
    const QByteArray body = negative ? m_text.mid(1) : m_text;
    const qsizetype dot = body.indexOf('.');
    const QString intPart = QString::fromLatin1(dot < 0 ? body : body.first(dot));
    const QString group =
        (locale.numberOptions() & QLocale::OmitGroupSeparator) ? QString() : locale.groupSeparator();
    QString grouped;
    for (qsizetype i = 0; i < intPart.size(); ++i) {
        if (i > 0 && (intPart.size() - i) % 3 == 0)
            grouped += group;
        grouped += intPart.at(i);
    }
    QString out = negative ? locale.negativeSign() + grouped : grouped;
    if (dot >= 0)
        out += locale.decimalPoint() + QString::fromLatin1(body.sliced(dot + 1));
    return out;
}

// The position of the point, or the end: the length of the integer part.
static qsizetype integerLength(QByteArrayView digits)
{
    const qsizetype dot = digits.indexOf('.');
    return dot < 0 ? digits.size() : dot;
}

int compare(const Decimal &a, const Decimal &b)
{
    const bool na = a.isNegative();
    const bool nb = b.isNegative();
    if (na != nb)
        return na ? -1 : 1;
    // Canonical text has no leading zeros: a longer integer part is larger. Nothing is copied.
    const QByteArrayView ab = na ? QByteArrayView(a.m_text).sliced(1) : QByteArrayView(a.m_text);
    const QByteArrayView bb = nb ? QByteArrayView(b.m_text).sliced(1) : QByteArrayView(b.m_text);
    const qsizetype ad = integerLength(ab);
    const qsizetype bd = integerLength(bb);
    int magnitude = 0;
    if (ad != bd) {
        magnitude = ad < bd ? -1 : 1;
    } else {
        const int c = std::memcmp(ab.data(), bb.data(), size_t(ad));
        magnitude = c < 0 ? -1 : (c > 0 ? 1 : 0);
        const qsizetype af = ab.size() - std::min(ab.size(), ad + 1); // fraction digits
        const qsizetype bf = bb.size() - std::min(bb.size(), bd + 1);
        for (qsizetype i = 0; magnitude == 0 && i < std::max(af, bf); ++i) {
            const char x = i < af ? ab.at(ad + 1 + i) : '0';
            const char y = i < bf ? bb.at(bd + 1 + i) : '0';
            magnitude = x == y ? 0 : (x < y ? -1 : 1);
        }
    }
    return na ? -magnitude : magnitude;
}

int currencyMinorUnits(QStringView code)
{
    static const char16_t *const zero[] = {u"BIF", u"CLP", u"DJF", u"GNF", u"ISK", u"JPY",
                                           u"KMF", u"KRW", u"PYG", u"RWF", u"UGX", u"UYI",
                                           u"VND", u"VUV", u"XAF", u"XOF", u"XPF"};
    static const char16_t *const three[] = {u"BHD", u"IQD", u"JOD", u"KWD", u"LYD", u"OMR", u"TND"};
    for (const char16_t *c : zero) {
        if (code.compare(QStringView(c), Qt::CaseInsensitive) == 0)
            return 0;
    }
    for (const char16_t *c : three) {
        if (code.compare(QStringView(c), Qt::CaseInsensitive) == 0)
            return 3;
    }
    return 2;
}

QString formatMoney(const Decimal &amount, QStringView currencyIsoCode, int decimalScale, RoundingMode mode,
                    const QLocale &locale)
{
    const QString number = amount.rounded(std::clamp(decimalScale, 0, 10), mode).toLocaleString(locale);
    if (currencyIsoCode.isEmpty())
        return number;
    return number + QLatin1Char(' ') + currencyIsoCode.toString();
}

} // namespace bd::domain
