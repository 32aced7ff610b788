#include "api/apijob.h"

#include "api/apiclient.h"
#include "api/boundedreply.h"

#include <QLocale>
#include <QNetworkReply>
#include <QRandomGenerator>
#include <QTimer>

#include <QLoggingCategory>
#include <cmath>

namespace bd::api {

namespace {
Q_LOGGING_CATEGORY(lcJob, "billingdesk.api.job", QtInfoMsg)
} // namespace

std::optional<int> parseRetryAfter(const QByteArray &value, const QDateTime &now)
{
    const QByteArray v = value.trimmed();
    if (v.isEmpty())
        return std::nullopt;
    bool ok = false;
    const int seconds = v.toInt(&ok);
    if (ok)
        return seconds >= 0 ? std::optional<int>(seconds) : std::nullopt;
    QString text = QString::fromLatin1(v);
    if (text.endsWith(u" GMT")) // HTTP dates say GMT; Qt's RFC 2822 parser wants an offset
        text = text.chopped(4) + QStringLiteral(" +0000");
    const QDateTime when = QDateTime::fromString(text, Qt::RFC2822Date);
    if (!when.isValid())
        return std::nullopt;
    return int(std::max<qint64>(0, now.secsTo(when)));
}

int backoffDelayMs(int attempt, int baseMs, int maxMs, double jitterUnit)
{
    // Exponential: base * 2^(attempt-1), capped, then jittered so clients do not retry in step.
    const double exponential = std::min<double>(maxMs, baseMs * std::pow(2.0, std::max(0, attempt - 1)));
    return int(exponential * (0.75 + 0.5 * jitterUnit));
}

static bool isSuccess(const QNetworkReply *reply)
{
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    return status >= 200 && status < 300;
}

ApiJob::ApiJob(AccountPtr account, QByteArray verb, QString path, QObject *parent)
    : QObject(parent), m_account(std::move(account)), m_client(m_account ? m_account->client() : nullptr),
      m_verb(std::move(verb)), m_path(std::move(path)), m_idempotent(m_verb == "GET" || m_verb == "HEAD")
{}

ApiJob::~ApiJob()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
}

void ApiJob::start()
{
    if (m_started)
        return;
    m_started = true;
    m_running = true;
    if (m_error.isError()) { // refused before sending
        const ApiError error = m_error;
        QTimer::singleShot(0, this, [this, error] { finish(error); });
        return;
    }
    if (!accountMaySend())
        return;
    Account &account = *m_account;
    if (m_auth == Auth::Session && account.tokenNeedsRefresh()) {
        // Refresh shortly before expiry rather than spend a round trip on a 401.
        m_refreshTried = true;
        account.refresh(account.generation(), [this, guard = QPointer<ApiJob>(this)](bool ok) {
            if (!guard || !m_running)
                return;
            if (ok)
                send();
            else
                waitForSignIn(0);
        });
        return;
    }
    send();
}

bool ApiJob::accountMaySend()
{
    if (!m_account || !m_client) {
        finish({ApiError::Kind::Canceled});
        return false;
    }
    if (m_account->canSend())
        return true;
    ApiError e{ApiError::Kind::AccountChanged};
    e.detail = m_account->retiredBecause();
    finish(e);
    return false;
}

void ApiJob::waitForSignIn(int status)
{
    // The session is over: wait for the person to sign in again as the same identity and tenant,
    // then carry on with the same request; anything else ends it.
    m_account->waitForSignIn([this, status, guard = QPointer<ApiJob>(this)](bool resumed) {
        if (!guard || !m_running)
            return;
        if (resumed)
            send();
        else if (accountMaySend())
            finish({ApiError::Kind::SignInRequired, status});
    });
}

void ApiJob::refuse(const QString &field, const QString &message)
{
    if (m_error.kind != ApiError::Kind::Invalid)
        m_error = {ApiError::Kind::Invalid};
    m_error.message = m_error.message.isEmpty() ? message : m_error.message + QLatin1Char(' ') + message;
    m_error.fieldErrors.append({field, message});
}

void ApiJob::cancel()
{
    if (!m_running)
        return;
    m_canceled = true;
    if (m_retryTimer)
        m_retryTimer->stop();
    if (m_reply)
        m_reply->abort();
    else
        finish({ApiError::Kind::Canceled}); // also drops a decode still running on a worker
}

