// The HTTP/1.1 response reader under BoundedReply, fed as a socket might: a byte at a time, in
// odd pieces, with interim answers, codings, bombs, lies and cuts.

#include "../common/packtestutil.h"
#include "api/httpresponseparser.h"

#include <QTest>

#include <zlib.h>

using bd::api::HttpResponseParser;
using bd::test::pack;
using State = HttpResponseParser::State;
using Failure = HttpResponseParser::Failure;

namespace {

struct Outcome
{
    State state;
    int status = 0;
    QByteArray body;
    qsizetype mostHeld = 0; // the largest the body buffer grew to between two reads
    Failure failure = Failure::None;
};

// Feeds `wire` in pieces of `step` bytes; after every call the reader takes the body (like
// BoundedReply's reader), `room` bounds each step. `close` ends the connection at the end.
Outcome feed(const QByteArray &wire, qsizetype step, qsizetype room = 1 << 20, bool close = true)
{
    HttpResponseParser p;
    Outcome o;
    QByteArray in, body;
    qsizetype at = 0;
    bool progressed = true;
    for (int guard = 0; guard < 10'000'000; ++guard) {
        // More arrives when the reader is short of bytes or could not use what it has.
        if (at < wire.size() && (in.size() < 4 * step || !progressed)) {
            in += wire.mid(at, step);
            at += step;
        }
        const qsizetype before = in.size() + body.size();
        const State was = p.state();
        p.parse(in, body, room);
        o.mostHeld = std::max(o.mostHeld, body.size());
        o.body += body;
        progressed = before != in.size() + body.size() || was != p.state() || !body.isEmpty();
        body.clear();
        if (p.state() == State::Done || p.state() == State::Failed)
            break;
        if (!progressed && at >= wire.size()) {
            if (!close)
                break;
            p.closed();
            if (p.state() != State::Body)
                break;
        }
    }
    o.state = p.state();
    o.status = p.status();
    o.failure = p.failure();
    return o;
}

const QByteArray Json = R"([{"id":"p-1","name":"Ä widget"},{"id":"p-2","name":"Gadget"}])";

} // namespace

class TestHttpResponseParser : public QObject
{
    Q_OBJECT
private slots:
    void framings_data();
    void framings();
    void headersAreKeptAndJoined();
    void interimAnswersAreSkipped();
    void roomBoundsWhatIsHeldAtOnce();
    void compressionBombStops();
    void refusals_data();
    void refusals();
    void cutShortIsSaid();
};

void TestHttpResponseParser::framings_data()
{
    QTest::addColumn<QByteArray>("wire");
    QTest::addColumn<QByteArray>("body");
    const QByteArray head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n";
    QByteArray chunkedBody;
    for (qsizetype at = 0; at < Json.size(); at += 5)
        chunkedBody += QByteArray::number(Json.mid(at, 5).size(), 16) + ";x=y\r\n" + Json.mid(at, 5) + "\r\n";
    chunkedBody += "0\r\nTrailer: 1\r\n\r\n";
    QTest::newRow("length") << head + "Content-Length: " + QByteArray::number(Json.size()) + "\r\n\r\n" + Json
                            << Json;
    QTest::newRow("chunked") << head + "Transfer-Encoding: chunked\r\n\r\n" + chunkedBody << Json;
    QTest::newRow("until close") << head + "\r\n" + Json << Json;
    QTest::newRow("bare LF") << QByteArray("HTTP/1.1 200 OK\nContent-Length: 2\n\n[]") << QByteArray("[]");
    QTest::newRow("HTTP/1.0") << QByteArray("HTTP/1.0 200 OK\r\n\r\n[]") << QByteArray("[]");
    QTest::newRow("no content") << QByteArray("HTTP/1.1 204 No Content\r\n\r\n") << QByteArray();
    const QByteArray gz = pack(Json, 15 + 16);
    QTest::newRow("gzip") << head + "Content-Encoding: gzip\r\nContent-Length: " +
                                 QByteArray::number(gz.size()) + "\r\n\r\n" + gz
                          << Json;
    QTest::newRow("gzip chunked") << head + "Content-Encoding: gzip\r\nTransfer-Encoding: chunked\r\n\r\n" +
                                         QByteArray::number(gz.size(), 16) + "\r\n" + gz + "\r\n0\r\n\r\n"
                                  << Json;
    const QByteArray zl = pack(Json, 15);
    QTest::newRow("deflate (zlib)") << head + "Content-Encoding: deflate\r\n\r\n" + zl << Json;
    const QByteArray raw = pack(Json, -15);
    QTest::newRow("deflate (raw)") << head + "Content-Encoding: deflate\r\n\r\n" + raw << Json;
    const QByteArray members = pack("[1,", 15 + 16) + pack("2]", 15 + 16);
    QTest::newRow("gzip, two members")
        << head + "Content-Encoding: gzip\r\nContent-Length: " + QByteArray::number(members.size()) +
               "\r\n\r\n" + members
        << QByteArray("[1,2]");
    const QByteArray padded = gz + QByteArray(16, '\0');
    QTest::newRow("gzip, padding after")
        << head + "Content-Encoding: gzip\r\nContent-Length: " + QByteArray::number(padded.size()) +
               "\r\n\r\n" + padded
        << Json;
    const QByteArray big = QByteArray(3'000'000, 'x');
    const QByteArray bigGz = pack(big, 15 + 16);
    QTest::newRow("gzip, 3 MB unpacked")
        << head + "Content-Encoding: gzip\r\nContent-Length: " + QByteArray::number(bigGz.size()) +
               "\r\n\r\n" + bigGz
        << big;
}

