#include "../common/accounttestutil.h"
#include "api/signinflow.h"
#include "apifixture.h"

using namespace bd::test;
using namespace bd::api;

class TestSignInFlow : public QObject
{
    Q_OBJECT
private slots:
    void init() { m_f = std::make_unique<ApiFixture>(); }
    void apiKey_data();
    void apiKey();
    void bearerWithSeveralTenantsAsks();
    void bearerWithOneTenantContinues();
    void basic_data();
    void basic();
    void refusesInsecureAddress();
    void resumesRememberedAccount_data();
    void resumesRememberedAccount();
    void resumeWithoutEnoughSecretsAsks();

private:
    SignInRequest request(AuthMethod method)
    {
        SignInRequest r;
        r.environment = m_f->client.environment();
        r.method = method;
        return r;
    }
    std::unique_ptr<ApiFixture> m_f;
};

void TestSignInFlow::apiKey_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("kind");
    QTest::newRow("good") << "" << int(ApiError::Kind::None);
    QTest::newRow("wrong") << "sk_wrong" << int(ApiError::Kind::Unauthorized);
    QTest::newRow("blank") << "   " << int(ApiError::Kind::Invalid);
}

void TestSignInFlow::apiKey()
{
    QFETCH(QString, key);
    QFETCH(int, kind);
    SignInFlow flow(&m_f->client);
    QSignalSpy ok(&flow, &SignInFlow::succeeded);
    QSignalSpy failed(&flow, &SignInFlow::failed);
    SignInRequest r = request(AuthMethod::ApiKey);
    r.apiKey = key.isEmpty() ? QString::fromUtf8(m_f->apiKey("acme").first().second) : key;
    flow.start(r);
    QTRY_COMPARE(ok.count() + failed.count(), 1);
    if (kind == int(ApiError::Kind::None)) {
        QCOMPARE(flow.tenantName(), QStringLiteral("Acme Software Ltd"));
        QVERIFY(m_f->client.session().isSignedIn());
    } else {
        QCOMPARE(int(failed.first().first().value<ApiError>().kind), kind);
        QVERIFY(!m_f->client.session().isSignedIn());
    }
}

void TestSignInFlow::bearerWithSeveralTenantsAsks()
{
    SignInFlow flow(&m_f->client);
    QSignalSpy offered(&flow, &SignInFlow::tenantsOffered);
    QSignalSpy ok(&flow, &SignInFlow::succeeded);
    SignInRequest r = request(AuthMethod::Bearer);
    r.userName = QString::fromLatin1(DemoUser);
    r.password = QString::fromLatin1(DemoPassword);
    flow.start(r);
    QTRY_COMPARE(offered.count(), 1);
    const auto tenants = offered.first().first().value<QList<bd::domain::Tenant>>();
    QCOMPARE(tenants.size(), 2);
    flow.chooseTenant(tenants.at(1));
    QTRY_COMPARE(ok.count(), 1);
    QCOMPARE(m_f->client.session().current()->method(), AuthMethod::Bearer);
    QCOMPARE(flow.tenantName(), tenants.at(1).name);
}

void TestSignInFlow::bearerWithOneTenantContinues()
{
    SignInFlow flow(&m_f->client);
    QSignalSpy offered(&flow, &SignInFlow::tenantsOffered);
    QSignalSpy ok(&flow, &SignInFlow::succeeded);
    SignInRequest r = request(AuthMethod::Bearer);
    r.userName = QStringLiteral("ana@acme.test");
    r.password = QStringLiteral("ana-sandbox-2024");
    flow.start(r);
    QTRY_COMPARE(ok.count(), 1);
    QCOMPARE(offered.count(), 0);
    QCOMPARE(flow.tenantName(), QStringLiteral("Acme Software Ltd"));
}

void TestSignInFlow::basic_data()
{
    QTest::addColumn<QString>("password");
    QTest::addColumn<bool>("withKey");
    QTest::addColumn<int>("kind");
    QTest::newRow("good") << "ana-sandbox-2024" << true << int(ApiError::Kind::None);
    QTest::newRow("no tenant key") << "ana-sandbox-2024" << false << int(ApiError::Kind::TenantKeyMissing);
    QTest::newRow("wrong password") << "nope" << true << int(ApiError::Kind::Unauthorized);
}

void TestSignInFlow::basic()
{
    QFETCH(QString, password);
    QFETCH(bool, withKey);
    QFETCH(int, kind);
    SignInFlow flow(&m_f->client);
    QSignalSpy ok(&flow, &SignInFlow::succeeded);
    QSignalSpy failed(&flow, &SignInFlow::failed);
    SignInRequest r = request(AuthMethod::Basic);
    r.userName = QStringLiteral("ana@acme.test");
    r.password = password;
    if (withKey)
        r.tenantAccessKey = QString::fromLatin1(m_f->accessKey("acme"));
    flow.start(r);
    QTRY_COMPARE(ok.count() + failed.count(), 1);
    QCOMPARE(failed.isEmpty() ? int(ApiError::Kind::None)
                              : int(failed.first().first().value<ApiError>().kind),
             kind);
}

