// billing-desk-cli products price, run as a program against a sandbox started here: PRICING.md's
// worked examples on the sandbox's priced products (every price type × charge model, quantity and
// term tags, JPY, BHD and KWD, a sub-cent usage price, a bundle), the JSON's exact decimal strings,
// the table's rules, and every usage mistake exiting 2 with a sentence that names the option.

#include "clitest.h"

using namespace bd::test;

namespace {

const char Volume[] = "01tAc00000PrcVol01";    // Volume price tag (product), open last tier
const char Tiered[] = "01tAc00000PrcTier1";    // Tiered price tags on entries; JPY's last tier bounded
const char Stairstep[] = "01tAc00000PrcStair"; // Volume, flat tiers then per unit
const char Pack[] = "01tAc00000PrcPack1";      // Tiered, flat first tier; hours to 1 place, rounded down
const char Ramp[] = "01tAc00000PrcRamp1";      // Term ramp price tag, bounded at 36 months
const char RampFlat[] = "01tAc00000PrcRmpFl";  // Term ramp of flat monthly fees; USD and BHD
const char Discounts[] = "01tAc00000PrcVDsc1"; // Volume and term discount tags, an expired one; JPY entry tag
const char Usage[] = "01tAc00000PrcUsgEv";     // sub-cent usage price, scale 6; USD and KWD
const char TermVolume[] = "01tAc00000PrcTVol1"; // Term volume discount (PRICING.md Ex 13)
const char Loyalty[] = "01tAc00000PrcTTrY1";    // Term tiered price tag by year
const char Bundle[] = "01tAc00000PrcBndl1";     // bundled and non-bundled options

QStringList price(const char *id, const char *quantity, const QStringList &more = {})
{
    return QStringList{QStringLiteral("products"), QStringLiteral("price"), QString::fromLatin1(id),
                       QStringLiteral("--quantity"), QString::fromLatin1(quantity)} +
           more;
}

QStringList words(const char *text)
{
    return QString::fromLatin1(text).split(u' ', Qt::SkipEmptyParts);
}

} // namespace

