#pragma once

// Local state that belongs to one environment and tenant — recent contacts, drafts, query
// history — is kept under a QSettings group of its own, so nothing typed for one tenant is ever
// offered in another. Never a secret.

#include <QString>
#include <QVariant>

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

// Where the person left off in the account's environment and tenant, for the next start there:
// the screen shown, the catalog's search, filters and product, the contact open ("leftOff/<key>"
// in the tenant's group; ids and typed words only). A null value forgets the key.
QVariant leftOff(const api::Account &account, const QString &key);
void setLeftOff(const api::Account &account, const QString &key, const QVariant &value);

} // namespace bd::models
