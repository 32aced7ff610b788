#include "models/query/queryrunner.h"

#include "api/apiclient.h"
#include "api/curlcommand.h"
#include "api/queryjob.h"
#include "models/common/tenantscope.h"

#include <QLocale>

namespace bd::models {

QueryRunner::QueryRunner(api::AccountPtr account, QObject *parent)
    : QObject(parent), m_account(std::move(account)), m_job(this)
{
    m_job.onWaiting([this](int seconds, int attempt, int of) { emit waiting(seconds, attempt, of); });
}

QueryRunner::~QueryRunner() = default;

QString QueryRunner::variablesProblem(const QString &text)
{
    if (text.trimmed().isEmpty())
        return {};
    json::ParseError error;
    const json::Document doc = json::Document::parse(text.toUtf8(), &error);
    if (!doc.isValid())
        return tr("The variables are not valid JSON: %1.").arg(error.toString());
    if (!doc.root().isObject())
        return tr("The variables must be a JSON object, for example {\"status\": \"Draft\"}.");
    return {};
}

QString QueryRunner::runProblem(const QString &query, const QString &variables) const
{
    if (isRunning())
        return tr("A query is running.");
    if (query.trimmed().isEmpty())
        return tr("Enter a query, for example { Customer { id name } }.");
    return variablesProblem(variables);
}

bool QueryRunner::isRunning() const
{
    return m_starting || m_job.isRunning();
}

qint64 QueryRunner::elapsedMs() const
{
    return isRunning() ? m_timer.elapsed() : m_last.elapsedMs;
}

QueryHistory QueryRunner::history() const
{
    return QueryHistory(tenantSettingsGroup(*m_account));
}

QString QueryRunner::curlCommand(const QString &query, const QString &variables) const
{
    return api::queryCurlCommand(*m_account, query, variables.trimmed().toUtf8());
}

bool QueryRunner::run(const QString &query, const QString &variables)
{
    if (!runProblem(query, variables).isEmpty())
        return false;
    history().add({query, variables, m_account->clock().nowUtc()});
    m_timer.start();
    m_starting = true; // running, for whoever asks while started() is said
    emit started();
    m_job.start(
        new api::QueryJob(m_account, query, variables.trimmed().toUtf8(), this),
        [this](const api::QueryJob &job) {
            Run r;
            r.elapsedMs = m_timer.elapsed();
            r.httpStatus = job.httpStatus();
            r.body = job.responseBody();
            const api::ApiError &e = job.error();
            if (job.succeeded()) {
                r.response = readQueryResponse(job.sharedDocument());
            } else if (e.kind == api::ApiError::Kind::Canceled) {
                r.canceled = true;
                r.failure =
                    tr("Canceled after %1 s.").arg(QLocale().toString(double(r.elapsedMs) / 1000.0, 'f', 1));
            } else {
                // A service may answer a query it cannot run with 400 and the usual errors: show them.
                r.response = readQueryResponse(r.body);
                if (e.kind != api::ApiError::Kind::BadRequest || r.response.errors.isEmpty())
                    r.failure = e.userMessage();
            }
            m_last = r;
            m_starting = false;
            emit finished();
        });
    m_starting = false;
    return true;
}

void QueryRunner::cancel()
{
    m_job.cancel();
}

} // namespace bd::models
