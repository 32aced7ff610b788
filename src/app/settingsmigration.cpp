#include "app/settingsmigration.h"

#include <QFile>
#include <QSettings>

namespace bd::app {

int migrateOldSettings(const QString &oldApplicationName)
{
    QSettings current;
    QSettings old(QSettings::IniFormat, QSettings::UserScope, current.organizationName(), oldApplicationName);
    const QString oldFile = old.fileName();
    if (oldFile == current.fileName() || !QFile::exists(oldFile))
        return 0;
    int moved = 0;
    if (current.allKeys().isEmpty()) {
        for (const QString &key : old.allKeys()) {
            current.setValue(key, old.value(key));
            ++moved;
        }
        current.sync();
    }
    QFile::remove(oldFile);
    return moved;
}

} // namespace bd::app
