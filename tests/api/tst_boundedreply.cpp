// List downloads go through BoundedReply (our HTTP/1.1 reader): over TLS with the certificate
// checked, gzip and chunked answers, an answer cut short, and what reaches the service.

#include "../api/apifixture.h"
#include "../common/accounttestutil.h"
#include "../common/jsontestutil.h"
#include "../common/packtestutil.h"
#include "../common/recordingserver.h"
#include "api/apiclient.h"
#include "api/productlistjob.h"

#include <QSignalSpy>
#include <QSslCertificate>
#include <QSslKey>
#include <QTcpServer>
#include <QTest>

using namespace bd::test;
using namespace bd::api;

namespace {

QByteArray readData(const QString &name)
{
    return readFile(QStringLiteral(BD_TEST_DATA_DIR "/") + name);
}

QSslConfiguration serverTls()
{
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    tls.setLocalCertificate(QSslCertificate(readData(QStringLiteral("tls/test-only-cert.pem"))));
    tls.setPrivateKey(QSslKey(readData(QStringLiteral("tls/test-only-key.pem")), QSsl::Rsa));
    tls.setPeerVerifyMode(QSslSocket::VerifyNone); // the server does not ask for a client certificate
    return tls;
}

// A chunked body in pieces of `size` bytes.
QByteArray chunked(const QByteArray &body, qsizetype size)
{
    QByteArray out;
    for (qsizetype at = 0; at < body.size(); at += size) {
        const QByteArray piece = body.mid(at, size);
        out += QByteArray::number(piece.size(), 16) + ";ext=1\r\n" + piece + "\r\n";
    }
    return out + "0\r\nX-Trailer: yes\r\n\r\n";
}

void useService(ApiClient &client, const QUrl &base)
{
    Environment env;
    env.baseUrl = base;
    QCOMPARE(client.setEnvironment(env), QString());
    client.session().useApiKey(QStringLiteral("key-abc"));
}

} // namespace

class TestBoundedReply : public QObject
{
    Q_OBJECT
private slots:
    void untrustedCertificateIsRefusedBeforeAnythingIsSent();
    void trustedCertificateReadsTheList();
    void gzipChunkedAnswerIsUnpacked();
    void answerCutShortIsRetriedThenSaid();
    void redirectBodyIsNotTheAnswer();
    void noTransferTimeoutMeansNone();
    void pagesShareOneConnection();
    void aKeptConnectionTheServiceClosedIsReplacedUnseen();
};

void TestBoundedReply::untrustedCertificateIsRefusedBeforeAnythingIsSent()
{
    RecordingServer service(serverTls());
    ApiClient client;
    useService(client, service.url());
    ProductListJob job(accountOf(client));
    QVERIFY(runJob(job));
    QCOMPARE(job.error().kind, ApiError::Kind::Tls);
    QVERIFY2(!job.error().userMessage().isEmpty(), "no message");
    QCOMPARE(job.attempts(), 1); // a certificate problem is not retried
    QVERIFY(service.requests().isEmpty());
}

void TestBoundedReply::trustedCertificateReadsTheList()
{
    const QByteArray list = readData(QStringLiteral("independent/product-list.json"));
    RecordingServer service(serverTls());
    service.setResponder([&](const RecordedRequest &) {
        return RecordingServer::Answer{200, {{"Content-Type", "application/json"}}, list};
    });
    ApiClient client;
    client.setExtraCaCertificates({QSslCertificate(readData(QStringLiteral("tls/test-only-cert.pem")))});
    useService(client, service.url());
    ProductListJob job(accountOf(client));
    QVERIFY(runJob(job));
    QVERIFY2(job.succeeded(), qPrintable(job.error().userMessage()));
    QCOMPARE(job.products().size(), 3);
    QCOMPARE(service.requests().size(), 1);
    const RecordedRequest &sent = service.requests().first();
    QCOMPARE(sent.method, QByteArray("GET"));
    QCOMPARE(sent.target, QByteArray("/catalog/products"));
    QCOMPARE(sent.header("svc-api-key"), QByteArray("key-abc"));
    QCOMPARE(sent.header("Host"), QByteArray("127.0.0.1:") + QByteArray::number(service.url().port()));
    QVERIFY(sent.header("Accept-Encoding").contains("gzip"));
}

void TestBoundedReply::gzipChunkedAnswerIsUnpacked()
{
    const QByteArray list = readData(QStringLiteral("independent/product-list.json"));
    RecordingServer service;
    service.setRawResponder([&](const RecordedRequest &) {
        return "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\n"
               "Transfer-Encoding: chunked\r\n\r\n" +
               chunked(pack(list, 15 + 16), 7);
    });
    ApiClient client;
    useService(client, service.url());
    ProductListJob job(accountOf(client));
    QVERIFY(runJob(job));
    QVERIFY2(job.succeeded(), qPrintable(job.error().userMessage()));
    QCOMPARE(job.products().size(), 3);
    QCOMPARE(job.responseBody(), list);
}

