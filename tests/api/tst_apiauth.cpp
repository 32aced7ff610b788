#include "../common/accounttestutil.h"
#include "apifixture.h"

#include "api/productjob.h"
#include "api/tenantjob.h"
#include "api/webhookendpointsjob.h"
#include <QDeadlineTimer>

using namespace bd::test;
using namespace bd::api;
using namespace bd::domain;

class TestApiAuth : public QObject
{
    Q_OBJECT
private slots:
    void apiKey();
    void bearer();
    void basic();
    void wrongApiKey();
    void tenantKeyRejected_data();
    void tenantKeyRejected();
    void wrongPassword();
    void switchTenantWithoutSigningInAgain();
    void tokenExpiryRefreshesBeforeUse();
    void concurrentRequestsAfterExpiryRefreshOnce();
    void concurrent401sRefreshOnce();
    void failedRefreshWaitsForSignIn();
    void giveUpEndsWaitingRequests();
};

// Starts n webhook requests at once and waits until every one has finished.
static std::vector<std::unique_ptr<WebhookEndpointsJob>> startConcurrently(ApiFixture &f, int n)
{
    std::vector<std::unique_ptr<WebhookEndpointsJob>> jobs;
    std::vector<std::unique_ptr<QSignalSpy>> spies;
    for (int i = 0; i < n; ++i) {
        jobs.push_back(std::make_unique<WebhookEndpointsJob>(accountOf(f.client)));
        spies.push_back(std::make_unique<QSignalSpy>(jobs.back().get(), &ApiJob::finished));
        jobs.back()->setAutoDelete(false);
        jobs.back()->start();
    }
    QDeadlineTimer deadline(20000);
    while (!deadline.hasExpired() &&
           !std::all_of(spies.begin(), spies.end(), [](const auto &s) { return s->count() == 1; }))
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    return jobs;
}

static bool allSucceed(const std::vector<std::unique_ptr<WebhookEndpointsJob>> &jobs)
{
    for (const auto &job : jobs) {
        if (!job->succeeded()) {
            qWarning() << job->error().userMessage();
            return false;
        }
    }
    return true;
}

static ApiError::Kind runTenant(ApiFixture &f)
{
    TenantJob job(accountOf(f.client));
    if (!runJob(job))
        return ApiError::Kind::Timeout;
    return job.error().kind;
}

void TestApiAuth::apiKey()
{
    ApiFixture f;
    f.signInWithApiKey("globex");
    TenantJob job(accountOf(f.client));
    QVERIFY(runJob(job));
    QVERIFY(job.succeeded());
    QCOMPARE(job.details().fields.text(u"id"), QStringLiteral("globex"));
}

void TestApiAuth::bearer()
{
    ApiFixture f;
    QVERIFY(f.signInWithToken("acme"));
    QCOMPARE(f.client.session().current()->method(), AuthMethod::Bearer);
    QCOMPARE(runTenant(f), ApiError::Kind::None);
}

void TestApiAuth::basic()
{
    ApiFixture f;
    f.client.session().useBasic(QStringLiteral("ana@acme.test"), QStringLiteral("ana-sandbox-2024"),
                                QString::fromLatin1(f.accessKey("acme")));
    QCOMPARE(runTenant(f), ApiError::Kind::None);
}

void TestApiAuth::wrongApiKey()
{
    ApiFixture f;
    f.client.session().useApiKey(QStringLiteral("sk_wrong"));
    TenantJob job(accountOf(f.client));
    QVERIFY(runJob(job));
    QCOMPARE(job.error().kind, ApiError::Kind::Unauthorized);
    QVERIFY(job.error().userMessage().contains(QStringLiteral("credentials")));
}

void TestApiAuth::tenantKeyRejected_data()
{
    QTest::addColumn<QString>("method");
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("kind");
    // No key sent is not a key rejected: the sentence asks for one instead.
    QTest::newRow("bearer, missing key") << "bearer"
                                         << "" << int(ApiError::Kind::TenantKeyMissing);
    QTest::newRow("bearer, wrong key") << "bearer"
                                       << "0000" << int(ApiError::Kind::TenantKeyRejected);
    QTest::newRow("basic, missing key") << "basic"
                                        << "" << int(ApiError::Kind::TenantKeyMissing);
}

void TestApiAuth::tenantKeyRejected()
{
    QFETCH(QString, method);
    QFETCH(QString, key);
    ApiFixture f;
    if (method == u"bearer") {
        QVERIFY(f.signInWithToken("acme"));
        f.client.session().setTenant(key, QStringLiteral("?"));
    } else {
        f.client.session().useBasic(QStringLiteral("ana@acme.test"), QStringLiteral("ana-sandbox-2024"), key);
    }
    QFETCH(int, kind);
    f.server.service().clearReceived();
    TenantJob job(accountOf(f.client));
    QVERIFY(runJob(job));
    QCOMPARE(int(job.error().kind), kind);
    QVERIFY(job.error().userMessage().contains(QStringLiteral("tenant access key")));
    // No key: no apiAccessKey header at all, not an empty one.
    const bd::sandbox::ReceivedRequest &sent = f.server.service().received().first();
    const bool keySent = std::any_of(sent.headers.begin(), sent.headers.end(), [](const auto &h) {
        return h.first.compare("apiAccessKey", Qt::CaseInsensitive) == 0;
    });
    QCOMPARE(keySent, !key.isEmpty());
}

