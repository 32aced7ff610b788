// products price against an independent service (tests/conformance/alt_service.py): its south
// tenant serves twins of the sandbox's priced products in another legal shape (tags on entries
// only, amounts as strings, tiers last first, other chargeModel spellings, exponents, paginated
// lists). The command line must price each twin exactly as it prices the sandbox's product:
// the same total, list total, quantity, term and lines, digit for digit.

#include "../common/altservice.h"
#include "clitest.h"

#include <QStandardPaths>

using namespace bd::test;

class TestCliPriceAlt : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void twinsPriceTheSame_data();
    void twinsPriceTheSame();

private:
    QJsonObject price(const QStringList &where, const QList<QPair<QString, QString>> &secrets,
                      const QString &id, const QStringList &arguments);
    SandboxFixture m_f;
    CliRunner m_cli;
    AltService m_alt;
    QString m_altUrl;
};

void TestCliPriceAlt::initTestCase()
{
    m_altUrl = m_alt.start().toString();
    QVERIFY(!m_altUrl.isEmpty());
}

void TestCliPriceAlt::cleanupTestCase() {}

QJsonObject TestCliPriceAlt::price(const QStringList &where, const QList<QPair<QString, QString>> &secrets,
                                   const QString &id, const QStringList &arguments)
{
    const QStringList command = QStringList{QStringLiteral("products"), QStringLiteral("price"), id} +
                                arguments + QStringList{QStringLiteral("--format"), QStringLiteral("json")};
    const CliResult r = m_cli.run(where + command, {}, secrets);
    if (r.exitCode != 0)
        qWarning("exit %d: %s", r.exitCode, r.err.constData());
    return QJsonDocument::fromJson(r.out).object();
}

void TestCliPriceAlt::twinsPriceTheSame_data()
{
    QTest::addColumn<QString>("sandboxId");
    QTest::addColumn<QString>("altId");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("total");
    const auto row = [](const char *name, const char *sandbox, const char *alt, const char *arguments,
                        const char *total) {
        QTest::newRow(name) << QString::fromLatin1(sandbox) << QString::fromLatin1(alt)
                            << QString::fromLatin1(arguments).split(u' ', Qt::SkipEmptyParts)
                            << QString::fromLatin1(total);
    };
    const char *volume[] = {"01tAc00000PrcVol01", "01tSw00000PrVo1AAE"};
    const char *stairstep[] = {"01tAc00000PrcStair", "01tSw00000PrSt2AAE"};
    const char *ramp[] = {"01tAc00000PrcRamp1", "01tSw00000PrRa3AAE"};
    const char *discounts[] = {"01tAc00000PrcVDsc1", "01tSw00000PrDi4AAE"};
    const char *usage[] = {"01tAc00000PrcUsgEv", "01tSw00000PrUs5AAE"};
    const char *rampFlat[] = {"01tAc00000PrcRmpFl", "01tSw00000PrRf6AAE"};
    row("volume 99", volume[0], volume[1], "--quantity 99", "990.00");
    row("volume 100", volume[0], volume[1], "--quantity 100", "800.00");
    row("volume 750", volume[0], volume[1], "--quantity 750", "4500.00");
    row("stairstep 10", stairstep[0], stairstep[1], "--quantity 10", "500.00");
    row("stairstep 11", stairstep[0], stairstep[1], "--quantity 11", "2000.00");
    row("stairstep 60", stairstep[0], stairstep[1], "--quantity 60", "2100.00");
    row("ramp, default term", ramp[0], ramp[1], "--quantity 10", "32400.00");
    row("ramp beyond its periods", ramp[0], ramp[1], "--quantity 10 --term 4 --term-unit year", "44400.00");
    row("volume discount", discounts[0], discounts[1], "--quantity 50 --term 12", "12000.00");
    row("discounts compound", discounts[0], discounts[1], "--quantity 45 --term 24 --start 2025-03-01",
        "23692.50");
    row("promotion in its dates", discounts[0], discounts[1], "--quantity 45 --term 24 --start 2024-02-01",
        "20138.63");
    row("JPY", discounts[0], discounts[1], "--quantity 5 --term 12 --currency JPY", "114543");
    row("sub-cent usage", usage[0], usage[1], "--quantity 1234567.8912345", "13.91");
    row("sub-cent usage in KWD", usage[0], usage[1], "--quantity 1234567.8912345 --currency KWD", "4.256");
    row("flat ramp", rampFlat[0], rampFlat[1], "--quantity 3 --term 24", "10800.00");
    row("flat ramp in BHD", rampFlat[0], rampFlat[1], "--quantity 1 --term 2 --term-unit year --currency BHD",
        "4066.506");
    const char *bundle[] = {"01tAc00000PrcBndl1", "01tSw00000PrBn7AAE"}; // an option read by id
    row("bundle", bundle[0], bundle[1], "--quantity 1", "1838.00");
    row("bundle of 3 for 2 years", bundle[0], bundle[1], "--quantity 3 --term 24", "");
    row("dates, actual/actual", discounts[0], discounts[1],
        "--quantity 12 --start 2024-02-29 --end 2026-03-15 --basis actual", "5478.95");
}

void TestCliPriceAlt::twinsPriceTheSame()
{
    QFETCH(QString, sandboxId);
    QFETCH(QString, altId);
    QFETCH(QStringList, arguments);
    QFETCH(QString, total);
    const QJsonObject sandbox = price(sandboxArguments(m_f), apiKeyEnvironment(m_f), sandboxId, arguments);
    const QJsonObject alt =
        price({QStringLiteral("--base-url"), m_altUrl, QStringLiteral("--auth"), QStringLiteral("token"),
               QStringLiteral("--user"), QStringLiteral("olga@alt.test"), QStringLiteral("--tenant"),
               QStringLiteral("south")},
              {{QStringLiteral("BILLING_DESK_PASSWORD"), QStringLiteral("pa55-word!")}}, altId, arguments);
    if (!total.isEmpty())
        QCOMPARE(sandbox.value(QStringLiteral("total")).toString(), total);
    for (const char *key : {"currency", "quantity", "term", "termUnit", "listTotal", "total"})
        QCOMPARE(alt.value(QLatin1String(key)), sandbox.value(QLatin1String(key)));
    const QJsonArray a = alt.value(QStringLiteral("lines")).toArray();
    const QJsonArray s = sandbox.value(QStringLiteral("lines")).toArray();
    QCOMPARE(a.size(), s.size());
    for (qsizetype i = 0; i < a.size(); ++i) {
        for (const char *key : {"kind", "units", "unitPrice", "amount", "counted"})
            QCOMPARE(a.at(i).toObject().value(QLatin1String(key)),
                     s.at(i).toObject().value(QLatin1String(key)));
    }
    const auto warnings = [](const QJsonObject &o) {
        const QJsonArray notes = o.value(QStringLiteral("notes")).toArray();
        return std::count_if(notes.begin(), notes.end(), [](const QJsonValue &n) {
            return n.toString().startsWith(QStringLiteral("Warning:"));
        });
    };
    QCOMPARE(warnings(alt), warnings(sandbox));
}

QTEST_GUILESS_MAIN(TestCliPriceAlt)
#include "tst_clipricealt.moc"
