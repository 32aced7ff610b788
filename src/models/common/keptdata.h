#pragma once

// What Billing Desk keeps on this computer for the accounts signed in: the catalogs of every
// tenant with their search indexes and orders (models/catalog/catalogcache.h), and each tenant's
// scoped settings (tenantscope.h: drafts, recent contacts, query history, the deletion log).
// Signing out — in the window or with the command-line tool, whatever the sign-in method —
// erases all of it. Never a secret (those are in the keychain: api/accountstore.h).

#include <QString>

#include <mutex>

namespace bd::models {

// ~/.cache/BillingDesk/billing-desk/catalog, the same for both programs.
QString keptCatalogsFolder();

// Catalog writes (on workers) and erasing take turns; every erase moves the generation on, so a
// write started for a session signed out since writes nothing.
std::unique_lock<std::mutex> keptCatalogsTurn();
quint64 keptDataGeneration();

// Removes `folder` (default: keptCatalogsFolder()) and moves the generation on.
void eraseKeptCatalogs(const QString &folder = {});

// Everything above: every kept catalog and every tenant's scoped settings.
void eraseKeptData();

} // namespace bd::models
