#pragma once

// The composition root: owns start-up and the session's life — the demo sandbox (only with
// --demo), the API client, the secret store and remembered accounts, the main window, signing
// in (from the command line, a remembered account, or the dialog), signing out, and asking
// again when a session ends. main() only creates it.

#include "api/apiclient.h"
#include "app/commandline.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/shell/signindialog.h"

#include <QObject>
#include <QPointer>

#include <memory>

namespace bd::sandbox {
class SandboxServer;
}
namespace bd::secrets {
class SecretStore;
class SecretVault;
} // namespace bd::secrets
namespace bd::api {
class AccountStore;
}
namespace bd::app {

class Application final : public QObject
{
    Q_OBJECT
public:
    // store: where secrets live; null opens the OS keychain (tests pass a memory store).
    explicit Application(CommandLine commandLine, secrets::SecretStore *store = nullptr,
                         QObject *parent = nullptr);
    ~Application() override;

    // Names the program for settings, caches and the desktop (before any Qt object exists).
    static void identifyProgram(const QString &version);
    // The rest of start-up once the GUI exists: desktop integration, translations, the old
    // settings file, one instance per user, then start() and the event loop. Returns the exit code.
    static int run(CommandLine commandLine);

    // Shows the window and starts the demo or the sign-in. False (and a message shown) when the
    // demo sandbox could not start.
    bool start();

    widgets::MainWindow &window() { return m_window; }
    api::ApiClient &client() { return m_client; }
    sandbox::SandboxServer *sandbox() const { return m_sandbox.get(); }
    widgets::SignInDialog *signInDialog() const { return m_dialog; }

signals:
    // The window shows screens for a signed-in session (after sign-in or resume).
    void signedIn();

private:
    bool startDemo();
    void secretStoreReady(secrets::SecretStore *store);
    // Sign in from the command line, a remembered account, or by asking.
    void signIn(bool firstStart);
    void openDialog(const api::SignInRequest *prefill, const QString &environmentName, bool acceptAtOnce);
    void signOut();

    CommandLine m_commandLine;
    std::unique_ptr<sandbox::SandboxServer> m_sandbox; // only with --demo
    api::ApiClient m_client;
    widgets::MainWindow m_window;
    secrets::SecretStore *m_injectedStore;
    secrets::SecretVault *m_vault = nullptr;
    api::AccountStore *m_accounts = nullptr;
    QPointer<widgets::SignInDialog> m_dialog;
    bool m_startDemo = false; // the dialog asked for the demo
};

} // namespace bd::app