void TestHttpResponseParser::framings()
{
    QFETCH(QByteArray, wire);
    QFETCH(QByteArray, body);
    for (const qsizetype step : {qsizetype(1), qsizetype(3), qsizetype(7), qsizetype(64), wire.size()}) {
        if (wire.size() > 100'000 && step < 64)
            continue; // byte by byte through 3 MB adds nothing but time
        const Outcome o = feed(wire, step);
        QVERIFY2(o.state == State::Done,
                 qPrintable(QStringLiteral("step %1 failure %2").arg(step).arg(int(o.failure))));
        QCOMPARE(o.body.size(), body.size());
        QVERIFY(o.body == body);
    }
}

void TestHttpResponseParser::headersAreKeptAndJoined()
{
    HttpResponseParser p;
    QByteArray in =
        "HTTP/1.1 404 Not Found\r\nX-A: 1\r\nx-a: 2\r\nFolded: one\r\n two\r\nContent-Length: 0\r\n\r\n";
    QByteArray body;
    p.parse(in, body, 1024);
    QCOMPARE(p.state(), State::Done);
    QCOMPARE(p.status(), 404);
    QCOMPARE(p.reason(), QByteArray("Not Found"));
    QCOMPARE(p.header("X-A"), QByteArray("1, 2"));
    QCOMPARE(p.header("folded"), QByteArray("one two"));
    QCOMPARE(p.contentLength(), 0);
    QVERIFY(p.keepsConnection());
}

void TestHttpResponseParser::interimAnswersAreSkipped()
{
    const Outcome o = feed("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: x\r\n\r\n"
                           "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n[]",
                           4);
    QCOMPARE(o.state, State::Done);
    QCOMPARE(o.status, 200);
    QCOMPARE(o.body, QByteArray("[]"));
}

void TestHttpResponseParser::roomBoundsWhatIsHeldAtOnce()
{
    // 8 MB arriving at once (plain and packed): never more than the room plus one inflate step.
    const QByteArray data(8 << 20, 'a');
    const QByteArray plain =
        "HTTP/1.1 200 OK\r\nContent-Length: " + QByteArray::number(data.size()) + "\r\n\r\n" + data;
    const Outcome a = feed(plain, plain.size(), 256 * 1024);
    QCOMPARE(a.state, State::Done);
    QCOMPARE(a.body.size(), data.size());
    QVERIFY2(a.mostHeld <= 256 * 1024, QByteArray::number(a.mostHeld));
    const QByteArray packed = pack(QByteArray(9 << 20, '{'), 15 + 16); // under the bomb size
    const Outcome b =
        feed("HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\n\r\n" + packed, packed.size(), 256 * 1024);
    QCOMPARE(b.state, State::Done);
    QCOMPARE(b.body.size(), 9 << 20);
    QVERIFY2(b.mostHeld <= 256 * 1024 + 64 * 1024, QByteArray::number(b.mostHeld));
}

void TestHttpResponseParser::compressionBombStops()
{
    // 2 GB of zeros packs to about 2 MB; it must stop soon after 10 MiB unpacked.
    z_stream z{};
    deflateInit2(&z, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY);
    QByteArray packed;
    const QByteArray zeros(1 << 20, '\0');
    QByteArray out(1 << 20, Qt::Uninitialized);
    for (int i = 0; i < 64; ++i) { // 64 MB is plenty to cross the line
        z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(zeros.data()));
        z.avail_in = uInt(zeros.size());
        do {
            z.next_out = reinterpret_cast<Bytef *>(out.data());
            z.avail_out = uInt(out.size());
            deflate(&z, i == 63 ? Z_FINISH : Z_NO_FLUSH);
            packed += out.left(out.size() - qsizetype(z.avail_out));
        } while (z.avail_out == 0);
    }
    deflateEnd(&z);
    const Outcome o = feed("HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\n\r\n" + packed, 16 * 1024);
    QCOMPARE(o.state, State::Failed);
    QCOMPARE(o.failure, Failure::Bomb);
    QVERIFY2(o.body.size() < 12 << 20, QByteArray::number(o.body.size()));
}

