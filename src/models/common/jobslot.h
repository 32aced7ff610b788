#pragma once

// The one request a controller has on its way at a time (the webhook list, the tenant's
// details, a query): started with what to do when it finishes, asked about, canceled, and
// stopped without telling anyone when the controller goes (whoever listened is going too: a
// screen's widgets are already gone when its children are deleted).

#include "api/apijob.h"

#include <QPointer>

#include <functional>

namespace bd::models {

class JobSlot
{
public:
    explicit JobSlot(QObject *owner) : m_owner(owner) {}
    ~JobSlot() { stopSilently(); }
    JobSlot(const JobSlot &) = delete;
    JobSlot &operator=(const JobSlot &) = delete;

    bool isRunning() const { return m_job && m_job->isRunning(); }
    void cancel()
    {
        if (m_job)
            m_job->cancel();
    }
    void stopSilently()
    {
        if (m_job) {
            m_job->disconnect(m_owner);
            m_job->cancel();
        }
    }
    // What to do when the service asks a job of this slot to wait (429): the owner tells its
    // screen (seconds, attempt, of at most).
    void onWaiting(std::function<void(int seconds, int attempt, int of)> waiting)
    {
        m_waiting = std::move(waiting);
    }
    // Makes `job` (made with the owner as parent) the one on its way and starts it; `done(job)`
    // runs in the owner's thread when it finishes, never after the owner is gone.
    template <typename Job, typename Done> void start(Job *job, Done done)
    {
        m_job = job;
        if (m_waiting)
            QObject::connect(job, &api::ApiJob::waiting, m_owner, m_waiting);
        QObject::connect(job, &api::ApiJob::finished, m_owner, [job, done = std::move(done)] { done(*job); });
        job->start();
    }

private:
    QObject *m_owner;
    QPointer<api::ApiJob> m_job;
    std::function<void(int, int, int)> m_waiting;
};

} // namespace bd::models
