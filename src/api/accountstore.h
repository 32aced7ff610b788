#pragma once

// Remembers how the user signed in. Non-secret choices (environment, address, method, user
// name, tenant name) go to QSettings; secrets (API key, tenant access key, tokens, and the
// password only when asked to remember) go to the keychain through a SecretVault. Signing out
// erases every secret ever stored.

#include "api/authsession.h"
#include "api/environment.h"
#include "secrets/secretvault.h"

#include <QObject>

namespace bd::api {

struct SavedAccount
{
    QString environmentName;
    Environment::Kind environmentKind = Environment::Kind::Custom;
    QUrl baseUrl;
    QUrl appUrl;
    AuthMethod method = AuthMethod::None;
    QString userName;
    QString tenantName;
    bool remember = false;
};

struct AccountSecrets
{
    QString apiKey;
    QString password; // stored only when remember is set
    QString tenantAccessKey;
    QString accessToken;
    QString refreshToken;
};

class AccountStore : public QObject
{
    Q_OBJECT
public:
    explicit AccountStore(secrets::SecretVault *vault, QObject *parent = nullptr);

    // done(ok, error): ok false when a secret could not be stored (the settings are kept).
    void save(const SavedAccount &account, const AccountSecrets &secrets,
              std::function<void(bool, QString)> done);
    SavedAccount lastAccount() const;
    // After a tenant switch: when the last account is remembered, its tenant becomes this one
    // (the name in the settings, the access key in the keychain), so the next start resumes
    // in it. done(true) also when nothing is remembered (nothing to do).
    void rememberTenant(const QString &tenantName, const QString &tenantAccessKey,
                        std::function<void(bool, QString)> done);
    void loadSecrets(const SavedAccount &account, std::function<void(AccountSecrets)> done);
    // Whether secrets can be remembered here (opens the keychain if that has not happened yet);
    // done(false, why) when they would be kept for this session only.
    void checkKeychain(std::function<void(bool usable, QString why)> done);
    // Erases every stored secret and forgets the user (the environment choice stays).
    void signOut(std::function<void(bool allErased)> done);

    static QString secretKey(const SavedAccount &account, QStringView kind);

private:
    secrets::SecretVault *m_vault;
};

} // namespace bd::api
