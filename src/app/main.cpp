#include "api/accountstore.h"
#include "api/apiclient.h"
#include "app/commandline.h"
#include "sandbox/sandboxserver.h"
#include "secrets/keychainsecretstore.h"
#include "secrets/secretvault.h"
#include "widgets/catalogscreen.h"
#include "widgets/contactscreen.h"
#include "widgets/mainwindow.h"
#include "widgets/signindialog.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPointer>
#include <QStatusBar>
#include <QTranslator>

#include <cstdio>
#include <memory>

using namespace bd;

// Puts the screens in the window once the client is signed in.
static void openScreens(widgets::MainWindow &window, api::ApiClient &client, const QString &tenantName)
{
    const api::Environment &env = client.environment();
    window.setEnvironment(env.name.isEmpty() ? env.baseUrl.host() : env.name, env.isProduction(), tenantName);
    auto *catalog = new widgets::CatalogScreen(&client, &window);
    window.addScreen(catalog, QApplication::translate("main", "Catalog"));
    window.addScreen(new widgets::ContactScreen(&client, &window),
                     QApplication::translate("main", "Contacts"));
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
    if (appTranslator.load(QLocale(), QStringLiteral("billing-desk"), QStringLiteral("_"),
                           QStringLiteral(":/i18n")))
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
            QMessageBox::critical(
                nullptr, QApplication::translate("main", "Billing Desk"),
                QApplication::translate("main", "The demo sandbox could not start: %1").arg(error));
            return 1;
        }
        api::Environment demoEnvironment;
        demoEnvironment.kind = api::Environment::Kind::Demo;
        demoEnvironment.name =
            QApplication::translate("main", "Demo sandbox (%1)").arg(sandbox.baseUrl().toString());
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

        // Shows the sign-in dialog, pre-filled from the command line or the remembered account.
        auto signIn = std::make_shared<std::function<void(bool)>>();
        *signIn = [&, accounts, signIn](bool useCommandLine) {
            auto *dialog = new widgets::SignInDialog(&client, accounts, &window);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            QObject::connect(dialog, &QDialog::finished, &window, [&, dialog](int result) {
                if (result == QDialog::Accepted) {
                    if (!window.hasScreens())
                        openScreens(window, client, dialog->tenantName());
                    return;
                }
                client.session().abandonWaiting(); // requests waiting for a new sign-in end now
                if (!client.session().isSignedIn() || !window.hasScreens())
                    window.close();
            });
            if (useCommandLine &&
                (!cl.request.environment.baseUrl.isEmpty() || !cl.environmentName.isEmpty())) {
                dialog->prefill(cl.request, cl.environmentName);
                dialog->open();
                if (cl.complete)
                    dialog->accept(); // everything was given: sign in without asking
                return;
            }
            const api::SavedAccount last = accounts->lastAccount();
            if (!useCommandLine || !last.remember) {
                dialog->open();
                return;
            }
            // Remembered: take the secrets from the keychain and carry on without asking.
            accounts->loadSecrets(last, [&, dialog = QPointer<widgets::SignInDialog>(dialog),
                                         last](const api::AccountSecrets &s) {
                if (!dialog)
                    return;
                if (last.method == api::AuthMethod::Bearer && !s.refreshToken.isEmpty() &&
                    !s.tenantAccessKey.isEmpty()) {
                    // Resume the token session: the first request refreshes the token.
                    api::Environment env;
                    env.kind = last.environmentKind;
                    env.name = last.environmentName;
                    env.baseUrl = last.baseUrl;
                    env.appUrl = last.appUrl;
                    if (client.setEnvironment(env).isEmpty()) {
                        domain::TokenGrant grant;
                        grant.refreshToken = s.refreshToken;
                        grant.expiresAt = QDateTime::currentDateTimeUtc().addSecs(-1);
                        client.session().useBearer(last.userName, grant, s.tenantAccessKey);
                        client.session().setTenant(s.tenantAccessKey, last.tenantName);
                        dialog->deleteLater();
                        openScreens(window, client, last.tenantName);
                        return;
                    }
                }
                api::SignInRequest r;
                r.environment.baseUrl = last.baseUrl;
                r.environment.appUrl = last.appUrl;
                r.method = last.method;
                r.userName = last.userName;
                r.apiKey = s.apiKey;
                r.password = s.password;
                r.tenantAccessKey = s.tenantAccessKey;
                dialog->prefill(r, last.environmentName);
                dialog->open();
                const bool enough = last.method == api::AuthMethod::ApiKey ? !s.apiKey.isEmpty()
                                    : last.method == api::AuthMethod::Basic
                                        ? !s.password.isEmpty() && !s.tenantAccessKey.isEmpty()
                                        : false;
                if (enough)
                    dialog->accept();
            });
        };
        QObject::connect(&window, &widgets::MainWindow::signOutRequested, &window, [&, accounts, signIn] {
            accounts->signOut([&, signIn](bool) {
                client.session().clear();
                window.clearScreens();
                (*signIn)(false);
            });
        });
        // When the session ends (a refresh failed), ask again; waiting requests then continue.
        QObject::connect(&client.session(), &api::AuthSession::signInRequired, &window, [signIn, &window] {
            if (!window.findChild<widgets::SignInDialog *>())
                (*signIn)(false);
        });
        (*signIn)(true);
    });
    return app.exec();
}
