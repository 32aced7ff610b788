#include "api/tenantjob.h"

namespace bd::api {

TenantJob::TenantJob(ApiClient *client, QObject *parent)
    : ApiJob(client, "GET", QStringLiteral("/tenant"), parent)
{}

bool TenantJob::parse(const QByteArray &body)
{
    return accept(domain::decodeTenantDetails(body), m_details);
}

} // namespace bd::api
