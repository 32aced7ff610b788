#include "models/common/tenantscope.h"

#include "api/account.h"
#include "api/environment.h"

#include <QCryptographicHash>
#include <QSet>
#include <QSettings>

namespace bd::models {

QString placeOf(const api::Environment &env)
{
    return env.kind == api::Environment::Kind::Demo
               ? QStringLiteral("demo:")
               : env.baseUrl.adjusted(QUrl::RemoveUserInfo | QUrl::StripTrailingSlash).toString();
}

QString tenantSettingsGroup(const api::Account &account)
{
    const QString address = placeOf(account.environment());
    const QString tenant = account.tenantName();
    const QByteArray key =
        QCryptographicHash::hash((address + u'\n' + tenant).toUtf8(), QCryptographicHash::Sha1)
            .toHex()
            .left(16);
    const QString group = QStringLiteral("scoped/") + QString::fromLatin1(key);
    // A readable label next to the opaque key, for whoever inspects the settings file.
    static QSet<QString> labelled;
    if (!labelled.contains(group)) {
        labelled.insert(group);
        const QString shown = account.environment().baseUrl.adjusted(QUrl::RemoveUserInfo).toString();
        QSettings().setValue(group + QStringLiteral("/label"),
                             tenant.isEmpty() ? shown : shown + QStringLiteral(" — ") + tenant);
    }
    return group;
}

QVariant leftOff(const api::Account &account, const QString &key)
{
    return QSettings().value(tenantSettingsGroup(account) + QStringLiteral("/leftOff/") + key);
}

void setLeftOff(const api::Account &account, const QString &key, const QVariant &value)
{
    const QString name = tenantSettingsGroup(account) + QStringLiteral("/leftOff/") + key;
    if (value.isNull())
        QSettings().remove(name);
    else
        QSettings().setValue(name, value);
}

} // namespace bd::models