void TestApiAuth::wrongPassword()
{
    ApiFixture f;
    TokenJob job(anonymousOf(f.client), QString::fromLatin1(DemoUser), QStringLiteral("wrong"));
    QVERIFY(runJob(job));
    QCOMPARE(job.error().kind, ApiError::Kind::Unauthorized);
    TokenJob empty(anonymousOf(f.client), QString::fromLatin1(DemoUser), QString());
    QVERIFY(runJob(empty));
    QCOMPARE(empty.error().kind, ApiError::Kind::Invalid);
}

void TestApiAuth::switchTenantWithoutSigningInAgain()
{
    ApiFixture f;
    QVERIFY(f.signInWithToken("acme"));
    const int issued = f.server.service().stats().tokensIssued;
    f.client.session().setTenant(QString::fromLatin1(f.accessKey("globex")),
                                 QStringLiteral("Globex Corporation"));
    TenantJob job(accountOf(f.client));
    QVERIFY(runJob(job));
    QCOMPARE(job.details().fields.text(u"id"), QStringLiteral("globex"));
    QCOMPARE(f.server.service().stats().tokensIssued, issued);
}

void TestApiAuth::tokenExpiryRefreshesBeforeUse()
{
    bd::sandbox::SandboxOptions options;
    options.tokenLifetimeSeconds = 2;
    ApiFixture f(options);
    QVERIFY(f.signInWithToken());
    QCOMPARE(runTenant(f), ApiError::Kind::None);
    QCOMPARE(f.refreshes(), 0);
    f.clock.advanceMs(2200);
    QCOMPARE(runTenant(f), ApiError::Kind::None);
    QCOMPARE(f.refreshes(), 1);
}

void TestApiAuth::concurrentRequestsAfterExpiryRefreshOnce()
{
    bd::sandbox::SandboxOptions options;
    options.tokenLifetimeSeconds = 2;
    ApiFixture f(options);
    QVERIFY(f.signInWithToken());
    f.clock.advanceMs(2200);
    QVERIFY(allSucceed(startConcurrently(f, 20)));
    QCOMPARE(f.refreshes(), 1);
}

void TestApiAuth::concurrent401sRefreshOnce()
{
    // The client believes its token is good for an hour; the service expired it after one second.
    bd::sandbox::SandboxOptions options;
    options.tokenLifetimeSeconds = 1;
    ApiFixture f(options);
    TokenJob token(anonymousOf(f.client), QString::fromLatin1(DemoUser), QString::fromLatin1(DemoPassword));
    QVERIFY(runJob(token));
    TokenGrant optimistic = token.grant();
    optimistic.accessToken = token.grant().accessToken;
    optimistic.expiresAt = f.clock.nowUtc().addSecs(3600);
    f.client.session().useBearer(QString::fromLatin1(DemoUser), optimistic,
                                 QString::fromLatin1(f.accessKey("acme")));
    // jwtExpiry is not consulted here: the session trusts the grant it was given.
    f.server.service().auth().setTokenLifetime(900);
    f.clock.advanceMs(1500);
    QVERIFY(allSucceed(startConcurrently(f, 20)));
    QCOMPARE(f.refreshes(), 1);
    QVERIFY(f.server.service().stats().unauthorized >= 1);
}

void TestApiAuth::failedRefreshWaitsForSignIn()
{
    ApiFixture f;
    TokenGrant dead;
    dead.accessToken = QStringLiteral("not-a-valid-token");
    dead.refreshToken = QStringLiteral("not-valid-either");
    dead.expiresAt = f.clock.nowUtc().addSecs(-60);
    f.client.session().useBearer(QString::fromLatin1(DemoUser), dead,
                                 QString::fromLatin1(f.accessKey("acme")));
    QSignalSpy signInRequired(&f.client.session(), &AuthSession::signInRequired);
    WebhookEndpointsJob job(accountOf(f.client));
    job.setAutoDelete(false);
    QSignalSpy finished(&job, &ApiJob::finished);
    job.start();
    QTRY_COMPARE(signInRequired.count(), 1);
    QCOMPARE(f.client.session().waitingCount(), 1);
    QCOMPARE(finished.count(), 0); // the request waits; its intent is not lost
    QVERIFY(f.signInWithToken());  // the user signs in again
    QTRY_COMPARE(finished.count(), 1);
    QVERIFY2(job.succeeded(), qPrintable(job.error().userMessage()));
    QCOMPARE(job.endpoints().size(), 5);
}

void TestApiAuth::giveUpEndsWaitingRequests()
{
    ApiFixture f;
    TokenGrant dead;
    dead.accessToken = QStringLiteral("x");
    dead.expiresAt = f.clock.nowUtc().addSecs(-60);
    f.client.session().useBearer(QString::fromLatin1(DemoUser), dead,
                                 QString::fromLatin1(f.accessKey("acme")));
    WebhookEndpointsJob job(accountOf(f.client));
    job.setAutoDelete(false);
    QSignalSpy finished(&job, &ApiJob::finished);
    job.start();
    QTRY_COMPARE(f.client.session().waitingCount(), 1);
    f.client.session().abandonWaiting();
    QCOMPARE(finished.count(), 1);
    QCOMPARE(job.error().kind, ApiError::Kind::SignInRequired);
}

QTEST_GUILESS_MAIN(TestApiAuth)
#include "tst_apiauth.moc"
