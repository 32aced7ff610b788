#pragma once

// Where secrets (API keys, tenant access keys, tokens, remembered passwords) live: the OS keychain,
// or memory for the session only. Asynchronous, because a keychain may prompt or hang; every
// operation reports exactly once. There is no plaintext implementation, on purpose.

#include <QHash>
#include <QObject>
#include <QString>

#include <functional>

namespace bd::secrets {

struct SecretResult
{
    enum class Status { Ok, NotFound, Unavailable, TimedOut, Error };
    Status status = Status::Ok;
    QString value;     // the secret, for a successful read
    QString errorText; // for people; never contains the secret
    bool ok() const { return status == Status::Ok; }
};

class SecretStore : public QObject
{
    Q_OBJECT
public:
    using Callback = std::function<void(const SecretResult &)>;
    using QObject::QObject;

    virtual void read(const QString &key, Callback done) = 0;
    virtual void write(const QString &key, const QString &value, Callback done) = 0;
    virtual void remove(const QString &key, Callback done) = 0;
    // True when secrets outlive the process (a keychain), false for memory.
    virtual bool isPersistent() const = 0;
};

// Secrets for this session only: for tests and for "don't remember me", and the fallback when
// no keychain works.
class MemorySecretStore final : public SecretStore
{
    Q_OBJECT
public:
    using SecretStore::SecretStore;
    void read(const QString &key, Callback done) override;
    void write(const QString &key, const QString &value, Callback done) override;
    void remove(const QString &key, Callback done) override;
    bool isPersistent() const override { return false; }
    int size() const { return int(m_values.size()); }

private:
    QHash<QString, QString> m_values;
};

} // namespace bd::secrets
