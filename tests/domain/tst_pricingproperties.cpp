// Properties of the price calculator over many generated products (seeded, so a failure repeats:
// BD_PRICING_SEED picks the seed): with non-negative tier prices a tiered total never falls as the
// quantity grows; a volume total is one tier's price × the quantity; ramp lines add up to the
// total; the total is the exact sum rounded once; the curve agrees with the breakdown.

#include "pricingfixtures.h"

#include <QRandomGenerator>
#include <QTest>

using namespace bd::domain;
using namespace bd::test::pricing;

namespace {

QByteArray money(QRandomGenerator &rng, int maxCents)
{
    const int cents = int(rng.bounded(maxCents + 1));
    return QByteArray::number(cents / 100) + '.' + QByteArray::number(cents % 100).rightJustified(2, '0');
}

// Tiers 1..n with random widths; the last open or bounded; prices and flat amounts >= 0.
QList<QByteArray> randomTiers(QRandomGenerator &rng, int count, bool allowFlat, bool openLast,
                              QList<int> *ends = nullptr)
{
    QList<QByteArray> tiers;
    int start = 1;
    for (int i = 0; i < count; ++i) {
        const int end = start + int(rng.bounded(20));
        const bool last = i == count - 1;
        const QByteArray endText = last && openLast ? QByteArray("null") : QByteArray::number(end);
        const QByteArray price = money(rng, 5000);
        const QByteArray s = QByteArray::number(start);
        tiers << (allowFlat && rng.bounded(3) == 0
                      ? flat(s.constData(), endText.constData(), price.constData())
                      : tier(s.constData(), endText.constData(), price.constData()));
        if (ends)
            ends->append(end);
        start = end + 1;
    }
    return tiers;
}

quint32 seed()
{
    const QByteArray fromEnv = qgetenv("BD_PRICING_SEED");
    return fromEnv.isEmpty() ? 20240522u : fromEnv.toUInt();
}

Fraction countedSum(const PriceResult &r)
{
    Fraction sum;
    for (const PriceLine &line : r.lines) {
        if (line.counted)
            sum = sum + line.amount;
    }
    return sum;
}

const Uom Seat{"Seat/Month", "Seat", "Month", 2, "Nearest"};

} // namespace

class TestPricingProperties : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { qInfo("seed %u (BD_PRICING_SEED repeats it)", seed()); }
    void tieredTotalNeverFalls();
    void volumeTotalIsOneTierTimesQuantity();
    void rampLinesAddUpToTheTotal();
    void roundingHappensOnce();
    void curveAgreesWithBreakdown();
};

void TestPricingProperties::tieredTotalNeverFalls()
{
    QRandomGenerator rng(seed());
    for (int round = 0; round < 40; ++round) {
        const bool openLast = rng.bounded(2) == 0;
        const Product p = decode(product(
            "Recurring", {entry(money(rng, 9000).constData(), "USD", Seat)},
            {tag("Quantity", "Tiered", "Seat", randomTiers(rng, 1 + int(rng.bounded(8)), true, openLast))}));
        const PriceCalculator calculator(p, p.priceBookEntries.value().first());
        PriceInput input;
        input.term = termOf("3", TimeUnit::Month);
        QList<Decimal> quantities;
        for (int q = 0; q <= 400; q += 1 + int(rng.bounded(3)))
            quantities << Decimal::fromInteger(q).shifted(-int(rng.bounded(2))); // whole and tenths
        std::sort(quantities.begin(), quantities.end());
        const QList<Fraction> totals = calculator.totals(input, quantities);
        for (qsizetype i = 1; i < totals.size(); ++i)
            QVERIFY2(
                totals.at(i - 1) <= totals.at(i),
                qPrintable(QStringLiteral("round %1: %2 at %3 > %4 at %5")
                               .arg(round)
                               .arg(totals.at(i - 1).toDecimal().toString(), quantities.at(i - 1).toString(),
                                    totals.at(i).toDecimal().toString(), quantities.at(i).toString())));
    }
}