void ApiJob::send()
{
    // Every attempt asks again: a retry, a wait the service asked for or a parked request may
    // come after the session moved on.
    if (!accountMaySend())
        return;
    ++m_attempts;
    m_tooLarge = false;
    replyStarting();
    m_tlsDetail.clear();
    m_redirectRefused.clear();
    const Environment &env = m_account->environment();
    const QUrl base = m_host == Host::Query ? env.queryBaseUrl() : env.baseUrl;
    const QString problem = addressProblem(base);
    if (!problem.isEmpty()) {
        ApiError e{ApiError::Kind::InsecureAddress};
        e.detail = problem;
        finish(e);
        return;
    }
    QNetworkRequest request =
        m_client->makeRequest(env, endpointUrl(base, m_path, m_query), !m_requestBody.isEmpty());
    if (m_auth == Auth::Session || m_auth == Auth::SessionKeyCheck)
        m_account->authorize(request);
    else if (m_auth == Auth::Refresh)
        m_account->authorizeRefresh(request);
    m_sentGeneration = m_account->generation();
    // A list can be large: its reply keeps memory bounded however fast the service sends.
    if (m_size == Size::List && m_verb == "GET")
        m_reply = new BoundedReply(request, m_requestBody, &m_client->connections(), this);
    else
        m_reply = m_client->network().sendCustomRequest(request, m_verb, m_requestBody);
    qCDebug(lcJob) << m_verb << m_path << "attempt" << m_attempts;
    // The whole request has a deadline; the transfer timeout only catches silence.
    const Deadlines &limits = m_client->deadlines();
    const int seconds = m_size == Size::List    ? limits.listSeconds
                        : m_size == Size::Token ? limits.tokenSeconds
                                                : limits.recordSeconds;
    if (!m_deadline) {
        m_deadline = new QTimer(this);
        m_deadline->setSingleShot(true);
        connect(m_deadline, &QTimer::timeout, this, [this] {
            if (!m_reply)
                return;
            m_deadlineHit = true;
            m_reply->abort();
        });
    }
    m_deadlineHit = false;
    m_deadlineSeconds = seconds;
    m_deadline->start(seconds * 1000);
    // Refuse a promised size over the cap as soon as the headers say it.
    connect(m_reply, &QNetworkReply::metaDataChanged, this, [this, reply = m_reply] {
        if (m_reply != reply) // aborted (and finished) earlier in this emission
            return;
        stopIfTooLarge(m_reply->header(QNetworkRequest::ContentLengthHeader).toLongLong());
    });
    // The body is taken as it arrives and measured on every piece, so a flood stops at the cap.
    // Qt 6.4 holds back readyRead while its network thread is ahead of this one (it coalesces
    // pending emissions; a read buffer limit does not help: its socket still buffers without
    // limit), so on Qt's replies a fast flood is also measured by the clock: what the reply holds
    // is looked at every 20 ms. Lists use BoundedReply, which holds at most about 1.3 MB and hands
    // every piece over as it comes: no watch needed.
    m_body.clear();
    if (!m_sizeWatch) {
        m_sizeWatch = new QTimer(this);
        m_sizeWatch->setInterval(20);
        connect(m_sizeWatch, &QTimer::timeout, this, [this] {
            if (m_reply)
                stopIfTooLarge(m_body.size() + m_reply->bytesAvailable());
        });
    }
    if (qobject_cast<BoundedReply *>(m_reply))
        m_sizeWatch->stop();
    else
        m_sizeWatch->start();
    connect(m_reply, &QNetworkReply::readyRead, this, [this, reply = m_reply] {
        if (m_reply != reply) // aborted (and finished) earlier in this emission
            return;
        const QByteArray piece = m_reply->readAll();
        m_body += piece;
        if (stopIfTooLarge(m_body.size()))
            return;
        if (isSuccess(m_reply))
            bodyArrived(piece);
    });
    connect(m_reply, &QNetworkReply::downloadProgress, this,
            [this, reply = m_reply](qint64 received, qint64 total) {
                if (m_reply != reply) // aborted (and finished) earlier in this emission
                    return;
                if (stopIfTooLarge(qMax(received, total)))
                    return;
                emit progress(received, total);
            });
    connect(m_reply, &QNetworkReply::redirected, this, [this, origin = request.url()](const QUrl &target) {
        // Each hop is checked against the address the request was meant for; credentials and
        // bodies never leave that origin (Qt would copy our raw credential headers onto the hop).
        const QString refusal = credentialRedirectProblem(origin, target);
        if (refusal.isEmpty()) {
            emit m_reply->redirectAllowed();
            return;
        }
        qCWarning(lcJob) << m_verb << m_path << "redirect refused:"
                         << target.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery);
        m_redirectRefused = refusal;
        m_reply->abort();
    });
    connect(m_reply, &QNetworkReply::sslErrors, this, [this](const QList<QSslError> &errors) {
        QStringList texts;
        for (const QSslError &e : errors)
            texts << e.errorString();
        m_tlsDetail = texts.join(QStringLiteral("; ")); // recorded, never ignored
    });
    connect(m_reply, &QNetworkReply::finished, this, &ApiJob::onReplyFinished);
}

