// What a tenant switch needs from the API layer: the session keeps the tenants its grant
// listed (also across refreshes, which list none) and announces a deliberate switch; a typed
// tenant key is tried without refreshing on a 401 (a wrong key must not end the session); a
// remembered account follows the switch.

#include "../common/accounttestutil.h"
#include "api/accountstore.h"
#include "api/tenantjob.h"
#include "api/webhookendpointsjob.h"
#include "apifixture.h"
#include "secrets/secretvault.h"

#include <QSettings>
#include <QStandardPaths>

using namespace bd::api;
using namespace bd::test;

class TestTenantSwitch : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); }
    void sessionKeepsListedTenantsAcrossRefresh();
    void switchTenantAnnouncesAndChangesKey();
    void otherMethodsListNoTenants();
    void typedWrongKeyEndsWithoutRefresh();
    void typedRightKeyWorks();
    void rememberedAccountFollowsTheSwitch();
    void forgottenAccountStaysForgotten();
};

void TestTenantSwitch::sessionKeepsListedTenantsAcrossRefresh()
{
    ApiFixture f;
    QVERIFY(f.signInWithToken("acme"));
    AuthSession &s = f.client.session();
    QCOMPARE(s.current()->tenants().size(), 2);
    QCOMPARE(s.current()->tenants().at(1).name, QStringLiteral("Globex Corporation"));
    QCOMPARE(s.current()->tenants().at(1).accessKey, QString::fromLatin1(f.accessKey("globex")));
    f.clock.advanceMs(16 * 60 * 1000); // expired: the next request refreshes first
    WebhookEndpointsJob job(accountOf(f.client));
    QVERIFY(runJob(job));
    QVERIFY2(job.succeeded(), qPrintable(job.error().userMessage()));
    QCOMPARE(f.refreshes(), 1);
    QCOMPARE(s.current()->tenants().size(), 2); // the refresh answer lists no tenants; the list stays
}

void TestTenantSwitch::switchTenantAnnouncesAndChangesKey()
{
    ApiFixture f;
    QVERIFY(f.signInWithToken("acme"));
    AuthSession &s = f.client.session();
    QSignalSpy switched(&s, &AuthSession::tenantSwitched);
    const AccountPtr before = s.current();
    s.switchTenant(s.current()->tenants().at(1).accessKey, s.current()->tenants().at(1).name);
    QCOMPARE(switched.count(), 1);
    QCOMPARE(switched.first().first().toString(), QStringLiteral("Globex Corporation"));
    QCOMPARE(s.current()->tenantName(), QStringLiteral("Globex Corporation"));
    QVERIFY(s.current() != before); // another account, and the one before may send no more
    QVERIFY(!before->canSend());
    QCOMPARE(before->retiredBecause(), QStringLiteral("you switched to Globex Corporation"));
    f.server.service().clearReceived();
    TenantJob job(accountOf(f.client));
    QVERIFY(runJob(job));
    QVERIFY(job.succeeded());
    QCOMPARE(job.details().name(), QStringLiteral("Globex Corporation"));
    QCOMPARE(f.server.service().received().size(), 1);
    QCOMPARE(f.server.service().received().first().accessKeyTenant, QStringLiteral("globex"));
    // setTenant (sign-in flows) does not announce a switch.
    s.setTenant(s.current()->tenants().at(0).accessKey, s.current()->tenants().at(0).name);
    QCOMPARE(switched.count(), 1);
}

void TestTenantSwitch::otherMethodsListNoTenants()
{
    ApiFixture f;
    QVERIFY(f.signInWithToken("acme"));
    f.client.session().useBasic(QString::fromLatin1(DemoUser), QString::fromLatin1(DemoPassword),
                                QString::fromLatin1(f.accessKey("acme")));
    QVERIFY(f.client.session().current()->tenants().isEmpty());
    f.signInWithApiKey();
    QVERIFY(f.client.session().current()->tenants().isEmpty());
}

