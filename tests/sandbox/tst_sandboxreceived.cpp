// The sandbox's record of what it received: exact bodies and headers for tests, never secrets.

#include "domain/json/jsondocument.h"
#include "sandboxfixture.h"

using namespace bd::test;
using bd::sandbox::ReceivedRequest;
using bd::sandbox::SandboxRequest;

class TestSandboxReceived : public QObject
{
    Q_OBJECT
private slots:
    void init() { m_sandbox.server.service().clearReceived(); }
    void recordsMethodPathQueryHeadersAndBody();
    void credentials_data();
    void credentials();
    void authBodiesKeepNoSecrets();
    void recordsFaultsAndStatus();
    void keepsTheLastThousand();
    void httpListFilterAndClear();

private:
    const ReceivedRequest &last() { return m_sandbox.server.service().received().constLast(); }
    QByteArray token(const QByteArray &user, const QByteArray &password)
    {
        const HttpResult r = m_sandbox.send("POST", QStringLiteral("/auth/token"), {},
                                            R"({"userName":")" + user + R"(","password":")" + password +
                                                R"(","showTenants":"true"})");
        const bd::json::Document doc = bd::json::Document::parse(r.body);
        if (!doc.root().isObject())
            return {};
        for (const bd::json::Member &m : bd::json::members(doc.root())) {
            if (m.rawName() == "accessToken")
                return m.value.toString().toLatin1();
        }
        return {};
    }
    // The whole record as JSON, as /_sandbox/requests shows it.
    QByteArray recordJson() { return m_sandbox.get(QStringLiteral("/_sandbox/requests"), {}).body; }

    SandboxFixture m_sandbox;
};

void TestSandboxReceived::recordsMethodPathQueryHeadersAndBody()
{
    const auto &contact = m_sandbox.server.service().data().tenants.first().contacts.first();
    const QString id = contact.info.id.value();
    const QByteArray body = R"({"title":"Chief  Financial Officer" , "phone":null})";
    Headers headers = m_sandbox.apiKey();
    headers.append(header("X-Trace", "t-1"));
    QCOMPARE(m_sandbox.send("PATCH", QStringLiteral("/contacts/") + id, headers, body).status, 200);
    QCOMPARE(m_sandbox
                 .get(QStringLiteral("/contacts?customerId=") + contact.info.customerId.value() +
                          QStringLiteral("&x=a%20b"),
                      m_sandbox.apiKey())
                 .status,
             200);

    const QList<ReceivedRequest> &received = m_sandbox.server.service().received();
    QCOMPARE(received.size(), 2);
    const ReceivedRequest &patch = received.first();
    QCOMPARE(patch.method, QByteArray("PATCH"));
    QCOMPARE(patch.path, QStringLiteral("/contacts/") + id);
    QCOMPARE(patch.body, body); // byte for byte, spacing included
    QCOMPARE(patch.status, 200);
    QVERIFY(patch.fault.isEmpty());
    QVERIFY(qAbs(patch.receivedAt.secsTo(QDateTime::currentDateTimeUtc())) < 5);
    bool sawTrace = false, sawType = false;
    for (const auto &[name, value] : patch.headers) {
        // Names compare case-insensitively: Qt 6.8's QNetworkAccessManager sends them in lower case.
        sawTrace = sawTrace || (name.compare("X-Trace", Qt::CaseInsensitive) == 0 && value == "t-1");
        sawType = sawType ||
                  (name.compare("content-type", Qt::CaseInsensitive) == 0 && value == "application/json");
    }
    QVERIFY(sawTrace && sawType);
    const ReceivedRequest &list = received.last();
    QCOMPARE(list.method, QByteArray("GET"));
    QCOMPARE(list.path, QStringLiteral("/contacts"));
    QCOMPARE(list.query,
             QStringLiteral("customerId=") + contact.info.customerId.value() + QStringLiteral("&x=a%20b"));
    QVERIFY(list.body.isEmpty());
    QCOMPARE(list.sequence, patch.sequence + 1);
}

