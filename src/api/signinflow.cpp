#include "api/signinflow.h"

#include "api/tenantjob.h"
#include "api/tokenjob.h"

namespace bd::api {

SignInFlow::SignInFlow(ApiClient *client, QObject *parent) : QObject(parent), m_client(client) {}

void SignInFlow::fail(const ApiError &error)
{
    m_running = false;
    m_client->session().clear();
    emit failed(error);
}

void SignInFlow::start(const SignInRequest &request)
{
    m_request = request;
    m_running = true;
    m_tenantName.clear();
    if (const QString problem = m_client->setEnvironment(request.environment); !problem.isEmpty()) {
        ApiError e(ApiError::Kind::InsecureAddress);
        e.message = problem;
        e.detail = problem;
        fail(e);
        return;
    }
    switch (request.method) {
    case AuthMethod::ApiKey:
        if (request.apiKey.trimmed().isEmpty()) {
            ApiError e(ApiError::Kind::Invalid);
            e.message = tr("Enter the API key.");
            e.fieldErrors.append({QStringLiteral("apiKey"), e.message});
            fail(e);
            return;
        }
        m_client->session().useApiKey(request.apiKey.trimmed());
        verify();
        return;
    case AuthMethod::Basic:
        m_client->session().useBasic(request.userName, request.password, request.tenantAccessKey);
        verify();
        return;
    case AuthMethod::Bearer: {
        auto *job = new TokenJob(m_client, request.userName, request.password, this);
        m_job = job;
        connect(job, &ApiJob::finished, this, [this, job] {
            if (!job->succeeded()) {
                fail(job->error());
                return;
            }
            m_grant = job->grant();
            if (m_grant.tenants.size() > 1) {
                emit tenantsOffered(m_grant.tenants);
                return;
            }
            if (m_grant.tenants.size() == 1) {
                chooseTenant(m_grant.tenants.first());
                return;
            }
            domain::Tenant typed;
            typed.accessKey = m_request.tenantAccessKey;
            chooseTenant(typed);
        });
        forwardWaits(job);
        job->start();
        return;
    }
    case AuthMethod::None: break;
    }
    fail(ApiError(ApiError::Kind::Invalid));
}

void SignInFlow::resume(const SavedAccount &account, const AccountSecrets &secrets)
{
    SignInRequest r;
    r.environment.kind = account.environmentKind;
    r.environment.name = account.environmentName;
    r.environment.baseUrl = account.baseUrl;
    r.environment.appUrl = account.appUrl;
    r.method = account.method;
    r.userName = account.userName;
    r.apiKey = secrets.apiKey;
    r.password = secrets.password;
    r.tenantAccessKey = secrets.tenantAccessKey;
    const bool enough = account.method == AuthMethod::ApiKey ? !secrets.apiKey.isEmpty()
                        : account.method == AuthMethod::Basic
                            ? !secrets.password.isEmpty() && !secrets.tenantAccessKey.isEmpty()
                        : account.method == AuthMethod::Bearer
                            ? !secrets.refreshToken.isEmpty() && !secrets.tenantAccessKey.isEmpty()
                            : false;
    if (!enough) {
        m_request = r;
        fail(ApiError(ApiError::Kind::SignInRequired));
        return;
    }
    if (account.method != AuthMethod::Bearer) {
        start(r);
        return;
    }
    m_request = r;
    m_running = true;
    m_tenantName = account.tenantName;
    if (const QString problem = m_client->setEnvironment(r.environment); !problem.isEmpty()) {
        ApiError e(ApiError::Kind::InsecureAddress);
        e.message = problem;
        e.detail = problem;
        fail(e);
        return;
    }
    // No access token yet: the grant is expired by construction, so the first request refreshes.
    domain::TokenGrant grant;
    grant.refreshToken = secrets.refreshToken;
    grant.accessToken = secrets.accessToken;
    grant.expiresAt = m_client->session().clock().nowUtc().addSecs(-1);
    m_grant = grant;
    m_client->session().useBearer(r.userName, grant, secrets.tenantAccessKey);
    m_client->session().setTenant(secrets.tenantAccessKey, account.tenantName);
    verify();
}

const SignInRequest &SignInFlow::request() const
{
    return m_request;
}

void SignInFlow::chooseTenant(const domain::Tenant &tenant)
{
    m_tenantName = tenant.name;
    m_client->session().useBearer(m_request.userName, m_grant, tenant.accessKey);
    m_client->session().setTenant(tenant.accessKey, tenant.name);
    verify();
}

void SignInFlow::forwardWaits(ApiJob *job)
{
    connect(job, &ApiJob::waiting, this, [this](int seconds, int attempt, int of) {
        emit waiting(ApiJob::waitingText(seconds, attempt, of));
    });
}

void SignInFlow::verify()
{
    auto *job = new TenantJob(m_client, this);
    m_job = job;
    forwardWaits(job);
    connect(job, &ApiJob::finished, this, [this, job] {
        if (!job->succeeded()) {
            fail(job->error());
            return;
        }
        const domain::JsonFields &details = job->details().fields;
        for (const char *key : {"name", "displayName", "tenantName"}) {
            if (m_tenantName.isEmpty())
                m_tenantName = details.text(QString::fromLatin1(key));
        }
        m_client->session().setTenant(
            m_request.method == AuthMethod::ApiKey ? QString() : m_client->session().tenantKey(),
            m_tenantName);
        m_running = false;
        emit succeeded();
    });
    job->start();
}

void SignInFlow::cancel()
{
    if (auto *job = qobject_cast<ApiJob *>(m_job.data()))
        job->cancel();
    m_running = false;
}

} // namespace bd::api
