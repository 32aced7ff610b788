#include "api/account.h"

#include "api/apiclient.h"
#include "api/tokenjob.h"

#include <QLoggingCategory>

#include <atomic>

namespace bd::api {

namespace {
Q_LOGGING_CATEGORY(lcAccount, "billingdesk.auth.account", QtInfoMsg)

quint64 nextSerial()
{
    static std::atomic<quint64> serial{0};
    return ++serial;
}

QString addressOf(const QUrl &url)
{
    return url.adjusted(QUrl::RemoveUserInfo | QUrl::StripTrailingSlash).toString();
}
} // namespace

Account::Account(ApiClient *client, const Environment &environment, Credentials credentials,
                 const QString &tenantName)
    : m_serial(nextSerial()), m_client(client), m_environment(environment),
      m_credentials(std::move(credentials)), m_tenantName(tenantName)
{}

Account::~Account()
{
    // Nobody can renew an account that is gone: whatever still waits in it ends.
    const QList<Done> refreshing = std::exchange(m_waitingForRefresh, {});
    for (const Done &d : refreshing)
        d(false);
    const QList<Done> parked = std::exchange(m_waitingForSignIn, {});
    for (const Done &d : parked)
        d(false);
}

ApiClient *Account::client() const
{
    return m_client;
}

AccountPtr Account::create(ApiClient *client, const Environment &environment, Credentials credentials,
                           const QString &tenantName)
{
    AccountPtr account(new Account(client, environment, std::move(credentials), tenantName));
    account->m_grantReceived = account->m_clock->nowUtc();
    return account;
}

AccountPtr Account::withTenant(const QString &tenantKey, const QString &tenantName) const
{
    Credentials c = m_credentials;
    c.tenantKey = tenantKey;
    AccountPtr other = create(m_client, m_environment, std::move(c), tenantName);
    other->m_clock = m_clock;
    other->m_grantReceived = m_grantReceived;
    return other;
}

void Account::setTenantName(const QString &name)
{
    if (m_state == State::Candidate)
        m_tenantName = name;
}

QString Account::where() const
{
    if (!m_tenantName.isEmpty())
        return m_tenantName;
    return m_environment.name.isEmpty() ? m_environment.baseUrl.host() : m_environment.name;
}

bool Account::isSameSignIn(const Account &other) const
{
    const Environment &a = m_environment;
    const Environment &b = other.m_environment;
    if (addressOf(a.baseUrl) != addressOf(b.baseUrl) ||
        addressOf(a.queryBaseUrl()) != addressOf(b.queryBaseUrl()) || a.apiKeyHeader != b.apiKeyHeader ||
        a.kind != b.kind)
        return false;
    const Credentials &x = m_credentials;
    const Credentials &y = other.m_credentials;
    if ((x.method == AuthMethod::ApiKey) != (y.method == AuthMethod::ApiKey))
        return false;
    if (x.method == AuthMethod::ApiKey)
        return x.apiKey == y.apiKey; // an API key is its tenant
    // The same person (bearer or Basic alike) in the same tenant.
    return x.method != AuthMethod::None && y.method != AuthMethod::None && x.userName == y.userName &&
           x.tenantKey == y.tenantKey;
}

void Account::authorize(QNetworkRequest &request) const
{
    const Credentials &c = m_credentials;
    switch (c.method) {
    case AuthMethod::None: break;
    case AuthMethod::ApiKey: request.setRawHeader(m_environment.apiKeyHeader, c.apiKey.toUtf8()); break;
    case AuthMethod::Bearer:
        request.setRawHeader("Authorization", "Bearer " + c.grant.accessToken.toUtf8());
        if (!c.tenantKey.isEmpty())
            request.setRawHeader("apiAccessKey", c.tenantKey.toUtf8());
        break;
    case AuthMethod::Basic:
        request.setRawHeader("Authorization", "Basic " + domain::basicToken(c.userName, c.password));
        // No key typed: send none rather than an empty header the service would call wrong.
        if (!c.tenantKey.isEmpty())
            request.setRawHeader("apiAccessKey", c.tenantKey.toUtf8());
        break;
    }
}

void Account::authorizeRefresh(QNetworkRequest &request) const
{
    // A resumed session has only its refresh token (in the body): no empty "Bearer ".
    if (!m_credentials.grant.accessToken.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + m_credentials.grant.accessToken.toUtf8());
    if (!m_credentials.tenantKey.isEmpty())
        request.setRawHeader("apiAccessKey", m_credentials.tenantKey.toUtf8());
}

bool Account::tokenExpiresWithin(int marginSeconds) const
{
    return method() == AuthMethod::Bearer &&
           m_clock->nowUtc().addSecs(marginSeconds) >= m_credentials.grant.expiresAt;
}

bool Account::tokenNeedsRefresh() const
{
    if (method() != AuthMethod::Bearer)
        return false;
    // Refresh a little before expiry: 30 s, or a fifth of a short lifetime.
    const qint64 lifetimeMs = m_grantReceived.msecsTo(m_credentials.grant.expiresAt);
    const qint64 marginMs = std::min<qint64>(30000, std::max<qint64>(0, lifetimeMs / 5));
    return m_clock->nowUtc().addMSecs(marginMs) >= m_credentials.grant.expiresAt;
}

void Account::refresh(quint64 seenGeneration, Done done)
{
    if (method() != AuthMethod::Bearer || !canSend() || !m_client) {
        done(false);
        return;
    }
    if (!m_refreshing && seenGeneration != m_generation && !tokenNeedsRefresh()) {
        done(true); // someone refreshed (or signed in again) after this request was sent
        return;
    }
    m_waitingForRefresh.append(std::move(done));
    if (m_refreshing)
        return;
    m_refreshing = true;
    ++m_refreshesStarted;
    qCInfo(lcAccount) << "refreshing the access token of account" << m_serial;
    auto *job = new RefreshTokenJob(shared_from_this());
    std::weak_ptr<Account> self = weak_from_this();
    connect(job, &ApiJob::finished, this, [this, job, self] {
        if (self.expired())
            return;
        if (job->succeeded() && !job->grant().accessToken.isEmpty()) {
            const QString refreshTokenBefore = m_credentials.grant.refreshToken;
            const QList<domain::Tenant> tenantsBefore = m_credentials.grant.tenants;
            m_credentials.grant = job->grant();
            m_grantReceived = m_clock->nowUtc();
            if (m_credentials.grant.refreshToken.isEmpty())
                m_credentials.grant.refreshToken = refreshTokenBefore;
            if (m_credentials.grant.tenants.isEmpty()) // a refresh lists none: keep the grant's
                m_credentials.grant.tenants = tenantsBefore;
            ++m_generation;
            emit tokenRefreshed();
            finishRefresh(true);
        } else {
            finishRefresh(false);
        }
    });
    job->start();
}

void Account::finishRefresh(bool ok)
{
    m_refreshing = false;
    const QList<Done> waiting = std::exchange(m_waitingForRefresh, {});
    if (!ok && m_state == State::Current) {
        qCWarning(lcAccount) << "token refresh failed; signing in again is required";
        emit signInRequired();
    }
    for (const Done &d : waiting)
        d(ok);
}

void Account::waitForSignIn(Done resume)
{
    if (m_state != State::Current) {
        resume(false);
        return;
    }
    m_waitingForSignIn.append(std::move(resume));
}

void Account::abandonWaiting()
{
    const QList<Done> waiting = std::exchange(m_waitingForSignIn, {});
    for (const Done &d : waiting)
        d(false);
}

void Account::renew(const Account &verified)
{
    m_credentials = verified.m_credentials;
    m_grantReceived = verified.m_grantReceived;
    if (!verified.m_tenantName.isEmpty())
        m_tenantName = verified.m_tenantName;
    ++m_generation;
    qCInfo(lcAccount) << "account" << m_serial << "signed in again;" << m_waitingForSignIn.size()
                      << "waiting request(s) go on";
    const QList<Done> waiting = std::exchange(m_waitingForSignIn, {});
    for (const Done &d : waiting)
        d(true);
}

void Account::retire(const QString &because)
{
    if (m_state == State::Retired)
        return;
    m_state = State::Retired;
    m_retiredBecause = because;
    qCInfo(lcAccount) << "account" << m_serial << "retired;" << m_waitingForSignIn.size()
                      << "waiting request(s) end";
    emit retired();
    abandonWaiting();
}

} // namespace bd::api
