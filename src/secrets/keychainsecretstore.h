#pragma once

#include "secrets/secretstore.h"

namespace bd::secrets {

// The OS keychain through QtKeychain (Secret Service on Linux, Keychain on macOS, Credential
// Manager on Windows). Never falls back to plaintext. Each job has a timeout, because a locked
// keyring can open an unlock prompt and wait forever.
class KeychainSecretStore final : public SecretStore
{
    Q_OBJECT
public:
    explicit KeychainSecretStore(QString service = QStringLiteral("Billing Desk"), QObject *parent = nullptr);

    void setTimeout(int milliseconds) { m_timeoutMs = milliseconds; }
    void read(const QString &key, Callback done) override;
    void write(const QString &key, const QString &value, Callback done) override;
    void remove(const QString &key, Callback done) override;
    bool isPersistent() const override { return true; }

    // Writes, reads back and removes a probe entry: tells whether the keychain works here.
    void probe(std::function<void(bool works, const QString &why)> done);

private:
    enum class Op { Read, Write, Remove };
    void run(Op op, const QString &key, const QString &value, Callback done);
    QString m_service;
    int m_timeoutMs = 10000;
};

} // namespace bd::secrets

namespace bd::secrets {

// Opens the keychain if it works here; otherwise a memory store for this session and a sentence
// saying so (the caller shows it). Never a plaintext file.
void openSecretStore(QObject *parent, std::function<void(SecretStore *store, const QString &warning)> done,
                     int timeoutMs = 10000);

} // namespace bd::secrets