class TestCliPrice : public QObject
{
    Q_OBJECT
private slots:
    void init() { m_f.server.service().clearReceived(); }
    void examplesOnTheSandbox_data();
    void examplesOnTheSandbox();
    void jsonHasExactDecimalStrings();
    void tableNamesTheRules();
    void usageMistakesSendNothing_data();
    void usageMistakesSendNothing();
    void mistakesFoundInTheProductExitTwo_data();
    void mistakesFoundInTheProductExitTwo();
    void unknownProductIsRequestFailed();
    void bundleReadsItsOptions();
    void demo();

private:
    CliResult run(const QStringList &arguments)
    {
        return m_cli.run(sandboxArguments(m_f) + arguments, {}, apiKeyEnvironment(m_f));
    }
    QJsonObject json(const QStringList &arguments)
    {
        const CliResult r = run(arguments + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
        if (r.exitCode != 0)
            qWarning("%s", r.err.constData());
        return QJsonDocument::fromJson(r.out).object();
    }
    SandboxFixture m_f;
    CliRunner m_cli;
};

void TestCliPrice::examplesOnTheSandbox_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("total");
    QTest::addColumn<QString>("currency");
    const auto row = [](const char *name, const QStringList &arguments, const char *total,
                        const char *currency) {
        QTest::newRow(name) << arguments << QString::fromLatin1(total) << QString::fromLatin1(currency);
    };
    row("ex1 volume 99", price(Volume, "99"), "990.00", "USD");
    row("ex1 volume 100, the cliff", price(Volume, "100"), "800.00", "USD");
    row("ex2 volume, open last tier", price(Volume, "750"), "4500.00", "USD");
    row("ex3 tiered 100", price(Tiered, "100"), "1000.00", "USD");
    row("ex3 tiered 101", price(Tiered, "101"), "1008.00", "USD");
    row("ex4 tiered, open last tier", price(Tiered, "750"), "5700.00", "USD");
    row("tiered JPY beyond its bounded last tier", price(Tiered, "1200", words("--currency jpy")), "1400000",
        "JPY");
    row("ex5 stairstep 10", price(Stairstep, "10"), "500.00", "USD");
    row("ex5 stairstep 11", price(Stairstep, "11"), "2000.00", "USD");
    row("ex5 stairstep 60", price(Stairstep, "60"), "2100.00", "USD");
    row("ex6 flat first tier 3", price(Pack, "3"), "500.00", "USD");
    row("ex6 flat first tier 60", price(Pack, "60"), "2400.00", "USD");
    row("hours rounded down to 10.5", price(Pack, "10.57"), "520.00", "USD");
    row("ex7 volume discount", price(Discounts, "50", words("--term 12 --term-unit month")), "12000.00",
        "USD");
    row("ex8 zero quantity", price(Discounts, "0", words("--term 12")), "0.00", "USD");
    row("ex15 JPY, entry and product discounts",
        price(Discounts, "5", words("--currency JPY --term 1 --term-unit year")), "114543", "JPY");
    row("volume and commitment discounts compound", price(Discounts, "45", words("--term 24")), "23692.50",
        "USD");
    row("ex12 ramp", price(Ramp, "10", words("--term 3 --term-unit year")), "32400.00", "USD");
    row("ramp by default term", price(Ramp, "10"), "32400.00", "USD");
    row("ramp beyond its last period", price(Ramp, "10", words("--term 48")), "44400.00", "USD");
    row("flat monthly ramp", price(RampFlat, "3", words("--term 24")), "10800.00", "USD");
    row("flat monthly ramp in BHD", price(RampFlat, "1", words("--term 2 --term-unit year --currency BHD")),
        "4066.506", "BHD");
    row("ex13 term volume 24 months", price(TermVolume, "5", words("--term 24")), "4320.00", "USD");
    row("ex13 term volume 2 years", price(TermVolume, "5", words("--term 2 --term-unit year")), "4320.00",
        "USD");
    row("ex17-style dates 30/360", price(TermVolume, "4", words("--start 2023-01-01 --end 2025-08-15")),
        "4536.00", "USD");
    row("ex17-style dates actual/actual",
        price(TermVolume, "4", words("--start 2023-01-01 --end 2025-08-15 --basis actual")), "4530.67",
        "USD");
    row("term tiered by year", price(Loyalty, "5", words("--term 18")), "2175.00", "USD");
    row("sub-cent usage, scale 6", price(Usage, "1234567.8912345"), "13.91", "USD");
    row("sub-cent usage in KWD", price(Usage, "1234567.8912345", words("--currency KWD")), "4.256", "KWD");
    row("bundle", price(Bundle, "1"), "1838.00", "USD");
    row("bundle with more seats", price(Bundle, "1", words("--option a0KAc00000PrcOpt02=4")), "2438.00",
        "USD");
    row("bundle in JPY", price(Bundle, "1", words("--currency JPY")), "223417", "JPY");
}

void TestCliPrice::examplesOnTheSandbox()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, total);
    QFETCH(QString, currency);
    const CliResult r = run(arguments + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value(QStringLiteral("total")).toString(), total);
    QCOMPARE(o.value(QStringLiteral("currency")).toString(), currency);
}

