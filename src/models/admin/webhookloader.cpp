#include "models/admin/webhookloader.h"

#include "api/webhookendpointsjob.h"
#include "models/admin/webhookmodel.h"

namespace bd::models {

WebhookLoader::WebhookLoader(api::AccountPtr account, WebhookModel *model, QObject *parent)
    : QObject(parent), m_account(std::move(account)), m_model(model)
{}

WebhookLoader::~WebhookLoader()
{
    // Stop without telling anyone: whoever listened is going away too (a screen's widgets are
    // already gone when its children are deleted).
    if (m_job) {
        m_job->disconnect(this);
        m_job->cancel();
    }
}

bool WebhookLoader::isLoading() const
{
    return m_job && m_job->isRunning();
}

void WebhookLoader::load()
{
    if (isLoading())
        return;
    auto *job = new api::WebhookEndpointsJob(m_account, this);
    m_job = job;
    connect(job, &api::ApiJob::finished, this, [this, job] {
        if (job->succeeded()) {
            m_model->setEndpoints(job->endpoints());
            emit loaded(m_model->entryCount(), m_model->notRecordCount());
        } else if (job->error().kind == api::ApiError::Kind::Canceled) {
            emit canceled();
        } else {
            emit failed(job->error());
        }
    });
    job->start();
}

void WebhookLoader::cancel()
{
    if (m_job)
        m_job->cancel();
}

} // namespace bd::models
