#pragma once

// Between the query console and the API: checks the variables while they are typed, runs one
// query at a time (cancellable, timed), reads the answer into data, errors with their places,
// and the whole JSON, and keeps the history of what was run for this environment and tenant.

#include "api/account.h"
#include "models/common/jobslot.h"
#include "models/common/queryresponse.h"
#include "models/query/queryhistory.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

namespace bd::api {
class QueryJob;
} // namespace bd::api

namespace bd::models {

class QueryRunner final : public QObject
{
    Q_OBJECT
public:
    struct Run
    {
        QueryResponse response; // data and errors (also from a 400 that carries them)
        QString failure;        // why there is no answer to show, in words; empty when there is one
        bool canceled = false;
        int httpStatus = 0;
        qint64 elapsedMs = 0;
        QByteArray body; // the answer as received
    };

    explicit QueryRunner(api::AccountPtr account, QObject *parent = nullptr);
    ~QueryRunner() override;

    // Why `text` cannot be sent as the variables, with where it is wrong; empty when it is a
    // JSON object (or empty, meaning none).
    static QString variablesProblem(const QString &text);
    // Why Run is not possible now; empty when it is.
    QString runProblem(const QString &query, const QString &variables) const;

    // Sends the query; false (and nothing sent) when runProblem() is not empty.
    bool run(const QString &query, const QString &variables);
    void cancel();
    bool isRunning() const;
    // Milliseconds since the running query was sent, or how long the last one took.
    qint64 elapsedMs() const;
    const Run &lastRun() const { return m_last; }

    QueryHistory history() const;
    // The request run() would send, as a curl command with every secret written as a variable.
    QString curlCommand(const QString &query, const QString &variables) const;

signals:
    void started();
    void finished();
    // The service asked to wait (429): the request goes again by itself after `seconds`
    // (attempt `attempt` of at most `of`); cancel() ends the wait.
    void waiting(int seconds, int attempt, int of);

private:
    api::AccountPtr m_account;
    JobSlot m_job;
    QElapsedTimer m_timer;
    bool m_starting = false; // between started() and the request being on its way
    Run m_last;
};

} // namespace bd::models
