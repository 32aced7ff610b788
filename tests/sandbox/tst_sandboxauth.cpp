#include "domain/authcodec.h"
#include "domain/json/jsondocument.h"
#include "sandboxfixture.h"

using namespace bd::test;
using namespace bd::domain;

class TestSandboxAuth : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void methods_data();
    void methods();
    void tokenWithTenants();
    void tokenRequestErrors_data();
    void tokenRequestErrors();
    void tokenExpiresAndRefreshes();
    void refreshWithExpiredAccessToken();
    void refreshRejectsWrongTenantKey();

private:
    QByteArray token(const char *user = DemoUser, const char *password = DemoPassword);
    bd::domain::ManualClock m_clock; // token lifetimes pass when the test moves it
    SandboxFixture m_sandbox;
    QByteArray m_token;
};

QByteArray TestSandboxAuth::token(const char *user, const char *password)
{
    const QByteArray body =
        QByteArray(R"({"userName":")") + user + R"(","password":")" + password + R"(","showTenants":"true"})";
    const HttpResult r = m_sandbox.send("POST", QStringLiteral("/auth/token"), {}, body);
    const auto grant = decodeTokenGrant(r.body, QDateTime::currentDateTimeUtc());
    return grant.value.accessToken.toLatin1();
}

void TestSandboxAuth::initTestCase()
{
    m_sandbox.server.service().auth().setClock(&m_clock);
    m_token = token();
    QVERIFY(!m_token.isEmpty());
}

void TestSandboxAuth::methods_data()
{
    QTest::addColumn<QString>("credentials");
    QTest::addColumn<QString>("tenantKey");
    QTest::addColumn<int>("status");
    QTest::newRow("api key") << "apikey:acme"
                             << "" << 200;
    QTest::newRow("api key of other tenant") << "apikey:globex"
                                             << "" << 200;
    QTest::newRow("wrong api key") << "apikey:wrong"
                                   << "" << 401;
    QTest::newRow("bearer + key") << "bearer"
                                  << "acme" << 200;
    QTest::newRow("bearer + other tenant of the user") << "bearer"
                                                       << "globex" << 200;
    QTest::newRow("bearer without key") << "bearer"
                                        << "" << 401;
    QTest::newRow("bearer wrong key") << "bearer"
                                      << "wrong" << 401;
    QTest::newRow("bearer tampered") << "bearer-tampered"
                                     << "acme" << 401;
    QTest::newRow("basic + key") << "basic:ana@acme.test:ana-sandbox-2024"
                                 << "acme" << 200;
    QTest::newRow("basic user not in tenant") << "basic:ana@acme.test:ana-sandbox-2024"
                                              << "globex" << 401;
    QTest::newRow("basic wrong password") << "basic:ana@acme.test:nope"
                                          << "acme" << 401;
    QTest::newRow("basic without key") << "basic:ana@acme.test:ana-sandbox-2024"
                                       << "" << 401;
    QTest::newRow("nothing") << ""
                             << "" << 401;
}

void TestSandboxAuth::methods()
{
    QFETCH(QString, credentials);
    QFETCH(QString, tenantKey);
    QFETCH(int, status);
    Headers headers;
    if (credentials.startsWith(u"apikey:")) {
        const QString tenant = credentials.mid(7);
        headers =
            tenant == u"wrong" ? Headers{{"svc-api-key", "sk_nope"}} : m_sandbox.apiKey(qPrintable(tenant));
    } else if (credentials == u"bearer") {
        headers = {{"Authorization", "Bearer " + m_token}};
    } else if (credentials == u"bearer-tampered") {
        QByteArray t = m_token;
        t[t.size() - 3] = t[t.size() - 3] == 'A' ? 'B' : 'A';
        headers = {{"Authorization", "Bearer " + t}};
    } else if (credentials.startsWith(u"basic:")) {
        const QStringList parts = credentials.split(u':');
        headers = {{"Authorization", "Basic " + basicToken(parts.at(1), parts.at(2))}};
    }
    if (tenantKey == u"wrong")
        headers.append(header("apiAccessKey", "0000"));
    else if (!tenantKey.isEmpty())
        headers.append(header("apiAccessKey", m_sandbox.accessKey(qPrintable(tenantKey))));
    const HttpResult r = m_sandbox.get(QStringLiteral("/webhook-endpoints"), headers);
    QCOMPARE(r.status, status);
    if (status == 401)
        QVERIFY(r.body.isEmpty()); // spec §7: 401 has no body
}

void TestSandboxAuth::tokenWithTenants()
{
    const HttpResult r = m_sandbox.send(
        "POST", QStringLiteral("/auth/token"), {},
        R"({"userName":"demo@billingdesk.test","password":"demo-password","showTenants":"true"})");
    QCOMPARE(r.status, 200);
    const auto grant = decodeTokenGrant(r.body, QDateTime::currentDateTimeUtc());
    QVERIFY(grant.ok);
    QCOMPARE(grant.value.tenants.size(), 2);
    QCOMPARE(grant.value.expirySource, TokenGrant::ExpirySource::TokenClaim);
    const qint64 lifetime = QDateTime::currentDateTimeUtc().secsTo(grant.value.expiresAt);
    QVERIFY2(lifetime > 890 && lifetime <= 900, qPrintable(QString::number(lifetime)));
    const HttpResult without = m_sandbox.send(
        "POST", QStringLiteral("/auth/token"), {},
        R"({"userName":"demo@billingdesk.test","password":"demo-password","showTenants":"false"})");
    QCOMPARE(decodeTokenGrant(without.body, QDateTime::currentDateTimeUtc()).value.tenants.size(), 0);
}

void TestSandboxAuth::tokenRequestErrors_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("status");
    QTest::newRow("wrong password")
        << QByteArray(R"({"userName":"demo@billingdesk.test","password":"x","showTenants":"true"})") << 401;
    QTest::newRow("unknown user") << QByteArray(R"({"userName":"nobody@x.test","password":"x"})") << 401;
    QTest::newRow("missing password") << QByteArray(R"({"userName":"demo@billingdesk.test"})") << 400;
    QTest::newRow("not json") << QByteArray("userName=demo") << 400;
}

