#include "models/common/keptdata.h"

#include <QDir>
#include <QLoggingCategory>
#include <QSettings>
#include <QStandardPaths>

#include <atomic>

namespace bd::models {

namespace {
Q_LOGGING_CATEGORY(lcKept, "billingdesk.models.kept", QtInfoMsg)

std::mutex writeLock;
std::atomic<quint64> erased{0};
} // namespace

QString keptCatalogsFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/catalog");
}

std::unique_lock<std::mutex> keptCatalogsTurn()
{
    return std::unique_lock<std::mutex>(writeLock);
}

quint64 keptDataGeneration()
{
    return erased.load();
}

void eraseKeptCatalogs(const QString &folder)
{
    const QString path = folder.isEmpty() ? keptCatalogsFolder() : folder;
    const auto turn = keptCatalogsTurn();
    ++erased;
    QDir dir(path);
    if (dir.exists() && !dir.removeRecursively())
        qCWarning(lcKept) << "could not erase the kept catalogs in" << path;
}

void eraseKeptData()
{
    eraseKeptCatalogs();
    QSettings settings;
    settings.remove(QStringLiteral("scoped")); // tenantSettingsGroup()'s groups, of every tenant
    settings.sync();
    if (settings.status() != QSettings::NoError)
        qCWarning(lcKept) << "could not erase the kept settings of the signed-out accounts";
}

} // namespace bd::models
