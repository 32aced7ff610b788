#include "secrets/secretstore.h"

#include <QTimer>

namespace bd::secrets {

// Answers on the next event-loop turn, so callers see the same ordering as with a keychain.
static void later(QObject *context, SecretStore::Callback done, SecretResult result)
{
    QTimer::singleShot(0, context, [done = std::move(done), result = std::move(result)] { done(result); });
}

void MemorySecretStore::read(const QString &key, Callback done)
{
    const auto it = m_values.constFind(key);
    if (it == m_values.cend())
        later(this, std::move(done),
              {SecretResult::Status::NotFound, {}, tr("No secret stored for %1.").arg(key)});
    else
        later(this, std::move(done), {SecretResult::Status::Ok, *it, {}});
}

void MemorySecretStore::write(const QString &key, const QString &value, Callback done)
{
    m_values.insert(key, value);
    later(this, std::move(done), {});
}

void MemorySecretStore::remove(const QString &key, Callback done)
{
    m_values.remove(key);
    later(this, std::move(done), {});
}

} // namespace bd::secrets
