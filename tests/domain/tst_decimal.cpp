#include "domain/decimal.h"
#include "domain/productcodec.h"

#include <QTest>

using namespace bd::domain;

class TestDecimal : public QObject
{
    Q_OBJECT
private slots:
    void fromJson_data();
    void fromJson();
    void rejectsMalformed_data();
    void rejectsMalformed();
    void rounding_data();
    void rounding();
    void compares_data();
    void compares();
    void formatsForLocale_data();
    void formatsForLocale();
    void priceKeepsCurrencyMinorUnits();
    void displayRule_data();
    void displayRule();
};

// The one display rule, for four currencies (minor units 2, 2, 0, 3), the unit scales 0, 2, 4
// and 10, and the three rounding modes: a normal price shows the currency's minor unit; a price
// below one minor unit shows up to the unit's scale; "≈" whenever the shown number is not exact.
void TestDecimal::displayRule_data()
{
    QTest::addColumn<QString>("price");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<int>("scale");
    QTest::addColumn<int>("mode");
    QTest::addColumn<QString>("expected");
    const char *modes[] = {"Up", "Down", "Nearest"};
    struct Normal
    {
        const char *currency;
        const char *shown[3]; // Up, Down, Nearest of 1.23456789
    };
    const Normal normal[] = {{"USD", {"≈ 1.24", "≈ 1.23", "≈ 1.23"}},
                             {"EUR", {"≈ 1.24", "≈ 1.23", "≈ 1.23"}},
                             {"JPY", {"≈ 2", "≈ 1", "≈ 1"}},
                             {"BHD", {"≈ 1.235", "≈ 1.234", "≈ 1.235"}}};
    for (const Normal &n : normal) {
        for (int scale : {0, 2, 4, 10}) {
            for (int m = 0; m < 3; ++m)
                QTest::addRow("1.23456789 %s scale %d %s", n.currency, scale, modes[m])
                    << "1.23456789" << n.currency << scale << m
                    << QString::fromUtf8(n.shown[m]) + u' ' + QLatin1String(n.currency);
        }
    }
    struct Tiny
    {
        const char *currency;
        int scale;
        const char *shown[3]; // Up, Down, Nearest of 0.000123456
    };
    const Tiny tiny[] = {
        {"USD", 0, {"≈ 0.01", "≈ 0.00", "≈ 0.00"}},
        {"USD", 2, {"≈ 0.01", "≈ 0.00", "≈ 0.00"}},
        {"USD", 4, {"≈ 0.0002", "≈ 0.0001", "≈ 0.0001"}},
        {"USD", 10, {"0.000123456", "0.000123456", "0.000123456"}},
        {"EUR", 0, {"≈ 0.01", "≈ 0.00", "≈ 0.00"}},
        {"EUR", 2, {"≈ 0.01", "≈ 0.00", "≈ 0.00"}},
        {"EUR", 4, {"≈ 0.0002", "≈ 0.0001", "≈ 0.0001"}},
        {"EUR", 10, {"0.000123456", "0.000123456", "0.000123456"}},
        {"JPY", 0, {"≈ 1", "≈ 0", "≈ 0"}},
        {"JPY", 2, {"≈ 0.01", "≈ 0.00", "≈ 0.00"}},
        {"JPY", 4, {"≈ 0.0002", "≈ 0.0001", "≈ 0.0001"}},
        {"JPY", 10, {"0.000123456", "0.000123456", "0.000123456"}},
        {"BHD", 0, {"≈ 0.001", "≈ 0.000", "≈ 0.000"}},
        {"BHD", 2, {"≈ 0.001", "≈ 0.000", "≈ 0.000"}},
        {"BHD", 4, {"≈ 0.0002", "≈ 0.0001", "≈ 0.0001"}},
        {"BHD", 10, {"0.000123456", "0.000123456", "0.000123456"}},
    };
    for (const Tiny &t : tiny) {
        for (int m = 0; m < 3; ++m)
            QTest::addRow("0.000123456 %s scale %d %s", t.currency, t.scale, modes[m])
                << "0.000123456" << t.currency << t.scale << m
                << QString::fromUtf8(t.shown[m]) + u' ' + QLatin1String(t.currency);
    }
    // Exact prices are never marked, whatever the scale.
    QTest::newRow("2.5 USD scale 0") << "2.5"
                                     << "USD" << 0 << 0 << "2.50 USD";
    QTest::newRow("2.5 JPY scale 4 is not whole yen") << "2.5"
                                                      << "JPY" << 4 << 2 << "≈ 3 JPY";
    QTest::newRow("1999 JPY scale 2") << "1999.00"
                                      << "JPY" << 2 << 2 << "1,999 JPY";
}

