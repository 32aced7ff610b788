#include "domain/json/jsondocument.h"
#include "rawhttpclient.h"
#include "sandbox/sandboxgzip.h"
#include "sandbox/sandboxtransfer.h"
#include "sandboxfixture.h"

#include <QTcpSocket>

#include <zlib.h>

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
    void trickles_data();
    void trickles();
    void bandwidthSendsTheWholeAnswerAtTheRate();
    void endlessGoesOnWithBoundedBuffers();
    void hugeLengthPromisesAndStalls();
    void gzipBombInflatesPastOneGigabyte();

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
    QTest::newRow("slow-body") << "slow-body=1" << true;
    QTest::newRow("slow-body without a rate") << "slow-body" << false;
    QTest::newRow("slow-body at zero") << "slow-body=0" << false;
    QTest::newRow("bandwidth on a route") << "bandwidth=20000000,route=/catalog/products" << true;
    QTest::newRow("bandwidth at zero") << "bandwidth=0" << false;
    QTest::newRow("endless") << "endless" << true;
    QTest::newRow("huge-length once") << "huge-length,count=1" << true;
    QTest::newRow("gzip-bomb") << "gzip-bomb,route=/tenant" << true;
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

// The answer's headers at once, then the body at the rate; the connection stays open meanwhile.
void TestSandboxFaults::trickles_data()
{
    QTest::addColumn<QString>("fault");
    QTest::addColumn<int>("windowMs");
    QTest::addColumn<int>("minBytes");
    QTest::addColumn<int>("maxBytes");
    QTest::newRow("one byte a second") << "slow-body=1" << 1300 << 1 << 2;
    QTest::newRow("slow-body 40 B/s") << "slow-body=40" << 1000 << 25 << 55;
    QTest::newRow("bandwidth 300 B/s") << "bandwidth=300" << 1000 << 200 << 400;
}

void TestSandboxFaults::trickles()
{
    QFETCH(QString, fault);
    QFETCH(int, windowMs);
    QFETCH(int, minBytes);
    QFETCH(int, maxBytes);
    const QByteArray normal = m_sandbox.get(QStringLiteral("/webhook-endpoints"), m_sandbox.apiKey()).body;
    QString error;
    m_sandbox.server.faults().add(*Fault::parse(fault + QStringLiteral(",count=1"), &error));
    RawHttpClient client;
    QVERIFY(client.get(m_sandbox.server.baseUrl(), "/webhook-endpoints", m_sandbox.apiKey()));
    QVERIFY(client.waitForHead(1000));
    QCOMPARE(client.status(), 200);
    QCOMPARE(client.header("content-length"), QByteArray::number(normal.size()));
    client.pumpFor(windowMs);
    QVERIFY2(client.bodySize() >= minBytes && client.bodySize() <= maxBytes,
             qPrintable(QString::number(client.bodySize())));
    QVERIFY(normal.startsWith(client.body()));
    QCOMPARE(client.state(), QAbstractSocket::ConnectedState);
}

void TestSandboxFaults::bandwidthSendsTheWholeAnswerAtTheRate()
{
    const HttpResult normal = m_sandbox.get(QStringLiteral("/catalog/products"), m_sandbox.apiKey());
    QVERIFY(normal.body.size() > 100000);
    const int rate = 150000;
    QString error;
    m_sandbox.server.faults().add(*Fault::parse(QStringLiteral("bandwidth=%1,count=1").arg(rate), &error));
    const HttpResult slow = m_sandbox.get(QStringLiteral("/catalog/products"), m_sandbox.apiKey());
    QCOMPARE(slow.status, 200);
    QCOMPARE(slow.body, normal.body);
    const qint64 expectedMs = normal.body.size() * 1000 / rate;
    QVERIFY2(slow.elapsedMs >= expectedMs * 9 / 10 && slow.elapsedMs <= expectedMs * 2 + 500,
             qPrintable(QStringLiteral("%1 ms, expected about %2 ms").arg(slow.elapsedMs).arg(expectedMs)));
}

