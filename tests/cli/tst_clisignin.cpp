// billing-desk-cli's sign-in and sign-out against a sandbox started here and the real Secret
// Service that scripts/test.sh runs: a sign-in by the tool is what the window's account store
// reads (the same settings and keychain entries), later commands resume it, and sign-out
// forgets it for both.

#include "api/programnames.h"
#include "clitest.h"

#include "api/accountstore.h"
#include "secrets/lazysecretstore.h"
#include "secrets/secretvault.h"

#include <QDir>
#include <QFile>
#include <QSettings>
#include <QTest>

using namespace bd::test;

class TestCliSignIn : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void signInIsSharedWithTheWindow();
    void signInWithoutSecretIsUsage();

private:
    SandboxFixture m_f;
    CliRunner m_cli;
};

void TestCliSignIn::initTestCase()
{
    // The window's names and the runner's folders, so this process reads what the tool wrote,
    // as the window would (set before anything reads settings).
    bd::api::setProgramNames();
    qputenv("XDG_CONFIG_HOME", m_cli.path("config").toUtf8());
}

void TestCliSignIn::signInIsSharedWithTheWindow()
{
    const CliResult in =
        m_cli.run(sandboxArguments(m_f) + QStringList{QStringLiteral("sign-in")}, {}, apiKeyEnvironment(m_f));
    QVERIFY2(in.exitCode == 0, in.err.constData());
    QVERIFY2(in.errText().contains(QStringLiteral("Signed in to")), in.err.constData());
    QVERIFY(in.out.isEmpty());

    // The window's account store finds the account and its key in the keychain.
    bd::secrets::LazySecretStore store;
    bd::secrets::SecretVault vault(&store);
    bd::api::AccountStore accounts(&vault);
    const bd::api::SavedAccount last = accounts.lastAccount();
    QVERIFY(last.remember);
    QCOMPARE(last.method, bd::api::AuthMethod::ApiKey);
    QCOMPARE(last.baseUrl, m_f.server.baseUrl());
    bool done = false;
    bd::api::AccountSecrets secrets;
    accounts.loadSecrets(last, [&](const bd::api::AccountSecrets &s) {
        secrets = s;
        done = true;
    });
    QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
    QCOMPARE(secrets.apiKey, QString::fromUtf8(m_f.apiKey().first().second));

    // A later run needs no secret: it resumes the remembered account.
    const CliResult tenant =
        m_cli.run({QStringLiteral("tenant"), QStringLiteral("--format"), QStringLiteral("jsonl")});
    QVERIFY2(tenant.exitCode == 0, tenant.err.constData());
    QVERIFY2(tenant.outText().contains(QStringLiteral("acme")) ||
                 tenant.outText().contains(QStringLiteral("Acme")),
             tenant.out.constData());

    // What the window kept for the account in the same folders: a catalog and a tenant's drafts.
    const QString catalogs = m_cli.path("cache") + QStringLiteral("/BillingDesk/billing-desk/catalog");
    QVERIFY(QDir().mkpath(catalogs));
    QFile kept(catalogs + QStringLiteral("/0123abcd.json"));
    QVERIFY(kept.open(QIODevice::WriteOnly) && kept.write("[]") == 2);
    kept.close();
    {
        QSettings window(m_cli.settingsFile(), QSettings::IniFormat);
        window.setValue(QStringLiteral("scoped/0123abcd/recentContacts"), QStringLiteral("003\tKept Name"));
    }

    const CliResult out = m_cli.run({QStringLiteral("sign-out")});
    QVERIFY2(out.exitCode == 0, out.err.constData());
    const CliResult after = m_cli.run({QStringLiteral("tenant")});
    QCOMPARE(after.exitCode, 3);
    QVERIFY(!QFile::exists(kept.fileName()));
    QSettings window(m_cli.settingsFile(), QSettings::IniFormat);
    QVERIFY2(!window.childGroups().contains(QStringLiteral("scoped")),
             qPrintable(window.allKeys().join(u' ')));
}

void TestCliSignIn::signInWithoutSecretIsUsage()
{
    m_f.server.service().clearReceived();
    const CliResult r = m_cli.run(sandboxArguments(m_f) + QStringList{QStringLiteral("sign-in")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.errText().contains(QStringLiteral("No secret given")), r.err.constData());
    QCOMPARE(receivedRequests(m_f), QStringList());
}

QTEST_GUILESS_MAIN(TestCliSignIn)
#include "tst_clisignin.moc"