// The one size rule, wherever a size is learnt (headers, pieces, progress, the 20-ms watch):
// past the cap, the answer is dropped and the request stopped.
bool ApiJob::stopIfTooLarge(qint64 bytes)
{
    if (bytes <= m_client->maxResponseBytes())
        return false;
    m_tooLarge = true;
    m_body.clear();
    m_reply->abort();
    return true;
}

bool ApiJob::retryIfAllowed(int retryAfterSeconds)
{
    const RetryPolicy &policy = m_client->retryPolicy();
    if (!m_idempotent || m_canceled || m_attempts > policy.maxRetries)
        return false;
    const int delay = retryAfterSeconds >= 0
                          ? std::min(retryAfterSeconds, policy.maxRetryAfterSeconds) * 1000
                          : backoffDelayMs(m_attempts, policy.baseDelayMs, policy.maxDelayMs,
                                           QRandomGenerator::global()->generateDouble());
    scheduleRetry(delay);
    return true;
}

void ApiJob::scheduleRetry(int delayMs)
{
    qCInfo(lcJob) << m_verb << m_path << "retrying in" << delayMs << "ms";
    if (!m_retryTimer) {
        m_retryTimer = new QTimer(this);
        m_retryTimer->setSingleShot(true);
        connect(m_retryTimer, &QTimer::timeout, this, &ApiJob::send);
    }
    m_retryTimer->start(delayMs);
}

QString ApiJob::waitingText(int seconds, int attempt, int of)
{
    return tr("The service asked us to wait %1 s — retrying (%2 of %3)").arg(seconds).arg(attempt).arg(of);
}

bool ApiJob::retryAfterRateLimit(std::optional<int> retryAfterSeconds)
{
    const RetryPolicy &policy = m_client->retryPolicy();
    if (!m_retryOnRateLimit || m_canceled || m_rateLimited >= policy.maxRateLimitRetries)
        return false;
    const qint64 delayMs = retryAfterSeconds
                               ? qint64(*retryAfterSeconds) * 1000
                               : backoffDelayMs(m_rateLimited + 1, policy.baseDelayMs, policy.maxDelayMs,
                                                QRandomGenerator::global()->generateDouble());
    if (m_waitedMs + delayMs > qint64(policy.rateLimitBudgetSeconds) * 1000)
        return false; // longer than we wait: say when to try again instead
    ++m_rateLimited;
    m_waitedMs += delayMs;
    emit waiting(int((delayMs + 999) / 1000), m_rateLimited, policy.maxRateLimitRetries);
    scheduleRetry(int(delayMs));
    return true;
}

