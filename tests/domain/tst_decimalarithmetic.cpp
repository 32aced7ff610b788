// Decimal's exact arithmetic and Fraction: sums, differences and products digit for digit (the
// expected values computed with Python's decimal module at 200 digits), division with each
// rounding decided on the exact remainder, and fractions that keep 1/12 and 227/365 whole.

#include "domain/fraction.h"

#include <QRandomGenerator>
#include <QTest>

using namespace bd::domain;

static Decimal d(const char *text)
{
    const std::optional<Decimal> v = Decimal::fromJson(text);
    Q_ASSERT(v);
    return *v;
}

class TestDecimalArithmetic : public QObject
{
    Q_OBJECT
private slots:
    void addSubtractMultiply_data();
    void addSubtractMultiply();
    void divide_data();
    void divide();
    void shiftsAndNormalizes();
    void integers();
    void identitiesAcrossBothPaths();
    void fractionsStayExact();
    void fractionDisplay();
};

void TestDecimalArithmetic::addSubtractMultiply_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<QString>("sum");
    QTest::addColumn<QString>("difference");
    QTest::addColumn<QString>("product");
    const auto row = [](const char *a, const char *b, const char *sum, const char *diff, const char *prod) {
        QTest::addRow("%s and %s", a, b)
            << QString::fromLatin1(a) << QString::fromLatin1(b) << QString::fromLatin1(sum)
            << QString::fromLatin1(diff) << QString::fromLatin1(prod);
    };
    row("0", "0", "0", "0", "0");
    row("1", "1", "2", "0", "1");
    row("19.99", "0.01", "20.00", "19.98", "0.1999");
    row("-3.5", "2.25", "-1.25", "-5.75", "-7.875");
    row("1299.00", "-1299", "0.00", "2598.00", "-1687401.00");
    row("0.0035", "10000", "10000.0035", "-9999.9965", "35.0000");
    row("123456789012345678901234567890", "987654321.123456789", "123456789012345678902222222211.123456789",
        "123456789012345678900246913568.876543211", "121932631140070110864197532086297820577.501905210");
    row("-0.000001", "-0.000001", "-0.000002", "0.000000", "0.000000000001");
    row("99.999", "0.001", "100.000", "99.998", "0.099999");
    row("1e-7", "3", "3.0000001", "-2.9999999", "0.0000003");
}

void TestDecimalArithmetic::addSubtractMultiply()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(QString, sum);
    QFETCH(QString, difference);
    QFETCH(QString, product);
    const Decimal x = d(a.toLatin1().constData());
    const Decimal y = d(b.toLatin1().constData());
    QCOMPARE((x + y).toString(), sum);
    QCOMPARE((x - y).toString(), difference);
    QCOMPARE((x * y).toString(), product);
    QCOMPARE((y + x).toString(), sum); // commutative, digit for digit
    QCOMPARE((y * x).toString(), product);
    QCOMPARE((x - y) + y, x);
    QVERIFY(!(x - x).isNegative()); // never "-0"
}

void TestDecimalArithmetic::divide_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("places");
    QTest::addColumn<QString>("up");
    QTest::addColumn<QString>("down");
    QTest::addColumn<QString>("nearest");
    QTest::addColumn<bool>("exact");
    const auto row = [](const char *a, const char *b, int places, const char *up, const char *down,
                        const char *nearest, bool exact) {
        QTest::addRow("%s / %s to %d", a, b, places)
            << QString::fromLatin1(a) << QString::fromLatin1(b) << places << QString::fromLatin1(up)
            << QString::fromLatin1(down) << QString::fromLatin1(nearest) << exact;
    };
    row("1", "3", 4, "0.3334", "0.3333", "0.3333", false);
    row("2", "3", 4, "0.6667", "0.6666", "0.6667", false);
    row("10.005", "1", 2, "10.01", "10.00", "10.01", false); // half up, not to even
    row("10.004999", "1", 2, "10.01", "10.00", "10.00", false);
    row("-1", "8", 2, "-0.13", "-0.12", "-0.13", false); // away from zero
    row("1", "8", 3, "0.125", "0.125", "0.125", true);
    row("0.06", "12", 2, "0.01", "0.00", "0.01", false); // 0.005 exactly: half up
    row("2296800", "365", 2, "6292.61", "6292.60", "6292.60", false);
    row("114542.7", "1", 0, "114543", "114542", "114543", false);
    row("7", "-0.5", 0, "-14", "-14", "-14", true);
    row("0", "7", 3, "0.000", "0.000", "0.000", true);
}

void TestDecimalArithmetic::divide()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, places);
    QFETCH(QString, up);
    QFETCH(QString, down);
    QFETCH(QString, nearest);
    QFETCH(bool, exact);
    const Decimal x = d(a.toLatin1().constData());
    const Decimal y = d(b.toLatin1().constData());
    bool wasExact = !exact;
    QCOMPARE(x.divided(y, places, RoundingMode::Up, &wasExact).toString(), up);
    QCOMPARE(wasExact, exact);
    QCOMPARE(x.divided(y, places, RoundingMode::Down).toString(), down);
    QCOMPARE(x.divided(y, places, RoundingMode::Nearest).toString(), nearest);
    // Agrees with rounding the exact quotient when there is one.
    if (exact)
        QCOMPARE(x.divided(y, 64, RoundingMode::Down).rounded(places, RoundingMode::Nearest).toString(),
                 nearest);
}

