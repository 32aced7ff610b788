#pragma once

// Reads HTTP/1.1 requests from the bytes a connection delivers, for the sandbox's own server: the
// request line, headers, and a body framed by Content-Length or chunked transfer coding. No
// sockets: bytes in, whole SandboxRequests out, any number per connection (keep-alive,
// pipelining). Anything it cannot read as HTTP, or larger than the limits, fails for good with the
// status to answer, so a client can never make the sandbox hold more than one request's limits.
//
// Why not QHttpServer: Qt 6.4 and Qt 6.8 have incompatible QAbstractHttpServer interfaces, and
// 6.8's answers only through a QHttpServerResponder, which cannot write what the sandbox's faults
// need (a Content-Length it then breaks, a connection dropped mid-body, a body paced by how fast
// the client reads). Reading requests ourselves keeps one code path on every Qt version.

#include "sandbox/sandboxhttp.h"

#include <utility>

namespace bd::sandbox {

class RequestParser
{
public:
    enum class Result { NeedMore, Request, Failed };

    static constexpr qsizetype maxHeadBytes = 64 * 1024;
    static constexpr qsizetype maxHeaders = 200;
    static constexpr qint64 maxBodyBytes = 64 * 1024 * 1024;

    // Adds bytes as they arrive (ignored once the parser failed).
    void append(QByteArrayView bytes);
    // The next complete request, moved into `request`; NeedMore until one is complete; Failed when
    // the bytes are not a request this server takes (then failureStatus() and failureText() say why).
    Result next(SandboxRequest &request);
    // True once for a request whose head asks "Expect: 100-continue" and whose body has yet to
    // come: the caller answers "100 Continue" so that the client sends it.
    bool takeContinue() { return std::exchange(m_continue, false); }

    int failureStatus() const { return m_failureStatus; } // 400, 413, 431, 501 or 505
    const QString &failureText() const { return m_failureText; }

private:
    enum class State { Head, Length, ChunkSize, ChunkData, Trailer, Done, Failed };

    void parseHead();
    bool parseRequestLine(QByteArrayView line);
    void chooseFraming();
    void parseLength();
    void parseChunks();
    void fail(int status, const QString &text);

    State m_state = State::Head;
    QByteArray m_in;
    SandboxRequest m_request;
    qint64 m_remaining = 0;  // body bytes still to come (Length) or of the current chunk
    qsizetype m_trailer = 0; // bytes of trailer fields read so far
    bool m_continue = false;
    int m_failureStatus = 0;
    QString m_failureText;
};

} // namespace bd::sandbox
