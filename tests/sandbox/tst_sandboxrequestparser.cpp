// The sandbox's own HTTP/1.1 request reading: framing, limits and refusals, byte by byte as
// well as all at once; then the same over a real connection (keep-alive, pipelining, 100-continue,
// a refused request closing the connection).

#include "rawhttpclient.h"
#include "sandbox/sandboxrequestparser.h"
#include "sandboxfixture.h"

#include <QTcpSocket>

#include <functional>

using namespace bd::test;
using bd::sandbox::RequestParser;
using bd::sandbox::SandboxRequest;

namespace {

// Feeds `bytes` in pieces of `step` and collects the requests; `failed` says whether it failed.
QList<SandboxRequest> parseAll(RequestParser &parser, const QByteArray &bytes, qsizetype step, bool *failed)
{
    QList<SandboxRequest> out;
    *failed = false;
    for (qsizetype at = 0; at < bytes.size() && !*failed; at += step) {
        parser.append(QByteArrayView(bytes).sliced(at, qMin(step, bytes.size() - at)));
        SandboxRequest request;
        RequestParser::Result result;
        while ((result = parser.next(request)) == RequestParser::Result::Request)
            out.append(request);
        *failed = result == RequestParser::Result::Failed;
    }
    return out;
}

// Reads what arrives on `socket` until `done` says it is enough, or 5 s pass.
QByteArray readUntil(QTcpSocket &socket, const std::function<bool(const QByteArray &)> &done)
{
    QByteArray in;
    const bool enough = QTest::qWaitFor(
        [&] {
            in += socket.readAll();
            return done(in) || socket.state() == QAbstractSocket::UnconnectedState;
        },
        5000);
    if (!enough)
        qWarning("no complete answer within 5 s");
    return in + socket.readAll();
}

} // namespace

class TestSandboxRequestParser : public QObject
{
    Q_OBJECT
private slots:
    void readsRequests_data();
    void readsRequests();
    void refuses_data();
    void refuses();
    void staysFailed();
    void asksForTheBodyOnce();
    void answersPipelinedRequestsInOrder();
    void refusalClosesTheConnection();
    void sendsContinueAndTakesAChunkedBody();
};

void TestSandboxRequestParser::readsRequests_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QByteArrayList>("methods");
    QTest::addColumn<QStringList>("paths");
    QTest::addColumn<QByteArrayList>("bodies");

    QTest::newRow("GET with a query, path decoded")
        << QByteArray("GET /catalog/products/a%20b?limit=5&x=a%20b HTTP/1.1\r\nHost: h\r\n\r\n")
        << QByteArrayList{"GET"} << QStringList{QStringLiteral("/catalog/products/a b")}
        << QByteArrayList{""};
    QTest::newRow("Content-Length body, then a second request")
        << QByteArray("PATCH /contacts/1 HTTP/1.1\r\nContent-Length: 7\r\n\r\n{\"a\":1}"
                      "DELETE /x HTTP/1.1\r\n\r\n")
        << QByteArrayList{"PATCH", "DELETE"}
        << QStringList{QStringLiteral("/contacts/1"), QStringLiteral("/x")}
        << QByteArrayList{"{\"a\":1}", ""};
    QTest::newRow("chunked, with an extension and a trailer")
        << QByteArray("POST /p HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"
                      "3;name=v\r\nabc\r\nA\r\n0123456789\r\n0\r\nX-Sum: 1\r\n\r\n")
        << QByteArrayList{"POST"} << QStringList{QStringLiteral("/p")} << QByteArrayList{"abc0123456789"};
    QTest::newRow("empty lines before, bare LF line ends, HTTP/1.0")
        << QByteArray("\r\n\nGET /a HTTP/1.0\nHost: h\n\n") << QByteArrayList{"GET"}
        << QStringList{QStringLiteral("/a")} << QByteArrayList{""};
    QTest::newRow("absolute target, repeated equal Content-Length")
        << QByteArray("PUT http://127.0.0.1:1/b HTTP/1.1\r\nContent-Length: 2, 2\r\n\r\nok")
        << QByteArrayList{"PUT"} << QStringList{QStringLiteral("/b")} << QByteArrayList{"ok"};
    QTest::newRow("Content-Length: 0")
        << QByteArray("POST /z HTTP/1.1\r\nContent-Length: 0\r\n\r\n") << QByteArrayList{"POST"}
        << QStringList{QStringLiteral("/z")} << QByteArrayList{""};
}

