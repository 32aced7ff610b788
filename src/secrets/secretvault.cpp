#include "secrets/secretvault.h"

#include <QSettings>

#include <memory>

namespace bd::secrets {

static const char IndexKey[] = "secrets/storedKeys";

SecretVault::SecretVault(SecretStore *store, QObject *parent) : QObject(parent), m_store(store) {}

QStringList SecretVault::storedKeys() const
{
    return QSettings().value(QLatin1String(IndexKey)).toStringList();
}

void SecretVault::remember(const QString &key, bool stored)
{
    if (!m_store || !m_store->isPersistent())
        return;
    QSettings settings;
    QStringList keys = settings.value(QLatin1String(IndexKey)).toStringList();
    if (stored && !keys.contains(key))
        keys.append(key);
    else if (!stored)
        keys.removeAll(key);
    settings.setValue(QLatin1String(IndexKey), keys);
}

void SecretVault::put(const QString &key, const QString &value, SecretStore::Callback done)
{
    m_store->write(key, value, [this, key, done = std::move(done)](const SecretResult &r) {
        if (r.ok())
            remember(key, true);
        done(r);
    });
}

void SecretVault::get(const QString &key, SecretStore::Callback done)
{
    m_store->read(key, std::move(done));
}

void SecretVault::erase(const QString &key, SecretStore::Callback done)
{
    m_store->remove(key, [this, key, done = std::move(done)](const SecretResult &r) {
        if (r.ok())
            remember(key, false);
        done(r);
    });
}

void SecretVault::eraseAll(std::function<void(bool)> done)
{
    const QStringList keys = storedKeys();
    if (keys.isEmpty()) {
        done(true);
        return;
    }
    auto pending = std::make_shared<int>(int(keys.size()));
    auto allOk = std::make_shared<bool>(true);
    for (const QString &key : keys) {
        erase(key, [pending, allOk, done](const SecretResult &r) {
            *allOk = *allOk && r.ok();
            if (--*pending == 0)
                done(*allOk);
        });
    }
}

} // namespace bd::secrets
