#pragma once

// Faults the sandbox can inject, per route prefix or for all routes. Off by default.
// Text form (command line and /_sandbox/faults): KIND[=VALUE][,route=PREFIX][,count=N]
//   latency=MS  429=RETRY_AFTER_SECONDS  500  drop  malformed  truncated  content-type  400

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
        BadRequest
    };
    Kind kind = Kind::ServerError;
    int value = 0;      // latency in ms, or Retry-After seconds (0: no header)
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