void ApiJob::onReplyFinished()
{
    QNetworkReply *reply = m_reply;
    m_reply = nullptr;
    reply->deleteLater();
    m_status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (reply->isOpen() && !m_tooLarge) {
        const QByteArray piece = reply->readAll();
        m_body += piece;
        if (!piece.isEmpty() && isSuccess(reply) && !m_canceled)
            bodyArrived(piece);
    }
    const QNetworkReply::NetworkError netError = reply->error();

    if (m_canceled) {
        finish({ApiError::Kind::Canceled});
        return;
    }
    if (m_deadline)
        m_deadline->stop();
    if (m_sizeWatch)
        m_sizeWatch->stop();
    if (m_tooLarge) {
        ApiError e{ApiError::Kind::TooLarge};
        e.detail = QLocale().formattedDataSize(m_client->maxResponseBytes());
        finish(e);
        return;
    }
    if (m_deadlineHit) {
        ApiError e{ApiError::Kind::Timeout};
        e.detail = QString::number(m_deadlineSeconds);
        finish(e); // not retried: the time the request may take is spent
        return;
    }
    if (netError == QNetworkReply::UnknownContentError && m_status >= 200 && m_status < 300 &&
        reply->errorString().contains(u"ecompress")) {
        // Qt stopped inflating an answer that grew far beyond its compressed size: a
        // decompression bomb. Said as such, never fetched again.
        ApiError e{ApiError::Kind::TooLarge};
        e.message =
            tr("The answer unpacked to far more than it could plausibly hold (a compression bomb) and "
               "was stopped.");
        finish(e);
        return;
    }
    if (!m_redirectRefused.isEmpty()) {
        ApiError e{ApiError::Kind::Redirected, m_status};
        e.detail = m_redirectRefused;
        finish(e);
        return;
    }
    if (!m_tlsDetail.isEmpty()) {
        ApiError e{ApiError::Kind::Tls};
        e.detail = m_tlsDetail;
        finish(e);
        return;
    }
    if (m_status == 0) { // no HTTP answer at all
        const bool timedOut =
            netError == QNetworkReply::OperationCanceledError || netError == QNetworkReply::TimeoutError;
        if (retryIfAllowed(-1))
            return;
        ApiError e{timedOut ? ApiError::Kind::Timeout : ApiError::Kind::Network};
        e.detail = reply->errorString();
        finish(e);
        return;
    }
    if (m_status == 401) {
        handleUnauthorized();
        return;
    }
    if (m_status == 429 || m_status >= 500) {
        const auto retryAfter =
            parseRetryAfter(reply->rawHeader("Retry-After"), QDateTime::currentDateTimeUtc());
        if (m_status == 429 ? retryAfterRateLimit(retryAfter) : retryIfAllowed(retryAfter.value_or(-1)))
            return;
        ApiError e = ApiError::fromStatus(m_status, m_body);
        e.retryAfterSeconds = retryAfter;
        if (retryAfter)
            e.retryAt = QDateTime::currentDateTime().addSecs(*retryAfter);
        finish(e);
        return;
    }
    if (m_status >= 200 && m_status < 300) {
        if (netError != QNetworkReply::NoError) { // e.g. the connection dropped mid-body
            if (retryIfAllowed(-1))
                return;
            ApiError e{ApiError::Kind::Network};
            e.detail = reply->errorString();
            finish(e);
            return;
        }
        const QByteArray type = reply->header(QNetworkRequest::ContentTypeHeader).toByteArray().toLower();
        if (!type.isEmpty() && !type.contains("json") && !m_body.isEmpty()) {
            setMalformed(tr("the service sent %1 instead of JSON").arg(QString::fromLatin1(type)));
            finish(m_error);
            return;
        }
        m_nextQuery.reset();
        m_parsePending = false;
        const bool ok = parse(m_body);
        if (!m_parsePending)
            afterParse(ok);
        return;
    }
    finish(ApiError::fromStatus(m_status, m_body));
}

void ApiJob::afterParse(bool ok)
{
    if (!ok && !m_error.isError())
        setMalformed(tr("unexpected content"));
    if (m_nextQuery && !m_error.isError()) {
        m_query = *m_nextQuery;
        m_attempts = 0;
        send();
        return;
    }
    finish(m_error);
}

void ApiJob::handleUnauthorized()
{
    Account &account = *m_account;
    if (m_auth == Auth::SessionKeyCheck) {
        finish({ApiError::Kind::TenantKeyRejected, 401});
        return;
    }
    if (m_auth != Auth::Session) {
        finish(ApiError::fromStatus(401, m_body));
        return;
    }
    if (!accountMaySend())
        return; // the answer came after the session moved on: nothing to repair in it
    if (account.method() == AuthMethod::Basic || account.method() == AuthMethod::Bearer) {
        if (!account.hasTenantKey()) {
            // No key was sent: the service wants one (spec §5), none was rejected.
            ApiError e{ApiError::Kind::TenantKeyMissing, 401};
            finish(e);
            return;
        }
    }
    if (account.method() != AuthMethod::Bearer) {
        finish({ApiError::Kind::Unauthorized, 401});
        return;
    }
    if (m_refreshTried && m_sentGeneration == account.generation()) {
        // A fresh token was refused too: the tenant key is what the service rejects.
        finish({ApiError::Kind::TenantKeyRejected, 401});
        return;
    }
    m_refreshTried = true;
    const bool tokenStillValid = !account.tokenExpiresWithin(0);
    account.refresh(m_sentGeneration, [this, tokenStillValid, guard = QPointer<ApiJob>(this)](bool ok) {
        if (!guard || !m_running)
            return;
        if (ok) {
            send();
            return;
        }
        if (tokenStillValid) {
            finish({ApiError::Kind::TenantKeyRejected, 401});
            return;
        }
        waitForSignIn(401);
    });
}

void ApiJob::setMalformed(const QString &detail)
{
    m_error = {ApiError::Kind::Malformed, m_status};
    m_error.detail = detail;
}

void ApiJob::finish(ApiError error)
{
    if (!m_running)
        return;
    m_running = false;
    m_error = std::move(error);
    if (m_error.isError())
        qCInfo(lcJob) << m_verb << m_path << "failed:" << int(m_error.kind) << m_error.httpStatus;
    emit finished();
    if (m_autoDelete)
        deleteLater();
}

} // namespace bd::api
