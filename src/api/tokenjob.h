#pragma once

#include "api/apijob.h"
#include "domain/authcodec.h"

namespace bd::api {

// POST /auth/token with userName, password and showTenants "true". Sends no authentication
// headers (this is how one gets them). The password is held only for the request.
class TokenJob final : public ApiJob
{
    Q_OBJECT
public:
    TokenJob(AccountPtr account, const QString &userName, const QString &password, QObject *parent = nullptr);
    const domain::TokenGrant &grant() const { return m_grant; }

protected:
    bool parse(const QByteArray &body) override;

private:
    domain::TokenGrant m_grant;
};

// POST /auth/refreshToken with the current token and apiAccessKey (and the refresh token in the
// body when the service gave one).
class RefreshTokenJob final : public ApiJob
{
    Q_OBJECT
public:
    explicit RefreshTokenJob(AccountPtr account, QObject *parent = nullptr);
    const domain::TokenGrant &grant() const { return m_grant; }

protected:
    bool parse(const QByteArray &body) override;

private:
    domain::TokenGrant m_grant;
};

} // namespace bd::api
