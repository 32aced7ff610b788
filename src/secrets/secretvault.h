#pragma once

// Names and remembers what was stored, so signing out can erase every secret it ever stored.
// The index holds key names only (never values) in QSettings.

#include "secrets/secretstore.h"

#include <QPointer>

namespace bd::secrets {

class SecretVault : public QObject
{
    Q_OBJECT
public:
    explicit SecretVault(SecretStore *store, QObject *parent = nullptr);

    SecretStore *store() const { return m_store; }
    void setStore(SecretStore *store) { m_store = store; }

    void put(const QString &key, const QString &value, SecretStore::Callback done);
    void get(const QString &key, SecretStore::Callback done);
    void erase(const QString &key, SecretStore::Callback done);
    // Removes every key this vault stored (in any session); done(true) when all are gone.
    void eraseAll(std::function<void(bool allErased)> done);
    QStringList storedKeys() const;

private:
    void remember(const QString &key, bool stored);
    QPointer<SecretStore> m_store;
};

} // namespace bd::secrets
