#include "tenantjob.h"

namespace bd::api {

TenantJob::TenantJob(ApiClient *client, QObject *parent) : ApiJob(client, "GET", QStringLiteral("/tenant"), parent) {}

bool TenantJob::parse(const QByteArray &body)
{
    auto decoded = domain::decodeTenantDetails(body);
    if (!decoded.ok) {
        setMalformed(decoded.problems.value(0).toString());
        return false;
    }
    m_details = std::move(decoded.value);
    return true;
}

} // namespace bd::api