void TestDecimal::displayRule()
{
    QFETCH(QString, price);
    QFETCH(QString, currency);
    QFETCH(int, scale);
    QFETCH(int, mode);
    QFETCH(QString, expected);
    const RoundingMode modes[] = {RoundingMode::Up, RoundingMode::Down, RoundingMode::Nearest};
    const DisplayedPrice shown = displayPrice(*Decimal::fromString(price), currency, scale, modes[mode],
                                              QLocale(QStringLiteral("en_US")));
    QCOMPARE(shown.text, expected);
    QCOMPARE(shown.approximate, expected.startsWith(u'≈'));
}

void TestDecimal::priceKeepsCurrencyMinorUnits()
{
    QLocale::setDefault(QLocale(QStringLiteral("en_US")));
    const auto price = [](const char *json) {
        return decodeJson<PriceBookEntry>(json).value.formattedPrice(QLocale(QStringLiteral("en_US")));
    };
    QCOMPARE(
        price(R"({"listPrice":0.5,"currencyIsoCode":"USD","uom":{"decimalScale":0,"roundingMode":"Up"}})"),
        QStringLiteral("0.50 USD"));
    QCOMPARE(price(R"({"listPrice":75,"currencyIsoCode":"JPY","uom":{"decimalScale":0}})"),
             QStringLiteral("75 JPY"));
    QCOMPARE(
        price(
            R"({"listPrice":1499.5,"currencyIsoCode":"JPY","uom":{"decimalScale":0,"roundingMode":"Down"}})"),
        QStringLiteral("≈ 1,499 JPY")); // rounding for display is said, never hidden
    QCOMPARE(price(R"({"listPrice":12.3456,"currencyIsoCode":"BHD","uom":{"decimalScale":2}})"),
             QStringLiteral("≈ 12.346 BHD"));
    QCOMPARE(price(R"({"listPrice":0.0035,"currencyIsoCode":"USD","uom":{"decimalScale":4}})"),
             QStringLiteral("0.0035 USD"));
    QCOMPARE(
        price(
            R"({"listPrice":0.00351,"currencyIsoCode":"USD","uom":{"decimalScale":4,"roundingMode":"Up"}})"),
        QStringLiteral("≈ 0.0036 USD"));
    QCOMPARE(price(R"({"listPrice":19.999,"currencyIsoCode":"EUR","uom":{}})"),
             QStringLiteral("≈ 20.00 EUR"));
    // What the issue found: 1e-7 with rounding Up read "0.01 USD" with no hint; JPY kept cents.
    QCOMPARE(
        price(R"({"listPrice":1e-7,"currencyIsoCode":"USD","uom":{"decimalScale":2,"roundingMode":"Up"}})"),
        QStringLiteral("≈ 0.01 USD"));
    QCOMPARE(price(R"({"listPrice":19.99,"currencyIsoCode":"JPY","uom":{"decimalScale":2}})"),
             QStringLiteral("≈ 20 JPY"));
    QCOMPARE(price(R"({"listPrice":250.0000,"currencyIsoCode":"JPY","uom":{"decimalScale":4}})"),
             QStringLiteral("250 JPY"));
    const auto shown = displayPrice(*Decimal::fromString(u"0.0000001"), QStringLiteral("USD"), 2,
                                    RoundingMode::Up, QLocale(QStringLiteral("en_US")));
    QVERIFY(shown.approximate);
    QCOMPARE(shown.exact, QStringLiteral("0.0000001 USD"));
}

void TestDecimal::fromJson_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QByteArray>("canonical");
    QTest::newRow("price") << QByteArray("19.99") << QByteArray("19.99");
    QTest::newRow("big") << QByteArray("12345678901234.56") << QByteArray("12345678901234.56");
    QTest::newRow("tenth") << QByteArray("0.1") << QByteArray("0.1");
    QTest::newRow("trailing zeros kept") << QByteArray("1299.00") << QByteArray("1299.00");
    QTest::newRow("tiny") << QByteArray("0.0035") << QByteArray("0.0035");
    QTest::newRow("negative") << QByteArray("-5.5") << QByteArray("-5.5");
    QTest::newRow("negative zero") << QByteArray("-0.00") << QByteArray("0.00");
    QTest::newRow("exponent") << QByteArray("1.5e3") << QByteArray("1500");
    QTest::newRow("negative exponent") << QByteArray("25E-4") << QByteArray("0.0025");
    QTest::newRow("beyond 64 bits") << QByteArray("123456789012345678901234567890")
                                    << QByteArray("123456789012345678901234567890");
}

void TestDecimal::fromJson()
{
    QFETCH(QByteArray, json);
    QFETCH(QByteArray, canonical);
    const auto d = Decimal::fromJson(json);
    QVERIFY(d);
    QCOMPARE(d->toJson(), canonical);
}

