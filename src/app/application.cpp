#include "app/application.h"

#include "api/accountstore.h"
#include "api/programnames.h"
#include "app/settingsmigration.h"
#include "app/singleinstance.h"
#include "app/translations.h"
#include "domain/authcodec.h"
#include "models/common/keptdata.h"
#include "sandbox/sandboxserver.h"
#include "secrets/lazysecretstore.h"
#include "secrets/secretvault.h"
#include "widgets/shell/signindialog.h"

#include <QApplication>
#include <QIcon>
#include <QLocale>
#include <QMessageBox>
#include <QStatusBar>

namespace bd::app {

Application::Application(CommandLine commandLine, secrets::SecretStore *store, QObject *parent)
    : QObject(parent), m_commandLine(std::move(commandLine)), m_injectedStore(store)
{
    connect(&m_window, &widgets::MainWindow::signOutRequested, this, &Application::signOut);
    connect(&m_window, &widgets::MainWindow::signInRequested, this, [this] { signIn(false); });
    // The window shows the screens of the account in use: made anew for every other account
    // (sign-in, tenant switch, sign-in as someone else), none when signed out.
    m_window.followSession(&m_client.session());
    connect(&m_client.session(), &api::AuthSession::accountChanged, this,
            [this](const api::AccountPtr &account) {
                if (account)
                    emit signedIn();
            });
    // When a session ends (its refresh failed), ask again; the waiting requests then continue.
    connect(&m_client.session(), &api::AuthSession::signInRequired, this, [this] {
        if (!m_dialog)
            signIn(false);
    });
    // A remembered account follows a tenant switch: the next start resumes in the new tenant.
    connect(&m_client.session(), &api::AuthSession::tenantSwitched, this, [this](const QString &tenantName) {
        const api::AccountPtr account = m_client.session().current();
        if (!m_accounts || !account)
            return; // the demo remembers nothing
        m_accounts->rememberTenant(tenantName, account->tenantKey(), [this](bool ok, const QString &why) {
            if (!ok)
                m_window.statusBar()->showMessage(
                    tr("Switched tenant, but the keychain did not keep its access key: %1").arg(why));
        });
    });
}

void Application::identifyProgram(const QString &version)
{
    api::setProgramNames(); // BillingDesk/billing-desk.conf, shared with billing-desk-cli
    QCoreApplication::setApplicationVersion(version);
}

int Application::run(CommandLine commandLine)
{
    QGuiApplication::setApplicationDisplayName(tr("Billing Desk"));
    QGuiApplication::setDesktopFileName(QStringLiteral("billing-desk"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/billing-desk.svg")));
    installTranslations(QLocale());
    migrateOldSettings();
    SingleInstance instance;
    if (!instance.claim())
        return 0; // the running Billing Desk comes to the front instead
    Application app(std::move(commandLine));
    connect(&instance, &SingleInstance::activationRequested, &app, [&app] {
        app.window().showNormal();
        app.window().raise();
        app.window().activateWindow();
    });
    if (!app.start())
        return 1;
    return QCoreApplication::exec();
}

Application::~Application()
{
    delete m_dialog; // before the client it signs in with
}

bool Application::start()
{
    m_window.show();
    if (m_commandLine.demo)
        return startDemo();
    m_window.setScreenOptions({.keepCatalogs = true});
    // The keychain is not touched at start-up (it may prompt and wait): it opens when a
    // remembered account needs its secrets or the user asks to be remembered.
    secrets::SecretStore *store = m_injectedStore;
    if (!store) {
        auto *lazy = new secrets::LazySecretStore(this);
        connect(lazy, &secrets::LazySecretStore::opened, this, [this](const QString &warning) {
            if (!warning.isEmpty())
                m_window.statusBar()->showMessage(warning);
        });
        store = lazy;
    }
    secretStoreReady(store);
    return true;
}

bool Application::startDemo()
{
    m_window.clearScreens();
    m_window.setScreenOptions({.keepCatalogs = true}); // its list opens at once next time
    m_sandbox = std::make_unique<sandbox::SandboxServer>();
    QString error;
    sandbox::SandboxOptions options;
    options.localImages = true;
    options.generateInvoices = 200; // with invoice lines: nested lists for the query console's table
    if (!m_sandbox->start(options, 0, &error)) {
        QMessageBox::critical(&m_window, tr("Billing Desk"),
                              tr("The demo sandbox could not start: %1").arg(error));
        return false;
    }
    api::Environment demo;
    demo.kind = api::Environment::Kind::Demo;
    demo.name = tr("Demo sandbox (%1)").arg(m_sandbox->baseUrl().toString());
    demo.baseUrl = m_sandbox->baseUrl();
    m_client.setEnvironment(demo);
    m_window.setSignOutAvailable(false); // the demo has one account, built in
    m_window.offerDemoGuide();
    // Its user, signed in with a token as a person would be: the other demo tenant is one Switch
    // away on the Tenant screen. Without a user in the data, the first tenant's API key.
    const domain::Decoded<domain::TokenGrant> grant =
        domain::decodeTokenGrant(m_sandbox->demoTokenAnswer(), QDateTime::currentDateTimeUtc());
    if (grant.ok && !grant.value.tenants.isEmpty()) {
        const domain::Tenant &first = grant.value.tenants.first();
        m_client.session().useBearer(m_sandbox->demoUserName(), grant.value, first.accessKey);
        m_client.session().setTenant(first.accessKey, first.name);
    } else {
        m_client.session().useApiKey(m_sandbox->demoApiKey(),
                                     m_sandbox->service().data().tenants.first().name);
    }
    return true;
}

void Application::secretStoreReady(secrets::SecretStore *store)
{
    m_vault = new secrets::SecretVault(store, this);
    m_accounts = new api::AccountStore(m_vault, this);
    signIn(true);
}

void Application::signIn(bool firstStart)
{
    if (m_dialog || !m_accounts)
        return;
    const CommandLine &cl = m_commandLine;
    if (firstStart && (!cl.request.environment.baseUrl.isEmpty() || !cl.environmentName.isEmpty())) {
        openDialog(&cl.request, cl.environmentName, cl.complete); // everything given: no questions
        return;
    }
    const api::SavedAccount last = m_accounts->lastAccount();
    if (!firstStart || !last.remember) {
        openDialog(nullptr, {}, false);
        return;
    }
    // Remembered: take the secrets from the keychain and sign in again without asking.
    m_accounts->loadSecrets(last, [this, last](const api::AccountSecrets &secrets) {
        auto *flow = new api::SignInFlow(&m_client, this);
        connect(flow, &api::SignInFlow::succeeded, flow, &QObject::deleteLater);
        connect(flow, &api::SignInFlow::failed, this, [this, flow, last] {
            flow->deleteLater();
            openDialog(&flow->request(), last.environmentName, false); // say why, keep what is known
        });
        flow->resume(last, secrets);
    });
}

void Application::openDialog(const api::SignInRequest *prefill, const QString &environmentName,
                             bool acceptAtOnce)
{
    m_dialog = new widgets::SignInDialog(&m_client, m_accounts, &m_window);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_dialog, &widgets::SignInDialog::demoRequested, this, [this] { m_startDemo = true; });
    connect(m_dialog, &QDialog::finished, this, [this](int result) {
        if (result == QDialog::Accepted) {
            if (std::exchange(m_startDemo, false))
                startDemo();
            return; // the session adopted the account: its screens are open
        }
        m_client.session().abandonWaiting(); // requests waiting for a new sign-in end now
        if (!m_client.session().isSignedIn() || !m_window.hasScreens()) {
            m_client.session().clear();
            m_window.clearScreens(); // signed out: the window offers to sign in
        }
    });
    if (prefill)
        m_dialog->prefill(*prefill, environmentName);
    m_dialog->open();
    if (acceptAtOnce)
        m_dialog->accept();
}

void Application::signOut()
{
    m_accounts->signOut([this](bool) {
        m_client.session().clear(); // the screens close with the account
        models::eraseKeptData();    // kept catalogs, drafts and recent lists of every tenant too
        signIn(false);
    });
}

} // namespace bd::app
