#pragma once

// The connection to the service for one run of the tool: the built-in sandbox (--demo), a
// sign-in from secrets given for this run (BILLING_DESK_* variables or --secret-stdin), or the
// account remembered in the keychain — the same entries the window uses, so a sign-in in either
// serves both. A session that ends while a command runs (its token could not be refreshed)
// ends the run: a script cannot answer a sign-in dialog.

#include "api/accountstore.h"
#include "api/apiclient.h"
#include "api/signinoptions.h"

#include <QObject>

#include <functional>
#include <memory>
#include <optional>

namespace bd::sandbox {
class SandboxServer;
}
namespace bd::secrets {
class LazySecretStore;
class SecretVault;
} // namespace bd::secrets

namespace bd::cli {

class Output;

class Session final : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        bool demo = false;
        api::SignInOptions::Reading given; // --environment, --base-url, ..., secrets for this run
        QString tenant;                    // --tenant: which of several tenants (bearer)
    };
    Session(Options options, Output &output, QObject *parent = nullptr);
    ~Session() override;

    // Signs in as the options say; done(Done) when signed in, otherwise done(exit status) after
    // saying why on standard error.
    void open(std::function<void(int exitCode)> done);
    // Signs in with `request` (the sign-in command): picks the tenant when several are offered.
    void signIn(const api::SignInRequest &request, std::function<void(int exitCode)> done);
    // Waits for keychain writes under way (a refreshed token being remembered), then `then`.
    void close(std::function<void()> then);

    api::ApiClient &client() { return m_client; }
    api::AccountStore &accounts();
    // Why the keychain cannot be used here; empty when it can (or was not needed).
    QString keychainProblem() const;
    bool isDemo() const { return m_sandbox != nullptr; }
    const Options &options() const { return m_options; }
    // The request a sign-in for this run would send: the given options, with the address of a
    // named environment filled in from the window's settings. Empty problem when it is usable.
    api::SignInRequest requestFromOptions(QString *problem) const;

signals:
    // The session ended while a command ran (it could not be refreshed): the run must stop.
    void ended(int exitCode);

private:
    int startDemo();
    void resume(const api::SavedAccount &account, std::function<void(int)> done);
    std::optional<domain::Tenant> pickTenant(const QList<domain::Tenant> &tenants) const;
    void rememberRefreshedToken();

    Options m_options;
    Output &m_output;
    std::unique_ptr<sandbox::SandboxServer> m_sandbox;
    api::ApiClient m_client;
    secrets::LazySecretStore *m_store = nullptr;
    secrets::SecretVault *m_vault = nullptr;
    api::AccountStore *m_accounts = nullptr;
    std::optional<api::SavedAccount> m_resumed; // the remembered account in use
    int m_pendingWrites = 0;
    std::function<void()> m_afterWrites;
};

} // namespace bd::cli