void TestSandboxFaults::endlessGoesOnWithBoundedBuffers()
{
    QString error;
    m_sandbox.server.faults().add(*Fault::parse(QStringLiteral("endless,count=1"), &error));
    RawHttpClient client;
    QVERIFY(client.get(m_sandbox.server.baseUrl(), "/catalog/products", m_sandbox.apiKey()));
    QVERIFY(client.waitForHead(2000));
    QCOMPARE(client.status(), 200);
    QCOMPARE(client.header("transfer-encoding"), QByteArray("chunked"));
    QVERIFY(client.header("content-type").startsWith("application/json"));
    QVERIFY(client.header("content-length").isEmpty());
    client.pumpFor(200);
    QVERIFY2(client.body().startsWith("1\r\n[\r\n"), client.body().left(40).constData());
    QVERIFY(client.body().contains("{\"id\":\"01t"));

    // Past 5 MB and still going, read and thrown away as it comes.
    client.setKeepBody(false);
    QVERIFY(QTest::qWaitFor([&] { return client.bodySize() > 5 * 1024 * 1024; }, 20000));
    QCOMPARE(client.state(), QAbstractSocket::ConnectedState);

    // A client that stops reading makes the sandbox wait, not buffer.
    client.setPaused(true);
    QTest::qWait(500);
    qint64 queued = 0;
    for (const QTcpSocket *s : m_sandbox.server.findChildren<QTcpSocket *>())
        queued = qMax(queued, s->bytesToWrite());
    QVERIFY2(queued <= bd::sandbox::MaxQueuedBytes + 128 * 1024, qPrintable(QString::number(queued)));
    const qint64 before = client.bodySize();
    client.setPaused(false);
    QVERIFY(QTest::qWaitFor([&] { return client.bodySize() > before + 1024 * 1024; }, 10000));
}

void TestSandboxFaults::hugeLengthPromisesAndStalls()
{
    QString error;
    m_sandbox.server.faults().add(*Fault::parse(QStringLiteral("huge-length,count=1"), &error));
    RawHttpClient client;
    QVERIFY(client.get(m_sandbox.server.baseUrl(), "/catalog/products", m_sandbox.apiKey()));
    QVERIFY(client.waitForHead(2000));
    QCOMPARE(client.status(), 200);
    QCOMPARE(client.header("content-length"), QByteArray("2147483648"));
    client.pumpFor(1500);
    QVERIFY2(client.bodySize() > 0 && client.bodySize() <= 64,
             qPrintable(QString::number(client.bodySize())));
    QVERIFY(client.body().startsWith("[{"));
    QCOMPARE(client.state(), QAbstractSocket::ConnectedState);
}

void TestSandboxFaults::gzipBombInflatesPastOneGigabyte()
{
    QString error;
    m_sandbox.server.faults().add(*Fault::parse(QStringLiteral("gzip-bomb,count=1"), &error));
    RawHttpClient client;
    QVERIFY(client.get(m_sandbox.server.baseUrl(), "/tenant", m_sandbox.apiKey()));
    QVERIFY(client.waitForHead(5000));
    QCOMPARE(client.status(), 200);
    QCOMPARE(client.header("content-encoding"), QByteArray("gzip"));
    const qint64 length = client.header("content-length").toLongLong();
    QVERIFY2(length > 1000 && length < 4 * 1024 * 1024, qPrintable(QString::number(length)));
    QVERIFY(QTest::qWaitFor([&] { return client.bodySize() >= length; }, 10000));
    QCOMPARE(client.bodySize(), length);
    QByteArray compressed = client.body();

    // Inflate as a careful client would: a fixed buffer, a running count, a stop at 1 GB.
    constexpr qint64 Stop = 1000LL * 1000 * 1000;
    z_stream z{};
    QCOMPARE(inflateInit2(&z, 16 + MAX_WBITS), Z_OK);
    z.next_in = reinterpret_cast<Bytef *>(compressed.data());
    z.avail_in = uInt(compressed.size());
    QByteArray buffer(1024 * 1024, Qt::Uninitialized);
    QByteArray start;
    qint64 inflated = 0;
    int rc = Z_OK;
    while (inflated <= Stop && rc == Z_OK) {
        z.next_out = reinterpret_cast<Bytef *>(buffer.data());
        z.avail_out = uInt(buffer.size());
        rc = inflate(&z, Z_NO_FLUSH);
        const qint64 produced = buffer.size() - z.avail_out;
        if (start.isEmpty())
            start = buffer.left(qMin<qint64>(produced, 16));
        inflated += produced;
    }
    inflateEnd(&z);
    QVERIFY2(inflated > Stop, qPrintable(QStringLiteral("%1 bytes, rc %2").arg(inflated).arg(rc)));
    QVERIFY2(start.startsWith("[0,0,0,"), start.constData());
    QCOMPARE(bd::sandbox::gzipBomb().size(), length);
}

QTEST_GUILESS_MAIN(TestSandboxFaults)
#include "tst_sandboxfaults.moc"
