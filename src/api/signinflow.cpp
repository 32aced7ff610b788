#include "api/signinflow.h"

#include "api/tenantjob.h"
#include "api/tokenjob.h"

namespace bd::api {

SignInFlow::SignInFlow(ApiClient *client, QObject *parent) : QObject(parent), m_client(client) {}

void SignInFlow::fail(const ApiError &error)
{
    // The account in use, if any, stays as it was: only the candidate failed.
    m_running = false;
    emit failed(error);
}

bool SignInFlow::checkAddress(const Environment &environment)
{
    QString problem = addressProblem(environment.baseUrl);
    if (problem.isEmpty() && !environment.appUrl.isEmpty())
        problem = addressProblem(environment.appUrl);
    if (problem.isEmpty())
        return true;
    ApiError e(ApiError::Kind::InsecureAddress);
    e.message = problem;
    e.detail = problem;
    fail(e);
    return false;
}

void SignInFlow::start(const SignInRequest &request)
{
    m_request = request;
    m_running = true;
    m_tenantName.clear();
    m_account.reset();
    if (!checkAddress(request.environment))
        return;
    const AuthSession &session = m_client->session();
    Credentials c;
    c.method = request.method;
    switch (request.method) {
    case AuthMethod::ApiKey:
        if (request.apiKey.trimmed().isEmpty()) {
            ApiError e(ApiError::Kind::Invalid);
            e.message = tr("Enter the API key.");
            e.fieldErrors.append({QStringLiteral("apiKey"), e.message});
            fail(e);
            return;
        }
        c.apiKey = request.apiKey.trimmed();
        verify(session.candidate(request.environment, c));
        return;
    case AuthMethod::Basic:
        c.userName = request.userName;
        c.password = request.password;
        c.tenantKey = request.tenantAccessKey.trimmed();
        verify(session.candidate(request.environment, c));
        return;
    case AuthMethod::Bearer: {
        auto *job = new TokenJob(session.candidate(request.environment, {}), request.userName,
                                 request.password, this);
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
            typed.accessKey = m_request.tenantAccessKey.trimmed();
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
    m_account.reset();
    if (!checkAddress(r.environment))
        return;
    // No access token yet: the grant is expired by construction, so the first request refreshes.
    domain::TokenGrant grant;
    grant.refreshToken = secrets.refreshToken;
    grant.accessToken = secrets.accessToken;
    grant.expiresAt = m_client->session().clock().nowUtc().addSecs(-1);
    m_grant = grant;
    Credentials c;
    c.method = AuthMethod::Bearer;
    c.userName = r.userName;
    c.grant = grant;
    c.tenantKey = secrets.tenantAccessKey;
    verify(m_client->session().candidate(r.environment, c, account.tenantName));
}

const SignInRequest &SignInFlow::request() const
{
    return m_request;
}

void SignInFlow::chooseTenant(const domain::Tenant &tenant)
{
    m_tenantName = tenant.name;
    Credentials c;
    c.method = AuthMethod::Bearer;
    c.userName = m_request.userName;
    c.grant = m_grant;
    c.tenantKey = tenant.accessKey;
    verify(m_client->session().candidate(m_request.environment, c, tenant.name));
}

void SignInFlow::forwardWaits(ApiJob *job)
{
    connect(job, &ApiJob::waiting, this, &SignInFlow::waiting);
}

void SignInFlow::verify(const AccountPtr &candidate)
{
    auto *job = new TenantJob(candidate, this);
    m_job = job;
    forwardWaits(job);
    connect(job, &ApiJob::finished, this, [this, job, candidate] {
        if (!job->succeeded()) {
            fail(job->error());
            return;
        }
        const domain::JsonFields &details = job->details().fields;
        for (const char *key : {"name", "displayName", "tenantName"}) {
            if (m_tenantName.isEmpty())
                m_tenantName = details.text(QString::fromLatin1(key));
        }
        candidate->setTenantName(m_tenantName);
        m_account = m_client->session().adopt(candidate);
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
