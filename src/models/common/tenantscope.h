#pragma once

// Local state that belongs to one environment and tenant — recent contacts, drafts, query
// history — is kept under a QSettings group of its own, so nothing typed for one tenant is ever
// offered in another. Never a secret.

#include <QString>

namespace bd::api {
class Account;
}

namespace bd::models {

// "scoped/<key>": the group for the account's environment address and tenant (the built-in demo's
// address counts as one, whatever port it listens on).
QString tenantSettingsGroup(const api::Account &account);

} // namespace bd::models
