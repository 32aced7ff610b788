#include "api/webhookendpointsjob.h"

namespace bd::api {

WebhookEndpointsJob::WebhookEndpointsJob(AccountPtr account, QObject *parent)
    : ApiJob(std::move(account), "GET", QStringLiteral("/webhook-endpoints"), parent)
{
    setSize(Size::List);
}

bool WebhookEndpointsJob::parse(const QByteArray &body)
{
    return accept(domain::decodeWebhookEndpoints(body), m_endpoints);
}

} // namespace bd::api
