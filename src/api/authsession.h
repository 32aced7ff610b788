#pragma once

// Who the client is signed in as, and the one place authentication headers are added (spec §5).
// Holds secrets in memory only. Bearer tokens are refreshed single-flight: however many requests
// meet an expired token, one refresh runs and the others wait for it.

#include "api/environment.h"
#include "domain/auth.h"
#include "domain/clock.h"

#include <QDateTime>
#include <QNetworkRequest>
#include <QObject>

#include <functional>

namespace bd::api {

enum class AuthMethod { None, ApiKey, Bearer, Basic };

class AuthSession : public QObject
{
    Q_OBJECT
public:
    using Done = std::function<void(bool ok)>;
    // Performs the refresh request; calls back with the new grant, or nullopt and whether the
    // refusal was an authentication refusal (401) rather than a transport failure.
    using Refresher = std::function<void(std::function<void(std::optional<domain::TokenGrant>)>)>;

    explicit AuthSession(QObject *parent = nullptr);

    // Where the session reads the time (tests pass a ManualClock); not owned.
    void setClock(const domain::Clock *clock) { m_clock = clock; }
    const domain::Clock &clock() const { return *m_clock; }

    void useApiKey(const QString &apiKey);
    void useBasic(const QString &userName, const QString &password, const QString &tenantAccessKey);
    void useBearer(const QString &userName, const domain::TokenGrant &grant, const QString &tenantAccessKey);
    // Sets the tenant key and name (sign-in flows, and trying a key before switching to it).
    void setTenant(const QString &tenantAccessKey, const QString &tenantName);
    // A deliberate switch to another tenant without signing in again (bearer and Basic: the
    // same user, another key): setTenant(), then tenantSwitched() so that whoever shows or
    // remembers the tenant follows.
    void switchTenant(const QString &tenantAccessKey, const QString &tenantName);
    // Bearer: the tenants the token grant listed (with their keys); kept across refreshes,
    // which list none. Empty for other methods and for a session resumed from a refresh token.
    const QList<domain::Tenant> &tenants() const { return m_tenants; }
    void clear();

    AuthMethod method() const { return m_method; }
    bool isSignedIn() const { return m_method != AuthMethod::None; }
    QString userName() const { return m_userName; }
    QString tenantName() const { return m_tenantName; }
    bool hasTenantKey() const { return !m_tenantKey.isEmpty(); }
    QString tenantKey() const { return m_tenantKey; } // secret: never log
    QString refreshToken() const { return m_grant.refreshToken; }
    QDateTime tokenExpiry() const { return m_grant.expiresAt; }

    // Adds the headers of the current method. The token endpoint does not call this.
    void authorize(QNetworkRequest &request, const Environment &environment) const;
    // Only for the refresh request: the current token and the tenant key, even if expired.
    void authorizeRefresh(QNetworkRequest &request) const;

    // Bearer only: true when the token expires within `margin` seconds.
    bool tokenExpiresWithin(int marginSeconds) const;
    // Bearer only: true when the token is close enough to expiry to refresh before using it.
    bool tokenNeedsRefresh() const;
    // Changes whenever the credentials change; lets a failed request tell whether someone else
    // already refreshed the token after it was sent.
    quint64 generation() const { return m_generation; }

    void setRefresher(Refresher refresher) { m_refresher = std::move(refresher); }
    // Refreshes unless the credentials changed since `seenGeneration`; joins a refresh in flight.
    void refresh(quint64 seenGeneration, Done done);
    int refreshesStarted() const { return m_refreshesStarted; }

    // Requests that must wait for the user to sign in again park here; they resume (true) after
    // a successful sign-in, or end (false) when the user gives up.
    void waitForSignIn(Done resume);
    void abandonWaiting();
    int waitingCount() const { return int(m_waitingForSignIn.size()); }

signals:
    void changed();
    void tenantSwitched(const QString &tenantName);
    void signInRequired();
    void tokenRefreshed();

private:
    void signedIn();
    void finishRefresh(bool ok);
    const domain::Clock *m_clock = domain::Clock::system();
    AuthMethod m_method = AuthMethod::None;
    QString m_apiKey;
    QString m_userName;
    QString m_password;
    QString m_tenantKey;
    QString m_tenantName;
    domain::TokenGrant m_grant;
    QList<domain::Tenant> m_tenants;
    QDateTime m_grantReceived;
    quint64 m_generation = 0;
    Refresher m_refresher;
    bool m_refreshing = false;
    int m_refreshesStarted = 0;
    QList<Done> m_waitingForRefresh;
    QList<Done> m_waitingForSignIn;
};

} // namespace bd::api
