#pragma once

// An exact quotient of two decimals, for values that never end in decimal: a month is 1/12 of a
// year, 227 days are 227/365 of one. The price calculator keeps such values whole through every
// step and divides once, when the total is rounded, so a half cent is never lost to a cut-off.

#include "domain/decimal.h"

namespace bd::domain {

class Fraction
{
public:
    Fraction() : m_den(one()) {}
    Fraction(Decimal value) : m_num(std::move(value)), m_den(one()) {} // NOLINT: implicit
    // Precondition: denominator is not zero; a negative one moves its sign to the numerator.
    Fraction(Decimal numerator, Decimal denominator);

    const Decimal &numerator() const { return m_num; }
    const Decimal &denominator() const { return m_den; }
    bool isZero() const { return m_num.isZero(); }
    bool isNegative() const { return m_num.isNegative(); }
    // Denominator 1: the numerator is the exact value (1 is always kept as the text "1").
    bool isWhole() const { return m_den.toJson() == "1"; }

    // The value to `places` fraction digits, rounded by `mode` on the exact remainder.
    Decimal rounded(int places, RoundingMode mode) const { return m_num.divided(m_den, places, mode); }
    // The value as a decimal for people and JSON: every digit when it ends within DisplayPlaces
    // more digits than its numerator has (trailing zeros dropped), otherwise exactly
    // DisplayPlaces digits, half up (exact = false).
    Decimal toDecimal(bool *exact = nullptr) const;
    static constexpr int DisplayPlaces = 12;

    friend Fraction operator+(const Fraction &a, const Fraction &b);
    friend Fraction operator-(const Fraction &a, const Fraction &b);
    friend Fraction operator-(const Fraction &a) { return Fraction(-a.m_num, a.m_den, Reduced{}); }
    friend Fraction operator*(const Fraction &a, const Fraction &b);
    // Precondition: b is not zero.
    friend Fraction operator/(const Fraction &a, const Fraction &b);
    friend int compare(const Fraction &a, const Fraction &b);
    friend bool operator==(const Fraction &a, const Fraction &b) { return compare(a, b) == 0; }
    friend bool operator<(const Fraction &a, const Fraction &b) { return compare(a, b) < 0; }
    friend bool operator<=(const Fraction &a, const Fraction &b) { return compare(a, b) <= 0; }
    friend const Fraction &min(const Fraction &a, const Fraction &b) { return compare(b, a) < 0 ? b : a; }
    friend const Fraction &max(const Fraction &a, const Fraction &b) { return compare(a, b) < 0 ? b : a; }

private:
    static const Decimal &one();
    struct Reduced
    {
    };
    Fraction(Decimal numerator, Decimal denominator, Reduced)
        : m_num(std::move(numerator)), m_den(std::move(denominator))
    {}
    Decimal m_num;
    Decimal m_den; // positive
};

} // namespace bd::domain