void TestCliPrice::jsonHasExactDecimalStrings()
{
    const QJsonObject o = json(price(Discounts, "45", words("--term 2 --term-unit year --start 2025-03-01")));
    QCOMPARE(o.value(QStringLiteral("productId")).toString(), QString::fromLatin1(Discounts));
    QCOMPARE(o.value(QStringLiteral("quantity")).toString(), QStringLiteral("45"));
    QCOMPARE(o.value(QStringLiteral("term")).toString(), QStringLiteral("24"));
    QCOMPARE(o.value(QStringLiteral("termUnit")).toString(), QStringLiteral("Month"));
    QCOMPARE(o.value(QStringLiteral("listTotal")).toString(), QStringLiteral("27000"));
    QCOMPARE(o.value(QStringLiteral("total")).toString(), QStringLiteral("23692.50"));
    QStringList amounts;
    for (const QJsonValue line : o.value(QStringLiteral("lines")).toArray()) {
        const QJsonObject l = line.toObject();
        for (const char *key : {"label", "units", "unitPrice", "amount", "rule"})
            QVERIFY2(l.value(QLatin1String(key)).isString(), key); // every number a string
        amounts << l.value(QStringLiteral("amount")).toString();
    }
    // list 27000; team size 10 %: -2700; commitment: months 1–12 at 0 %, months 13–24 at 5 % of half
    QCOMPARE(amounts, (QStringList{QStringLiteral("27000"), QStringLiteral("-2700"), QStringLiteral("0"),
                                   QStringLiteral("-607.5")}));
    const QJsonArray notes = o.value(QStringLiteral("notes")).toArray();
    QVERIFY(std::any_of(notes.begin(), notes.end(), [](const QJsonValue &n) {
        return n.toString().contains(
            QStringLiteral("Spring 2024 promotion was not used: it ended on 2024-03-31"));
    }));

    // A value that never ends in decimal: 12 places, and a warning that says so.
    const QJsonObject actual =
        json(price(TermVolume, "4", words("--start 2023-01-01 --end 2025-08-15 --basis actual")));
    QCOMPARE(actual.value(QStringLiteral("term")).toString(), QStringLiteral("31.463013698630"));
    QVERIFY(actual.value(QStringLiteral("notes"))
                .toArray()
                .first()
                .toString()
                .startsWith(QStringLiteral("Warning:")));
    // A quantity rounded by the unit: said in a warning, the rounded quantity in "quantity".
    const QJsonObject rounded = json(price(Pack, "10.57"));
    QCOMPARE(rounded.value(QStringLiteral("quantity")).toString(), QStringLiteral("10.5"));
    QVERIFY(rounded.value(QStringLiteral("notes"))
                .toArray()
                .first()
                .toString()
                .contains(QStringLiteral("rounded")));
}

void TestCliPrice::tableNamesTheRules()
{
    const CliResult r = run(price(Ramp, "10", words("--term 48")));
    QCOMPARE(r.exitCode, 0);
    const QString text = r.outText();
    QVERIFY2(text.contains(QStringLiteral("Three-year ramp, period 2 (13–24 months)")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Total, rounded once")));
    QVERIFY(text.contains(QStringLiteral("44400.00 USD")));
    QVERIFY(text.contains(QStringLiteral("List price (not added)")));
    QVERIFY(text.contains(QStringLiteral("priced at the list price [REC].")));
    QVERIFY(
        text.contains(QStringLiteral("Warning: 12 of 48 units are above the last tier of Three-year ramp")));
}

void TestCliPrice::usageMistakesSendNothing_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("says");
    const auto row = [](const char *name, const QStringList &arguments, const char *says) {
        QTest::newRow(name) << arguments << QString::fromUtf8(says);
    };
    row("no quantity", words("products price 01tAc00000PrcVol01"), "--quantity is required");
    row("negative quantity", price(Volume, "-3"), "--quantity must be 0 or more, not -3.");
    row("quantity not a number", price(Volume, "ten"),
        "--quantity must be a number such as 45 or 2.5, not “ten”.");
    row("quantity with a comma", price(Volume, "1,000"), "--quantity must be a number");
    row("negative term", price(Ramp, "1", words("--term -12")), "--term must be a number of at least 0");
    row("term unit alone", price(Ramp, "1", words("--term-unit year")), "--term-unit goes with --term");
    row("bad term unit", price(Ramp, "1", words("--term 2 --term-unit week")),
        "--term-unit must be day, month or year, not “week”.");
    row("bad date", price(Ramp, "1", words("--start 2025-02-30 --end 2025-03-31")),
        "--start must be a date as YYYY-MM-DD");
    row("end before start", price(Ramp, "1", words("--start 2025-03-01 --end 2025-02-01")),
        "--end (2025-02-01) is before --start (2025-03-01)");
    row("end without start", price(Ramp, "1", words("--end 2025-02-01")), "--end needs --start");
    row("term and dates", price(Ramp, "1", words("--term 12 --start 2025-01-01 --end 2025-12-31")),
        "not both");
    row("bad basis", price(Ramp, "1", words("--basis 365")), "--basis must be 30/360 or actual, not “365”.");
    row("bad currency", price(Ramp, "1", words("--currency dollars")),
        "--currency must be a three-letter ISO 4217 code such as USD, not “dollars”.");
    row("bad option", price(Bundle, "1", words("--option seats")), "--option takes option-id=quantity");
    row("csv", price(Ramp, "1", words("--format csv")), "--format must be table or json.");
    row("malformed id", words("products price 42 --quantity 1"), "must be 15 or 18 letters and digits");
}

void TestCliPrice::usageMistakesSendNothing()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, says);
    const CliResult r = run(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.errText().contains(says), qPrintable(r.errText()));
    QVERIFY(r.out.isEmpty());
    QCOMPARE(receivedRequests(m_f), QStringList());
}

