#pragma once

// Who acts where: one environment, one sign-in (method and identity) and one tenant, captured
// when a person acts and carried by every request made for them (Nextcloud's AccountPtr is the
// model). Only tokens change inside an account (a refresh, or a new sign-in verified as the same
// identity and tenant); another tenant, user or environment, or signing out, is another account.
//
// A request sends only with its own account's credentials and only while that account may send:
// a candidate (being checked: a sign-in, a typed tenant key) or the current one. Once the session
// moves on, the account is retired with a sentence saying why, and every request that was
// waiting in it (parked for a refresh or a sign-in, backing off, retrying) ends with that sentence
// instead of going out under whatever account is in use by then.

#include "api/environment.h"
#include "domain/auth.h"
#include "domain/clock.h"

#include <QNetworkRequest>
#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

namespace bd::api {

class ApiClient;
class Account;
using AccountPtr = std::shared_ptr<Account>;

enum class AuthMethod { None, ApiKey, Bearer, Basic };

// What a sign-in proves: the method and its secrets (memory only; never logged or persisted
// outside the keychain).
struct Credentials
{
    AuthMethod method = AuthMethod::None;
    QString apiKey;
    QString userName;
    QString password;  // Basic
    QString tenantKey; // apiAccessKey (Basic, bearer)
    domain::TokenGrant grant;
};

class Account final : public QObject, public std::enable_shared_from_this<Account>
{
    Q_OBJECT
public:
    enum class State { Candidate, Current, Retired };
    using Done = std::function<void(bool ok)>;

    // A new candidate account. `client` carries the requests (network, policies); not owned.
    static AccountPtr create(ApiClient *client, const Environment &environment, Credentials credentials,
                             const QString &tenantName = {});
    // The same sign-in in another tenant: a candidate used to try `tenantKey` before switching.
    AccountPtr withTenant(const QString &tenantKey, const QString &tenantName) const;
    ~Account() override;

    quint64 serial() const { return m_serial; }
    ApiClient *client() const;
    const Environment &environment() const { return m_environment; }
    AuthMethod method() const { return m_credentials.method; }
    QString userName() const { return m_credentials.userName; }
    QString tenantName() const { return m_tenantName; }
    // Names the tenant once its details are read (an API key does not say its tenant's name);
    // only while the account is a candidate: a name is part of where the person acts.
    void setTenantName(const QString &name);
    bool hasTenantKey() const { return !m_credentials.tenantKey.isEmpty(); }
    QString tenantKey() const { return m_credentials.tenantKey; } // secret: never log
    QString apiKey() const { return m_credentials.apiKey; }       // secret: never log
    // Bearer: the tenants the token grant listed (with their keys).
    const QList<domain::Tenant> &tenants() const { return m_credentials.grant.tenants; }
    QString refreshToken() const { return m_credentials.grant.refreshToken; }
    // The tenant's name, else the environment's: "Globex Corporation".
    QString where() const;

    State state() const { return m_state; }
    bool canSend() const { return m_state != State::Retired; }
    // Why requests of a retired account were not sent: "you switched to Globex Corporation".
    QString retiredBecause() const { return m_retiredBecause; }

    const domain::Clock &clock() const { return *m_clock; }

    // Adds this account's headers (the one place they are added). The token endpoint does not
    // call it; the refresh request calls authorizeRefresh().
    void authorize(QNetworkRequest &request) const;

    // Bearer only: close enough to expiry to refresh before using it.
    bool tokenNeedsRefresh() const;
    // Changes whenever this account's credentials change; a failed request tells by it whether
    // someone else refreshed the token after it was sent.
    quint64 generation() const { return m_generation; }
    // Refreshes unless the credentials changed since `seenGeneration`; joins a refresh in flight.
    // A failed refresh of the current account asks for a sign-in (signInRequired).
    void refresh(quint64 seenGeneration, Done done);

signals:
    void signInRequired();
    void tokenRefreshed();
    void retired();

private:
    // The session makes accounts current, renews and retires them; the policy refreshes tokens
    // and parks requests for a sign-in.
    friend class AuthSession;
    friend class AuthPolicy;

    QString password() const { return m_credentials.password; } // secret: never log
    QString accessToken() const { return m_credentials.grant.accessToken; }
    QDateTime tokenExpiry() const { return m_credentials.grant.expiresAt; }
    // Same environment (addresses and key header), same identity (user, or API key) and same
    // tenant (access key): a new sign-in that may take over this account's waiting requests.
    bool isSameSignIn(const Account &other) const;
    // Where the account reads the time (tests pass a ManualClock); not owned.
    void setClock(const domain::Clock *clock) { m_clock = clock; }
    void authorizeRefresh(QNetworkRequest &request) const;
    // Bearer only: true when the token expires within `margin` seconds.
    bool tokenExpiresWithin(int marginSeconds) const;
    int refreshesStarted() const { return m_refreshesStarted; }
    // Requests that must wait for a sign-in park here. They go on (true) when a sign-in verified
    // as the same identity and tenant renews the account, and end (false) when the person gives
    // up or the session moves on (then retiredBecause() says why). A candidate has no sign-in to
    // wait for: it answers false at once.
    void waitForSignIn(Done resume);
    int waitingCount() const { return int(m_waitingForSignIn.size()); }
    // The person gave up signing in: parked requests end.
    void abandonWaiting();

    Account(ApiClient *client, const Environment &environment, Credentials credentials,
            const QString &tenantName);
    void makeCurrent() { m_state = State::Current; }
    // Takes a verified sign-in's fresh credentials; requests parked for a sign-in go on.
    void renew(const Account &verified);
    void retire(const QString &because);
    void finishRefresh(bool ok);

    const quint64 m_serial;
    QPointer<ApiClient> m_client;
    const Environment m_environment;
    Credentials m_credentials;
    QString m_tenantName;
    State m_state = State::Candidate;
    QString m_retiredBecause;
    const domain::Clock *m_clock = domain::Clock::system();
    QDateTime m_grantReceived;
    quint64 m_generation = 0;
    bool m_refreshing = false;
    int m_refreshesStarted = 0;
    QList<Done> m_waitingForRefresh;
    QList<Done> m_waitingForSignIn;
};

} // namespace bd::api
