#include "api/tenantjob.h"

namespace bd::api {

TenantJob::TenantJob(AccountPtr account, QObject *parent)
    : ApiJob(std::move(account), "GET", QStringLiteral("/tenant"), parent)
{}

bool TenantJob::parse(const QByteArray &body)
{
    return accept(domain::decodeTenantDetails(body), m_details);
}

} // namespace bd::api