void TestSandboxReceived::credentials_data()
{
    QTest::addColumn<QString>("method"); // how the test authenticates
    QTest::addColumn<QString>("apiKeyTenant");
    QTest::addColumn<QString>("accessKeyTenant");
    QTest::addColumn<QByteArray>("scheme");
    QTest::addColumn<QString>("user");
    QTest::newRow("api key") << "apikey"
                             << "acme"
                             << "" << QByteArray() << "";
    QTest::newRow("unknown api key") << "badkey"
                                     << "unknown"
                                     << "" << QByteArray() << "";
    QTest::newRow("bearer into globex") << "bearer"
                                        << ""
                                        << "globex" << QByteArray("Bearer") << "demo@billingdesk.test";
    QTest::newRow("basic, wrong password") << "basic"
                                           << ""
                                           << "acme" << QByteArray("Basic") << "ana@acme.test";
    QTest::newRow("basic, unknown access key") << "basic-badaccess"
                                               << ""
                                               << "unknown" << QByteArray("Basic") << "ana@acme.test";
    QTest::newRow("none") << "none"
                          << ""
                          << "" << QByteArray() << "";
}

void TestSandboxReceived::credentials()
{
    QFETCH(QString, method);
    QFETCH(QString, apiKeyTenant);
    QFETCH(QString, accessKeyTenant);
    QFETCH(QByteArray, scheme);
    QFETCH(QString, user);
    Headers headers;
    QList<QByteArray> secrets;
    if (method == u"apikey") {
        headers = m_sandbox.apiKey();
    } else if (method == u"badkey") {
        headers = {{"svc-api-key", "sk_sandbox_acme_not-a-key"}};
    } else if (method == u"bearer") {
        const QByteArray access = token(DemoUser, DemoPassword);
        QVERIFY(!access.isEmpty());
        headers = {{"Authorization", "Bearer " + access}, {"apiAccessKey", m_sandbox.accessKey("globex")}};
    } else if (method.startsWith(u"basic")) {
        const QByteArray credentials = QByteArray("ana@acme.test:not-her-password").toBase64();
        headers = {{"Authorization", "Basic " + credentials},
                   {"apiAccessKey", method == u"basic" ? m_sandbox.accessKey("acme") : "ffffffffffffffff"}};
        secrets << "not-her-password";
    }
    for (const auto &[name, value] : std::as_const(headers))
        secrets << value;
    m_sandbox.get(QStringLiteral("/tenant"), headers);

    const ReceivedRequest &r = last();
    QCOMPARE(r.apiKeyTenant, apiKeyTenant);
    QCOMPARE(r.accessKeyTenant, accessKeyTenant);
    QCOMPARE(r.authorizationScheme, scheme);
    QCOMPARE(r.user, user);
    for (const auto &[name, value] : r.headers) {
        if (name.compare("authorization", Qt::CaseInsensitive) == 0 ||
            name.compare("svc-api-key", Qt::CaseInsensitive) == 0 ||
            name.compare("apiAccessKey", Qt::CaseInsensitive) == 0)
            QCOMPARE(value, QByteArray("<redacted>"));
    }
    const QByteArray json = recordJson();
    for (const QByteArray &secret : std::as_const(secrets)) {
        QVERIFY2(!json.contains(secret), secret.constData());
        QVERIFY(!json.contains(secret.mid(7))); // the token or key without its scheme
    }
}

void TestSandboxReceived::authBodiesKeepNoSecrets()
{
    QVERIFY(!token(DemoUser, DemoPassword).isEmpty());
    const ReceivedRequest &r = last();
    QCOMPARE(r.path, QStringLiteral("/auth/token"));
    QCOMPARE(
        r.body,
        QByteArray(R"({"userName":"demo@billingdesk.test","password":"<redacted>","showTenants":"true"})"));
    QVERIFY(!recordJson().contains(DemoPassword));

    m_sandbox.send("POST", QStringLiteral("/auth/refreshToken"),
                   {{"apiAccessKey", m_sandbox.accessKey("acme")}},
                   R"({"refreshToken": "eyJhbGciOi.secret.value"})");
    QCOMPARE(last().body, QByteArray(R"({"refreshToken": "<redacted>"})"));
    QCOMPARE(last().accessKeyTenant, QStringLiteral("acme"));
    m_sandbox.send("POST", QStringLiteral("/auth/token"), {}, "userName=a&password=hunter2");
    QVERIFY(!last().body.contains("hunter2"));
}

