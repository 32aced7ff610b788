// A request belongs to the account the person acted in. Every order here once sent a request
// under whatever account was in use when it finally went out; the sandbox's log of what it
// received is the record of which key and which user each request carried.

#include "../common/accounttestutil.h"
#include "api/signinflow.h"
#include "api/tenantjob.h"
#include "api/webhookendpointsjob.h"
#include "apifixture.h"

using namespace bd::api;
using bd::test::ApiFixture;
using bd::test::runJob;

namespace {

QList<bd::sandbox::ReceivedRequest> sentTo(ApiFixture &f, const QString &path)
{
    QList<bd::sandbox::ReceivedRequest> out;
    for (const bd::sandbox::ReceivedRequest &r : f.server.service().received()) {
        if (r.path == path)
            out.append(r);
    }
    return out;
}

void addFault(ApiFixture &f, const QString &text)
{
    QString error;
    const auto fault = bd::sandbox::Fault::parse(text, &error);
    QVERIFY2(fault, qPrintable(error));
    f.server.faults().add(*fault);
}

// Starts `job` and waits until its account has parked it for a sign-in (its refresh refused).
bool parkForSignIn(ApiFixture &f, ApiJob &job)
{
    f.clock.advanceMs(16 * 60 * 1000); // the token has expired
    addFault(f, QStringLiteral("401,route=/auth/refreshToken,count=1"));
    QSignalSpy required(&f.client.session(), &AuthSession::signInRequired);
    job.setAutoDelete(false);
    job.start();
    return required.count() > 0 || required.wait(10000);
}

} // namespace

class TestAccountBinding : public QObject
{
    Q_OBJECT
private slots:
    void parkedRequestGoesOnAfterTheSameSignIn();
    void parkedRequestEndsWhenSomeoneElseSignsIn();
    void parkedRequestEndsOnSignOut();
    void rateLimitWaitDoesNotCarryOverASwitch();
    void answerAfterASwitchIsNotRepairedWithTheNewKey();
    void signInIsCheckedBeforeItIsUsed();
    void refusedSignInLeavesTheSessionAsItWas();
};

void TestAccountBinding::parkedRequestGoesOnAfterTheSameSignIn()
{
    ApiFixture f;
    QVERIFY(f.signInWithToken("acme"));
    const AccountPtr acme = f.account();
    WebhookEndpointsJob job(acme);
    QVERIFY(parkForSignIn(f, job));
    QVERIFY(job.isRunning());
    f.server.service().clearReceived();
    QVERIFY(f.signInWithToken("acme")); // the same person, the same tenant
    QCOMPARE(f.account(), acme);        // the account goes on with its fresh token
    QTRY_VERIFY(!job.isRunning());
    QVERIFY2(job.succeeded(), qPrintable(job.error().userMessage()));
    const auto hooks = sentTo(f, QStringLiteral("/webhook-endpoints"));
    QCOMPARE(hooks.size(), 1);
    QCOMPARE(hooks.first().accessKeyTenant, QStringLiteral("acme"));
    QCOMPARE(hooks.first().user, QString::fromLatin1(bd::test::DemoUser));
}

void TestAccountBinding::parkedRequestEndsWhenSomeoneElseSignsIn()
{
    ApiFixture f;
    QVERIFY(f.signInWithToken("acme"));
    WebhookEndpointsJob job(f.account());
    QVERIFY(parkForSignIn(f, job));
    f.server.service().clearReceived();
    // Another person signs in to the same tenant: the parked request is not theirs.
    QVERIFY(f.signInWithToken("acme", "ana@acme.test", "ana-sandbox-2024"));
    QTRY_VERIFY(!job.isRunning());
    QCOMPARE(job.error().kind, ApiError::Kind::AccountChanged);
    QCOMPARE(job.error().userMessage(), QStringLiteral("Not sent: you signed in as ana@acme.test."));
    QVERIFY(sentTo(f, QStringLiteral("/webhook-endpoints")).isEmpty());
}

void TestAccountBinding::parkedRequestEndsOnSignOut()
{
    ApiFixture f;
    QVERIFY(f.signInWithToken("acme"));
    WebhookEndpointsJob job(f.account());
    QVERIFY(parkForSignIn(f, job));
    f.server.service().clearReceived();
    f.client.session().clear();
    QTRY_VERIFY(!job.isRunning());
    QCOMPARE(job.error().userMessage(), QStringLiteral("Not sent: you signed out."));
    // A sign-in afterwards, even as the same person, does not revive it.
    QVERIFY(f.signInWithToken("acme"));
    QTest::qWait(100);
    QVERIFY(f.server.service().received().size() <= 2); // the token and its check only
    QVERIFY(sentTo(f, QStringLiteral("/webhook-endpoints")).isEmpty());
}