void TestDecimal::rejectsMalformed_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << QString();
    QTest::newRow("letters") << QStringLiteral("12a");
    QTest::newRow("two dots") << QStringLiteral("1.2.3");
    QTest::newRow("trailing dot") << QStringLiteral("5.");
    QTest::newRow("leading dot") << QStringLiteral(".5");
    QTest::newRow("exponent") << QStringLiteral("1e5");
}

void TestDecimal::rejectsMalformed()
{
    QFETCH(QString, text);
    QVERIFY(!Decimal::fromString(text));
}

void TestDecimal::rounding_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<int>("places");
    QTest::addColumn<int>("mode");
    QTest::addColumn<QString>("expected");
    const int up = int(RoundingMode::Up), down = int(RoundingMode::Down),
              nearest = int(RoundingMode::Nearest);
    QTest::newRow("nearest half") << "2.345" << 2 << nearest << "2.35";
    QTest::newRow("nearest below half") << "2.3449" << 2 << nearest << "2.34";
    QTest::newRow("up any remainder") << "2.3401" << 2 << up << "2.35";
    QTest::newRow("up exact") << "2.3400" << 2 << up << "2.34";
    QTest::newRow("down") << "2.349" << 2 << down << "2.34";
    QTest::newRow("carry through nines") << "9.999" << 2 << nearest << "10.00";
    QTest::newRow("pad zeros") << "5" << 2 << nearest << "5.00";
    QTest::newRow("scale zero") << "1234.5" << 0 << nearest << "1235";
    QTest::newRow("negative away from zero") << "-1.005" << 2 << nearest << "-1.01";
    QTest::newRow("negative up") << "-1.001" << 2 << up << "-1.01";
    QTest::newRow("negative down") << "-1.009" << 2 << down << "-1.00";
    QTest::newRow("scale ten") << "0.12345678901234" << 10 << nearest << "0.1234567890";
    QTest::newRow("big exact") << "12345678901234.56" << 2 << nearest << "12345678901234.56";
    QTest::newRow("tenth not binary") << "0.1" << 20 << nearest << "0.10000000000000000000";
}

void TestDecimal::rounding()
{
    QFETCH(QString, value);
    QFETCH(int, places);
    QFETCH(int, mode);
    QFETCH(QString, expected);
    const auto d = Decimal::fromString(value);
    QVERIFY(d);
    QCOMPARE(d->rounded(places, RoundingMode(mode)).toString(), expected);
}

void TestDecimal::compares_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("result");
    QTest::newRow("equal scales differ") << "1.50"
                                         << "1.5" << 0;
    QTest::newRow("integer length") << "99.99"
                                    << "100" << -1;
    QTest::newRow("fraction") << "0.0035"
                              << "0.004" << -1;
    QTest::newRow("negatives") << "-2"
                               << "-10" << 1;
    QTest::newRow("sign") << "-0.01"
                          << "0" << -1;
    QTest::newRow("huge") << "12345678901234.56"
                          << "12345678901234.55" << 1;
}

void TestDecimal::compares()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, result);
    QCOMPARE(compare(*Decimal::fromString(a), *Decimal::fromString(b)), result);
    QCOMPARE(compare(*Decimal::fromString(b), *Decimal::fromString(a)), -result);
}

void TestDecimal::formatsForLocale_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<int>("scale");
    QTest::addColumn<QString>("expected");
    QTest::newRow("en_US") << "1234567.891"
                           << "en_US"
                           << "USD" << 2 << "1,234,567.89 USD";
    QTest::newRow("de_DE") << "1234567.891"
                           << "de_DE"
                           << "EUR" << 2 << "1.234.567,89 EUR";
    QTest::newRow("yen") << "2980"
                         << "ja_JP"
                         << "JPY" << 0 << "2,980 JPY";
    QTest::newRow("huge exact") << "12345678901234.56"
                                << "en_US"
                                << "USD" << 2 << "12,345,678,901,234.56 USD";
    QTest::newRow("small") << "0.0035"
                           << "en_US"
                           << "USD" << 4 << "0.0035 USD";
    QTest::newRow("scale clamped") << "1.5"
                                   << "en_US"
                                   << "GBP" << 99 << "1.5000000000 GBP";
    QTest::newRow("negative") << "-42.5"
                              << "en_US"
                              << "USD" << 2 << "-42.50 USD";
}

void TestDecimal::formatsForLocale()
{
    QFETCH(QString, value);
    QFETCH(QString, locale);
    QFETCH(QString, currency);
    QFETCH(int, scale);
    QFETCH(QString, expected);
    QCOMPARE(
        formatMoney(*Decimal::fromString(value), currency, scale, RoundingMode::Nearest, QLocale(locale)),
        expected);
}

QTEST_GUILESS_MAIN(TestDecimal)
#include "tst_decimal.moc"
