// Billing Desk: main() reads the command line before any GUI exists (so --help and --version
// work without a display), then hands over to the Application class.

#include "app/application.h"
#include "app/translations.h"

#include <QApplication>
#include <QIcon>
#include <QLocale>

int main(int argc, char *argv[])
{
    QCoreApplication::setOrganizationName(QStringLiteral("BillingDesk"));
    QCoreApplication::setApplicationName(QStringLiteral("Billing Desk"));
    QCoreApplication::setApplicationVersion(QStringLiteral(BD_VERSION));
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    bd::app::CommandLine commandLine = bd::app::parseCommandLine(arguments);
    if (commandLine.exitCode)
        return *commandLine.exitCode;

    QApplication qtApp(argc, argv);
    QGuiApplication::setDesktopFileName(QStringLiteral("billing-desk"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/billing-desk.svg")));
    bd::app::installTranslations(QLocale()); // Qt's strings and ours, built in from translations/*.ts

    bd::app::Application app(std::move(commandLine));
    if (!app.start())
        return 1;
    return QCoreApplication::exec();
}
