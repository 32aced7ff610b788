#pragma once

// Local state that belongs to one environment and tenant — recent contacts, drafts, query
// history — is kept under a QSettings group of its own, so nothing typed for one tenant is ever
// offered in another. Never a secret.

#include <QString>

namespace bd::api {
class Account;
struct Environment;
} // namespace bd::api

namespace bd::models {

// Where an environment is, as local state is kept for it: its address without user info or a
// trailing slash; the built-in demo, which listens on another port at every start, is one place.
QString placeOf(const api::Environment &environment);

// "scoped/<key>": the group for the account's environment address and tenant (the built-in demo's
// address counts as one, whatever port it listens on).
QString tenantSettingsGroup(const api::Account &account);

} // namespace bd::models