void TestCliPrice::mistakesFoundInTheProductExitTwo_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("says");
    QTest::newRow("currency it has no price in")
        << price(Volume, "1", words("--currency CHF"))
        << QStringLiteral(
               "--currency: Workstation Licence — Volume Pricing has no active price in CHF; it has USD.");
    QTest::newRow("unit it has no price per")
        << price(Volume, "1", words("--uom User/Month"))
        << QStringLiteral(
               "--uom: Workstation Licence — Volume Pricing has no active price per “User/Month”; its "
               "units of measure are: Licence.");
    QTest::newRow("option above its max")
        << price(Bundle, "1", words("--option a0KAc00000PrcOpt02=11"))
        << QStringLiteral("--option: The quantity of Team Workspace seats must be "
                          "from 1 to 10, not 11.");
    QTest::newRow("option of a product without options")
        << price(Volume, "1", words("--option x=1"))
        << QStringLiteral("--option: Workstation Licence — Volume Pricing has no option x.");
}

void TestCliPrice::mistakesFoundInTheProductExitTwo()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, says);
    const CliResult r = run(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.errText().contains(says), qPrintable(r.errText()));
    QVERIFY(r.out.isEmpty());
}

void TestCliPrice::unknownProductIsRequestFailed()
{
    const CliResult r = run(price("01tAc00000PrcXXX01", "1"));
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.errText().contains(QStringLiteral("01tAc00000PrcXXX01")));
}

void TestCliPrice::bundleReadsItsOptions()
{
    const QJsonObject o = json(price(Bundle, "2", words("--currency JPY")));
    // The bundle, then the products of its two options priced on their own; the included one is not read.
    const QStringList requests = receivedRequests(m_f, QStringLiteral("/catalog"));
    QCOMPARE(requests.value(0), QStringLiteral("GET /catalog/products/01tAc00000PrcBndl1"));
    QCOMPARE((QSet<QString>(requests.begin() + 1, requests.end())),
             (QSet<QString>{QStringLiteral("GET /catalog/products/01tAc00000PrcVol01"),
                            QStringLiteral("GET /catalog/products/01tAc00000PrcVDsc1")}));
    QCOMPARE(requests.size(), 3);
    QStringList kinds;
    for (const QJsonValue line : o.value(QStringLiteral("lines")).toArray()) {
        if (line.toObject().value(QStringLiteral("counted")).toBool())
            kinds << line.toObject().value(QStringLiteral("kind")).toString();
    }
    QCOMPARE(kinds,
             (QStringList{QStringLiteral("list"), QStringLiteral("option"), QStringLiteral("included")}));
    const QJsonArray notes = o.value(QStringLiteral("notes")).toArray();
    QVERIFY(std::any_of(notes.begin(), notes.end(), [](const QJsonValue &n) {
        return n.toString().startsWith(QStringLiteral("Warning: Workstation Licence is not in the total"));
    }));
    // 14800 × 2 × 12 + seats 2 per store × 2 stores: 1999 × 4 × 12 × 0.955
    QCOMPARE(o.value(QStringLiteral("total")).toString(), QStringLiteral("446834"));
}

void TestCliPrice::demo()
{
    const CliResult r = m_cli.run(QStringList{QStringLiteral("--demo")} + price(Volume, "100") +
                                  QStringList{QStringLiteral("--format=json")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("total")).toString(),
             QStringLiteral("800.00"));
}

QTEST_GUILESS_MAIN(TestCliPrice)
#include "tst_cliprice.moc"
