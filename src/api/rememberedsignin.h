#pragma once

// What a successful sign-in leaves to remember, written once for the sign-in dialog and the
// command-line tool's sign-in so that both fill the same keychain entries the same way.

#include "api/accountstore.h"
#include "api/signinflow.h"

namespace bd::api {

// The non-secret choices of `request`, signed in to `tenantName`.
SavedAccount accountToRemember(const SignInRequest &request, const QString &tenantName, bool remember);
// The secrets to keep: the API key, the password (Basic only), and what the signed-in `account` holds.
AccountSecrets secretsToRemember(const SignInRequest &request, const Account &account);

} // namespace bd::api
