#pragma once

// The one owner of the QNetworkAccessManager: environment, session, TLS and retry policy.
// Jobs (one per endpoint) are created against a client and send through it.

#include "api/authsession.h"
#include "api/connectionpool.h"
#include "api/environment.h"

#include <QList>
#include <QNetworkAccessManager>
#include <QObject>
#include <QSslCertificate>

namespace bd::api {

struct RetryPolicy
{
    int maxRetries = 3;    // for idempotent requests after 5xx or a dropped connection
    int baseDelayMs = 400; // doubled each attempt, with +-25 % jitter
    int maxDelayMs = 8000;
    int maxRetryAfterSeconds = 60; // a 5xx's Retry-After is followed up to this
    // 429 means the request was not processed, so any method is sent again after the wait the
    // service asks for (Retry-After, else the backoff), up to this many times and within this
    // much waiting in all; a wait beyond what is left of the budget ends the request at once,
    // saying when to try again.
    int maxRateLimitRetries = 5;
    int rateLimitBudgetSeconds = 120;
};

// A request's whole life, first byte to last, is bounded: an inactivity timeout alone lets a
// server that sends a byte a second hold a request forever. Per kind of answer, in seconds.
struct Deadlines
{
    int listSeconds = 600; // a whole catalog over a slow line
    int recordSeconds = 60;
    int tokenSeconds = 30;
    int imageSeconds = 60;
};

class ApiClient : public QObject
{
    Q_OBJECT
public:
    explicit ApiClient(QObject *parent = nullptr);

    // The environment new sign-ins start from (and the conveniences of AuthSession use).
    // Refuses plain http to anything but this computer. Returns the problem, or empty. Requests
    // go to their own account's environment, never to this one.
    QString setEnvironment(const Environment &environment);
    // The current account's environment, else the one set last.
    const Environment &environment() const;
    // The one set last: where the session's conveniences make new accounts.
    const Environment &signInEnvironment() const { return m_environment; }

    AuthSession &session() { return m_session; }
    const AuthSession &session() const { return m_session; }
    QNetworkAccessManager &network() { return m_network; }
    // Kept-open connections of the lists' own reader (BoundedReply).
    ConnectionPool &connections() { return m_connections; }

    void setRetryPolicy(const RetryPolicy &policy) { m_retry = policy; }
    const RetryPolicy &retryPolicy() const { return m_retry; }
    void setTransferTimeoutMs(int ms) { m_transferTimeoutMs = ms; }
    int transferTimeoutMs() const { return m_transferTimeoutMs; }
    void setDeadlines(const Deadlines &deadlines) { m_deadlines = deadlines; }
    const Deadlines &deadlines() const { return m_deadlines; }
    // No answer may grow past this: checked against Content-Length when the headers arrive and
    // against the bytes while they stream, so a request stops as soon as it passes.
    void setMaxResponseBytes(qint64 bytes) { m_maxResponseBytes = bytes; }
    qint64 maxResponseBytes() const { return m_maxResponseBytes; }
    // Extra certificate authorities (e.g. a company's), added to the system ones. TLS errors are
    // never ignored.
    void setExtraCaCertificates(const QList<QSslCertificate> &certificates);
    // A disk cache for answers that carry no credentials (product images). API requests bypass
    // it in both directions (makeRequest), so no service data is written to disk by it.
    void enableDiskCache(const QString &directory);

    // A request for an endpoint path of `environment` with the common headers; authentication
    // is added by the job at send time (so a refreshed token is used on retry).
    QNetworkRequest makeRequest(const Environment &environment, const QUrl &url, bool hasBody) const;

private:
    QNetworkAccessManager m_network;
    ConnectionPool m_connections;
    AuthSession m_session;
    Environment m_environment;
    RetryPolicy m_retry;
    int m_transferTimeoutMs = 30000;
    qint64 m_maxResponseBytes = qint64(1) << 30;
    Deadlines m_deadlines;
    QList<QSslCertificate> m_extraCas;
};

} // namespace bd::api