void TestSandboxRequestParser::readsRequests()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QByteArrayList, methods);
    QFETCH(QStringList, paths);
    QFETCH(QByteArrayList, bodies);
    // All at once, byte by byte and in between: the same requests.
    for (const qsizetype step : {bytes.size(), qsizetype(1), qsizetype(7)}) {
        RequestParser parser;
        bool failed = true;
        const QList<SandboxRequest> requests = parseAll(parser, bytes, step, &failed);
        QVERIFY2(!failed, qPrintable(parser.failureText()));
        QCOMPARE(requests.size(), methods.size());
        for (qsizetype i = 0; i < requests.size(); ++i) {
            QCOMPARE(requests.at(i).method, methods.at(i));
            QCOMPARE(requests.at(i).path, paths.at(i));
            QCOMPARE(requests.at(i).body, bodies.at(i));
        }
    }
}

void TestSandboxRequestParser::refuses_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("status");

    QTest::newRow("not HTTP") << QByteArray("hello there\r\n\r\n") << 400;
    QTest::newRow("HTTP/2.0") << QByteArray("GET / HTTP/2.0\r\n\r\n") << 505;
    QTest::newRow("target not a path") << QByteArray("GET foo HTTP/1.1\r\n\r\n") << 400;
    QTest::newRow("space before the colon") << QByteArray("GET / HTTP/1.1\r\nHost : h\r\n\r\n") << 400;
    QTest::newRow("folded header") << QByteArray("GET / HTTP/1.1\r\nX-A: 1\r\n  2\r\n\r\n") << 400;
    QTest::newRow("both framings") << QByteArray("POST / HTTP/1.1\r\nContent-Length: 3\r\n"
                                                 "Transfer-Encoding: chunked\r\n\r\n")
                                   << 400;
    QTest::newRow("gzip transfer coding")
        << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: gzip, chunked\r\n\r\n") << 501;
    QTest::newRow("Content-Length not a number")
        << QByteArray("POST / HTTP/1.1\r\nContent-Length: 1e3\r\n\r\n") << 400;
    QTest::newRow("Content-Length disagrees") << QByteArray("POST / HTTP/1.1\r\nContent-Length: 5\r\n"
                                                            "Content-Length: 6\r\n\r\n")
                                              << 400;
    QTest::newRow("body over the limit")
        << QByteArray("POST / HTTP/1.1\r\nContent-Length: " +
                      QByteArray::number(RequestParser::maxBodyBytes + 1) + "\r\n\r\n")
        << 413;
    QTest::newRow("chunks over the limit")
        << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n" +
                      QByteArray::number(RequestParser::maxBodyBytes + 1, 16) + "\r\n")
        << 413;
    QTest::newRow("chunk size not hex")
        << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n") << 400;
    QTest::newRow("chunk without CRLF") << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"
                                                      "2\r\nabcd\r\n")
                                        << 400;
    QTest::newRow("head that never ends")
        << QByteArray("GET / HTTP/1.1\r\nX-A: " + QByteArray(RequestParser::maxHeadBytes, 'a')) << 431;
    QByteArray many = "GET / HTTP/1.1\r\n";
    for (int i = 0; i <= RequestParser::maxHeaders; ++i)
        many += "X-" + QByteArray::number(i) + ": 1\r\n";
    QTest::newRow("too many headers") << many + "\r\n" << 431;
}

void TestSandboxRequestParser::refuses()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, status);
    for (const qsizetype step : {bytes.size(), qsizetype(1)}) {
        RequestParser parser;
        bool failed = false;
        const QList<SandboxRequest> requests = parseAll(parser, bytes, step, &failed);
        QVERIFY(failed);
        QVERIFY(requests.isEmpty());
        QCOMPARE(parser.failureStatus(), status);
        QVERIFY(!parser.failureText().isEmpty());
    }
}

void TestSandboxRequestParser::staysFailed()
{
    RequestParser parser;
    bool failed = false;
    parseAll(parser, "GET / HTTP/9\r\n\r\n", 64, &failed);
    QVERIFY(failed);
    const QList<SandboxRequest> after = parseAll(parser, "GET / HTTP/1.1\r\n\r\n", 64, &failed);
    QVERIFY(failed);
    QVERIFY(after.isEmpty());
}

