#pragma once

// The keychain, opened on first use rather than at start-up: opening it may show a "choose a
// password for the new keyring" prompt and wait for it, so nothing touches it until a secret is
// really needed (a remembered account to resume, or "Remember me" ticked). Operations wait for
// the opening; when no keychain works, secrets stay in memory and whyUnavailable() says why.

#include "secrets/secretstore.h"

#include <QList>
#include <QPointer>

#include <functional>

namespace bd::secrets {

class LazySecretStore final : public SecretStore
{
    Q_OBJECT
public:
    // opener: opens the real store and answers with it and a warning (see openSecretStore);
    // tests pass their own.
    using Opener = std::function<void(QObject *parent, std::function<void(SecretStore *, const QString &)>)>;
    explicit LazySecretStore(QObject *parent = nullptr, Opener opener = {});

    void read(const QString &key, Callback done) override;
    void write(const QString &key, const QString &value, Callback done) override;
    void remove(const QString &key, Callback done) override;
    bool isPersistent() const override { return !m_real || m_real->isPersistent(); }

    // Opens the keychain if not done yet; done(usable, why) when it is known.
    void check(std::function<void(bool usable, const QString &why)> done);
    bool isOpened() const { return m_real != nullptr; }
    QString whyUnavailable() const { return m_why; }

signals:
    // The keychain was opened (warning empty) or found unusable (warning says why).
    void opened(const QString &warning);

private:
    void whenOpen(std::function<void()> then);

    Opener m_opener;
    QPointer<SecretStore> m_real;
    QString m_why;
    bool m_opening = false;
    QList<std::function<void()>> m_pending;
};

} // namespace bd::secrets
