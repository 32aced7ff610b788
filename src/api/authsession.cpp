#include "api/authsession.h"
#include <QLoggingCategory>

namespace bd::api {

namespace {
Q_LOGGING_CATEGORY(lcSession, "billingdesk.auth.session", QtInfoMsg)
} // namespace

AuthSession::AuthSession(QObject *parent) : QObject(parent) {}

void AuthSession::signedIn()
{
    ++m_generation;
    emit changed();
    const QList<Done> waiting = std::exchange(m_waitingForSignIn, {});
    for (const Done &resume : waiting)
        resume(true);
}

void AuthSession::useApiKey(const QString &apiKey)
{
    clear();
    m_method = AuthMethod::ApiKey;
    m_apiKey = apiKey;
    signedIn();
}

void AuthSession::useBasic(const QString &userName, const QString &password, const QString &tenantAccessKey)
{
    clear();
    m_method = AuthMethod::Basic;
    m_userName = userName;
    m_password = password;
    m_tenantKey = tenantAccessKey;
    signedIn();
}

void AuthSession::useBearer(const QString &userName, const domain::TokenGrant &grant,
                            const QString &tenantAccessKey)
{
    m_method = AuthMethod::Bearer;
    m_apiKey.clear();
    m_password.clear();
    m_userName = userName;
    m_grant = grant;
    m_tenants = grant.tenants;
    m_grantReceived = m_clock->nowUtc();
    m_tenantKey = tenantAccessKey;
    qCInfo(lcSession) << "signed in with a bearer token valid until" << grant.expiresAt.toString(Qt::ISODate);
    signedIn();
}

void AuthSession::setTenant(const QString &tenantAccessKey, const QString &tenantName)
{
    m_tenantKey = tenantAccessKey;
    m_tenantName = tenantName;
    ++m_generation;
    emit changed();
}

void AuthSession::switchTenant(const QString &tenantAccessKey, const QString &tenantName)
{
    setTenant(tenantAccessKey, tenantName);
    qCInfo(lcSession) << "switched tenant";
    emit tenantSwitched(tenantName);
}

void AuthSession::clear()
{
    m_method = AuthMethod::None;
    m_apiKey.clear();
    m_userName.clear();
    m_password.clear();
    m_tenantKey.clear();
    m_tenantName.clear();
    m_grant = {};
    m_tenants.clear();
    ++m_generation;
}

void AuthSession::authorize(QNetworkRequest &request, const Environment &environment) const
{
    switch (m_method) {
    case AuthMethod::None: break;
    case AuthMethod::ApiKey: request.setRawHeader(environment.apiKeyHeader, m_apiKey.toUtf8()); break;
    case AuthMethod::Bearer:
        request.setRawHeader("Authorization", "Bearer " + m_grant.accessToken.toUtf8());
        request.setRawHeader("apiAccessKey", m_tenantKey.toUtf8());
        break;
    case AuthMethod::Basic:
        request.setRawHeader("Authorization", "Basic " + domain::basicToken(m_userName, m_password));
        request.setRawHeader("apiAccessKey", m_tenantKey.toUtf8());
        break;
    }
}

void AuthSession::authorizeRefresh(QNetworkRequest &request) const
{
    // A resumed session has only its refresh token (in the body): no empty "Bearer ".
    if (!m_grant.accessToken.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + m_grant.accessToken.toUtf8());
    request.setRawHeader("apiAccessKey", m_tenantKey.toUtf8());
}

bool AuthSession::tokenExpiresWithin(int marginSeconds) const
{
    return m_method == AuthMethod::Bearer && m_clock->nowUtc().addSecs(marginSeconds) >= m_grant.expiresAt;
}

bool AuthSession::tokenNeedsRefresh() const
{
    if (m_method != AuthMethod::Bearer)
        return false;
    // Refresh a little before expiry: 30 s, or a fifth of a short lifetime.
    const qint64 lifetimeMs = m_grantReceived.msecsTo(m_grant.expiresAt);
    const qint64 marginMs = std::min<qint64>(30000, std::max<qint64>(0, lifetimeMs / 5));
    return m_clock->nowUtc().addMSecs(marginMs) >= m_grant.expiresAt;
}

void AuthSession::refresh(quint64 seenGeneration, Done done)
{
    if (m_method != AuthMethod::Bearer) {
        done(false);
        return;
    }
    if (!m_refreshing && seenGeneration != m_generation && !tokenNeedsRefresh()) {
        done(true); // someone refreshed (or signed in) after this request was sent
        return;
    }
    m_waitingForRefresh.append(std::move(done));
    if (m_refreshing)
        return;
    if (!m_refresher) {
        finishRefresh(false);
        return;
    }
    m_refreshing = true;
    ++m_refreshesStarted;
    qCInfo(lcSession) << "refreshing the access token";
    m_refresher([this](std::optional<domain::TokenGrant> grant) {
        if (grant && !grant->accessToken.isEmpty()) {
            const QString refreshTokenBefore = m_grant.refreshToken;
            m_grant = *grant;
            m_grantReceived = m_clock->nowUtc();
            if (m_grant.refreshToken.isEmpty())
                m_grant.refreshToken = refreshTokenBefore;
            ++m_generation;
            emit tokenRefreshed();
            finishRefresh(true);
        } else {
            finishRefresh(false);
        }
    });
}

void AuthSession::finishRefresh(bool ok)
{
    m_refreshing = false;
    const QList<Done> waiting = std::exchange(m_waitingForRefresh, {});
    if (!ok) {
        qCWarning(lcSession) << "token refresh failed; signing in again is required";
        emit signInRequired();
    }
    for (const Done &d : waiting)
        d(ok);
}

void AuthSession::waitForSignIn(Done resume)
{
    m_waitingForSignIn.append(std::move(resume));
}

void AuthSession::abandonWaiting()
{
    const QList<Done> waiting = std::exchange(m_waitingForSignIn, {});
    for (const Done &d : waiting)
        d(false);
}

} // namespace bd::api
