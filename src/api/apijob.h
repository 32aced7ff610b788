#pragma once

// The base of every request: sending, status -> ApiError with the spec's bodies, bounded retries
// with backoff for idempotent requests, JSON parsing, cancellation, and one finished() signal.
// Each attempt travels as a Transfer (deadline, size cap, redirect and TLS checks); what to do
// about authentication (refresh, wait for a sign-in) is the AuthPolicy's. An endpoint's job only
// says what differs.
//
// A job belongs to the account it was made for (see account.h): it goes to that account's
// environment with that account's credentials, and if the account was retired before the job
// went out (while it was parked, backing off or retrying) it ends with AccountChanged instead
// of sending.

#include "api/apiclient.h"
#include "api/apierror.h"
#include "api/authpolicy.h"
#include "api/background.h"

#include "domain/codec.h"
#include "domain/decodecontext.h"
#include <type_traits>

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QUrlQuery>

class QNetworkReply;
class QTimer;

namespace bd::api {

class Transfer;

class ApiJob : public QObject
{
    Q_OBJECT
public:
    enum class Host { Base, Query };
    // None: the token endpoint opts out. SessionKeyCheck: the account's credentials while trying
    // a tenant access key someone typed: a 401 means the key is wrong and ends the job, with no
    // token refresh (which would carry the wrong key and fail).
    using Auth = AuthPolicy::Mode;
    enum class Size { Record, List, Token }; // which deadline applies (ApiClient::deadlines())

    ApiJob(AccountPtr account, QByteArray verb, QString path, QObject *parent = nullptr);
    ~ApiJob() override;

    // Sends; finished() follows exactly once (also for errors found before sending).
    void start();
    void cancel();
    // By default a job deletes itself (deleteLater) after finished(); a caller that owns the
    // job (on the stack, in a smart pointer) turns that off before start().
    void setAutoDelete(bool autoDelete) { m_autoDelete = autoDelete; }
    bool isRunning() const { return m_running; }

    const AccountPtr &account() const { return m_account; }
    const ApiError &error() const { return m_error; }
    bool succeeded() const { return !m_running && m_started && !m_error.isError(); }
    int httpStatus() const { return m_status; }
    const QByteArray &responseBody() const { return m_body; }
    int attempts() const { return m_attempts; }
    // Parts of a successful answer that did not fit the spec (shown, not fatal).
    const QList<domain::DecodeProblem> &problems() const { return m_problems; }

signals:
    void finished();
    void progress(qint64 received, qint64 total);
    // The service answered 429: the same request goes again in `seconds` (attempt of at most
    // `of`). cancel() ends the wait.
    void waiting(int seconds, int attempt, int of);

protected:
    void setQuery(const QUrlQuery &query) { m_query = query; }
    void setBody(QByteArray body) { m_requestBody = std::move(body); }
    void setIdempotent(bool idempotent) { m_idempotent = idempotent; }
    // Some requests must never go twice on their own, not even after a 429 (invoice deletion:
    // the user decides); the error then says when to try again.
    void setRetryOnRateLimit(bool retry) { m_retryOnRateLimit = retry; }
    void setAuth(Auth auth) { m_auth.setMode(auth); }
    void setHost(Host host) { m_host = host; }
    void setSize(Size size) { m_size = size; }
    // A spec rule the request breaks: refuse without sending.
    void refuse(const QString &field, const QString &message);
    // Reads a successful body. Return false (after setMalformed) when it cannot be used.
    virtual bool parse(const QByteArray &body) = 0;
    // A successful (2xx) body as it arrives, piece by piece, before parse() gets all of it; a job
    // that reads as it downloads (a long list) overrides these. replyStarting(): a request is
    // about to go (a first attempt, a retry, or the next page), so a new body follows.
    virtual void replyStarting() {}
    virtual void bodyArrived(const QByteArray &piece) { Q_UNUSED(piece) }
    void setMalformed(const QString &detail);
    // Takes a decoded answer: unusable -> Malformed with the first problem; otherwise the value
    // moves to `out` and any problems are kept for display.
    template <typename T> bool accept(domain::Decoded<T> decoded, T &out)
    {
        if (!decoded.ok) {
            setMalformed(decoded.problems.value(0).toString());
            return false;
        }
        addProblems(decoded.problems);
        out = std::move(decoded.value);
        return true;
    }
    void addProblems(const QList<domain::DecodeProblem> &problems) { m_problems += problems; }
    // From parse(): the answer is one page of several; fetch the next with this query.
    void continueWith(const QUrlQuery &query) { m_nextQuery = query; }
    // From parse(): decode a heavy answer on a worker thread. `work` must be self-contained (it
    // may not touch the job); `apply` runs on the job's thread afterwards (not at all if the job
    // is gone or canceled) and returns what parse() would have. Keeps the window responsive on
    // big catalogs.
    template <typename Work, typename Apply> void parseInBackground(Work &&work, Apply &&apply)
    {
        using Result = std::invoke_result_t<Work>;
        m_parsePending = true;
        runInBackground(this, std::forward<Work>(work),
                        [this, apply = std::forward<Apply>(apply)](Result result) mutable {
                            if (!m_running)
                                return; // canceled meanwhile
                            // m_parsePending stays set: this runs after parse() returned
                            // (deliverLater), and the caller has not gone on.
                            afterParse(apply(std::move(result)));
                        });
    }
    ApiClient *client() const { return m_client; }

private:
    // False (and the job finished) when its account may no longer send.
    bool accountMaySend();
    // What the AuthPolicy decided: send again, or end.
    void proceed(std::optional<ApiError> stop);
    void send();
    void onReplyFinished();
    // The answer's failure, if any, as an error; retries and refreshes are started from here.
    // nullopt: a 2xx answer to parse, or a retry or refresh under way.
    std::optional<ApiError> failureOf(const Transfer &transfer);
    bool retryIfAllowed(int retryAfterSeconds);
    bool retryAfterRateLimit(std::optional<int> retryAfterSeconds);
    void scheduleRetry(int delayMs);
    void finish(ApiError error);
    void afterParse(bool ok);

    AccountPtr m_account;
    QPointer<ApiClient> m_client;
    QByteArray m_verb;
    QString m_path;
    QUrlQuery m_query;
    QByteArray m_requestBody;
    Host m_host = Host::Base;
    Size m_size = Size::Record;
    bool m_idempotent;
    AuthPolicy m_auth;
    bool m_parsePending = false; // parse() of the current answer went to a worker
    bool m_autoDelete = true;
    bool m_retryOnRateLimit = true;
    int m_rateLimited = 0; // 429 answers so far
    qint64 m_waitedMs = 0; // waiting they asked for, in all
    std::optional<QUrlQuery> m_nextQuery;

    QPointer<Transfer> m_transfer; // the attempt on its way
    QTimer *m_retryTimer = nullptr;
    bool m_started = false;
    bool m_running = false;
    bool m_canceled = false;
    quint64 m_sentGeneration = 0;
    int m_attempts = 0;
    int m_status = 0;
    QByteArray m_body;
    ApiError m_error;
    QList<domain::DecodeProblem> m_problems;
};

// Seconds from a Retry-After header (delta-seconds or an HTTP date), if usable.
std::optional<int> parseRetryAfter(const QByteArray &value, const QDateTime &now);
// The delay before retry `attempt` (1-based) with jitter in [0.75, 1.25).
int backoffDelayMs(int attempt, int baseMs, int maxMs, double jitterUnit);

} // namespace bd::api
