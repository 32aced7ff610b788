// Billing Desk: main() reads the command line before any GUI exists (so --help and --version
// work without a display), then hands over to the Application class.

#include "app/application.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    bd::app::Application::identifyProgram(QStringLiteral(BD_VERSION));
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    bd::app::CommandLine commandLine = bd::app::parseCommandLine(arguments);
    if (commandLine.exitCode)
        return *commandLine.exitCode;

    QApplication qtApp(argc, argv);
    return bd::app::Application::run(std::move(commandLine));
}
