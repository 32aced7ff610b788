#include "domain/fraction.h"

namespace bd::domain {

const Decimal &Fraction::one()
{
    static const Decimal value = Decimal::fromInteger(1);
    return value;
}

Fraction::Fraction(Decimal numerator, Decimal denominator)
{
    Q_ASSERT(!denominator.isZero());
    if (denominator.isNegative()) {
        numerator = -numerator;
        denominator = -denominator;
    }
    m_num = std::move(numerator);
    // 1 in one spelling ("1", not "1.00"), so whole values are told apart by one comparison.
    m_den = m_num.isZero() || denominator == one() ? one() : std::move(denominator);
}

Decimal Fraction::toDecimal(bool *exact) const
{
    if (isWhole()) {
        if (exact)
            *exact = true;
        return m_num.normalized();
    }
    bool ends = false;
    const int places = m_num.scale() + m_den.scale() + 4 * DisplayPlaces;
    const Decimal full = m_num.divided(m_den, places, RoundingMode::Down, &ends);
    if (exact)
        *exact = ends;
    return ends ? full.normalized() : m_num.divided(m_den, DisplayPlaces, RoundingMode::Nearest);
}

Fraction operator+(const Fraction &a, const Fraction &b)
{
    if (a.isWhole() && b.isWhole())
        return Fraction(a.m_num + b.m_num);
    if (a.m_den == b.m_den)
        return Fraction(a.m_num + b.m_num, a.m_den);
    if (a.isWhole())
        return Fraction(a.m_num * b.m_den + b.m_num, b.m_den);
    if (b.isWhole())
        return Fraction(a.m_num + b.m_num * a.m_den, a.m_den);
    return Fraction(a.m_num * b.m_den + b.m_num * a.m_den, a.m_den * b.m_den);
}

Fraction operator-(const Fraction &a, const Fraction &b)
{
    return a + (-b);
}

Fraction operator*(const Fraction &a, const Fraction &b)
{
    if (a.isWhole() && b.isWhole())
        return Fraction(a.m_num * b.m_num);
    return Fraction(a.m_num * b.m_num, a.m_den * b.m_den);
}

Fraction operator/(const Fraction &a, const Fraction &b)
{
    Q_ASSERT(!b.isZero());
    return Fraction(a.m_num * b.m_den, a.m_den * b.m_num);
}

int compare(const Fraction &a, const Fraction &b)
{
    if ((a.isWhole() && b.isWhole()) || a.m_den == b.m_den)
        return compare(a.m_num, b.m_num);
    // Denominators are positive: a/b < c/d exactly when a*d < c*b.
    return compare(a.m_num * b.m_den, b.m_num * a.m_den);
}

} // namespace bd::domain