// A 429 asks to wait; a switch during the wait ends the request instead of sending it with the
// next tenant's key when the wait is over.
void TestAccountBinding::rateLimitWaitDoesNotCarryOverASwitch()
{
    ApiFixture f;
    QVERIFY(f.signInWithToken("acme"));
    addFault(f, QStringLiteral("429=1,route=/webhook-endpoints,count=1"));
    WebhookEndpointsJob job(f.account());
    QSignalSpy waiting(&job, &ApiJob::waiting);
    job.setAutoDelete(false);
    job.start();
    QVERIFY(waiting.wait(10000));
    f.client.session().switchTenant(f.client.session().current()->tenants().at(1).accessKey,
                                    f.client.session().current()->tenants().at(1).name);
    QTRY_VERIFY_WITH_TIMEOUT(!job.isRunning(), 5000);
    QCOMPARE(job.error().userMessage(), QStringLiteral("Not sent: you switched to Globex Corporation."));
    const auto hooks = sentTo(f, QStringLiteral("/webhook-endpoints"));
    QCOMPARE(hooks.size(), 1); // the one that was answered 429
    QCOMPARE(hooks.first().accessKeyTenant, QStringLiteral("acme"));
}

// A 401 answered after the person switched is not "repaired" by a refresh and a resend under the
// tenant now in use.
void TestAccountBinding::answerAfterASwitchIsNotRepairedWithTheNewKey()
{
    ApiFixture f;
    QVERIFY(f.signInWithToken("acme"));
    addFault(f, QStringLiteral("latency=400,route=/webhook-endpoints,count=1"));
    addFault(f, QStringLiteral("401,route=/webhook-endpoints,count=1"));
    WebhookEndpointsJob job(f.account());
    job.setAutoDelete(false);
    job.start();
    // The switch comes while the service holds the request.
    QTRY_VERIFY(!sentTo(f, QStringLiteral("/webhook-endpoints")).isEmpty());
    f.client.session().switchTenant(f.client.session().current()->tenants().at(1).accessKey,
                                    f.client.session().current()->tenants().at(1).name);
    QTRY_VERIFY_WITH_TIMEOUT(!job.isRunning(), 5000);
    QCOMPARE(job.error().kind, ApiError::Kind::AccountChanged);
    QCOMPARE(f.refreshes(), 0);
    for (const auto &r : sentTo(f, QStringLiteral("/webhook-endpoints")))
        QCOMPARE(r.accessKeyTenant, QStringLiteral("acme"));
}

// While a sign-in as someone else is being checked (slowly), the account in use stays in use:
// requests made meanwhile carry its key, and the candidate's key goes only to the check.
void TestAccountBinding::signInIsCheckedBeforeItIsUsed()
{
    ApiFixture f;
    QVERIFY(f.signInWithToken("acme"));
    const AccountPtr acme = f.account();
    addFault(f, QStringLiteral("latency=500,route=/tenant,count=1"));
    SignInFlow flow(&f.client);
    QSignalSpy ok(&flow, &SignInFlow::succeeded);
    SignInRequest r;
    r.environment = f.client.signInEnvironment();
    r.method = AuthMethod::Basic;
    r.userName = QStringLiteral("hank@globex.test");
    r.password = QStringLiteral("hank-sandbox-2024");
    r.tenantAccessKey = QString::fromLatin1(f.accessKey("globex"));
    f.server.service().clearReceived();
    flow.start(r);
    QCOMPARE(f.account(), acme); // not yet: it is being checked
    WebhookEndpointsJob meanwhile(f.account());
    QVERIFY(runJob(meanwhile));
    QVERIFY(meanwhile.succeeded());
    QVERIFY(ok.wait(10000));
    QVERIFY(f.account() != acme);
    QCOMPARE(f.account()->userName(), QStringLiteral("hank@globex.test"));
    const auto hooks = sentTo(f, QStringLiteral("/webhook-endpoints"));
    QCOMPARE(hooks.size(), 1);
    QCOMPARE(hooks.first().accessKeyTenant, QStringLiteral("acme"));
    QCOMPARE(hooks.first().user, QString::fromLatin1(bd::test::DemoUser));
    const auto checks = sentTo(f, QStringLiteral("/tenant"));
    QCOMPARE(checks.size(), 1);
    QCOMPARE(checks.first().accessKeyTenant, QStringLiteral("globex"));
    QCOMPARE(checks.first().user, QStringLiteral("hank@globex.test"));
}

// A sign-in the service refuses (a wrong tenant key) changes nothing: the session stays signed
// in where it was and nobody is asked to sign in again.
void TestAccountBinding::refusedSignInLeavesTheSessionAsItWas()
{
    ApiFixture f;
    QVERIFY(f.signInWithToken("acme"));
    const AccountPtr acme = f.account();
    SignInFlow flow(&f.client);
    QSignalSpy failed(&flow, &SignInFlow::failed);
    QSignalSpy required(&f.client.session(), &AuthSession::signInRequired);
    SignInRequest r;
    r.environment = f.client.signInEnvironment();
    r.method = AuthMethod::Basic;
    r.userName = QString::fromLatin1(bd::test::DemoUser);
    r.password = QString::fromLatin1(bd::test::DemoPassword);
    r.tenantAccessKey = QStringLiteral("not-a-key");
    flow.start(r);
    QVERIFY(failed.wait(10000));
    QCOMPARE(f.account(), acme);
    QVERIFY(acme->canSend());
    QCOMPARE(required.count(), 0);
    WebhookEndpointsJob after(f.account());
    QVERIFY(runJob(after));
    QVERIFY(after.succeeded());
}

QTEST_GUILESS_MAIN(TestAccountBinding)
#include "tst_accountbinding.moc"
