// billing-desk-cli: the Billing Desk core (domain, api, secrets, the controllers) from a terminal
// and scripts. No display is needed: it links neither Qt Gui nor Qt Widgets.

#include "api/programnames.h"
#include "cli/cli.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QLoggingCategory>
#include <QTranslator>

int main(int argc, char *argv[])
{
    // The window's names, so both read the same settings (the remembered account, the configured
    // environments) and the same keychain entries.
    bd::api::setProgramNames();
    QCoreApplication::setApplicationVersion(QStringLiteral(BD_VERSION));
    QCoreApplication app(argc, argv);
    // Standard error is for the person running a command: the components' chatter (which the
    // window keeps in its log) stays out unless QT_LOGGING_RULES asks for it.
    QLoggingCategory::setFilterRules(QStringLiteral("billingdesk.*.info=false"));

    // Qt's strings and ours, built in from translations/*.ts as the window's are. English is a
    // translation too (it holds the plural forms), also for the C locale scripts often run in.
    const QLocale locale = QLocale().language() == QLocale::C ? QLocale(QLocale::English) : QLocale();
    for (const auto &[name, folder] :
         {std::pair{QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)},
          std::pair{QStringLiteral("billing-desk"), QStringLiteral(":/i18n")}}) {
        auto *translator = new QTranslator(&app);
        if (translator->load(locale, name, QStringLiteral("_"), folder))
            QCoreApplication::installTranslator(translator);
    }

    bd::cli::Cli cli(QCoreApplication::arguments());
    return cli.exec();
}
