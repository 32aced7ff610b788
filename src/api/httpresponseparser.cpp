#include "api/httpresponseparser.h"

#include <zlib.h>

#include <algorithm>

namespace bd::api {

namespace {

constexpr qsizetype maxChunkLine = 4096;
constexpr qsizetype inflateStep = 64 * 1024;

bool isToken(QByteArrayView name)
{
    if (name.isEmpty())
        return false;
    for (const char c : name) {
        const auto u = static_cast<unsigned char>(c);
        if (u <= 32 || u >= 127 || c == ':' || c == '"' || c == '(' || c == ')' || c == ',' || c == '/' ||
            c == ';' || c == '<' || c == '=' || c == '>' || c == '?' || c == '@' || c == '[' || c == '\\' ||
            c == ']' || c == '{' || c == '}')
            return false;
    }
    return true;
}

// The last coding in a comma-separated list ("gzip, chunked" -> "chunked").
QByteArray lastCoding(const QByteArray &value)
{
    const qsizetype comma = value.lastIndexOf(',');
    return value.mid(comma + 1).trimmed().toLower();
}

} // namespace

struct HttpResponseParser::Inflater
{
    z_stream z{};
    bool started = false; // the wrapper is chosen by the first byte
    bool pending = false; // output may be waiting inside zlib: call again with no input
    bool ended = false;   // a packed stream (a gzip member) ended
    bool gzip = false;
    Inflater() = default;
    ~Inflater()
    {
        if (started)
            inflateEnd(&z);
    }
    Inflater(const Inflater &) = delete;
    Inflater &operator=(const Inflater &) = delete;
    // gzip starts with 0x1f; a zlib wrapper's first byte says method 8 and its first two bytes
    // are a multiple of 31; anything else is raw deflate, which some servers send as "deflate".
    void start(QByteArrayView head)
    {
        const auto b0 = static_cast<unsigned char>(head.at(0));
        gzip = b0 == 0x1f;
        bool zlib = (b0 & 0x0f) == 8;
        if (zlib && head.size() >= 2)
            zlib = ((unsigned(b0) << 8) | static_cast<unsigned char>(head.at(1))) % 31 == 0;
        inflateInit2(&z, gzip ? 15 + 16 : zlib ? 15 : -15);
        started = true;
    }
    // After a stream ended: another gzip member follows, or the bytes are ignored (padding).
    bool nextMember(QByteArrayView bytes)
    {
        if (!gzip || bytes.isEmpty() || static_cast<unsigned char>(bytes.front()) != 0x1f)
            return false;
        inflateReset(&z);
        ended = false;
        return true;
    }
};

HttpResponseParser::HttpResponseParser() = default;
HttpResponseParser::~HttpResponseParser() = default;

QByteArray HttpResponseParser::header(QByteArrayView name) const
{
    QByteArray joined;
    for (const Header &h : m_headers) {
        if (h.first.compare(name, Qt::CaseInsensitive) != 0)
            continue;
        if (!joined.isEmpty())
            joined += ", ";
        joined += h.second;
    }
    return joined;
}

void HttpResponseParser::fail(Failure failure, const QString &text)
{
    m_state = State::Failed;
    m_failure = failure;
    m_failureText = text;
}

void HttpResponseParser::parse(QByteArray &in, QByteArray &body, qsizetype room)
{
    while (m_state == State::Head) {
        if (!parseHead(in))
            return;
        if (headComplete())
            return; // once, right after the head: the caller looks at it before the body
    }
    if (m_state == State::Body)
        parseBody(in, body, room);
}

bool HttpResponseParser::parseHead(QByteArray &in)
{
    // The head ends at the first empty line; bare LF line ends are accepted as RFC 9112 allows.
    qsizetype end = -1, skip = 0;
    const qsizetype crlf = in.indexOf("\r\n\r\n");
    const qsizetype lf = in.indexOf("\n\n");
    if (crlf >= 0 && (lf < 0 || crlf + 2 <= lf)) {
        end = crlf;
        skip = 4;
    } else if (lf >= 0) {
        end = lf;
        skip = 2;
    }
    if (end < 0) {
        if (in.size() > maxHeadBytes)
            fail(Failure::Protocol,
                 QStringLiteral("the answer's headers are longer than %1 bytes").arg(maxHeadBytes));
        return false;
    }
    if (end > maxHeadBytes) {
        fail(Failure::Protocol,
             QStringLiteral("the answer's headers are longer than %1 bytes").arg(maxHeadBytes));
        return false;
    }
    const QList<QByteArray> lines = in.left(end).split('\n');
    in.remove(0, end + skip);
    m_headers.clear();
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QByteArray line = lines.at(i);
        if (line.endsWith('\r'))
            line.chop(1);
        if (i == 0) {
            // HTTP/1.1 200 OK
            const QList<QByteArray> parts = line.split(' ');
            bool ok = false;
            const int status = parts.size() >= 2 ? parts.at(1).toInt(&ok) : 0;
            if (!line.startsWith("HTTP/1.") || !ok || parts.at(1).size() != 3 || status < 100) {
                fail(Failure::Protocol,
                     QStringLiteral("the answer does not start with an HTTP/1 status line"));
                return false;
            }
            m_status = status;
            m_reason = line.mid(parts.at(0).size() + parts.at(1).size() + 2);
            m_keepAlive = line.startsWith("HTTP/1.1");
            continue;
        }
        if (!line.isEmpty() && (line.front() == ' ' || line.front() == '\t') && !m_headers.isEmpty()) {
            m_headers.last().second += ' ' + line.trimmed(); // an obsolete folded line
            continue;
        }
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0 || !isToken(QByteArrayView(line).first(colon)) || m_headers.size() >= maxHeaders) {
            fail(Failure::Protocol, QStringLiteral("the answer has a header line HTTP does not allow"));
            return false;
        }
        m_headers.append({line.left(colon), line.mid(colon + 1).trimmed()});
    }
    return true;
}

