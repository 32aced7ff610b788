#pragma once

#include "api/apijob.h"
#include "domain/recordcodec.h"

namespace bd::api {

// GET /tenant: the signed-in tenant's details (fields not shown by the spec; all kept).
class TenantJob final : public ApiJob
{
    Q_OBJECT
public:
    explicit TenantJob(AccountPtr account, QObject *parent = nullptr);
    const domain::TenantDetails &details() const { return m_details; }
    // Before start(): the request tries a tenant access key someone typed, so a 401 ends it as
    // TenantKeyRejected instead of refreshing the token with that key (see ApiJob::Auth).
    void checkTenantKey() { setAuth(Auth::SessionKeyCheck); }

protected:
    bool parse(const QByteArray &body) override;

private:
    domain::TenantDetails m_details;
};

} // namespace bd::api
