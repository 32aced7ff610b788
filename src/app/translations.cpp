#include "app/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace bd::app {

int installTranslations(const QLocale &locale)
{
    int loaded = 0;
    auto *qt = new QTranslator(QCoreApplication::instance()); // Qt's own strings
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)) &&
        QCoreApplication::installTranslator(qt))
        ++loaded;
    auto *ours = new QTranslator(QCoreApplication::instance());
    if (ours->load(locale, QStringLiteral("billing-desk"), QStringLiteral("_"), QStringLiteral(":/i18n")) &&
        QCoreApplication::installTranslator(ours))
        ++loaded;
    return loaded;
}

} // namespace bd::app
