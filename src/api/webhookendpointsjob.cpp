#include "webhookendpointsjob.h"

namespace bd::api {

WebhookEndpointsJob::WebhookEndpointsJob(ApiClient *client, QObject *parent)
    : ApiJob(client, "GET", QStringLiteral("/webhook-endpoints"), parent)
{
}

bool WebhookEndpointsJob::parse(const QByteArray &body)
{
    auto decoded = domain::decodeWebhookEndpoints(body);
    if (!decoded.ok) {
        setMalformed(decoded.problems.value(0).toString());
        return false;
    }
    addProblems(decoded.problems);
    m_endpoints = std::move(decoded.value);
    return true;
}

} // namespace bd::api