void TestBoundedReply::answerCutShortIsRetriedThenSaid()
{
    RecordingServer service;
    service.setRawResponder([&](const RecordedRequest &) {
        return QByteArray(
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n[{\"id\":");
    });
    ApiClient client;
    useService(client, service.url());
    RetryPolicy fast = client.retryPolicy();
    fast.baseDelayMs = 1;
    fast.maxDelayMs = 2;
    client.setRetryPolicy(fast);
    ProductListJob job(accountOf(client));
    QVERIFY(runJob(job));
    QCOMPARE(job.error().kind, ApiError::Kind::Network);
    QCOMPARE(job.attempts(), fast.maxRetries + 1);
    QCOMPARE(service.requests().size(), fast.maxRetries + 1);
}

// A redirect with a long body of its own (read in several pieces before the job allows the
// hop): none of it reaches the job, which gets the list from the new place.
void TestBoundedReply::redirectBodyIsNotTheAnswer()
{
    RecordingServer service;
    service.setRawResponder([](const RecordedRequest &r) {
        if (r.target == "/catalog/products")
            return "HTTP/1.1 301 Moved\r\nLocation: /v2/catalog/products\r\nContent-Length: 1000000\r\n\r\n" +
                   QByteArray(1000000, 'x');
        return QByteArray("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n[]");
    });
    ApiClient client;
    useService(client, service.url());
    ProductListJob job(accountOf(client));
    QVERIFY(runJob(job));
    QVERIFY2(job.succeeded(), qPrintable(job.error().userMessage()));
    QCOMPARE(job.responseBody(), QByteArray("[]"));
    QCOMPARE(service.requests().size(), 2);
}

// A transfer timeout of 0 means none (as for Qt's replies), not "at once".
void TestBoundedReply::noTransferTimeoutMeansNone()
{
    ApiFixture f;
    f.signInWithApiKey();
    f.client.setTransferTimeoutMs(0);
    ProductListJob job(accountOf(f.client));
    QVERIFY(runJob(job));
    QVERIFY2(job.succeeded(), qPrintable(job.error().userMessage()));
    QCOMPARE(job.attempts(), 1);
}

// The sandbox keeps connections open: three lists in a row (as the pages of one) use one.
void TestBoundedReply::pagesShareOneConnection()
{
    ApiFixture f;
    f.signInWithApiKey();
    for (int i = 0; i < 3; ++i) {
        ProductListJob job(accountOf(f.client));
        QVERIFY(runJob(job));
        QVERIFY2(job.succeeded(), qPrintable(job.error().userMessage()));
        QCOMPARE(job.products().size(), 56);
    }
    QCOMPARE(f.client.connections().opened(), 1);
}

// A service that closes the connection after answering without saying so: the next request
// finds it closed (or finds out on the way) and goes on a fresh connection, not as a retry.
void TestBoundedReply::aKeptConnectionTheServiceClosedIsReplacedUnseen()
{
    RecordingServer service;
    service.setRawResponder([](const RecordedRequest &) {
        return QByteArray("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n[]");
    });
    ApiClient client;
    useService(client, service.url());
    for (int i = 0; i < 3; ++i) {
        ProductListJob job(accountOf(client));
        QVERIFY(runJob(job));
        QVERIFY2(job.succeeded(), qPrintable(job.error().userMessage()));
        QCOMPARE(job.attempts(), 1);
    }
    QCOMPARE(service.requests().size(), 3);
    QCOMPARE(client.connections().opened(), 3);

    // Closed only when the next request arrives on it: found out on the way.
    QTcpServer closer;
    QVERIFY(closer.listen(QHostAddress::LocalHost));
    int answered = 0;
    connect(&closer, &QTcpServer::newConnection, &closer, [&] {
        QTcpSocket *socket = closer.nextPendingConnection();
        auto requests = std::make_shared<int>(0);
        connect(socket, &QTcpSocket::readyRead, socket, [&, socket, requests] {
            if (!socket->readAll().contains("\r\n\r\n"))
                return;
            if (++*requests > 1) {
                socket->abort(); // the second request on this connection: gone without a word
                return;
            }
            ++answered;
            socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n[]");
        });
    });
    ApiClient other;
    useService(other, QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(closer.serverPort())));
    for (int i = 0; i < 3; ++i) {
        ProductListJob job(accountOf(other));
        QVERIFY(runJob(job));
        QVERIFY2(job.succeeded(), qPrintable(job.error().userMessage()));
        QCOMPARE(job.attempts(), 1);
    }
    QCOMPARE(answered, 3);
    QCOMPARE(other.connections().opened(), 3);
}

QTEST_GUILESS_MAIN(TestBoundedReply)
#include "tst_boundedreply.moc"
