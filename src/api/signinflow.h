#pragma once

// Signing in, step by step, without widgets: authenticate with the chosen method, pick a tenant
// when the service lists several, and check the result with one real request (GET /tenant)
// before declaring success. Everything is tried in a candidate account that only the check uses;
// the session adopts it once verified, so a slow or refused sign-in never touches the account
// in use.

#include "api/accountstore.h"
#include "api/apiclient.h"
#include "api/apierror.h"
#include "domain/auth.h"

#include <QObject>
#include <QPointer>

namespace bd::api {

class ApiJob;

struct SignInRequest
{
    Environment environment;
    AuthMethod method = AuthMethod::ApiKey;
    QString apiKey;
    QString userName;
    QString password;
    QString tenantAccessKey; // Basic, or bearer when the service lists no tenants
};

class SignInFlow : public QObject
{
    Q_OBJECT
public:
    explicit SignInFlow(ApiClient *client, QObject *parent = nullptr);

    void start(const SignInRequest &request);
    // Signs in again as a remembered account, without asking: API key and Basic from their
    // stored secrets; a token session from its refresh token and tenant key (the verifying
    // request refreshes first, carrying the refresh token and no empty Authorization header).
    // Fails with SignInRequired when the remembered secrets are not enough.
    void resume(const SavedAccount &account, const AccountSecrets &secrets);
    // After tenantsOffered: continue with the chosen tenant.
    void chooseTenant(const domain::Tenant &tenant);
    void cancel();
    bool isRunning() const { return m_running; }
    const domain::TokenGrant &grant() const { return m_grant; }
    // What the flow signed in with (or tried to): for pre-filling a dialog after a failure.
    const SignInRequest &request() const;
    QString tenantName() const { return m_tenantName; }
    // After succeeded(): the account now in use (the current one renewed, when the sign-in was
    // the same identity and tenant).
    AccountPtr account() const { return m_account; }

signals:
    void tenantsOffered(const QList<domain::Tenant> &tenants);
    void succeeded();
    void failed(const bd::api::ApiError &error);
    // The service asked to wait (429): signing in goes on by itself after `seconds` (attempt
    // `attempt` of at most `of`).
    void waiting(int seconds, int attempt, int of);

private:
    void verify(const AccountPtr &candidate);
    // The environment's address may be used; otherwise fails and returns false.
    bool checkAddress(const Environment &environment);
    void forwardWaits(ApiJob *job);
    void fail(const ApiError &error);
    ApiClient *m_client;
    SignInRequest m_request;
    domain::TokenGrant m_grant;
    QString m_tenantName;
    AccountPtr m_account;
    QPointer<QObject> m_job;
    bool m_running = false;
};

} // namespace bd::api
