#include "api/accountstore.h"

#include "secrets/lazysecretstore.h"

#include <QSettings>

#include <QLoggingCategory>
#include <memory>

namespace bd::api {

namespace {
Q_LOGGING_CATEGORY(lcAccounts, "billingdesk.auth.accounts", QtInfoMsg)
} // namespace

AccountStore::AccountStore(secrets::SecretVault *vault, QObject *parent) : QObject(parent), m_vault(vault) {}

QString AccountStore::secretKey(const SavedAccount &account, QStringView kind)
{
    const QString who = account.userName.isEmpty() ? QStringLiteral("api-key") : account.userName;
    return QStringLiteral("%1/%2/%3").arg(account.baseUrl.host(), who, kind);
}

void AccountStore::save(const SavedAccount &account, const AccountSecrets &secrets,
                        std::function<void(bool, QString)> done)
{
    QSettings settings;
    settings.beginGroup(QStringLiteral("account"));
    settings.setValue(QStringLiteral("environmentName"), account.environmentName);
    settings.setValue(QStringLiteral("environmentKind"), int(account.environmentKind));
    settings.setValue(QStringLiteral("baseUrl"), account.baseUrl.toString());
    settings.setValue(QStringLiteral("appUrl"), account.appUrl.toString());
    settings.setValue(QStringLiteral("method"), int(account.method));
    settings.setValue(QStringLiteral("userName"), account.userName);
    settings.setValue(QStringLiteral("tenantName"), account.tenantName);
    settings.setValue(QStringLiteral("remember"), account.remember);
    settings.endGroup();
    if (!account.remember) {
        done(true, {});
        return;
    }
    QList<QPair<QString, QString>> toStore;
    const auto add = [&](QStringView kind, const QString &value) {
        if (!value.isEmpty())
            toStore.append({secretKey(account, kind), value});
    };
    add(u"apiKey", secrets.apiKey);
    add(u"password", secrets.password);
    add(u"tenantAccessKey", secrets.tenantAccessKey);
    add(u"accessToken", secrets.accessToken);
    add(u"refreshToken", secrets.refreshToken);
    if (toStore.isEmpty()) {
        done(true, {});
        return;
    }
    auto pending = std::make_shared<int>(int(toStore.size()));
    auto firstError = std::make_shared<QString>();
    for (const auto &[key, value] : std::as_const(toStore)) {
        m_vault->put(key, value, [pending, firstError, done](const secrets::SecretResult &r) {
            if (!r.ok() && firstError->isEmpty())
                *firstError = r.errorText;
            if (--*pending == 0)
                done(firstError->isEmpty(), *firstError);
        });
    }
}

SavedAccount AccountStore::lastAccount() const
{
    QSettings settings;
    settings.beginGroup(QStringLiteral("account"));
    SavedAccount a;
    a.environmentName = settings.value(QStringLiteral("environmentName")).toString();
    a.environmentKind = Environment::Kind(
        settings.value(QStringLiteral("environmentKind"), int(Environment::Kind::Custom)).toInt());
    a.baseUrl = QUrl(settings.value(QStringLiteral("baseUrl")).toString());
    a.appUrl = QUrl(settings.value(QStringLiteral("appUrl")).toString());
    a.method = AuthMethod(settings.value(QStringLiteral("method"), int(AuthMethod::None)).toInt());
    a.userName = settings.value(QStringLiteral("userName")).toString();
    a.tenantName = settings.value(QStringLiteral("tenantName")).toString();
    a.remember = settings.value(QStringLiteral("remember"), false).toBool();
    return a;
}

void AccountStore::rememberTenant(const QString &tenantName, const QString &tenantAccessKey,
                                  std::function<void(bool, QString)> done)
{
    SavedAccount account = lastAccount();
    if (!account.remember || account.method == AuthMethod::None) {
        done(true, {});
        return;
    }
    account.tenantName = tenantName;
    AccountSecrets secrets; // the others (password, refresh token) stay as they are stored
    secrets.tenantAccessKey = tenantAccessKey;
    save(account, secrets, std::move(done));
}

void AccountStore::loadSecrets(const SavedAccount &account, std::function<void(AccountSecrets)> done)
{
    static const QStringList kinds{QStringLiteral("apiKey"), QStringLiteral("password"),
                                   QStringLiteral("tenantAccessKey"), QStringLiteral("accessToken"),
                                   QStringLiteral("refreshToken")};
    auto result = std::make_shared<AccountSecrets>();
    auto pending = std::make_shared<int>(int(kinds.size()));
    for (const QString &kind : kinds) {
        m_vault->get(secretKey(account, kind), [result, pending, kind, done](const secrets::SecretResult &r) {
            if (r.ok()) {
                if (kind == u"apiKey")
                    result->apiKey = r.value;
                else if (kind == u"password")
                    result->password = r.value;
                else if (kind == u"tenantAccessKey")
                    result->tenantAccessKey = r.value;
                else if (kind == u"accessToken")
                    result->accessToken = r.value;
                else
                    result->refreshToken = r.value;
            }
            if (--*pending == 0)
                done(*result);
        });
    }
}

void AccountStore::checkKeychain(std::function<void(bool, QString)> done)
{
    if (auto *lazy = qobject_cast<secrets::LazySecretStore *>(m_vault->store())) {
        lazy->check([done = std::move(done)](bool usable, const QString &why) { done(usable, why); });
        return;
    }
    done(m_vault->store() != nullptr, QString()); // a store given as it is (tests): take it at its word
}

void AccountStore::signOut(std::function<void(bool)> done)
{
    QSettings settings;
    settings.remove(QStringLiteral("account/method"));
    settings.remove(QStringLiteral("account/userName"));
    settings.remove(QStringLiteral("account/tenantName"));
    settings.remove(QStringLiteral("account/remember"));
    qCInfo(lcAccounts) << "signing out: erasing" << m_vault->storedKeys().size() << "stored secrets";
    m_vault->eraseAll(std::move(done));
}

} // namespace bd::api
