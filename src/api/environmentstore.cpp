#include "api/environmentstore.h"

#include <QCoreApplication>
#include <QSettings>

namespace bd::api {

static QString groupFor(const Environment &e)
{
    switch (e.kind) {
    case Environment::Kind::Production: return QStringLiteral("environments/production");
    case Environment::Kind::Sandbox: return QStringLiteral("environments/sandbox");
    default:
        return QStringLiteral("environments/custom/") + QString::fromLatin1(QUrl::toPercentEncoding(e.name));
    }
}

static Environment read(QSettings &s, const QString &group, Environment e)
{
    s.beginGroup(group);
    e.baseUrl = QUrl(s.value(QStringLiteral("baseUrl")).toString());
    e.appUrl = QUrl(s.value(QStringLiteral("appUrl")).toString());
    e.apiKeyHeader =
        s.value(QStringLiteral("apiKeyHeader"), QStringLiteral("svc-api-key")).toString().toLatin1();
    e.http2Allowed = s.value(QStringLiteral("http2"), false).toBool();
    if (e.name.isEmpty())
        e.name = s.value(QStringLiteral("name")).toString();
    s.endGroup();
    return e;
}

QList<Environment> EnvironmentStore::load(QSettings &settings)
{
    Environment production;
    production.kind = Environment::Kind::Production;
    production.name = QCoreApplication::translate("bd::api", "Production");
    Environment sandbox;
    sandbox.kind = Environment::Kind::Sandbox;
    sandbox.name = QCoreApplication::translate("bd::api", "Sandbox");
    QList<Environment> out{read(settings, groupFor(production), production),
                           read(settings, groupFor(sandbox), sandbox)};
    settings.beginGroup(QStringLiteral("environments/custom"));
    const QStringList groups = settings.childGroups();
    settings.endGroup();
    for (const QString &g : groups) {
        Environment custom;
        custom.kind = Environment::Kind::Custom;
        out.append(read(settings, QStringLiteral("environments/custom/") + g, custom));
    }
    return out;
}

void EnvironmentStore::save(QSettings &settings, const Environment &e)
{
    settings.beginGroup(groupFor(e));
    settings.setValue(QStringLiteral("name"), e.name);
    settings.setValue(QStringLiteral("baseUrl"), e.baseUrl.toString());
    settings.setValue(QStringLiteral("appUrl"), e.appUrl.toString());
    settings.setValue(QStringLiteral("apiKeyHeader"), QString::fromLatin1(e.apiKeyHeader));
    settings.setValue(QStringLiteral("http2"), e.http2Allowed);
    settings.endGroup();
}

void EnvironmentStore::remove(QSettings &settings, const QString &customName)
{
    Environment e;
    e.name = customName;
    settings.remove(groupFor(e));
}

QString EnvironmentStore::problem(const Environment &e)
{
    if (e.baseUrl.isEmpty())
        return QCoreApplication::translate("bd::api", "Enter the service address for %1.").arg(e.name);
    if (const QString p = addressProblem(e.baseUrl); !p.isEmpty())
        return p;
    if (!e.appUrl.isEmpty())
        return addressProblem(e.appUrl);
    if (e.apiKeyHeader.isEmpty())
        return QCoreApplication::translate("bd::api", "The API key header name cannot be empty.");
    return {};
}

} // namespace bd::api
