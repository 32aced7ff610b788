// HttpResponseParser (the list reader's HTTP/1.1 framing, codings and limits), fed as a socket
// might. The first byte chooses the piece size and the room; the rest is the wire. Oracles: the
// body held at once never passes the room by more than one inflate step; the parser never stalls
// while it has bytes it could use; a Content-Length body that ends is exactly that long; a
// failure always says what was wrong.

#include "fuzzcheck.h"

#include "api/httpresponseparser.h"

using bd::api::HttpResponseParser;
using State = HttpResponseParser::State;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    const qsizetype step = 1 + (data[0] & 0x3f);
    const qsizetype room = (data[0] & 0x40) ? 1 : 4096;
    const QByteArray wire(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    HttpResponseParser p;
    QByteArray in, body;
    qsizetype at = 0, total = 0;
    bool closed = false;
    for (qsizetype rounds = 0;; ++rounds) {
        FUZZ_CHECK(rounds < 4 * (wire.size() + 16) + (64 << 10),
                   QStringLiteral("the parser does not finish"));
        if (at < wire.size()) {
            in += wire.mid(at, step);
            at += step;
        }
        const qsizetype before = in.size();
        const State was = p.state();
        p.parse(in, body, room);
        FUZZ_CHECK(body.size() <= room + 64 * 1024,
                   QStringLiteral("held %1 bytes for a room of %2").arg(body.size()).arg(room));
        const bool progressed = in.size() != before || !body.isEmpty() || p.state() != was;
        total += body.size();
        body.clear();
        if (p.state() == State::Done || p.state() == State::Failed)
            break;
        if (!progressed && at >= wire.size()) {
            if (closed)
                break;
            p.closed();
            closed = true;
        }
    }
    // Every byte given and the connection closed: the answer is decided, never left hanging.
    FUZZ_CHECK(p.state() == State::Done || p.state() == State::Failed,
               QStringLiteral("stalled in state %1 with %2 bytes unread").arg(int(p.state())).arg(in.size()));
    if (p.state() == State::Failed)
        FUZZ_CHECK(!p.failureText().isEmpty(), QStringLiteral("a failure without a reason"));
    if (p.state() == State::Done && p.contentLength() >= 0 && p.header("Content-Encoding").isEmpty() &&
        p.header("Transfer-Encoding").isEmpty() && p.status() != 204 && p.status() != 304)
        FUZZ_CHECK(total == p.contentLength(),
                   QStringLiteral("%1 body bytes for Content-Length %2").arg(total).arg(p.contentLength()));
    return 0;
}