void TestSandboxReceived::recordsFaultsAndStatus()
{
    QString error;
    m_sandbox.server.faults().add(*bd::sandbox::Fault::parse(QStringLiteral("429=3,count=1"), &error));
    QCOMPARE(m_sandbox.get(QStringLiteral("/webhook-endpoints"), m_sandbox.apiKey()).status, 429);
    QCOMPARE(last().status, 429);
    QCOMPARE(last().fault, QStringLiteral("429=3,count=1"));
    QCOMPARE(m_sandbox.get(QStringLiteral("/webhook-endpoints"), {}).status, 401);
    QCOMPARE(last().status, 401);
    QVERIFY(last().fault.isEmpty());
    QCOMPARE(m_sandbox.server.service().received().size(), 2); // both attempts, in order
}

void TestSandboxReceived::keepsTheLastThousand()
{
    auto &service = m_sandbox.server.service();
    for (int i = 0; i < 1005; ++i) {
        SandboxRequest r;
        r.method = "GET";
        r.path = QStringLiteral("/n/%1").arg(i);
        service.receivedLog().record(r, service.auth(), service.data());
    }
    QCOMPARE(service.received().size(), 1000);
    QCOMPARE(service.received().first().path, QStringLiteral("/n/5"));
    QCOMPARE(service.received().last().path, QStringLiteral("/n/1004"));
    service.clearReceived();
    QVERIFY(service.received().isEmpty());
}

void TestSandboxReceived::httpListFilterAndClear()
{
    m_sandbox.get(QStringLiteral("/tenant"), m_sandbox.apiKey());
    const qint64 after = last().sequence;
    m_sandbox.send("DELETE", QStringLiteral("/billing/invoices"), m_sandbox.apiKey(), R"({"invoiceIds":[]})");
    m_sandbox.get(QStringLiteral("/webhook-endpoints"), m_sandbox.apiKey());

    const auto requests = [&](const QString &query) {
        const HttpResult r = m_sandbox.get(QStringLiteral("/_sandbox/requests") + query, {});
        QList<QByteArray> out;
        const bd::json::Document doc = bd::json::Document::parse(r.body);
        for (const bd::json::Member &m : bd::json::members(doc.root())) {
            if (m.rawName() == "requests") {
                for (bd::json::Value v : m.value)
                    out.append(v.raw().toByteArray());
            }
        }
        return out;
    };
    const QList<QByteArray> all = requests({});
    QCOMPARE(all.size(), 3); // the control requests themselves are not recorded
    const QByteArray expected[] = {
        R"("method":"DELETE","path":"/billing/invoices")",
        R"("body":"{\"invoiceIds\":[]}")",
        R"("credentials":{"apiKey":"acme","apiAccessKey":null,"authorization":null,"user":null})",
        R"("status":400)",
        R"({"name":"svc-api-key","value":"<redacted>"})",
    };
    for (const QByteArray &part : expected)
        QVERIFY2(all.at(1).contains(part), all.at(1).constData());
    QCOMPARE(requests(QStringLiteral("?since=%1").arg(after)).size(), 2);
    QCOMPARE(requests(QStringLiteral("?path=/webhook")).size(), 1);

    QCOMPARE(m_sandbox.send("DELETE", QStringLiteral("/_sandbox/requests"), {}, {}).status, 204);
    QVERIFY(requests({}).isEmpty());
    QVERIFY(m_sandbox.server.service().received().isEmpty());
}

QTEST_GUILESS_MAIN(TestSandboxReceived)
#include "tst_sandboxreceived.moc"