void TestSignInFlow::refusesInsecureAddress()
{
    SignInFlow flow(&m_f->client);
    QSignalSpy failed(&flow, &SignInFlow::failed);
    SignInRequest r = request(AuthMethod::ApiKey);
    r.environment.baseUrl = QUrl(QStringLiteral("http://billing.example.com"));
    r.apiKey = QStringLiteral("k");
    flow.start(r);
    QCOMPARE(failed.count(), 1);
    QCOMPARE(failed.first().first().value<ApiError>().kind, ApiError::Kind::InsecureAddress);
}

void TestSignInFlow::resumesRememberedAccount_data()
{
    QTest::addColumn<int>("method");
    QTest::newRow("api key") << int(AuthMethod::ApiKey);
    QTest::newRow("basic") << int(AuthMethod::Basic);
    QTest::newRow("bearer") << int(AuthMethod::Bearer);
}

void TestSignInFlow::resumesRememberedAccount()
{
    QFETCH(int, method);
    SavedAccount account;
    account.environmentName = QStringLiteral("Demo");
    account.environmentKind = Environment::Kind::Demo;
    account.baseUrl = m_f->server.baseUrl();
    account.method = AuthMethod(method);
    account.userName = QString::fromLatin1(DemoUser);
    account.tenantName = QStringLiteral("Globex Corporation");
    account.remember = true;
    AccountSecrets secrets;
    secrets.tenantAccessKey = QString::fromLatin1(m_f->accessKey("globex"));
    if (account.method == AuthMethod::ApiKey) {
        secrets.apiKey = QString::fromUtf8(m_f->apiKey("globex").first().second);
    } else if (account.method == AuthMethod::Basic) {
        secrets.password = QString::fromLatin1(DemoPassword);
    } else {
        // What a remembered token session keeps: the refresh token of an earlier sign-in.
        TokenJob token(anonymousOf(m_f->client), QString::fromLatin1(DemoUser),
                       QString::fromLatin1(DemoPassword));
        QVERIFY(runJob(token));
        secrets.refreshToken = token.grant().refreshToken;
        QVERIFY(!secrets.refreshToken.isEmpty());
        m_f->client.session().clear();
    }
    m_f->server.service().clearReceived();

    SignInFlow flow(&m_f->client);
    QSignalSpy succeeded(&flow, &SignInFlow::succeeded);
    QSignalSpy failed(&flow, &SignInFlow::failed);
    flow.resume(account, secrets);
    QTRY_COMPARE(succeeded.count() + failed.count(), 1);
    QVERIFY2(succeeded.count() == 1,
             failed.isEmpty() ? "" : qPrintable(failed.first().first().value<ApiError>().userMessage()));
    QCOMPARE(m_f->client.session().current()->method(), account.method);
    QCOMPARE(flow.tenantName(), QStringLiteral("Globex Corporation"));

    const auto &received = m_f->server.service().received();
    QVERIFY(!received.isEmpty());
    for (const auto &r : received) {
        // Never an empty credential: every Authorization header the service saw had a scheme and a value.
        QVERIFY2(r.authorizationScheme.isEmpty() || !r.user.isEmpty() || r.path == u"/auth/refreshToken",
                 qPrintable(r.path));
        QCOMPARE(r.accessKeyTenant.isEmpty() ? QStringLiteral("globex") : r.accessKeyTenant,
                 QStringLiteral("globex"));
    }
    QCOMPARE(received.last().path, QStringLiteral("/tenant"));
    QCOMPARE(received.last().status, 200);
    if (account.method == AuthMethod::Bearer) {
        QCOMPARE(received.size(), 2);
        QCOMPARE(received.first().path, QStringLiteral("/auth/refreshToken"));
        // The refresh carries the refresh token in its body and no "Authorization: Bearer " at all.
        QVERIFY2(received.first().authorizationScheme.isEmpty(),
                 received.first().authorizationScheme.constData());
        for (const auto &[name, value] : received.first().headers)
            QVERIFY2(name.compare("authorization", Qt::CaseInsensitive) != 0, value.constData());
        QVERIFY(received.first().body.contains("refreshToken"));
        QCOMPARE(received.last().authorizationScheme, QByteArray("Bearer"));
        QCOMPARE(m_f->refreshes(), 1);
    }
}

void TestSignInFlow::resumeWithoutEnoughSecretsAsks()
{
    SavedAccount account;
    account.baseUrl = m_f->server.baseUrl();
    account.method = AuthMethod::Bearer;
    account.userName = QString::fromLatin1(DemoUser);
    AccountSecrets secrets; // the keychain had nothing
    SignInFlow flow(&m_f->client);
    QSignalSpy failed(&flow, &SignInFlow::failed);
    flow.resume(account, secrets);
    QCOMPARE(failed.count(), 1);
    QCOMPARE(failed.first().first().value<ApiError>().kind, ApiError::Kind::SignInRequired);
    QCOMPARE(m_f->server.service().stats().requests, 0);
}

QTEST_GUILESS_MAIN(TestSignInFlow)
#include "tst_signinflow.moc"
