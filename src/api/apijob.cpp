#include "api/apijob.h"

#include "api/apiclient.h"
#include "api/boundedreply.h"
#include "api/transfer.h"

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

ApiJob::ApiJob(AccountPtr account, QByteArray verb, QString path, QObject *parent)
    : QObject(parent), m_account(std::move(account)), m_client(m_account ? m_account->client() : nullptr),
      m_verb(std::move(verb)), m_path(std::move(path)), m_idempotent(m_verb == "GET" || m_verb == "HEAD")
{}

ApiJob::~ApiJob()
{
    if (m_transfer) {
        QNetworkReply *reply = m_transfer->reply();
        m_transfer->disconnect(this);
        m_transfer->abort();
        if (reply)
            reply->deleteLater();
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
    m_auth.beforeSending(*m_account, this,
                         [this](std::optional<ApiError> stop) { proceed(std::move(stop)); });
}

bool ApiJob::accountMaySend()
{
    if (const auto stop = AuthPolicy::accountStop(m_client ? m_account : nullptr)) {
        finish(*stop);
        return false;
    }
    return true;
}

void ApiJob::proceed(std::optional<ApiError> stop)
{
    if (!m_running)
        return; // canceled while a refresh or a sign-in was awaited
    if (stop)
        finish(*stop);
    else
        send();
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
    if (m_transfer)
        m_transfer->abort();
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
    replyStarting();
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
    m_auth.authorize(*m_account, request);
    m_sentGeneration = m_account->generation();
    // A list can be large: its reply keeps memory bounded however fast the service sends.
    QNetworkReply *reply = m_size == Size::List && m_verb == "GET"
                               ? new BoundedReply(request, m_requestBody, &m_client->connections(), this)
                               : m_client->network().sendCustomRequest(request, m_verb, m_requestBody);
    qCDebug(lcJob) << m_verb << m_path << "attempt" << m_attempts;
    const Deadlines &limits = m_client->deadlines();
    Transfer::Limits rules;
    rules.maxBytes = m_client->maxResponseBytes();
    rules.deadlineSeconds = m_size == Size::List    ? limits.listSeconds
                            : m_size == Size::Token ? limits.tokenSeconds
                                                    : limits.recordSeconds;
    rules.redirects = Transfer::Redirects::SameOrigin; // credentials and bodies stay at their origin
    m_transfer = new Transfer(reply, rules, this);
    m_body.clear();
    connect(m_transfer, &Transfer::arrived, this, [this](const QByteArray &piece) {
        if (!m_canceled)
            bodyArrived(piece);
    });
    connect(m_transfer, &Transfer::progress, this, &ApiJob::progress);
    connect(m_transfer, &Transfer::finished, this, &ApiJob::onReplyFinished);
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
        // A coarse timer may fire up to 5 % early; a wait the service asked for is a floor.
        m_retryTimer->setTimerType(Qt::PreciseTimer);
        connect(m_retryTimer, &QTimer::timeout, this, &ApiJob::send);
    }
    m_retryTimer->start(delayMs);
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
    Transfer *transfer = m_transfer;
    m_transfer = nullptr;
    transfer->deleteLater();
    transfer->reply()->deleteLater();
    m_status = transfer->httpStatus();
    m_body = transfer->takeBody();
    if (m_canceled) {
        finish({ApiError::Kind::Canceled});
        return;
    }
    if (const std::optional<ApiError> failure = failureOf(*transfer)) {
        finish(*failure);
        return;
    }
    if (!transfer->succeeded2xx() || transfer->reply()->error() != QNetworkReply::NoError)
        return; // a retry or a refresh is under way
    const QByteArray type =
        transfer->reply()->header(QNetworkRequest::ContentTypeHeader).toByteArray().toLower();
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
}

std::optional<ApiError> ApiJob::failureOf(const Transfer &transfer)
{
    const QNetworkReply *reply = transfer.reply();
    const QNetworkReply::NetworkError netError = reply->error();
    if (transfer.tooLarge()) {
        ApiError e{ApiError::Kind::TooLarge};
        e.detail = QLocale().formattedDataSize(m_client->maxResponseBytes());
        return e;
    }
    if (transfer.deadlineHit()) {
        ApiError e{ApiError::Kind::Timeout};
        e.detail = QString::number(transfer.deadlineSeconds());
        return e; // not retried: the time the request may take is spent
    }
    if (netError == QNetworkReply::UnknownContentError && transfer.succeeded2xx() &&
        reply->errorString().contains(u"ecompress")) {
        // Qt stopped inflating an answer that grew far beyond its compressed size: a
        // decompression bomb. Said as such, never fetched again.
        ApiError e{ApiError::Kind::TooLarge};
        e.message =
            tr("The answer unpacked to far more than it could plausibly hold (a compression bomb) and "
               "was stopped.");
        return e;
    }
    if (!transfer.redirectRefused().isEmpty()) {
        ApiError e{ApiError::Kind::Redirected, m_status};
        e.detail = transfer.redirectRefused();
        return e;
    }
    if (!transfer.tlsDetail().isEmpty()) {
        ApiError e{ApiError::Kind::Tls};
        e.detail = transfer.tlsDetail();
        return e;
    }
    if (m_status == 0 || (transfer.succeeded2xx() && netError != QNetworkReply::NoError)) {
        // No HTTP answer at all, or the connection dropped mid-body.
        if (retryIfAllowed(-1))
            return std::nullopt;
        const bool timedOut = m_status == 0 && (netError == QNetworkReply::OperationCanceledError ||
                                                netError == QNetworkReply::TimeoutError);
        ApiError e{timedOut ? ApiError::Kind::Timeout : ApiError::Kind::Network};
        e.detail = reply->errorString();
        return e;
    }
    if (m_status == 401) {
        m_auth.unauthorized(*m_account, m_sentGeneration, m_body, this,
                            [this](std::optional<ApiError> stop) { proceed(std::move(stop)); });
        return std::nullopt;
    }
    if (m_status == 429 || m_status >= 500) {
        const auto retryAfter =
            parseRetryAfter(reply->rawHeader("Retry-After"), QDateTime::currentDateTimeUtc());
        if (m_status == 429 ? retryAfterRateLimit(retryAfter) : retryIfAllowed(retryAfter.value_or(-1)))
            return std::nullopt;
        ApiError e = ApiError::fromStatus(m_status, m_body);
        e.retryAfterSeconds = retryAfter;
        if (retryAfter)
            e.retryAt = QDateTime::currentDateTime().addSecs(*retryAfter);
        return e;
    }
    if (transfer.succeeded2xx())
        return std::nullopt;
    return ApiError::fromStatus(m_status, m_body);
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
