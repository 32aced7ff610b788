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
};

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
        QStringLiteral("1,499 JPY"));
    QCOMPARE(price(R"({"listPrice":12.3456,"currencyIsoCode":"BHD","uom":{"decimalScale":2}})"),
             QStringLiteral("12.346 BHD"));
    QCOMPARE(price(R"({"listPrice":0.0035,"currencyIsoCode":"USD","uom":{"decimalScale":4}})"),
             QStringLiteral("0.0035 USD"));
    QCOMPARE(
        price(
            R"({"listPrice":0.00351,"currencyIsoCode":"USD","uom":{"decimalScale":4,"roundingMode":"Up"}})"),
        QStringLiteral("0.0036 USD"));
    QCOMPARE(price(R"({"listPrice":19.999,"currencyIsoCode":"EUR","uom":{}})"), QStringLiteral("19.999 EUR"));
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
