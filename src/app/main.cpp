#include "accountstore.h"
#include "apiclient.h"
#include "catalogscreen.h"
#include "commandline.h"
#include "keychainsecretstore.h"
#include "mainwindow.h"
#include "sandboxserver.h"
#include "secretvault.h"
#include "signindialog.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QStatusBar>
#include <QTranslator>

#include <cstdio>

using namespace bd;

// Puts the screens in the window once the client is signed in.
static void openScreens(widgets::MainWindow &window, api::ApiClient &client, const QString &tenantName)
{
    const api::Environment &env = client.environment();
    window.setEnvironment(env.name.isEmpty() ? env.baseUrl.host() : env.name, env.isProduction(), tenantName);
    auto *catalog = new widgets::CatalogScreen(&client, &window);
    window.addScreen(catalog, QApplication::translate("main", "Catalog"));
    catalog->reload();
}

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
    const app::CommandLine cl = app::parseCommandLine(parser, app.arguments());
    if (!cl.error.isEmpty()) {
        std::fprintf(stderr, "%s\n\n%s", qPrintable(cl.error), qPrintable(parser.helpText()));
        return 2;
    }

    sandbox::SandboxServer sandbox;
    api::ApiClient client;
    widgets::MainWindow window;

    if (cl.demo) {
        QString error;
        sandbox::SandboxOptions demoOptions;
        demoOptions.localImages = true;
        if (!sandbox.start(demoOptions, 0, &error)) {
            QMessageBox::critical(nullptr, QApplication::translate("main", "Billing Desk"),
                                  QApplication::translate("main", "The demo sandbox could not start: %1").arg(error));
            return 1;
        }
        api::Environment demoEnvironment;
        demoEnvironment.kind = api::Environment::Kind::Demo;
        demoEnvironment.name = QApplication::translate("main", "Demo sandbox (%1)").arg(sandbox.baseUrl().toString());
        demoEnvironment.baseUrl = sandbox.baseUrl();
        client.setEnvironment(demoEnvironment);
        client.session().useApiKey(sandbox.demoApiKey());
        openScreens(window, client, sandbox.service().data().tenants.first().name);
        window.show();
        return app.exec();
    }

    window.show();
    secrets::openSecretStore(&app, [&](secrets::SecretStore *store, const QString &warning) {
        auto *vault = new secrets::SecretVault(store, &app);
        auto *accounts = new api::AccountStore(vault, &app);
        if (!warning.isEmpty())
            window.statusBar()->showMessage(warning);
        auto *dialog = new widgets::SignInDialog(&client, accounts, &window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        if (!cl.request.environment.baseUrl.isEmpty() || !cl.environmentName.isEmpty())
            dialog->prefill(cl.request, cl.environmentName);
        QObject::connect(dialog, &QDialog::finished, &window, [&, dialog](int result) {
            if (result == QDialog::Accepted)
                openScreens(window, client, dialog->tenantName());
            else
                window.close();
        });
        dialog->open();
        if (cl.complete)
            dialog->accept();   // everything was given: sign in without asking
    });
    return app.exec();
}
