#include "apiclient.h"
#include "catalogscreen.h"
#include "mainwindow.h"
#include "sandboxserver.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QTranslator>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("BillingDesk"));
    QApplication::setApplicationName(QStringLiteral("Billing Desk"));
    QApplication::setApplicationVersion(QStringLiteral(BD_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("billing-desk"));

    // The user's language: Qt's own strings, then ours (built in from translations/*.ts).
    QTranslator qtTranslator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    QTranslator appTranslator;
    if (appTranslator.load(QLocale(), QStringLiteral("billing-desk"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(&appTranslator);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Desktop client for the Billing and Catalog Service."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption demo(QStringLiteral("demo"),
                                  QApplication::translate("main", "Start the built-in sandbox service and sign in to it."));
    parser.addOption(demo);
    parser.process(app);

    bd::sandbox::SandboxServer sandbox;
    bd::api::ApiClient client;
    bd::widgets::MainWindow window;
    if (parser.isSet(demo)) {
        QString error;
        if (!sandbox.start({}, 0, &error)) {
            QMessageBox::critical(nullptr, QApplication::translate("main", "Billing Desk"),
                                  QApplication::translate("main", "The demo sandbox could not start: %1").arg(error));
            return 1;
        }
        window.setEnvironment(QApplication::translate("main", "Demo sandbox (%1)").arg(sandbox.baseUrl().toString()),
                              false, sandbox.service().data().tenants.first().name);
        bd::api::Environment demoEnvironment;
        demoEnvironment.kind = bd::api::Environment::Kind::Demo;
        demoEnvironment.name = QApplication::translate("main", "Demo sandbox");
        demoEnvironment.baseUrl = sandbox.baseUrl();
        client.setEnvironment(demoEnvironment);
        client.session().useApiKey(sandbox.demoApiKey());
        auto *catalog = new bd::widgets::CatalogScreen(&client, &window);
        window.addScreen(catalog, QApplication::translate("main", "Catalog"));
        catalog->reload();
    }
    window.show();
    return app.exec();
}