void TestSandboxRequestParser::asksForTheBodyOnce()
{
    RequestParser parser;
    SandboxRequest request;
    parser.append("POST /p HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n");
    QCOMPARE(parser.next(request), RequestParser::Result::NeedMore);
    QVERIFY(parser.takeContinue());
    QVERIFY(!parser.takeContinue());
    parser.append("hi");
    QCOMPARE(parser.next(request), RequestParser::Result::Request);
    QCOMPARE(request.body, QByteArray("hi"));
    // A client that sent the body along without waiting is not asked again.
    parser.append("POST /p HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\nhi");
    QCOMPARE(parser.next(request), RequestParser::Result::Request);
    QVERIFY(!parser.takeContinue());
}

void TestSandboxRequestParser::answersPipelinedRequestsInOrder()
{
    SandboxFixture sandbox;
    QTcpSocket socket;
    socket.connectToHost(QStringLiteral("127.0.0.1"), quint16(sandbox.server.baseUrl().port()));
    QVERIFY(socket.waitForConnected(5000));
    // Three requests in one write on one connection; the second names a path nothing serves (404).
    const QByteArray key = sandbox.apiKey().first().second;
    socket.write("GET /tenant HTTP/1.1\r\nHost: x\r\nsvc-api-key: " + key +
                 "\r\n\r\nGET /_sandbox/nothing HTTP/1.1\r\nHost: x\r\n\r\n"
                 "GET /_sandbox/stats HTTP/1.1\r\nHost: x\r\n\r\n");
    const QByteArray in =
        readUntil(socket, [](const QByteArray &bytes) { return bytes.count("HTTP/1.1 ") >= 3; });
    const qsizetype first = in.indexOf("HTTP/1.1 200"), second = in.indexOf("HTTP/1.1 404"),
                    third = in.lastIndexOf("HTTP/1.1 200");
    QVERIFY2(first == 0 && second > first && third > second, in.left(400).constData());
    QCOMPARE(socket.state(), QAbstractSocket::ConnectedState); // kept alive
}

void TestSandboxRequestParser::refusalClosesTheConnection()
{
    SandboxFixture sandbox;
    RawHttpClient client;
    // A head that cannot be HTTP: a space before the colon.
    QVERIFY(client.get(sandbox.server.baseUrl(), "/tenant", {{"X-Bad ", "1"}}));
    QVERIFY(client.waitForHead(5000));
    QCOMPARE(client.status(), 400);
    QCOMPARE(client.header("connection"), QByteArray("close"));
    QVERIFY(QTest::qWaitFor([&] { return client.state() == QAbstractSocket::UnconnectedState; }, 5000));
    QVERIFY(client.body().contains("Header line 3"));
}

void TestSandboxRequestParser::sendsContinueAndTakesAChunkedBody()
{
    SandboxFixture sandbox;
    QTcpSocket socket;
    socket.connectToHost(QStringLiteral("127.0.0.1"), quint16(sandbox.server.baseUrl().port()));
    QVERIFY(socket.waitForConnected(5000));
    socket.write("POST /_sandbox/faults HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\n"
                 "Transfer-Encoding: chunked\r\n\r\n");
    const QByteArray interim =
        readUntil(socket, [](const QByteArray &bytes) { return bytes.contains("\r\n\r\n"); });
    QCOMPARE(interim, QByteArray("HTTP/1.1 100 Continue\r\n\r\n"));
    socket.write("5\r\n[\"500\r\n9\r\n,count=1\"\r\n1\r\n]\r\n0\r\n\r\n");
    const QByteArray answer =
        readUntil(socket, [](const QByteArray &bytes) { return bytes.contains("\r\n\r\n"); });
    QVERIFY2(answer.startsWith("HTTP/1.1 204"), answer.constData());
    QCOMPARE(sandbox.get(QStringLiteral("/tenant"), sandbox.apiKey()).status, 500);
    QCOMPARE(sandbox.get(QStringLiteral("/tenant"), sandbox.apiKey()).status, 200);
}

QTEST_GUILESS_MAIN(TestSandboxRequestParser)
#include "tst_sandboxrequestparser.moc"
