#pragma once

#include "api/apijob.h"
#include "domain/recordcodec.h"

namespace bd::api {

// GET /tenant: the signed-in tenant's details (fields not shown by the spec; all kept).
class TenantJob final : public ApiJob
{
    Q_OBJECT
public:
    explicit TenantJob(ApiClient *client, QObject *parent = nullptr);
    const domain::TenantDetails &details() const { return m_details; }

protected:
    bool parse(const QByteArray &body) override;

private:
    domain::TenantDetails m_details;
};

} // namespace bd::api
