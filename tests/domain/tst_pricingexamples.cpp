// Every worked example of PRICING.md §3, one row each, with the document's exact result: the
// calculator must give it to the cent (to the yen for JPY).

#include "pricingfixtures.h"

#include <QTest>

using namespace bd::domain;
using namespace bd::test::pricing;

Q_DECLARE_METATYPE(bd::domain::TermSpan)

namespace {

const Uom Each{"Each", "Each", nullptr, 0, "Nearest"};
const Uom UserMonth{"User/Month", "User", "Month", 0, "Nearest"};
const Uom UserYear{"User/Year", "User", "Year", 0, "Nearest"};

// Nue's volume tiers (Ex 1, 2) and tiered tiers (Ex 3, 4).
QByteArray volumeProduct()
{
    return product("OneTime", {entry("12", "USD", Each)},
                   {tag("Quantity", "Volume", "Each",
                        {tier("1", "99", "10"), tier("100", "499", "8"), tier("500", "null", "6")})});
}
QByteArray tieredProduct()
{
    return product("OneTime", {entry("12", "USD", Each)},
                   {tag("Quantity", "Tiered", "Each",
                        {tier("1", "100", "10"), tier("101", "500", "8"), tier("501", "null", "6")})});
}
QByteArray stairstepProduct() // Ex 5
{
    return product("OneTime", {entry("50", "USD", Each)},
                   {tag("Quantity", "Volume", "Each",
                        {flat("1", "10", "500"), flat("11", "50", "2000"), tier("51", "null", "35")})});
}
QByteArray tieredFlatProduct() // Ex 6
{
    return product("OneTime", {entry("50", "USD", Each)},
                   {tag("Quantity", "Tiered", "Each",
                        {flat("1", "10", "500"), tier("11", "50", "40"), tier("51", "null", "30")})});
}
QByteArray volumeDiscountProduct() // Ex 7, 8
{
    return product("Recurring", {entry("25", "USD", UserMonth)},
                   {tag("Quantity", "Volume", "User",
                        {off("1", "9", "0"), off("10", "49", "10"), off("50", "null", "20")})});
}

} // namespace

class TestPricingExamples : public QObject
{
    Q_OBJECT
private slots:
    void examples_data();
    void examples();
    void rampLinesPerPeriod();
    void actualActualTermIsExact();
};

void TestPricingExamples::examples_data()
{
    QTest::addColumn<QByteArray>("productJson");
    QTest::addColumn<QString>("quantity");
    QTest::addColumn<TermSpan>("term");
    QTest::addColumn<int>("basis");
    QTest::addColumn<QString>("total");
    const TermSpan none;
    const auto row = [](const char *name, const QByteArray &p, const char *q, const TermSpan &term,
                        const char *total, TermBasis basis = TermBasis::Us30360) {
        QTest::newRow(name) << p << QString::fromLatin1(q) << term << int(basis)
                            << QString::fromLatin1(total);
    };
    row("ex1 volume, 99 in tier 1", volumeProduct(), "99", none, "990.00");
    row("ex1 volume, 100 on the boundary", volumeProduct(), "100", none, "800.00");
    row("ex2 volume, open last tier", volumeProduct(), "750", none, "4500.00");
    row("ex3 tiered, 100", tieredProduct(), "100", none, "1000.00");
    row("ex3 tiered, 101", tieredProduct(), "101", none, "1008.00");
    row("ex4 tiered, open last tier", tieredProduct(), "750", none, "5700.00");
    row("ex5 stairstep, 10", stairstepProduct(), "10", none, "500.00");
    row("ex5 stairstep, 11", stairstepProduct(), "11", none, "2000.00");
    row("ex5 stairstep, 60 per unit", stairstepProduct(), "60", none, "2100.00");
    row("ex5 stairstep, 0", stairstepProduct(), "0", none, "0.00");
    row("ex6 tiered flat first tier, 3", tieredFlatProduct(), "3", none, "500.00");
    row("ex6 tiered flat first tier, 60", tieredFlatProduct(), "60", none, "2400.00");
    row("ex6 tiered flat first tier, 0", tieredFlatProduct(), "0", none, "0.00");
    row("ex7 volume discount on the boundary", volumeDiscountProduct(), "50", termOf("12", TimeUnit::Month),
        "12000.00");
    row("ex8 zero quantity", volumeDiscountProduct(), "0", termOf("12", TimeUnit::Month), "0.00");
    row("ex9 first 5 users free",
        product("Recurring", {entry("30", "USD", UserMonth)},
                {tag("Quantity", "Tiered", "User", {off("1", "5", "100"), off("6", "null", "0")})}),
        "8", termOf("12", TimeUnit::Month), "1080.00");
    row("ex9 volume tier of 100 % is free",
        product("Recurring", {entry("30", "USD", UserMonth)},
                {tag("Quantity", "Volume", "User", {off("1", "5", "0"), off("6", "null", "100")})}),
        "8", termOf("12", TimeUnit::Month), "0.00");
    const QList<QByteArray> rampPrices{tier("1", "12", "100"), tier("13", "24", "90"),
                                       tier("25", "36", "80")};
    row("ex12 ramp price tag",
        product("Recurring", {entry("100", "USD", UserMonth)}, {tag("Term", "Ramp", "Month", rampPrices)}),
        "10", termOf("36", TimeUnit::Month), "32400.00");
    row("ex12 ramp discount tag",
        product("Recurring", {entry("100", "USD", UserMonth)},
                {tag("Term", "Ramp", "Month",
                     {off("1", "12", "20"), off("13", "24", "10"), off("25", "36", "0")})}),
        "10", termOf("36", TimeUnit::Month), "32400.00");
    const QByteArray termVolume = product(
        "Recurring", {entry("40", "USD", UserMonth)},
        {tag("Term", "Volume", "Month",
             {off("1", "11", "0"), off("12", "23", "5"), off("24", "35", "10"), off("36", "null", "15")})});
    row("ex13 term volume discount, 24 months", termVolume, "5", termOf("24", TimeUnit::Month), "4320.00");
    row("ex13 term volume discount, 2 years", termVolume, "5", termOf("2", TimeUnit::Year), "4320.00");
    row("ex15 JPY, no minor unit",
        product("Recurring", {entry("1999", "JPY", UserMonth)},
                {tag("Quantity", "Volume", "User", {off("1", "null", "4.5")})}),
        "5", termOf("12", TimeUnit::Month), "114543");
    row("ex16a 18 months on a yearly price", product("Recurring", {entry("300", "USD", UserYear)}), "5",
        termOf("18", TimeUnit::Month), "2250.00");
    row("ex16b 2 years on a monthly price", product("Recurring", {entry("30", "USD", UserMonth)}), "5",
        termOf("2", TimeUnit::Year), "3600.00");
    const QByteArray prorated = product("Recurring", {entry("50", "USD", UserMonth)});
    row("ex17 dates, 30/360", prorated, "4", datesOf("2023-01-01", "2025-08-15"), "6300.00");
    row("ex17 dates, actual/actual", prorated, "4", datesOf("2023-01-01", "2025-08-15"), "6292.60",
        TermBasis::ActualActual);
    row("ex18 two discount tags compound",
        product("OneTime", {entry("100", "USD", Each)},
                {tag("Quantity", "Volume", "Each", {off("1", "null", "10")}),
                 tag("Quantity", "Volume", "Each", {off("1", "null", "5")})}),
        "1", none, "85.50");
    row("ex21 half up at the cent", product("OneTime", {entry("3.335", "USD", Each)}), "3", none, "10.01");
    row("ex22 vendor cross-check", product("Recurring", {entry("9.9", "USD", UserMonth)}), "15",
        datesOf("2024-12-13", "2025-01-12"), "148.50");
    row("ex23 one-time service",
        product("OneTime", {entry("250.00", "USD", Uom{"Hour", "Hour", nullptr, 0, "Nearest"})}), "10", none,
        "2500.00");
}