void TestPricingProperties::volumeTotalIsOneTierTimesQuantity()
{
    QRandomGenerator rng(seed() + 1);
    for (int round = 0; round < 40; ++round) {
        const bool openLast = rng.bounded(2) == 0;
        const QList<QByteArray> tiers = randomTiers(rng, 1 + int(rng.bounded(10)), false, openLast);
        const QByteArray listPrice = money(rng, 9000);
        const Product p = decode(product("Recurring", {entry(listPrice.constData(), "USD", Seat)},
                                         {tag("Quantity", "Volume", "Seat", tiers)}));
        const PriceCalculator calculator(p, p.priceBookEntries.value().first());
        const TagRule &rule = calculator.tags().tags.first();
        for (int i = 0; i < 30; ++i) {
            PriceInput input;
            input.quantity = Decimal::fromInteger(qint64(rng.bounded(250)));
            input.term = termOf("12", TimeUnit::Month);
            const PriceResult r = calculator.price(input);
            const Fraction q(r.quantity);
            const TierRule *k = rule.tierHolding(q);
            const Fraction unit = k ? Fraction(*k->amount) : Fraction(dec(listPrice.constData()));
            QCOMPARE(r.exactTotal, unit * q * Fraction(Decimal::fromInteger(12)));
            // and it is exactly one of the tiers' prices (or the list price) times q × T
            bool one = r.quantity.isZero();
            for (const TierRule &t : rule.tiers)
                one = one || r.exactTotal == Fraction(*t.amount) * q * Fraction(Decimal::fromInteger(12));
            QVERIFY(one || r.exactTotal ==
                               Fraction(dec(listPrice.constData())) * q * Fraction(Decimal::fromInteger(12)));
        }
    }
}

void TestPricingProperties::rampLinesAddUpToTheTotal()
{
    QRandomGenerator rng(seed() + 2);
    for (int round = 0; round < 40; ++round) {
        QList<int> ends;
        const bool priceTag = rng.bounded(2) == 0;
        QList<QByteArray> tiers =
            randomTiers(rng, 1 + int(rng.bounded(5)), rng.bounded(2) == 0, false, &ends);
        if (!priceTag) { // the same periods as percentages: a ramp discount tag
            tiers.clear();
            int start = 1;
            for (int end : std::as_const(ends)) {
                const QByteArray percent = QByteArray::number(int(rng.bounded(101)));
                tiers << off(QByteArray::number(start).constData(), QByteArray::number(end).constData(),
                             percent.constData());
                start = end + 1;
            }
        }
        const Product p = decode(product("Recurring", {entry(money(rng, 9000).constData(), "USD", Seat)},
                                         {tag("Term", "Ramp", "Month", tiers)}));
        const PriceCalculator calculator(p, p.priceBookEntries.value().first());
        PriceInput input;
        input.quantity = Decimal::fromInteger(1 + qint64(rng.bounded(40)));
        input.term = rng.bounded(2)
                         ? termOf(QByteArray::number(1 + int(rng.bounded(ends.last() + 10))).constData(),
                                  TimeUnit::Month)
                         : datesOf("2024-01-15", QDate(2024, 1, 15)
                                                     .addDays(qint64(rng.bounded(1500)))
                                                     .toString(Qt::ISODate)
                                                     .toLatin1()
                                                     .constData());
        input.basis = rng.bounded(2) ? TermBasis::Us30360 : TermBasis::ActualActual;
        const PriceResult r = calculator.price(input);
        Fraction ramp;
        int periods = 0;
        for (const PriceLine &line : r.lines) {
            if (line.kind == PriceLine::Kind::Ramp && line.counted) {
                ramp = ramp + line.amount;
                ++periods;
            }
        }
        QVERIFY(periods >= 1);
        QCOMPARE(ramp, r.exactTotal); // the periods (and what falls outside them) are the whole price
    }
}

