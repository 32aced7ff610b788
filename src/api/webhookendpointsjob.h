#pragma once

#include "api/apijob.h"
#include "domain/recordcodec.h"

namespace bd::api {

// GET /webhook-endpoints: fields are not specified, so every field that arrives is kept.
class WebhookEndpointsJob final : public ApiJob
{
    Q_OBJECT
public:
    explicit WebhookEndpointsJob(AccountPtr account, QObject *parent = nullptr);
    const QList<domain::WebhookEndpoint> &endpoints() const { return m_endpoints; }

protected:
    bool parse(const QByteArray &body) override;

private:
    QList<domain::WebhookEndpoint> m_endpoints;
};

} // namespace bd::api