void TestPricingExamples::examples()
{
    QFETCH(QByteArray, productJson);
    QFETCH(QString, quantity);
    QFETCH(TermSpan, term);
    QFETCH(int, basis);
    QFETCH(QString, total);
    const Product p = decode(productJson);
    const PriceResult r = priceOf(p, quantity.toLatin1().constData(), term, TermBasis(basis));
    QCOMPARE(r.total.toString(), total);
    // The lines that count add up to the exact total, which rounds to the total once.
    Fraction sum;
    for (const PriceLine &line : r.lines) {
        if (line.counted)
            sum = sum + line.amount;
    }
    QCOMPARE(sum.toDecimal().toString(), r.exactTotal.toDecimal().toString());
}

void TestPricingExamples::rampLinesPerPeriod()
{
    const Product p =
        decode(product("Recurring", {entry("100", "USD", UserMonth)},
                       {tag("Term", "Ramp", "Month",
                            {tier("1", "12", "100"), tier("13", "24", "90"), tier("25", "36", "80")})}));
    const PriceResult r = priceOf(p, "10", termOf("36", TimeUnit::Month));
    QStringList ramp;
    for (const PriceLine &line : r.lines) {
        if (line.kind == PriceLine::Kind::Ramp)
            ramp << line.amount.toDecimal().toString();
    }
    QCOMPARE(ramp, (QStringList{QStringLiteral("12000"), QStringLiteral("10800"), QStringLiteral("9600")}));
    QCOMPARE(r.listTotal.toDecimal().toString(), QStringLiteral("36000"));
}

void TestPricingExamples::actualActualTermIsExact()
{
    const Product p = decode(product("Recurring", {entry("50", "USD", UserMonth)}));
    const PriceResult r = priceOf(p, "4", datesOf("2023-01-01", "2025-08-15"), TermBasis::ActualActual);
    // 24 + 12 × 227/365 months, kept as a fraction; shown to 12 places.
    QCOMPARE(r.term * Fraction(Decimal::fromInteger(365)), Fraction(Decimal::fromInteger(11484)));
    QCOMPARE(r.term.toDecimal().toString(), QStringLiteral("31.463013698630"));
    QVERIFY(r.hasWarning(PriceWarningKind::NonTerminatingTerm));
    QCOMPARE(r.exactTotal.rounded(4, RoundingMode::Down).toString(), QStringLiteral("6292.6027"));
}

QTEST_GUILESS_MAIN(TestPricingExamples)
#include "tst_pricingexamples.moc"
