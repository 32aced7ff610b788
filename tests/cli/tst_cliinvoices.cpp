// billing-desk-cli's invoice deletion against a sandbox started here: nothing is deleted without
// a confirmation (exit 3, no deletion request), --yes confirms outside Production, and in
// Production --yes must name the tenant, as the window makes a person type it.

#include "clitest.h"

#include "api/environmentstore.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>

using namespace bd::test;

class TestCliInvoices : public QObject
{
    Q_OBJECT

private slots:
    void init() { m_f.server.service().clearReceived(); }
    void withoutConfirmationNothingIsDeleted();
    void yesDeletesOutsideProduction();
    void productionYesMustNameTheTenant();
    void refusalSaysTheServiceFields();
    void selectionMistakesAreUsage_data();
    void selectionMistakesAreUsage();

private:
    CliResult run(const QStringList &global, QStringList arguments)
    {
        return m_cli.run(global + QStringList{QStringLiteral("invoices"), QStringLiteral("delete")} +
                             arguments,
                         {}, apiKeyEnvironment(m_f));
    }
    QStringList idsWithStatus(const QString &status)
    {
        QStringList out;
        for (const auto &i : m_f.server.service().data().tenants.first().invoices) {
            if (i.text(u"status") == status)
                out << i.text(u"id");
        }
        return out;
    }
    QStringList deletions() { return receivedRequests(m_f, QStringLiteral("/billing/invoices")); }
    SandboxFixture m_f;
    CliRunner m_cli;
};

void TestCliInvoices::withoutConfirmationNothingIsDeleted()
{
    const QString id = idsWithStatus(QStringLiteral("Canceled")).first();
    const CliResult r = run(sandboxArguments(m_f), {QStringLiteral("--ids"), id});
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.errText().contains(QStringLiteral("Delete 1 invoice?")), r.err.constData());
    QVERIFY2(r.errText().contains(QStringLiteral("Nothing deleted: confirm with --yes.")), r.err.constData());
    QVERIFY(r.out.isEmpty());
    QCOMPARE(deletions(), QStringList());
}

void TestCliInvoices::yesDeletesOutsideProduction()
{
    const QString id = idsWithStatus(QStringLiteral("Canceled")).first();
    const CliResult r = run(sandboxArguments(m_f), {QStringLiteral("--ids"), id, QStringLiteral("--yes"),
                                                    QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(r.outLines(), (QStringList{QStringLiteral("id\r"), id + u'\r'}));
    QCOMPARE(deletions(), QStringList{QStringLiteral("DELETE /billing/invoices")});
    QVERIFY(!idsWithStatus(QStringLiteral("Canceled")).contains(id));
}

// A 400 names its title, message and errorCode (spec §4.1): said on standard error and printed in
// the format asked for, so a script can read them.
void TestCliInvoices::refusalSaysTheServiceFields()
{
    const QString posted = idsWithStatus(QStringLiteral("Posted")).first();
    const CliResult r = run(sandboxArguments(m_f), {QStringLiteral("--ids"), posted, QStringLiteral("--yes"),
                                                    QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(r.exitCode != 0, r.out.constData());
    QVERIFY2(r.errText().contains(QStringLiteral("refused")), r.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value(u"status").toInt(), 400);
    QCOMPARE(o.value(u"errorCode").toString(), QStringLiteral("INVOICE_NOT_DELETABLE"));
    QVERIFY2(!o.value(u"title").toString().isEmpty(), r.out.constData());
    QVERIFY2(o.value(u"message").toString().contains(posted), r.out.constData());
    QVERIFY(idsWithStatus(QStringLiteral("Posted")).contains(posted));
}

void TestCliInvoices::productionYesMustNameTheTenant()
{
    {
        // Production as the window has it set up: at this sandbox's address.
        QSettings settings(m_cli.settingsFile(), QSettings::IniFormat);
        bd::api::Environment production;
        production.kind = bd::api::Environment::Kind::Production;
        production.name = QStringLiteral("Production");
        production.baseUrl = m_f.server.baseUrl();
        bd::api::EnvironmentStore::save(settings, production);
    }
    const QString tenant = m_f.server.service().data().tenants.first().name;
    const QStringList production{QStringLiteral("--environment"), QStringLiteral("production")};
    const QStringList draft{QStringLiteral("--status"), QStringLiteral("Draft")};

    const CliResult bare = run(production, draft + QStringList{QStringLiteral("--yes")});
    QCOMPARE(bare.exitCode, 3);
    // Quoted as a shell needs it: the name has spaces.
    QVERIFY2(bare.errText().contains(QStringLiteral("--yes must name the tenant: --yes='") + tenant + u'\''),
             bare.err.constData());
    const CliResult wrong = run(production, draft + QStringList{QStringLiteral("--yes=acme")});
    QCOMPARE(wrong.exitCode, 3);
    QCOMPARE(deletions(), QStringList());

    const CliResult named = run(production, draft + QStringList{QStringLiteral("--yes=") + tenant});
    QVERIFY2(named.exitCode == 0, named.err.constData());
    QCOMPARE(deletions(), QStringList{QStringLiteral("DELETE /billing/invoices")});
    QVERIFY(idsWithStatus(QStringLiteral("Draft")).isEmpty());
}

void TestCliInvoices::selectionMistakesAreUsage_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("says");
    QTest::newRow("no selection") << QStringList{QStringLiteral("--yes")}
                                  << QStringLiteral("Give one of --ids, --ids-from or --status.");
    QTest::newRow("two selections") << QStringList{QStringLiteral("--status"), QStringLiteral("Draft"),
                                                   QStringLiteral("--ids"), QStringLiteral("x")}
                                    << QStringLiteral("Give one of --ids, --ids-from or --status.");
    QTest::newRow("undeletable status") << QStringList{QStringLiteral("--status"), QStringLiteral("Posted")}
                                        << QStringLiteral("--status must be one of: Canceled, Draft.");
}

void TestCliInvoices::selectionMistakesAreUsage()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, says);
    const CliResult r = run(sandboxArguments(m_f), arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.errText().contains(says), r.err.constData());
    QCOMPARE(receivedRequests(m_f), QStringList());
}

QTEST_GUILESS_MAIN(TestCliInvoices)
#include "tst_cliinvoices.moc"