void TestSandboxAuth::tokenRequestErrors()
{
    QFETCH(QByteArray, body);
    QFETCH(int, status);
    QCOMPARE(m_sandbox.send("POST", QStringLiteral("/auth/token"), {}, body).status, status);
}

void TestSandboxAuth::tokenExpiresAndRefreshes()
{
    m_sandbox.server.service().auth().setTokenLifetime(1);
    const int refreshesBefore = m_sandbox.server.service().stats().tokensRefreshed;
    const HttpResult issued = m_sandbox.send(
        "POST", QStringLiteral("/auth/token"), {},
        R"({"userName":"demo@billingdesk.test","password":"demo-password","showTenants":"true"})");
    const auto grant = decodeTokenGrant(issued.body, QDateTime::currentDateTimeUtc()).value;
    const Headers tenant{{"apiAccessKey", m_sandbox.accessKey("acme")}};
    Headers bearer = tenant;
    bearer.append(header("Authorization", "Bearer " + grant.accessToken.toLatin1()));
    QCOMPARE(m_sandbox.get(QStringLiteral("/tenant"), bearer).status, 200);
    m_clock.advanceMs(2100); // the sandbox reads this clock: moved instead of slept
    QCOMPARE(m_sandbox.get(QStringLiteral("/tenant"), bearer).status, 401);
    m_sandbox.server.service().auth().setTokenLifetime(900);
    Headers refreshHeaders = tenant;
    refreshHeaders.append(header("Accept", "application/json"));
    const HttpResult refreshed =
        m_sandbox.send("POST", QStringLiteral("/auth/refreshToken"), refreshHeaders,
                       R"({"refreshToken":")" + grant.refreshToken.toLatin1() + R"("})");
    QCOMPARE(refreshed.status, 200);
    const auto renewed = decodeTokenGrant(refreshed.body, QDateTime::currentDateTimeUtc()).value;
    Headers renewedBearer = tenant;
    renewedBearer.append(header("Authorization", "Bearer " + renewed.accessToken.toLatin1()));
    QCOMPARE(m_sandbox.get(QStringLiteral("/tenant"), renewedBearer).status, 200);
    QCOMPARE(m_sandbox.server.service().stats().tokensRefreshed, refreshesBefore + 1);
}

void TestSandboxAuth::refreshWithExpiredAccessToken()
{
    m_sandbox.server.service().auth().setTokenLifetime(1);
    const QByteArray access = token();
    m_sandbox.server.service().auth().setTokenLifetime(900);
    m_clock.advanceMs(1100);
    const HttpResult r = m_sandbox.send(
        "POST", QStringLiteral("/auth/refreshToken"),
        {{"Authorization", "Bearer " + access}, {"apiAccessKey", m_sandbox.accessKey("globex")}}, {});
    QCOMPARE(r.status, 200);
    QVERIFY(decodeTokenGrant(r.body, QDateTime::currentDateTimeUtc()).ok);
}

void TestSandboxAuth::refreshRejectsWrongTenantKey()
{
    const QByteArray anaToken = token("ana@acme.test", "ana-sandbox-2024");
    QCOMPARE(
        m_sandbox
            .send("POST", QStringLiteral("/auth/refreshToken"),
                  {{"Authorization", "Bearer " + anaToken}, {"apiAccessKey", m_sandbox.accessKey("globex")}},
                  {})
            .status,
        401);
    QCOMPARE(m_sandbox
                 .send("POST", QStringLiteral("/auth/refreshToken"),
                       {{"apiAccessKey", m_sandbox.accessKey("acme")}}, {})
                 .status,
             401);
}

QTEST_GUILESS_MAIN(TestSandboxAuth)
#include "tst_sandboxauth.moc"
