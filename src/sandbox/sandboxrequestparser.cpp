#include "sandbox/sandboxrequestparser.h"

#include <QUrl>

#include <algorithm>
#include <cctype>
#include <utility>

namespace bd::sandbox {

namespace {

// A chunk-size line or one trailer field; QNetworkAccessManager, curl and Python send a few bytes.
constexpr qsizetype maxLineBytes = 4096;

bool isToken(QByteArrayView text)
{
    if (text.isEmpty())
        return false;
    return std::all_of(text.begin(), text.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return u > 32 && u < 127 && !QByteArrayView("\"(),/:;<=>?@[\\]{}").contains(c);
    });
}

bool isDigits(QByteArrayView text)
{
    return !text.isEmpty() && text.size() <= 18 &&
           std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// Every value of a header, joined with ", " as RFC 9110 allows for list-valued fields.
QByteArray joinedHeader(const HeaderList &headers, QByteArrayView name)
{
    QByteArray joined;
    for (const auto &[key, value] : headers) {
        if (key.compare(name, Qt::CaseInsensitive) != 0)
            continue;
        if (!joined.isEmpty())
            joined += ", ";
        joined += value;
    }
    return joined;
}

} // namespace

void RequestParser::append(QByteArrayView bytes)
{
    if (m_state != State::Failed)
        m_in.append(bytes);
}

RequestParser::Result RequestParser::next(SandboxRequest &request)
{
    if (m_state == State::Head)
        parseHead();
    if (m_state == State::Length)
        parseLength();
    if (m_state == State::ChunkSize || m_state == State::ChunkData || m_state == State::Trailer)
        parseChunks();
    if (m_state == State::Failed)
        return Result::Failed;
    if (m_state != State::Done)
        return Result::NeedMore;
    request = std::exchange(m_request, {});
    m_continue = false;
    m_state = State::Head;
    return Result::Request;
}

void RequestParser::fail(int status, const QString &text)
{
    m_state = State::Failed;
    m_failureStatus = status;
    m_failureText = text;
    m_in.clear();
    m_continue = false;
}

void RequestParser::parseHead()
{
    // Empty lines before a request line are ignored (RFC 9112 §2.2): some clients send one after a body.
    qsizetype start = 0;
    while (start < m_in.size() && (m_in.at(start) == '\r' || m_in.at(start) == '\n'))
        ++start;
    m_in.remove(0, start);
    // The head ends at the first empty line; bare LF line ends are accepted as RFC 9112 allows.
    const qsizetype crlf = m_in.indexOf("\r\n\r\n");
    const qsizetype lf = m_in.indexOf("\n\n");
    const bool useCrlf = crlf >= 0 && (lf < 0 || crlf + 2 <= lf);
    const qsizetype end = useCrlf ? crlf : lf;
    if (end < 0 || end > maxHeadBytes) {
        if (m_in.size() > maxHeadBytes)
            fail(431, QStringLiteral("The request's head is longer than %1 bytes.").arg(maxHeadBytes));
        return;
    }
    const QList<QByteArray> lines = m_in.left(end).split('\n');
    m_in.remove(0, end + (useCrlf ? 4 : 2));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QByteArrayView line = lines.at(i);
        if (line.endsWith('\r'))
            line.chop(1);
        if (i == 0) {
            if (!parseRequestLine(line))
                return;
            continue;
        }
        // Folded lines and space before the colon are refused, as RFC 9112 §5 asks of servers.
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0 || !isToken(line.first(colon))) {
            fail(400, QStringLiteral("Header line %1 is not \"Name: value\".").arg(i + 1));
            return;
        }
        if (m_request.headers.size() >= maxHeaders) {
            fail(431, QStringLiteral("The request has more than %1 headers.").arg(maxHeaders));
            return;
        }
        m_request.headers.append(
            {line.first(colon).toByteArray(), line.sliced(colon + 1).trimmed().toByteArray()});
    }
    chooseFraming();
}

// "GET /catalog/products?limit=5 HTTP/1.1": the target in origin form, or absolute (proxies).
bool RequestParser::parseRequestLine(QByteArrayView line)
{
    const QList<QByteArrayView> parts = [&] {
        QList<QByteArrayView> out;
        for (qsizetype from = 0;;) {
            const qsizetype space = line.indexOf(' ', from);
            out.append(line.sliced(from, (space < 0 ? line.size() : space) - from));
            if (space < 0)
                return out;
            from = space + 1;
        }
    }();
    if (parts.size() != 3 || !isToken(parts.at(0)) || parts.at(1).isEmpty()) {
        fail(400, QStringLiteral("The request does not start with \"METHOD /path HTTP/1.1\"."));
        return false;
    }
    if (parts.at(2) != "HTTP/1.1" && parts.at(2) != "HTTP/1.0") {
        fail(505, QStringLiteral("Only HTTP/1.1 and HTTP/1.0 are served."));
        return false;
    }
    const QByteArrayView target = parts.at(1);
    QUrl url;
    if (target.startsWith('/'))
        url = QUrl::fromEncoded("http://sandbox" + target.toByteArray());
    else if (target.startsWith("http://") || target.startsWith("https://"))
        url = QUrl::fromEncoded(target.toByteArray());
    if (!url.isValid() || url.host().isEmpty()) {
        fail(400, QStringLiteral("The request's target is not a path."));
        return false;
    }
    m_request.method = parts.at(0).toByteArray();
    m_request.path = url.path(QUrl::FullyDecoded);
    m_request.query = QUrlQuery(url);
    return true;
}