void TestTenantSwitch::typedWrongKeyEndsWithoutRefresh()
{
    ApiFixture f;
    QVERIFY(f.signInWithToken("acme"));
    QSignalSpy signInRequired(&f.client.session(), &AuthSession::signInRequired);
    f.client.session().setTenant(QStringLiteral("not-a-tenant-key"), {});
    TenantJob job(accountOf(f.client));
    job.checkTenantKey();
    QVERIFY(runJob(job));
    QCOMPARE(job.error().kind, ApiError::Kind::TenantKeyRejected);
    QCOMPARE(f.refreshes(), 0);
    QCOMPARE(signInRequired.count(), 0); // the session goes on
    QCOMPARE(f.server.service().received().last().accessKeyTenant, QStringLiteral("unknown"));
}

void TestTenantSwitch::typedRightKeyWorks()
{
    ApiFixture f;
    f.client.session().useBasic(QString::fromLatin1(DemoUser), QString::fromLatin1(DemoPassword),
                                QString::fromLatin1(f.accessKey("acme")));
    f.client.session().setTenant(QString::fromLatin1(f.accessKey("globex")), {});
    TenantJob job(accountOf(f.client));
    job.checkTenantKey();
    QVERIFY(runJob(job));
    QVERIFY2(job.succeeded(), qPrintable(job.error().userMessage()));
    QCOMPARE(job.details().fields.text(u"id"), QStringLiteral("globex"));
}

static void saveAccount(AccountStore &accounts, bool remember)
{
    SavedAccount account;
    account.environmentName = QStringLiteral("Sandbox");
    account.baseUrl = QUrl(QStringLiteral("https://sandbox.billing.example"));
    account.method = AuthMethod::Bearer;
    account.userName = QString::fromLatin1(DemoUser);
    account.tenantName = QStringLiteral("Acme Software Ltd");
    account.remember = remember;
    AccountSecrets secrets;
    secrets.tenantAccessKey = QStringLiteral("acme-key");
    secrets.refreshToken = QStringLiteral("refresh-1");
    bool saved = false;
    accounts.save(account, secrets, [&](bool ok, const QString &) { saved = ok; });
    QTRY_VERIFY(saved);
}

void TestTenantSwitch::rememberedAccountFollowsTheSwitch()
{
    bd::secrets::MemorySecretStore store;
    bd::secrets::SecretVault vault(&store);
    AccountStore accounts(&vault);
    saveAccount(accounts, true);
    bool done = false;
    accounts.rememberTenant(QStringLiteral("Globex Corporation"), QStringLiteral("globex-key"),
                            [&](bool ok, const QString &) { done = ok; });
    QTRY_VERIFY(done);
    const SavedAccount last = accounts.lastAccount();
    QCOMPARE(last.tenantName, QStringLiteral("Globex Corporation"));
    QCOMPARE(last.userName, QString::fromLatin1(DemoUser));
    AccountSecrets secrets;
    bool loaded = false;
    accounts.loadSecrets(last, [&](const AccountSecrets &s) {
        secrets = s;
        loaded = true;
    });
    QTRY_VERIFY(loaded);
    QCOMPARE(secrets.tenantAccessKey, QStringLiteral("globex-key"));
    QCOMPARE(secrets.refreshToken, QStringLiteral("refresh-1")); // the rest stays as it was
}

void TestTenantSwitch::forgottenAccountStaysForgotten()
{
    bd::secrets::MemorySecretStore store;
    bd::secrets::SecretVault vault(&store);
    AccountStore accounts(&vault);
    saveAccount(accounts, false);
    bool done = false;
    accounts.rememberTenant(QStringLiteral("Globex Corporation"), QStringLiteral("globex-key"),
                            [&](bool ok, const QString &) { done = ok; });
    QVERIFY(done); // nothing to do, at once
    QCOMPARE(accounts.lastAccount().tenantName, QStringLiteral("Acme Software Ltd"));
    QVERIFY(vault.storedKeys().isEmpty());
}

QTEST_GUILESS_MAIN(TestTenantSwitch)
#include "tst_tenantswitch.moc"