void TestPricingProperties::roundingHappensOnce()
{
    // Three tiers of 0.004 each: rounded per line they would be 0.00; once, 0.012 is 0.01.
    const Product tiny = decode(
        product("OneTime", {entry("0.004", "USD", Uom{"Call", "Call", nullptr, 0, "Nearest"})},
                {tag("Quantity", "Tiered", "Call",
                     {tier("1", "1", "0.004"), tier("2", "2", "0.004"), tier("3", "null", "0.004")})}));
    const PriceResult three = priceOf(tiny, "3");
    QCOMPARE(three.exactTotal, Fraction(dec("0.012")));
    QCOMPARE(three.total.toString(), QStringLiteral("0.01"));
    for (const PriceLine &line : three.lines)
        QCOMPARE(line.amount.toDecimal().scale(), 3); // no line was rounded to cents

    QRandomGenerator rng(seed() + 3);
    for (int round = 0; round < 60; ++round) {
        const char *currency = std::array{"USD", "JPY", "BHD"}[rng.bounded(3)];
        const Product p = decode(product(
            "Recurring", {entry(money(rng, 99999).constData(), currency, Seat)},
            {tag("Quantity", "Tiered", "Seat", randomTiers(rng, 3, true, true)),
             tag("Quantity", "Volume", "Seat", {off("1", "10", "7.5"), off("11", "null", "12.25")})}));
        const PriceResult r =
            priceOf(p, QByteArray::number(qint64(rng.bounded(90))).constData(),
                    termOf(QByteArray::number(1 + int(rng.bounded(36))).constData(), TimeUnit::Day));
        QCOMPARE(countedSum(r), r.exactTotal);
        QCOMPARE(r.total, r.exactTotal.rounded(currencyMinorUnits(QString::fromLatin1(currency)),
                                               RoundingMode::Nearest));
        QCOMPARE(r.total.scale(), currencyMinorUnits(QString::fromLatin1(currency)));
    }
}

void TestPricingProperties::curveAgreesWithBreakdown()
{
    QRandomGenerator rng(seed() + 4);
    for (int round = 0; round < 30; ++round) {
        // A tiered price tag (totals take a shortcut through its tier sums) whose first tier may start
        // above 1 and whose last may be bounded, or a volume one; then a tiered discount.
        QList<QByteArray> tiers = randomTiers(rng, 1 + int(rng.bounded(8)), true, rng.bounded(2) == 0);
        if (rng.bounded(2))
            tiers.first().replace("\"startUnit\":1,", "\"startUnit\":4,");
        if (rng.bounded(4) == 0)
            tiers << tier("1", "1", nullptr); // a tier with neither amount nor percentage
        const char *priceType = rng.bounded(3) ? "Tiered" : "Volume";
        const Product p = decode(
            product("Recurring", {entry(money(rng, 5000).constData(), "USD", Seat)},
                    {tag("Quantity", priceType, "Seat", tiers),
                     tag("Quantity", "Tiered", "Seat", {off("1", "20", "0"), off("21", "null", "15")})}));
        const PriceCalculator calculator(p, p.priceBookEntries.value().first());
        PriceInput input;
        input.term = termOf(QByteArray::number(1 + int(rng.bounded(24))).constData(), TimeUnit::Month);
        QList<Decimal> quantities = calculator.quantityBoundaries();
        for (int q = 0; q < 200; q += 1 + int(rng.bounded(9)))
            quantities << Decimal::fromInteger(q).shifted(-int(rng.bounded(3)));
        const QList<Fraction> totals = calculator.totals(input, quantities);
        for (qsizetype i = 0; i < quantities.size(); ++i) {
            input.quantity = quantities.at(i);
            const PriceResult r = calculator.price(input);
            QVERIFY2(totals.at(i) == r.exactTotal,
                     qPrintable(QStringLiteral("round %1, %2 at %3: curve %4, breakdown %5")
                                    .arg(round)
                                    .arg(QString::fromLatin1(priceType), quantities.at(i).toString(),
                                         totals.at(i).toDecimal().toString(),
                                         r.exactTotal.toDecimal().toString())));
        }
    }
}

QTEST_GUILESS_MAIN(TestPricingProperties)
#include "tst_pricingproperties.moc"
