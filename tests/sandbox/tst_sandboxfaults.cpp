#include "domain/json/jsondocument.h"
#include "sandboxfixture.h"

using namespace bd::test;
using bd::sandbox::Fault;

class TestSandboxFaults : public QObject
{
    Q_OBJECT
private slots:
    void init() { m_sandbox.server.faults().clear(); }
    void parsesFaults_data();
    void parsesFaults();
    void injects_data();
    void injects();
    void routeAndCountLimitFaults();
    void controlEndpoint();

private:
    SandboxFixture m_sandbox;
};

void TestSandboxFaults::parsesFaults_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::newRow("latency") << "latency=250" << true;
    QTest::newRow("429 with route and count") << "429=3,route=/catalog,count=2" << true;
    QTest::newRow("drop") << "drop" << true;
    QTest::newRow("unknown kind") << "explode" << false;
    QTest::newRow("bad number") << "latency=soon" << false;
    QTest::newRow("bad count") << "500,count=0" << false;
    QTest::newRow("unknown option") << "500,when=now" << false;
}

void TestSandboxFaults::parsesFaults()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QString error;
    const auto f = Fault::parse(text, &error);
    QCOMPARE(f.has_value(), valid);
    QCOMPARE(error.isEmpty(), valid);
    if (f)
        QCOMPARE(f->toString(), text);
}

void TestSandboxFaults::injects_data()
{
    QTest::addColumn<QString>("fault");
    QTest::addColumn<int>("status");
    QTest::addColumn<int>("networkError");
    QTest::addColumn<bool>("validJson");
    QTest::newRow("429") << "429=7" << 429 << int(QNetworkReply::UnknownContentError) << false;
    QTest::newRow("500") << "500" << 500 << int(QNetworkReply::InternalServerError) << false;
    QTest::newRow("malformed") << "malformed" << 200 << int(QNetworkReply::NoError) << false;
    QTest::newRow("truncated") << "truncated" << 200 << int(QNetworkReply::NoError) << false;
    QTest::newRow("content-type") << "content-type" << 200 << int(QNetworkReply::NoError) << false;
    QTest::newRow("drop") << "drop" << 200 << int(QNetworkReply::RemoteHostClosedError) << false;
    QTest::newRow("latency") << "latency=300" << 200 << int(QNetworkReply::NoError) << true;
}

void TestSandboxFaults::injects()
{
    QFETCH(QString, fault);
    QFETCH(int, status);
    QFETCH(int, networkError);
    QFETCH(bool, validJson);
    QString error;
    m_sandbox.server.faults().add(*Fault::parse(fault + QStringLiteral(",count=1"), &error));
    const HttpResult r = m_sandbox.get(QStringLiteral("/webhook-endpoints"), m_sandbox.apiKey());
    QCOMPARE(int(r.error), networkError);
    if (r.error != QNetworkReply::RemoteHostClosedError)
        QCOMPARE(r.status, status);
    QCOMPARE(bd::json::Document::parse(r.body).isValid(), validJson);
    if (fault.startsWith(u"429"))
        QCOMPARE(r.header("retry-after"), QByteArray("7"));
    if (fault == u"content-type")
        QVERIFY(r.header("content-type").startsWith("text/html"));
    if (fault.startsWith(u"latency"))
        QVERIFY2(r.elapsedMs >= 290, qPrintable(QString::number(r.elapsedMs)));
    // count=1: the next request is answered normally.
    const HttpResult next = m_sandbox.get(QStringLiteral("/webhook-endpoints"), m_sandbox.apiKey());
    QCOMPARE(next.status, 200);
    QVERIFY(bd::json::Document::parse(next.body).isValid());
}

void TestSandboxFaults::routeAndCountLimitFaults()
{
    QString error;
    m_sandbox.server.faults().add(*Fault::parse(QStringLiteral("500,route=/catalog,count=2"), &error));
    QCOMPARE(m_sandbox.get(QStringLiteral("/webhook-endpoints"), m_sandbox.apiKey()).status, 200);
    QCOMPARE(m_sandbox.get(QStringLiteral("/catalog/products"), m_sandbox.apiKey()).status, 500);
    QCOMPARE(m_sandbox.get(QStringLiteral("/catalog/products/01tAc00000Nmrt41tZ"), m_sandbox.apiKey()).status,
             500);
    QCOMPARE(m_sandbox.get(QStringLiteral("/catalog/products"), m_sandbox.apiKey()).status, 200);
}

void TestSandboxFaults::controlEndpoint()
{
    QCOMPARE(m_sandbox.send("POST", QStringLiteral("/_sandbox/faults"), {}, R"(["429=1,count=1"])").status,
             204);
    QCOMPARE(m_sandbox.get(QStringLiteral("/tenant"), m_sandbox.apiKey()).status, 429);
    QCOMPARE(m_sandbox.get(QStringLiteral("/tenant"), m_sandbox.apiKey()).status, 200);
    QCOMPARE(m_sandbox.send("POST", QStringLiteral("/_sandbox/faults"), {}, R"(["nonsense"])").status, 400);
    QCOMPARE(m_sandbox.send("POST", QStringLiteral("/_sandbox/faults"), {}, R"(["500"])").status, 204);
    QCOMPARE(m_sandbox.send("DELETE", QStringLiteral("/_sandbox/faults"), {}, {}).status, 204);
    QCOMPARE(m_sandbox.get(QStringLiteral("/tenant"), m_sandbox.apiKey()).status, 200);
    const HttpResult stats = m_sandbox.get(QStringLiteral("/_sandbox/stats"), {});
    QCOMPARE(stats.status, 200);
    QVERIFY(stats.body.contains("\"tokensIssued\":"));
}

QTEST_GUILESS_MAIN(TestSandboxFaults)
#include "tst_sandboxfaults.moc"