bool HttpResponseParser::headComplete()
{
    if (m_status < 200) {
        if (m_status == 101) {
            fail(Failure::Protocol, QStringLiteral("the service switched protocols unasked"));
            return true;
        }
        m_headers.clear(); // an interim answer (100 Continue, 103 Early Hints): the real one follows
        return false;
    }
    const QByteArray connection = header("Connection").toLower();
    if (connection.contains("close"))
        m_keepAlive = false;
    else if (connection.contains("keep-alive"))
        m_keepAlive = true;

    const QByteArray coding = header("Content-Encoding").trimmed().toLower();
    if (coding == "gzip" || coding == "x-gzip" || coding == "deflate") {
        m_inflater = std::make_unique<Inflater>();
    } else if (!coding.isEmpty() && coding != "identity") {
        fail(Failure::Encoding, QStringLiteral("the answer is packed as \"%1\", which cannot be unpacked")
                                    .arg(QString::fromLatin1(coding)));
        return true;
    }

    const QByteArray transfer = header("Transfer-Encoding");
    const QByteArray length = header("Content-Length");
    if (m_status == 204 || m_status == 304) {
        m_framing = Framing::None;
    } else if (!transfer.isEmpty()) {
        m_framing = lastCoding(transfer) == "chunked" ? Framing::Chunked : Framing::UntilClose;
    } else if (!length.isEmpty()) {
        // Repeated values must agree ("10, 10"); anything but digits is refused.
        qint64 value = -1;
        for (const QByteArray &part : length.split(',')) {
            const QByteArray digits = part.trimmed();
            bool ok = !digits.isEmpty() && digits.size() <= 18 &&
                      std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; });
            const qint64 v = ok ? digits.toLongLong(&ok) : -1;
            if (!ok || (value >= 0 && v != value)) {
                fail(Failure::Protocol, QStringLiteral("the answer's Content-Length is not a number"));
                return true;
            }
            value = v;
        }
        m_contentLength = value;
        m_framing = Framing::Length;
        m_remaining = value;
    } else {
        m_framing = Framing::UntilClose;
    }
    if (m_framing == Framing::UntilClose)
        m_keepAlive = false;
    m_state = (m_framing == Framing::None || (m_framing == Framing::Length && m_remaining == 0))
                  ? State::Done
                  : State::Body;
    return true;
}

