#pragma once

// Faults the sandbox can inject, per route prefix or for all routes. Off by default.
// Text form (command line and /_sandbox/faults): KIND[=VALUE][,route=PREFIX][,count=N]
//   latency=MS  429=RETRY_AFTER_SECONDS  500  drop  malformed  truncated  content-type  400  401
//   slow-body=BYTES_PER_S  endless  huge-length  gzip-bomb  bandwidth=BYTES_PER_S
// The last five are hostile transfers (see sandboxtransfer.h): they test a client's limits on
// time, size and decompression against real bytes on a socket.

#include <QList>
#include <QString>

#include <optional>

namespace bd::sandbox {

struct Fault
{
    enum class Kind {
        Latency,
        RateLimit,
        ServerError,
        Drop,
        Malformed,
        Truncated,
        WrongContentType,
        BadRequest,
        Unauthorized, // 401 without a body, as if the credentials were refused
        SlowBody,     // the real answer, its body at `value` bytes per second
        Endless,      // 200, chunked, a JSON array that never ends
        HugeLength,   // 200, Content-Length 2 GiB, a few bytes, then silence
        GzipBomb,     // 200, Content-Encoding gzip, ~2 MB inflating to ~2 GiB
        Bandwidth     // the real answer, its body throttled to `value` bytes per second
    };
    Kind kind = Kind::ServerError;
    int value = 0;      // latency in ms, Retry-After seconds (0: no header), or bytes per second
    QString route;      // path prefix; empty: every route
    int remaining = -1; // how many more requests it applies to; -1: all

    static std::optional<Fault> parse(const QString &text, QString *error);
    QString toString() const;
};

class FaultPlan
{
public:
    void add(const Fault &fault) { m_faults.append(fault); }
    void clear() { m_faults.clear(); }
    bool isEmpty() const { return m_faults.isEmpty(); }
    // The latency to add and the fault that replaces the answer (if any) for a path; counts down.
    int takeLatency(const QString &path);
    std::optional<Fault> take(const QString &path);

private:
    std::optional<Fault> takeMatching(const QString &path, bool latency);
    QList<Fault> m_faults;
};

} // namespace bd::sandbox
