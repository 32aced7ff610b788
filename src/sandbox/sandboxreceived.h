#pragma once

// What the sandbox received: every request (except the /_sandbox control surface), for tests
// that must check exactly what a client sent. Credentials are never kept: the values of
// Authorization, the API key header, apiAccessKey, Cookie and Proxy-Authorization read "<redacted>"
// and what they selected (a tenant, a user) is noted instead; passwords and tokens in /auth/*
// bodies are replaced by "<redacted>". The last 1000 requests are kept.

#include "sandbox/sandboxhttp.h"

#include <QDateTime>
#include <QList>

namespace bd::sandbox {

class SandboxAuth;
class SandboxData;

struct ReceivedRequest
{
    qint64 sequence = 0;  // 1, 2, 3, ... for the life of the sandbox (not reset by clear())
    QDateTime receivedAt; // UTC
    QByteArray method;
    QString path;       // decoded
    QString query;      // as sent (percent-encoded), without '?'
    HeaderList headers; // in arrival order; credential headers' values read "<redacted>"
    QByteArray body;    // as sent, except secrets in /auth/* bodies
    // What the credentials selected: a tenant id, "unknown", or empty when the header is absent.
    QString apiKeyTenant;
    QString accessKeyTenant;
    QByteArray authorizationScheme; // "Bearer", "Basic", ... as sent; empty when absent
    QString user;                   // the sandbox user a bearer token or Basic credentials name
    int status = 0;                 // the status the sandbox answered (0: not yet, or none)
    QString fault;                  // the fault injected into the answer, in its text form

    QByteArray toJson() const;
};

class ReceivedLog
{
public:
    static constexpr qsizetype Capacity = 1000;

    // Records a request as it arrives; returns its sequence number.
    qint64 record(const SandboxRequest &request, const SandboxAuth &auth, SandboxData &data);
    // Notes how a recorded request was answered (no effect once it has left the log).
    void answered(qint64 sequence, int status, const QString &fault = {});

    const QList<ReceivedRequest> &requests() const { return m_requests; }
    void clear() { m_requests.clear(); }
    // {"requests": [...]} of the requests after `sinceSequence` whose path starts with `pathPrefix`.
    QByteArray toJson(qint64 sinceSequence = 0, const QString &pathPrefix = {}) const;

private:
    QList<ReceivedRequest> m_requests;
    qint64 m_next = 1;
};

} // namespace bd::sandbox