void HttpResponseParser::parseBody(QByteArray &in, QByteArray &body, qsizetype room)
{
    if (m_inflater && m_inflater->pending) {
        emitBody({}, body, room);
        if (m_inflater->pending || m_state != State::Body)
            return;
    }
    switch (m_framing) {
    case Framing::Length: {
        const qsizetype take = qsizetype(std::min<qint64>(m_remaining, in.size()));
        const qsizetype used = emitBody(QByteArrayView(in).first(take), body, room);
        in.remove(0, used);
        m_remaining -= used;
        if (m_remaining == 0 && m_state == State::Body)
            endBody();
        return;
    }
    case Framing::UntilClose: {
        const qsizetype used = emitBody(in, body, room);
        in.remove(0, used);
        return;
    }
    case Framing::Chunked: break;
    case Framing::None: m_state = State::Done; return;
    }
    qsizetype pos = 0; // what of `in` is used; removed once at the end
    while (m_state == State::Body && body.size() < room) {
        if (m_chunk == Chunk::Data) {
            const qsizetype take = qsizetype(std::min<qint64>(m_remaining, in.size() - pos));
            if (take == 0)
                break;
            const qsizetype used = emitBody(QByteArrayView(in).sliced(pos, take), body, room);
            pos += used;
            m_remaining -= used;
            if (m_remaining == 0)
                m_chunk = Chunk::DataEnd;
            continue;
        }
        if (m_chunk == Chunk::DataEnd) {
            if (in.size() - pos < 1 || (in.at(pos) == '\r' && in.size() - pos < 2))
                break;
            if (in.at(pos) == '\n') {
                pos += 1;
            } else if (in.at(pos) == '\r' && in.at(pos + 1) == '\n') {
                pos += 2;
            } else {
                fail(Failure::Protocol, QStringLiteral("a chunk of the answer is longer than it said"));
                break;
            }
            m_chunk = Chunk::Size;
            continue;
        }
        const qsizetype newline = in.indexOf('\n', pos);
        if (newline < 0) {
            if (in.size() - pos > maxChunkLine)
                fail(Failure::Protocol, QStringLiteral("a chunk header of the answer is too long"));
            break;
        }
        if (newline - pos > maxChunkLine) {
            fail(Failure::Protocol, QStringLiteral("a chunk header of the answer is too long"));
            break;
        }
        const QByteArray line = in.mid(pos, newline - pos);
        pos = newline + 1;
        if (m_chunk == Chunk::Trailer) {
            if (line.trimmed().isEmpty())
                endBody();
            continue;
        }
        const qsizetype semicolon = line.indexOf(';'); // chunk extensions are ignored
        const QByteArray hex = (semicolon >= 0 ? line.left(semicolon) : line).trimmed();
        bool ok = !hex.isEmpty() && hex.size() <= 15;
        const qint64 size = ok ? hex.toLongLong(&ok, 16) : -1;
        if (!ok || size < 0) {
            fail(Failure::Protocol, QStringLiteral("a chunk size of the answer is not a hexadecimal number"));
            break;
        }
        m_remaining = size;
        m_chunk = size == 0 ? Chunk::Trailer : Chunk::Data;
    }
    in.remove(0, pos);
}

qsizetype HttpResponseParser::emitBody(QByteArrayView bytes, QByteArray &body, qsizetype room)
{
    if (!m_inflater) {
        const qsizetype take = std::min<qsizetype>(bytes.size(), std::max<qsizetype>(0, room - body.size()));
        body.append(bytes.first(take));
        m_wireBody += take;
        m_bodyOut += take;
        return take;
    }
    Inflater &inf = *m_inflater;
    if (inf.ended && !inf.nextMember(bytes)) { // bytes after the end of the packed stream are ignored
        m_wireBody += bytes.size();
        return bytes.size();
    }
    if (!inf.started) {
        if (bytes.isEmpty())
            return 0;
        inf.start(bytes);
    }
    z_stream &z = inf.z;
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(bytes.data()));
    z.avail_in = uInt(bytes.size());
    while (body.size() < room && (z.avail_in > 0 || inf.pending)) {
        const qsizetype before = body.size();
        body.resize(before + inflateStep);
        z.next_out = reinterpret_cast<Bytef *>(body.data() + before);
        z.avail_out = uInt(inflateStep);
        const int rc = inflate(&z, Z_NO_FLUSH);
        const qsizetype produced = inflateStep - qsizetype(z.avail_out);
        body.resize(before + produced);
        m_bodyOut += produced;
        inf.pending = z.avail_out == 0; // zlib may hold more output
        if (rc == Z_STREAM_END) {
            inf.ended = true;
            inf.pending = false;
            const QByteArrayView rest(reinterpret_cast<const char *>(z.next_in), qsizetype(z.avail_in));
            if (!inf.nextMember(rest)) {
                z.avail_in = 0; // what follows the stream is not another member: ignored
                break;
            }
        } else if (rc == Z_BUF_ERROR) {
            inf.pending = false; // no progress possible without more input
            if (z.avail_in == 0)
                break;
        } else if (rc != Z_OK) {
            fail(Failure::Encoding, QStringLiteral("the packed answer is damaged and does not unpack"));
            break;
        }
        const qint64 wire = m_wireBody + qint64(bytes.size()) - qint64(z.avail_in);
        if (m_bodyOut > bombCheckAfterBytes && m_bodyOut > bombRatio * wire) {
            fail(Failure::Bomb,
                 QStringLiteral("Decompression failed: the answer unpacks to more than %1 times its "
                                "size")
                     .arg(bombRatio));
            break;
        }
    }
    const qsizetype used = bytes.size() - qsizetype(z.avail_in);
    m_wireBody += used;
    z.next_in = nullptr;
    z.avail_in = 0;
    return used;
}

// All body bytes have arrived. Output zlib still holds is handed on by the next parse() calls
// (an empty Length body left to drain) before the answer is done.
void HttpResponseParser::endBody()
{
    if (m_inflater && m_inflater->pending) {
        m_framing = Framing::Length;
        m_remaining = 0;
        return;
    }
    m_state = State::Done;
}

void HttpResponseParser::closed()
{
    if (m_state == State::Done || m_state == State::Failed)
        return;
    if (m_state == State::Body && m_framing == Framing::UntilClose) {
        endBody();
        return;
    }
    fail(Failure::ClosedEarly, QStringLiteral("the connection closed before the answer was complete"));
}

} // namespace bd::api