void TestDecimalArithmetic::shiftsAndNormalizes()
{
    QCOMPARE(d("12.5").shifted(-2).toString(), QStringLiteral("0.125"));
    QCOMPARE(d("12.5").shifted(3).toString(), QStringLiteral("12500"));
    QCOMPARE(d("-0.5").shifted(1).toString(), QStringLiteral("-5"));
    QCOMPARE(d("1299.00").normalized().toString(), QStringLiteral("1299"));
    QCOMPARE(d("12.50").normalized().toString(), QStringLiteral("12.5"));
    QCOMPARE(d("-0.000").normalized().toString(), QStringLiteral("0"));
    QVERIFY(d("0.000").isZero());
    QVERIFY(!d("0.001").isZero());
}

void TestDecimalArithmetic::integers()
{
    QCOMPARE(Decimal::fromInteger(0).toString(), QStringLiteral("0"));
    QCOMPARE(Decimal::fromInteger(-365).toString(), QStringLiteral("-365"));
    QCOMPARE(Decimal::fromInteger(std::numeric_limits<qint64>::min()).toString(),
             QStringLiteral("-9223372036854775808"));
}

// Numbers of 1 to 45 digits: short ones are computed on 128-bit integers, long ones on digit
// strings, and mixed chains cross between the two; both must give the same canonical text.
void TestDecimalArithmetic::identitiesAcrossBothPaths()
{
    QRandomGenerator rng(4217);
    const auto number = [&rng] {
        QByteArray digits;
        const int length = 1 + int(rng.bounded(45));
        for (int i = 0; i < length; ++i)
            digits += char('0' + rng.bounded(10));
        const int fraction = std::min(length - 1, int(rng.bounded(13)));
        QByteArray text = digits.left(length - fraction);
        if (fraction > 0)
            text += '.' + digits.right(fraction);
        return d((rng.bounded(2) ? QByteArray("-") : QByteArray()) + text);
    };
    for (int i = 0; i < 3000; ++i) {
        const Decimal a = number();
        const Decimal b = number();
        const QString pair = a.toString() + u' ' + b.toString();
        const Decimal sum = a + b;
        QVERIFY2(sum - b == a && sum - a == b, qPrintable(pair));
        QCOMPARE(sum.scale(), std::max(a.scale(), b.scale()));
        QCOMPARE(Decimal::fromJson(sum.toJson())->toJson(), sum.toJson()); // canonical text
        const Decimal product = a * b;
        QCOMPARE(product.scale(), a.scale() + b.scale());
        QCOMPARE(Decimal::fromJson(product.toJson())->toJson(), product.toJson());
        QCOMPARE(compare(a - b, Decimal()), compare(a, b));
        if (!b.isZero()) {
            bool exact = false;
            const Decimal back = product.divided(b, a.scale(), RoundingMode::Down, &exact);
            QVERIFY2(exact && back == a, qPrintable(pair + QStringLiteral(" gives ") + back.toString()));
            const Decimal q = a.divided(b, 6, RoundingMode::Nearest);
            const Decimal down = a.divided(b, 6, RoundingMode::Down);
            const Decimal up = a.divided(b, 6, RoundingMode::Up);
            QVERIFY2(q == down || q == up, qPrintable(pair));
            QVERIFY2((up - down).normalized().toString() == u"0" ||
                         (up - down).normalized().toString() == u"0.000001" ||
                         (up - down).normalized().toString() == u"-0.000001",
                     qPrintable(pair));
        }
    }
}

void TestDecimalArithmetic::fractionsStayExact()
{
    const Fraction month(Decimal::fromInteger(1), Decimal::fromInteger(12));
    Fraction year;
    for (int i = 0; i < 12; ++i)
        year = year + month;
    QCOMPARE(year, Fraction(Decimal::fromInteger(1))); // twelve twelfths, not 0.999…
    // $0.06 a year for one month is half a cent exactly: half up gives a cent.
    QCOMPARE((Fraction(d("0.06")) * month).rounded(2, RoundingMode::Nearest).toString(),
             QStringLiteral("0.01"));
    QVERIFY(Fraction(d("0.3333")) < Fraction(Decimal::fromInteger(1), Decimal::fromInteger(3)));
    QCOMPARE(Fraction(d("1"), d("-4")).toDecimal().toString(), QStringLiteral("-0.25"));
    QCOMPARE(min(month, Fraction(d("0.1"))), month);
    QCOMPARE(max(month, Fraction(d("0.1"))), Fraction(d("0.1")));
    QCOMPARE((month / month), Fraction(Decimal::fromInteger(1)));
}

void TestDecimalArithmetic::fractionDisplay()
{
    bool exact = false;
    QCOMPARE(Fraction(d("1"), d("1024")).toDecimal(&exact).toString(), QStringLiteral("0.0009765625"));
    QVERIFY(exact);
    QCOMPARE(Fraction(d("2"), d("3")).toDecimal(&exact).toString(), QStringLiteral("0.666666666667"));
    QVERIFY(!exact);
    QCOMPARE(Fraction(d("15000.00")).toDecimal().toString(), QStringLiteral("15000"));
}

QTEST_GUILESS_MAIN(TestDecimalArithmetic)
#include "tst_decimalarithmetic.moc"