void TestHttpResponseParser::refusals_data()
{
    QTest::addColumn<QByteArray>("wire");
    QTest::addColumn<int>("failure");
    const int protocol = int(Failure::Protocol);
    QTest::newRow("not HTTP") << QByteArray("SSH-2.0-OpenSSH\r\n\r\n") << protocol;
    QTest::newRow("status not 3 digits") << QByteArray("HTTP/1.1 20 OK\r\n\r\n") << protocol;
    QTest::newRow("header without colon") << QByteArray("HTTP/1.1 200 OK\r\nBroken\r\n\r\n") << protocol;
    QTest::newRow("space in header name") << QByteArray("HTTP/1.1 200 OK\r\nBad Name: x\r\n\r\n") << protocol;
    QTest::newRow("length not a number")
        << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 12a\r\n\r\n") << protocol;
    QTest::newRow("lengths disagree")
        << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 2, 3\r\n\r\n[]") << protocol;
    QTest::newRow("negative length") << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n")
                                     << protocol;
    QTest::newRow("chunk size not hex")
        << QByteArray("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n") << protocol;
    QTest::newRow("chunk longer than said")
        << QByteArray("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n[]]\r\n0\r\n\r\n")
        << protocol;
    QTest::newRow("endless head") << "HTTP/1.1 200 OK\r\n" + QByteArray(70'000, 'a') << protocol;
    QTest::newRow("endless chunk line")
        << "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" + QByteArray(5'000, '1') << protocol;
    QTest::newRow("switching protocols") << QByteArray("HTTP/1.1 101 Switching\r\n\r\n") << protocol;
    QTest::newRow("brotli") << QByteArray("HTTP/1.1 200 OK\r\nContent-Encoding: br\r\n\r\nxx")
                            << int(Failure::Encoding);
    QTest::newRow("damaged gzip") << QByteArray(
                                         "HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\n\r\n\x1f\x8b garbage")
                                  << int(Failure::Encoding);
}

void TestHttpResponseParser::refusals()
{
    QFETCH(QByteArray, wire);
    QFETCH(int, failure);
    const Outcome o = feed(wire, 7);
    QCOMPARE(o.state, State::Failed);
    QCOMPARE(int(o.failure), failure);
}

void TestHttpResponseParser::cutShortIsSaid()
{
    const Outcome a = feed("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n[1,2", 3);
    QCOMPARE(a.failure, Failure::ClosedEarly);
    QCOMPARE(a.body, QByteArray("[1,2")); // what arrived was handed on
    const Outcome b = feed("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4\r\n[1,2\r\n", 3);
    QCOMPARE(b.failure, Failure::ClosedEarly);
    const Outcome c = feed("HTTP/1.1 200 OK\r\nContent-Le", 3);
    QCOMPARE(c.failure, Failure::ClosedEarly);
    // Still open: nothing is decided yet.
    const Outcome d = feed("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n[1,2", 3, 1 << 20, false);
    QCOMPARE(d.state, State::Body);
}

QTEST_APPLESS_MAIN(TestHttpResponseParser)
#include "tst_httpresponseparser.moc"
