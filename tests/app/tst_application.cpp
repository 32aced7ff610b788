// The application's start-up flows, driven as a person would meet them: the demo, a remembered
// account resumed without questions, signing out, cancelling the dialog (a signed-out window
// with a Sign in button), and the command line read before any GUI exists.

#include "../sandbox/sandboxfixture.h"
#include "api/accountstore.h"
#include "app/application.h"
#include "app/commandline.h"
#include "secrets/secretvault.h"
#include "widgets/screen.h"
#include "widgets/screenregistry.h"

#include <QAction>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>

using namespace bd;

class TestApplication : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("BillingDeskTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_application"));
    }
    void init() { QSettings().clear(); }
    void demoOpensEveryScreenWithoutSignOut();
    void noSandboxWithoutDemo();
    void resumesARememberedAccountWithoutAsking();
    void signOutThenCancelLeavesASignedOutWindow();
    void commandLine_data();
    void commandLine();
    void environmentSecretsAreTakenOut();

private:
    static QAction *action(app::Application &a, const QString &text)
    {
        for (QAction *act : a.window().findChildren<QAction *>()) {
            if (act->text().remove(u'&') == text)
                return act;
        }
        return nullptr;
    }
};

void TestApplication::demoOpensEveryScreenWithoutSignOut()
{
    app::CommandLine cl;
    cl.demo = true;
    app::Application a(cl);
    QSignalSpy signedIn(&a, &app::Application::signedIn);
    QVERIFY(a.start());
    QCOMPARE(signedIn.count(), 1);
    QVERIFY(a.sandbox());
    QCOMPARE(a.window().screens().size(), bd::widgets::screenFactories().size()); // every registered screen
    QCOMPARE(a.window().screens().at(0)->shortcut(), QKeySequence(QStringLiteral("Ctrl+1")));
    QVERIFY(!action(a, QStringLiteral("Sign out"))->isEnabled()); // one built-in account: nothing to leave
    // The catalog loads by itself.
    auto *catalog = a.window().screens().at(0);
    QTRY_VERIFY_WITH_TIMEOUT(
        catalog->statusText().contains(u"products") || a.sandbox()->service().stats().requests > 0, 10000);
}

void TestApplication::noSandboxWithoutDemo()
{
    bd::secrets::MemorySecretStore store;
    app::Application a(app::CommandLine{}, &store);
    QVERIFY(a.start());
    QVERIFY(!a.sandbox());
    QTRY_VERIFY(a.signInDialog()); // nothing remembered: ask
    a.signInDialog()->reject();
}

void TestApplication::resumesARememberedAccountWithoutAsking()
{
    bd::test::SandboxFixture sandbox;
    bd::secrets::MemorySecretStore store;
    {
        bd::secrets::SecretVault vault(&store);
        api::AccountStore accounts(&vault);
        api::SavedAccount account;
        account.environmentName = QStringLiteral("Custom address");
        account.baseUrl = sandbox.server.baseUrl();
        account.method = api::AuthMethod::ApiKey;
        account.remember = true;
        api::AccountSecrets secrets;
        secrets.apiKey = QString::fromUtf8(sandbox.apiKey("globex").first().second);
        bool saved = false;
        accounts.save(account, secrets, [&](bool ok, const QString &) { saved = ok; });
        QTRY_VERIFY(saved);
    }
    app::Application a(app::CommandLine{}, &store);
    QSignalSpy signedIn(&a, &app::Application::signedIn);
    QVERIFY(a.start());
    QTRY_COMPARE(signedIn.count(), 1);
    QVERIFY(!a.signInDialog());
    QCOMPARE(a.window().screens().size(), bd::widgets::screenFactories().size()); // every registered screen
    QVERIFY(a.window().windowTitle().contains(QStringLiteral("Globex")));
    QVERIFY(action(a, QStringLiteral("Sign out"))->isEnabled());
}

void TestApplication::signOutThenCancelLeavesASignedOutWindow()
{
    bd::test::SandboxFixture sandbox;
    bd::secrets::MemorySecretStore store;
    app::CommandLine cl;
    cl.environmentName = QStringLiteral("Custom address");
    cl.request.environment.baseUrl = sandbox.server.baseUrl();
    cl.request.method = api::AuthMethod::ApiKey;
    cl.request.apiKey = QString::fromUtf8(sandbox.apiKey().first().second);
    cl.complete = true;
    app::Application a(cl, &store);
    QSignalSpy signedIn(&a, &app::Application::signedIn);
    QVERIFY(a.start());
    QTRY_COMPARE(signedIn.count(), 1); // everything was given: signed in without a question
    action(a, QStringLiteral("Sign out"))->trigger();
    QTRY_VERIFY(a.signInDialog());
    QVERIFY(!a.window().hasScreens());
    QVERIFY(!a.client().session().isSignedIn());
    a.signInDialog()->reject(); // Cancel: the app stays, signed out
    QTRY_VERIFY(!a.signInDialog());
    QVERIFY(a.window().isVisible());
    auto *signIn = a.window().findChild<QPushButton *>(QStringLiteral("signIn"));
    QVERIFY(signIn && signIn->isVisible());
    signIn->click();
    QTRY_VERIFY(a.signInDialog());
    a.signInDialog()->reject();
}

void TestApplication::commandLine_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode"); // -1: runs
    QTest::newRow("help") << QStringList{"billing-desk", "--help"} << 0;
    QTest::newRow("version") << QStringList{"billing-desk", "--version"} << 0;
    QTest::newRow("unknown option") << QStringList{"billing-desk", "--bogus"} << 2;
    QTest::newRow("bad environment") << QStringList{"billing-desk", "--environment", "moon"} << 2;
    QTest::newRow("bad auth") << QStringList{"billing-desk", "--auth", "magic"} << 2;
    QTest::newRow("stray argument") << QStringList{"billing-desk", "secret-key"} << 2;
    QTest::newRow("demo") << QStringList{"billing-desk", "--demo"} << -1;
}

void TestApplication::commandLine()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    const app::CommandLine cl = app::parseCommandLine(arguments);
    QCOMPARE(cl.exitCode.value_or(-1), exitCode);
}

void TestApplication::environmentSecretsAreTakenOut()
{
    qputenv("BILLING_DESK_API_KEY", "k-123");
    qputenv("BILLING_DESK_TENANT_KEY", "t-456");
    const app::CommandLine cl =
        app::parseCommandLine({QStringLiteral("billing-desk"), QStringLiteral("--base-url"),
                               QStringLiteral("https://billing.example.com")});
    QCOMPARE(cl.request.apiKey, QStringLiteral("k-123"));
    QCOMPARE(cl.request.tenantAccessKey, QStringLiteral("t-456"));
    QVERIFY(cl.complete);
    QVERIFY(!qEnvironmentVariableIsSet("BILLING_DESK_API_KEY"));
    QVERIFY(!qEnvironmentVariableIsSet("BILLING_DESK_TENANT_KEY"));
}

QTEST_MAIN(TestApplication)
#include "tst_application.moc"
