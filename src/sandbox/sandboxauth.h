#pragma once

// Authentication exactly as spec §5: the API key header; bearer tokens (HS256 JWTs with exp)
// plus apiAccessKey; Basic credentials plus apiAccessKey. A missing or wrong apiAccessKey with
// token or Basic authentication is a 401.

#include "sandbox/sandboxdata.h"
#include "sandbox/sandboxhttp.h"

#include "domain/clock.h"

#include <QDateTime>

#include <optional>

namespace bd::sandbox {

struct AuthOutcome
{
    TenantData *tenant = nullptr;
    const SandboxUser *user = nullptr; // null for API keys
    QByteArray method;                 // "api-key", "bearer", "basic"
    QString failure;                   // why a request was refused (for the sandbox log only)
    bool ok() const { return tenant != nullptr; }
};

struct TokenClaims
{
    QString userName;
    QString type; // "access" or "refresh"
    QDateTime expiresAt;
};

class SandboxAuth
{
public:
    SandboxAuth(SandboxData &data, QByteArray apiKeyHeader);

    void setTokenLifetime(int seconds) { m_lifetime = seconds; }
    // Where token issue and expiry read the time (tests share a ManualClock with the client).
    void setClock(const domain::Clock *clock) { m_clock = clock; }
    QDateTime now() const { return m_clock->nowUtc(); }
    int tokenLifetime() const { return m_lifetime; }
    const QByteArray &apiKeyHeader() const { return m_apiKeyHeader; }

    QByteArray issue(const SandboxUser &user, const QString &type, int lifetimeSeconds);
    // Checks signature and type; allowExpired accepts a token past its exp (refresh).
    std::optional<TokenClaims> verify(QByteArrayView token, const QString &type, bool allowExpired) const;

    AuthOutcome authenticate(const SandboxRequest &request) const;

private:
    QByteArray sign(QByteArrayView signingInput) const;
    SandboxData &m_data;
    QByteArray m_apiKeyHeader;
    QByteArray m_secret;
    int m_lifetime = 15 * 60;
    const domain::Clock *m_clock = domain::Clock::system();
    quint64 m_serial = 0;
};

} // namespace bd::sandbox