void RequestParser::chooseFraming()
{
    const QByteArray transfer = joinedHeader(m_request.headers, "transfer-encoding").trimmed().toLower();
    const QByteArray length = joinedHeader(m_request.headers, "content-length");
    if (!transfer.isEmpty()) {
        // Both framings at once is how requests are smuggled past proxies: refused (RFC 9112 §6.1).
        if (!length.isEmpty()) {
            fail(400, QStringLiteral("The request has both Transfer-Encoding and Content-Length."));
            return;
        }
        if (transfer != "chunked") {
            fail(501, QStringLiteral("Transfer-Encoding \"%1\" is not supported; use chunked.")
                          .arg(QString::fromLatin1(transfer)));
            return;
        }
        m_state = State::ChunkSize;
    } else if (!length.isEmpty()) {
        // Repeated values must agree ("10, 10"); anything but digits is refused.
        qint64 value = -1;
        for (const QByteArray &part : length.split(',')) {
            const QByteArray digits = part.trimmed();
            const qint64 v = isDigits(digits) ? digits.toLongLong() : -1;
            if (v < 0 || (value >= 0 && v != value)) {
                fail(400, QStringLiteral("The request's Content-Length is not one number."));
                return;
            }
            value = v;
        }
        if (value > maxBodyBytes) {
            fail(413, QStringLiteral("The request's body is larger than %1 bytes.").arg(maxBodyBytes));
            return;
        }
        m_remaining = value;
        m_state = State::Length;
    } else {
        m_state = State::Done; // no body
        return;
    }
    m_continue =
        joinedHeader(m_request.headers, "expect").trimmed().compare("100-continue", Qt::CaseInsensitive) ==
            0 &&
        m_in.isEmpty() && (m_state != State::Length || m_remaining > 0);
}

void RequestParser::parseLength()
{
    if (m_in.size() < m_remaining)
        return;
    m_request.body = m_in.left(m_remaining);
    m_in.remove(0, m_remaining);
    m_state = State::Done;
}

void RequestParser::parseChunks()
{
    while (m_state != State::Done && m_state != State::Failed) {
        if (m_state == State::ChunkData) {
            // The chunk's bytes and the CRLF after them.
            if (m_in.size() < m_remaining + 2)
                return;
            if (m_in.at(m_remaining) != '\r' || m_in.at(m_remaining + 1) != '\n') {
                fail(400, QStringLiteral("A chunk of the request's body does not end with CRLF."));
                return;
            }
            m_request.body.append(QByteArrayView(m_in).first(m_remaining));
            m_in.remove(0, m_remaining + 2);
            m_state = State::ChunkSize;
            continue;
        }
        const qsizetype eol = m_in.indexOf('\n');
        if (eol < 0 || eol > maxLineBytes) {
            if (m_in.size() > maxLineBytes)
                fail(400, QStringLiteral("A chunk-size or trailer line is longer than %1 bytes.")
                              .arg(maxLineBytes));
            return;
        }
        QByteArrayView line = QByteArrayView(m_in).first(eol);
        if (line.endsWith('\r'))
            line.chop(1);
        if (m_state == State::Trailer) {
            // Trailer fields are read and dropped: nothing in the sandbox looks at them.
            m_trailer += eol + 1;
            if (m_trailer > maxHeadBytes) {
                fail(431, QStringLiteral("The request's trailer is longer than %1 bytes.").arg(maxHeadBytes));
                return;
            }
            if (line.isEmpty())
                m_state = State::Done;
            m_in.remove(0, eol + 1);
            continue;
        }
        const qsizetype semicolon = line.indexOf(';'); // chunk extensions are ignored
        const QByteArrayView hex = (semicolon < 0 ? line : line.first(semicolon)).trimmed();
        bool ok = !hex.isEmpty() && hex.size() <= 15 && std::all_of(hex.begin(), hex.end(), [](char c) {
            return std::isxdigit(static_cast<unsigned char>(c));
        });
        const qint64 size = ok ? hex.toByteArray().toLongLong(&ok, 16) : -1;
        if (!ok) {
            fail(400, QStringLiteral("A chunk size of the request's body is not a hexadecimal number."));
            return;
        }
        if (m_request.body.size() + size > maxBodyBytes) {
            fail(413, QStringLiteral("The request's body is larger than %1 bytes.").arg(maxBodyBytes));
            return;
        }
        m_in.remove(0, eol + 1);
        m_remaining = size;
        m_trailer = 0;
        m_state = size == 0 ? State::Trailer : State::ChunkData;
    }
}

} // namespace bd::sandbox
