#pragma once

// Reads one HTTP/1.1 response from bytes as they come off a socket: status line and headers,
// then the body framed by Content-Length, chunked transfer coding or the end of the connection,
// unpacked when it is gzip- or deflate-coded. No sockets and no Qt event loop: bytes in,
// status, headers and body out, in steps the caller bounds (`room`), so a flood or a compression
// bomb never makes it hold more than the caller allows. Used by BoundedReply.

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QPair>
#include <QString>

#include <memory>

namespace bd::api {

class HttpResponseParser
{
public:
    enum class State { Head, Body, Done, Failed };
    enum class Failure { None, Protocol, Encoding, Bomb, ClosedEarly };
    using Header = QPair<QByteArray, QByteArray>;

    // Limits on what a head may take before it is refused.
    static constexpr qsizetype maxHeadBytes = 64 * 1024;
    static constexpr qsizetype maxHeaders = 200;
    // Qt's compression-bomb rule, kept so both paths judge alike: past 10 MiB unpacked, an answer
    // that unpacks to more than 40 times what arrived is stopped.
    static constexpr qint64 bombCheckAfterBytes = 10 * 1024 * 1024;
    static constexpr qint64 bombRatio = 40;

    HttpResponseParser();
    ~HttpResponseParser();
    HttpResponseParser(const HttpResponseParser &) = delete;
    HttpResponseParser &operator=(const HttpResponseParser &) = delete;

    // Takes bytes from the front of `in` and appends body bytes to `body`. Returns when `in` has
    // nothing more it can use, when `body` holds `room` bytes or more, when the answer ends or
    // fails, and once right after the head is complete (state() turns to Body or Done), so the
    // caller can look at the status before any body is read.
    void parse(QByteArray &in, QByteArray &body, qsizetype room);
    // The connection ended and every byte it carried went through parse(). An answer delimited
    // by the end of the connection is complete (call parse() again while state() is Body: zlib
    // may still hold output); any other unfinished answer failed (ClosedEarly).
    void closed();

    State state() const { return m_state; }
    Failure failure() const { return m_failure; }
    QString failureText() const { return m_failureText; }

    int status() const { return m_status; }
    const QByteArray &reason() const { return m_reason; }
    const QList<Header> &headers() const { return m_headers; }
    // Every value of a header (names compare case-insensitively), joined with ", ".
    QByteArray header(QByteArrayView name) const;
    qint64 contentLength() const { return m_contentLength; } // -1: not said
    // Whether the connection may carry another request after this answer.
    bool keepsConnection() const { return m_keepAlive; }
    // Body bytes as they came over the wire (before unpacking) and as unpacked.
    qint64 wireBodyBytes() const { return m_wireBody; }
    qint64 bodyBytes() const { return m_bodyOut; }

private:
    enum class Framing { None, Length, Chunked, UntilClose };
    enum class Chunk { Size, Data, DataEnd, Trailer };
    struct Inflater;

    bool parseHead(QByteArray &in);
    bool headComplete();
    void parseBody(QByteArray &in, QByteArray &body, qsizetype room);
    // Hands `bytes` of body on (unpacking them if coded); returns how many it took.
    qsizetype emitBody(QByteArrayView bytes, QByteArray &body, qsizetype room);
    void endBody();
    void fail(Failure failure, const QString &text);

    State m_state = State::Head;
    Failure m_failure = Failure::None;
    QString m_failureText;
    int m_status = 0;
    QByteArray m_reason;
    QList<Header> m_headers;
    qint64 m_contentLength = -1;
    bool m_keepAlive = true;
    Framing m_framing = Framing::None;
    Chunk m_chunk = Chunk::Size;
    qint64 m_remaining = 0; // of the body (Length) or of the current chunk
    qint64 m_wireBody = 0;
    qint64 m_bodyOut = 0;
    std::unique_ptr<Inflater> m_inflater;
};

} // namespace bd::api
