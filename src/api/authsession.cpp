#include "api/authsession.h"

#include "api/apiclient.h"

#include <QLoggingCategory>

namespace bd::api {

namespace {
Q_LOGGING_CATEGORY(lcSession, "billingdesk.auth.session", QtInfoMsg)
} // namespace

AuthSession::AuthSession(ApiClient *client, QObject *parent) : QObject(parent), m_client(client) {}

AuthSession::~AuthSession()
{
    if (m_current)
        m_current->disconnect(this);
}

void AuthSession::setClock(const domain::Clock *clock)
{
    m_clock = clock;
    if (m_current)
        m_current->setClock(clock);
}

AccountPtr AuthSession::candidate(const Environment &environment, Credentials credentials,
                                  const QString &tenantName) const
{
    AccountPtr account = Account::create(m_client, environment, std::move(credentials), tenantName);
    account->setClock(m_clock);
    account->m_grantReceived = m_clock->nowUtc();
    return account;
}

QString AuthSession::whyRetired(const Account &before, const Account *after)
{
    if (!after)
        return tr("you signed out");
    const Environment &a = before.environment();
    const Environment &b = after->environment();
    if (a.baseUrl != b.baseUrl || a.queryBaseUrl() != b.queryBaseUrl() || a.kind != b.kind)
        return tr("you signed in to %1").arg(b.name.isEmpty() ? b.baseUrl.host() : b.name);
    if (after->userName() != before.userName() && !after->userName().isEmpty())
        return tr("you signed in as %1").arg(after->userName());
    return tr("you switched to %1").arg(after->where());
}

AccountPtr AuthSession::adopt(const AccountPtr &verified)
{
    if (!verified)
        return m_current;
    if (m_current && m_current != verified && m_current->isSameSignIn(*verified)) {
        m_current->renew(*verified);
        emit changed();
        return m_current;
    }
    if (m_current == verified)
        return m_current;
    AccountPtr before = std::exchange(m_current, verified);
    verified->setClock(m_clock);
    verified->makeCurrent();
    connect(verified.get(), &Account::signInRequired, this, &AuthSession::signInRequired);
    connect(verified.get(), &Account::tokenRefreshed, this, [this] {
        emit tokenRefreshed();
        emit changed();
    });
    if (before) {
        before->disconnect(this);
        before->retire(whyRetired(*before, verified.get()));
    }
    qCInfo(lcSession) << "account" << verified->serial() << "in use";
    emit accountChanged(m_current);
    emit changed();
    return m_current;
}

void AuthSession::clear()
{
    if (!m_current)
        return;
    AccountPtr before = std::exchange(m_current, nullptr);
    before->disconnect(this);
    before->retire(whyRetired(*before, nullptr));
    qCInfo(lcSession) << "signed out";
    emit accountChanged(nullptr);
    emit changed();
}

AccountPtr AuthSession::useApiKey(const QString &apiKey, const QString &tenantName)
{
    Credentials c;
    c.method = AuthMethod::ApiKey;
    c.apiKey = apiKey;
    return adopt(candidate(m_client->signInEnvironment(), std::move(c), tenantName));
}

AccountPtr AuthSession::useBasic(const QString &userName, const QString &password,
                                 const QString &tenantAccessKey)
{
    Credentials c;
    c.method = AuthMethod::Basic;
    c.userName = userName;
    c.password = password;
    c.tenantKey = tenantAccessKey;
    return adopt(candidate(m_client->signInEnvironment(), std::move(c)));
}

AccountPtr AuthSession::useBearer(const QString &userName, const domain::TokenGrant &grant,
                                  const QString &tenantAccessKey, const QString &tenantName)
{
    Credentials c;
    c.method = AuthMethod::Bearer;
    c.userName = userName;
    c.grant = grant;
    c.tenantKey = tenantAccessKey;
    qCInfo(lcSession) << "bearer token valid until" << grant.expiresAt.toString(Qt::ISODate);
    return adopt(candidate(m_client->signInEnvironment(), std::move(c), tenantName));
}

AccountPtr AuthSession::switchTenant(const AccountPtr &verified)
{
    if (!m_current || !verified)
        return m_current;
    adopt(verified);
    qCInfo(lcSession) << "switched tenant";
    emit tenantSwitched(m_current->tenantName());
    return m_current;
}

AccountPtr AuthSession::switchTenant(const QString &tenantAccessKey, const QString &tenantName)
{
    if (!m_current)
        return nullptr;
    return switchTenant(m_current->withTenant(tenantAccessKey, tenantName));
}

AccountPtr AuthSession::setTenant(const QString &tenantAccessKey, const QString &tenantName)
{
    if (!m_current)
        return nullptr;
    return adopt(m_current->withTenant(tenantAccessKey, tenantName));
}

void AuthSession::abandonWaiting()
{
    if (m_current)
        m_current->abandonWaiting();
}

} // namespace bd::api
