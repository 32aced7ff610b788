#include "secrets/lazysecretstore.h"

#include "secrets/keychainsecretstore.h"

namespace bd::secrets {

LazySecretStore::LazySecretStore(QObject *parent, Opener opener)
    : SecretStore(parent), m_opener(opener ? std::move(opener) : [](QObject *owner, auto done) {
          openSecretStore(owner, std::move(done));
      })
{}

void LazySecretStore::whenOpen(std::function<void()> then)
{
    if (m_real) {
        then();
        return;
    }
    m_pending.append(std::move(then));
    if (m_opening)
        return;
    m_opening = true;
    m_opener(this, [this](SecretStore *store, const QString &warning) {
        m_real = store;
        m_why = warning;
        m_opening = false;
        emit opened(warning);
        const auto pending = std::exchange(m_pending, {});
        for (const auto &run : pending)
            run();
    });
}

void LazySecretStore::read(const QString &key, Callback done)
{
    whenOpen([this, key, done = std::move(done)] { m_real->read(key, done); });
}

void LazySecretStore::write(const QString &key, const QString &value, Callback done)
{
    whenOpen([this, key, value, done = std::move(done)] { m_real->write(key, value, done); });
}

void LazySecretStore::remove(const QString &key, Callback done)
{
    whenOpen([this, key, done = std::move(done)] { m_real->remove(key, done); });
}

void LazySecretStore::check(std::function<void(bool, const QString &)> done)
{
    whenOpen([this, done = std::move(done)] { done(m_real->isPersistent(), m_why); });
}

} // namespace bd::secrets
