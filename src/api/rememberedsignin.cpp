#include "api/rememberedsignin.h"

namespace bd::api {

SavedAccount accountToRemember(const SignInRequest &request, const QString &tenantName, bool remember)
{
    SavedAccount account;
    account.environmentName = request.environment.name;
    account.environmentKind = request.environment.kind;
    account.baseUrl = request.environment.baseUrl;
    account.appUrl = request.environment.appUrl;
    account.method = request.method;
    account.userName = request.userName;
    account.tenantName = tenantName;
    account.remember = remember;
    return account;
}

AccountSecrets secretsToRemember(const SignInRequest &request, const Account &account)
{
    AccountSecrets secrets;
    secrets.apiKey = request.apiKey;
    secrets.password = request.method == AuthMethod::Basic ? request.password : QString();
    secrets.tenantAccessKey = account.tenantKey();
    secrets.refreshToken = account.refreshToken();
    return secrets;
}

} // namespace bd::api
