// Exact arithmetic on Decimal's canonical text: the magnitude as a string of digits with a scale,
// schoolbook addition, subtraction, multiplication and long division. No binary floating point.

#include "domain/decimal.h"

#include <algorithm>
#include <cstring>
#include <vector>

namespace bd::domain {

namespace {

// A decimal as sign, digits of the magnitude without the point, and the number of them after it.
struct Parts
{
    bool negative = false;
    QByteArray digits;
    int scale = 0;
};

Parts split(const QByteArray &text)
{
    Parts p;
    QByteArrayView body = text;
    if (body.startsWith('-')) {
        p.negative = true;
        body = body.sliced(1);
    }
    const qsizetype dot = body.indexOf('.');
    if (dot < 0) {
        p.digits = body.toByteArray();
    } else {
        p.digits.reserve(body.size() - 1);
        p.digits.append(body.first(dot));
        p.digits.append(body.sliced(dot + 1));
        p.scale = int(body.size() - dot - 1);
    }
    return p;
}

// Appends `count` zeros: the same value at `count` more fraction digits.
QByteArray padded(const QByteArray &digits, int count)
{
    return count <= 0 ? digits : digits + QByteArray(count, '0');
}

QByteArray withoutLeadingZeros(const QByteArray &digits)
{
    qsizetype lead = 0;
    while (lead < digits.size() - 1 && digits.at(lead) == '0')
        ++lead;
    return lead == 0 ? digits : digits.sliced(lead);
}

// Compares two magnitudes given as digit strings (leading zeros allowed).
int compareMagnitude(const QByteArray &a, const QByteArray &b)
{
    const QByteArray x = withoutLeadingZeros(a);
    const QByteArray y = withoutLeadingZeros(b);
    if (x.size() != y.size())
        return x.size() < y.size() ? -1 : 1;
    const int c = std::memcmp(x.constData(), y.constData(), size_t(x.size()));
    return c < 0 ? -1 : (c > 0 ? 1 : 0);
}

QByteArray addMagnitude(const QByteArray &a, const QByteArray &b)
{
    const qsizetype width = std::max(a.size(), b.size()) + 1;
    QByteArray out(width, '0');
    int carry = 0;
    for (qsizetype i = 0; i < width; ++i) {
        int sum = carry;
        if (i < a.size())
            sum += a.at(a.size() - 1 - i) - '0';
        if (i < b.size())
            sum += b.at(b.size() - 1 - i) - '0';
        out[width - 1 - i] = char('0' + sum % 10);
        carry = sum / 10;
    }
    return out;
}

// a - b for a >= b.
QByteArray subtractMagnitude(const QByteArray &a, const QByteArray &b)
{
    QByteArray out(a.size(), '0');
    int borrow = 0;
    for (qsizetype i = 0; i < a.size(); ++i) {
        int d = (a.at(a.size() - 1 - i) - '0') - borrow;
        if (i < b.size())
            d -= b.at(b.size() - 1 - i) - '0';
        borrow = d < 0 ? 1 : 0;
        out[a.size() - 1 - i] = char('0' + d + 10 * borrow);
    }
    return out;
}

QByteArray multiplyMagnitude(const QByteArray &a, const QByteArray &b)
{
    std::vector<int> acc(size_t(a.size() + b.size()), 0);
    for (qsizetype i = a.size() - 1; i >= 0; --i) {
        const int x = a.at(i) - '0';
        if (x == 0)
            continue;
        for (qsizetype j = b.size() - 1; j >= 0; --j)
            acc[size_t(i + j + 1)] += x * (b.at(j) - '0');
    }
    for (size_t k = acc.size() - 1; k > 0; --k) {
        acc[k - 1] += acc[k] / 10;
        acc[k] %= 10;
    }
    QByteArray out(qsizetype(acc.size()), '0');
    for (size_t k = 0; k < acc.size(); ++k)
        out[qsizetype(k)] = char('0' + acc[k]);
    return out;
}

// Long division of two integers: quotient digits and the remainder. divisor is not zero.
void divideMagnitude(const QByteArray &dividend, const QByteArray &divisor, QByteArray *quotient,
                     QByteArray *remainder)
{
    const QByteArray d = withoutLeadingZeros(divisor);
    QByteArray q;
    q.reserve(dividend.size());
    QByteArray r("0");
    for (const char c : dividend) {
        r = withoutLeadingZeros(r + c);
        int digit = 0;
        while (compareMagnitude(r, d) >= 0) {
            r = withoutLeadingZeros(subtractMagnitude(r, d));
            ++digit;
        }
        q.append(char('0' + digit));
    }
    *quotient = q;
    *remainder = r;
}

bool allZero(const QByteArray &digits)
{
    return std::all_of(digits.begin(), digits.end(), [](char c) { return c == '0'; });
}

// Adds one unit in the last place.
QByteArray plusOne(const QByteArray &digits)
{
    return addMagnitude(digits, QByteArray("1"));
}

} // namespace

Decimal Decimal::fromInteger(qint64 value)
{
    const bool negative = value < 0;
    QByteArray digits = QByteArray::number(value);
    if (negative)
        digits.remove(0, 1);
    return make(negative, digits, QByteArray());
}

bool Decimal::isZero() const
{
    return std::all_of(m_text.begin(), m_text.end(), [](char c) { return c == '0' || c == '.'; });
}

Decimal Decimal::normalized() const
{
    if (!m_text.contains('.'))
        return *this;
    QByteArray text = m_text;
    while (text.endsWith('0'))
        text.chop(1);
    if (text.endsWith('.'))
        text.chop(1);
    return text == "-0" ? Decimal() : Decimal(std::move(text));
}

// Builds a Decimal from a magnitude's digits and its scale.
static QByteArray integerPart(const QByteArray &digits, int scale)
{
    const qsizetype intLen = digits.size() - scale;
    return intLen <= 0 ? QByteArray("0") : digits.first(intLen);
}

static QByteArray fractionPart(const QByteArray &digits, int scale)
{
    if (scale <= 0)
        return QByteArray();
    return digits.size() >= scale ? digits.last(scale) : digits.rightJustified(scale, '0');
}

Decimal Decimal::shifted(int power) const
{
    const Parts p = split(m_text);
    const int scale = p.scale - power;
    if (scale < 0)
        return make(p.negative, padded(p.digits, -scale), QByteArray());
    return make(p.negative, integerPart(p.digits, scale), fractionPart(p.digits, scale));
}

Decimal operator+(const Decimal &a, const Decimal &b)
{
    const Parts x = split(a.m_text);
    const Parts y = split(b.m_text);
    const int scale = std::max(x.scale, y.scale);
    const QByteArray dx = padded(x.digits, scale - x.scale);
    const QByteArray dy = padded(y.digits, scale - y.scale);
    QByteArray digits;
    bool negative = x.negative;
    if (x.negative == y.negative) {
        digits = addMagnitude(dx, dy);
    } else if (compareMagnitude(dx, dy) >= 0) {
        digits = subtractMagnitude(dx, dy);
    } else {
        digits = subtractMagnitude(dy, dx);
        negative = y.negative;
    }
    return Decimal::make(negative, integerPart(digits, scale), fractionPart(digits, scale));
}

Decimal operator-(const Decimal &a)
{
    if (a.isZero())
        return a;
    return Decimal(a.isNegative() ? a.m_text.mid(1) : '-' + a.m_text);
}

Decimal operator-(const Decimal &a, const Decimal &b)
{
    return a + (-b);
}

Decimal operator*(const Decimal &a, const Decimal &b)
{
    const Parts x = split(a.m_text);
    const Parts y = split(b.m_text);
    const int scale = x.scale + y.scale;
    const QByteArray digits = multiplyMagnitude(x.digits, y.digits);
    return Decimal::make(x.negative != y.negative, integerPart(digits, scale), fractionPart(digits, scale));
}

Decimal Decimal::divided(const Decimal &divisor, int places, RoundingMode mode, bool *exact) const
{
    places = std::clamp(places, 0, 64);
    if (exact)
        *exact = false;
    const Parts x = split(m_text);
    const Parts y = split(divisor.m_text);
    if (allZero(y.digits))
        return Decimal();
    // (X / 10^sx) / (Y / 10^sy) to `places` digits = X * 10^(sy + places) / (Y * 10^sx).
    QByteArray quotient;
    QByteArray remainder;
    const QByteArray scaledDivisor = padded(y.digits, x.scale);
    divideMagnitude(padded(x.digits, y.scale + places), scaledDivisor, &quotient, &remainder);
    const bool dropped = !allZero(remainder);
    if (exact)
        *exact = !dropped;
    bool up = false;
    switch (mode) {
    case RoundingMode::Down: break;
    case RoundingMode::Up: up = dropped; break;
    case RoundingMode::Nearest:
        // Half up: the dropped part is at least half a unit when 2 * remainder >= divisor.
        up = dropped && compareMagnitude(addMagnitude(remainder, remainder), scaledDivisor) >= 0;
        break;
    }
    if (up)
        quotient = plusOne(quotient);
    return make(x.negative != y.negative, integerPart(quotient, places), fractionPart(quotient, places));
}

} // namespace bd::domain
