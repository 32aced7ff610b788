#include "app/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QList>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

namespace bd::app {

int installTranslations(const QLocale &locale)
{
    // Another language replaces the one before (tests switch between them).
    static QList<QPointer<QTranslator>> installed;
    for (const QPointer<QTranslator> &t : std::as_const(installed)) {
        if (t) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
    }
    installed.clear();
    int loaded = 0;
    auto *qt = new QTranslator(QCoreApplication::instance()); // Qt's own strings
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)) &&
        QCoreApplication::installTranslator(qt))
        ++loaded;
    installed.append(qt);
    auto *ours = new QTranslator(QCoreApplication::instance());
    // A language we have no translation for reads English, with English plurals ("5 endpoints",
    // not the source's "5 endpoint(s)"): the C locale of a bare session included.
    const bool found =
        ours->load(locale, QStringLiteral("billing-desk"), QStringLiteral("_"), QStringLiteral(":/i18n")) ||
        ours->load(QStringLiteral(":/i18n/billing-desk_en"));
    if (found && QCoreApplication::installTranslator(ours))
        ++loaded;
    installed.append(ours);
    return loaded;
}

} // namespace bd::app
