#include "models/admin/webhookloader.h"

#include "api/webhookendpointsjob.h"
#include "models/admin/webhookmodel.h"

namespace bd::models {

WebhookLoader::WebhookLoader(api::AccountPtr account, WebhookModel *model, QObject *parent)
    : QObject(parent), m_account(std::move(account)), m_model(model), m_job(this)
{
    m_job.onWaiting([this](int seconds, int attempt, int of) { emit waiting(seconds, attempt, of); });
}

WebhookLoader::~WebhookLoader() = default;

bool WebhookLoader::isLoading() const
{
    return m_job.isRunning();
}

void WebhookLoader::load()
{
    if (isLoading())
        return;
    m_job.start(new api::WebhookEndpointsJob(m_account, this), [this](const api::WebhookEndpointsJob &job) {
        if (job.succeeded()) {
            m_model->setEndpoints(job.endpoints());
            emit loaded(m_model->entryCount(), m_model->notRecordCount());
        } else if (job.error().kind == api::ApiError::Kind::Canceled) {
            emit canceled();
        } else {
            emit failed(job.error());
        }
    });
}

void WebhookLoader::cancel()
{
    m_job.cancel();
}

} // namespace bd::models
