// Exact arithmetic on Decimal's canonical text: the magnitude as a string of digits with a scale,
// schoolbook addition, subtraction, multiplication and long division. No binary floating point.

#include "domain/decimal.h"

#include <algorithm>
#include <cstring>
#include <optional>
#include <vector>

namespace bd::domain {

namespace {

// The common case fits 128 bits: sums and products of prices, quantities and terms with up to 38
// digits are computed on integers, without a string in between (the calculator does thousands of
// them for one curve). Anything longer takes the digit-string path below; both give the same text.
__extension__ typedef __int128 Wide;
__extension__ typedef unsigned __int128 UnsignedWide;
constexpr int WideDigits = 38; // every 38-digit number fits; 10^38 < 2^127

bool toWide(const QByteArray &text, Wide *mantissa, int *scale)
{
    // Up to 18 digits in 64 bits (cheap), the rest in 128.
    quint64 low = 0;
    Wide value = 0;
    int digits = 0;
    int fraction = -1;
    const bool negative = text.startsWith('-');
    for (qsizetype i = negative ? 1 : 0; i < text.size(); ++i) {
        const char c = text.at(i);
        if (c == '.') {
            fraction = 0;
            continue;
        }
        ++digits;
        if (digits <= 18) {
            low = low * 10 + quint64(c - '0');
        } else {
            if (digits > WideDigits)
                return false;
            if (digits == 19)
                value = Wide(low);
            value = value * 10 + (c - '0');
        }
        if (fraction >= 0)
            ++fraction;
    }
    if (digits <= 18)
        value = Wide(low);
    *mantissa = negative ? -value : value;
    *scale = std::max(fraction, 0);
    return true;
}

// value * 10^power, false when it would not fit.
bool scaleUp(Wide *value, int power)
{
    for (int i = 0; i < power; ++i) {
        if (__builtin_mul_overflow(*value, Wide(10), value))
            return false;
    }
    return true;
}

// The canonical text of mantissa × 10^-scale: no leading zeros, exactly `scale` fraction digits.
// 128-bit division is slow, so the digits come out 18 at a time through 64-bit arithmetic.
QByteArray wideText(Wide mantissa, int scale)
{
    const bool negative = mantissa < 0;
    UnsignedWide magnitude =
        negative ? -static_cast<UnsignedWide>(mantissa) : static_cast<UnsignedWide>(mantissa);
    constexpr quint64 Chunk = 1000000000000000000ULL; // 10^18
    char reversed[2 * WideDigits + 8];
    int n = 0;
    while (magnitude >= Chunk) {
        quint64 part = quint64(magnitude % Chunk);
        magnitude /= Chunk;
        for (int i = 0; i < 18; ++i, part /= 10)
            reversed[n++] = char('0' + part % 10);
    }
    for (quint64 rest = quint64(magnitude); rest != 0 || n == 0; rest /= 10)
        reversed[n++] = char('0' + rest % 10);
    while (n < scale + 1)
        reversed[n++] = '0';
    const bool sign = negative && mantissa != 0;
    QByteArray out(qsizetype(sign) + n + (scale > 0 ? 1 : 0), Qt::Uninitialized);
    char *p = out.data();
    if (sign)
        *p++ = '-';
    for (int i = n - 1; i >= scale; --i)
        *p++ = reversed[i];
    if (scale > 0) {
        *p++ = '.';
        for (int i = scale - 1; i >= 0; --i)
            *p++ = reversed[i];
    }
    return out;
}

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

// a + sign × b on 128-bit integers, when both fit.
static std::optional<QByteArray> wideSum(const QByteArray &a, const QByteArray &b, int sign)
{
    Wide wa = 0;
    Wide wb = 0;
    int sa = 0;
    int sb = 0;
    if (!toWide(a, &wa, &sa) || !toWide(b, &wb, &sb))
        return std::nullopt;
    const int scale = std::max(sa, sb);
    Wide sum = 0;
    if (!scaleUp(&wa, scale - sa) || !scaleUp(&wb, scale - sb) ||
        (sign > 0 ? __builtin_add_overflow(wa, wb, &sum) : __builtin_sub_overflow(wa, wb, &sum)))
        return std::nullopt;
    return wideText(sum, scale);
}

Decimal operator+(const Decimal &a, const Decimal &b)
{
    if (std::optional<QByteArray> sum = wideSum(a.m_text, b.m_text, 1))
        return Decimal(std::move(*sum));
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
    if (std::optional<QByteArray> difference = wideSum(a.m_text, b.m_text, -1))
        return Decimal(std::move(*difference));
    return a + (-b);
}

Decimal operator*(const Decimal &a, const Decimal &b)
{
    Wide wa = 0;
    Wide wb = 0;
    int sa = 0;
    int sb = 0;
    Wide product = 0;
    if (toWide(a.m_text, &wa, &sa) && toWide(b.m_text, &wb, &sb) && !__builtin_mul_overflow(wa, wb, &product))
        return Decimal(wideText(product, sa + sb));
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
    // (X / 10^sx) / (Y / 10^sy) to `places` digits = X * 10^(sy + places) / (Y * 10^sx).
    Wide wx = 0;
    Wide wy = 0;
    int sx = 0;
    int sy = 0;
    if (toWide(m_text, &wx, &sx) && toWide(divisor.m_text, &wy, &sy) && wy != 0 &&
        scaleUp(&wx, sy + places) && scaleUp(&wy, sx)) {
        Wide quotient = wx / wy;
        const Wide remainder = wx % wy;
        if (exact)
            *exact = remainder == 0;
        // Half up: |remainder| >= |divisor| - |remainder| (written so that nothing can overflow).
        const Wide dropped = remainder < 0 ? -remainder : remainder;
        const Wide magnitude = wy < 0 ? -wy : wy;
        const bool up = remainder != 0 && (mode == RoundingMode::Up ||
                                           (mode == RoundingMode::Nearest && dropped >= magnitude - dropped));
        if (up)
            quotient += (wx < 0) != (wy < 0) ? -1 : 1;
        return Decimal(wideText(quotient, places));
    }
    const Parts x = split(m_text);
    const Parts y = split(divisor.m_text);
    if (allZero(y.digits))
        return Decimal();
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
