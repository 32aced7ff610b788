#pragma once

#include <QByteArray>
#include <QLocale>
#include <QString>

#include <optional>

namespace bd::domain {

enum class RoundingMode : quint8 {
    Up,      // away from zero
    Down,    // toward zero (truncate)
    Nearest, // to the nearest, halves away from zero
};
std::optional<RoundingMode> roundingModeFromString(QStringView text);
std::optional<RoundingMode> roundingModeFromUtf8(QByteArrayView text); // the same, from UTF-8

// An exact decimal number kept as canonical text ("19.99", "-0.5", "1299.00").
// It never passes through a binary double, so every digit the service sent is kept.
class Decimal
{
public:
    Decimal() : m_text("0") {}

    // Accepts JSON number syntax (including exponents, which are expanded).
    static std::optional<Decimal> fromJson(QByteArrayView jsonNumber);
    // Accepts plain decimal text such as "12.50" or "-3".
    static std::optional<Decimal> fromString(QStringView text);

    const QByteArray &toJson() const { return m_text; }
    QString toString() const { return QString::fromLatin1(m_text); }
    double toDouble() const { return m_text.toDouble(); }
    bool isNegative() const { return m_text.startsWith('-'); }
    int scale() const; // digits after the decimal point

    // Rounded to exactly `places` fraction digits (0..10 in practice).
    Decimal rounded(int places, RoundingMode mode) const;

    // Exact arithmetic (decimalarithmetic.cpp): a sum keeps the larger scale, a product the sum of
    // both scales; nothing is rounded unless asked.
    static Decimal fromInteger(qint64 value);
    bool isZero() const;
    // The same value without trailing fraction zeros: "12.50" -> "12.5", "3.00" -> "3".
    Decimal normalized() const;
    // The value times 10^power (power may be negative): 12.5 shifted by -2 is 0.125. Exact.
    Decimal shifted(int power) const;
    // this / divisor to `places` fraction digits (0..64), rounded by `mode` on the exact
    // remainder, so Nearest is half up even when the quotient never ends. `exact` says whether
    // nothing was dropped. Precondition: divisor is not zero (zero then gives zero, not exact).
    Decimal divided(const Decimal &divisor, int places, RoundingMode mode, bool *exact = nullptr) const;

    // Formatted for people with the locale's separators, e.g. "12,345.60" in en_US.
    QString toLocaleString(const QLocale &locale = QLocale()) const;

    friend int compare(const Decimal &a, const Decimal &b);
    friend bool operator==(const Decimal &a, const Decimal &b) { return compare(a, b) == 0; }
    friend bool operator<(const Decimal &a, const Decimal &b) { return compare(a, b) < 0; }
    friend Decimal operator+(const Decimal &a, const Decimal &b);
    friend Decimal operator-(const Decimal &a, const Decimal &b);
    friend Decimal operator-(const Decimal &a);
    friend Decimal operator*(const Decimal &a, const Decimal &b);

private:
    explicit Decimal(QByteArray canonical) : m_text(std::move(canonical)) {}
    static Decimal make(bool negative, QByteArray intDigits, QByteArray fracDigits);
    QByteArray m_text;
};

// Digits after the decimal point in a currency's minor unit (ISO 4217): 0 for JPY, 3 for BHD, 2 mostly.
int currencyMinorUnits(QStringView currencyIsoCode);

// A price for people: decimal scale and rounding from the unit of measure, then the ISO currency
// code, e.g. "1,234.50 EUR" or "1,235 JPY". A scale outside 0..10 is clamped.
QString formatMoney(const Decimal &amount, QStringView currencyIsoCode, int decimalScale, RoundingMode mode,
                    const QLocale &locale = QLocale());

} // namespace bd::domain
