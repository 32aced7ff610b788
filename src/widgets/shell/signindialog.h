#pragma once

#include "api/environment.h"
#include "api/signinflow.h"

#include <QDialog>

#include <memory>

class QLabel;

namespace Ui {
class SignInDialog;
}
namespace bd::api {
class AccountStore;
}

namespace bd::widgets {

class WaitCountdown;

// Environment, method, credentials, tenant and "remember me". Keeps every input when signing
// in fails and says why; saves the address and (if asked) the secrets only after success.
class SignInDialog final : public QDialog
{
    Q_OBJECT
public:
    SignInDialog(api::ApiClient *client, api::AccountStore *accounts, QWidget *parent = nullptr);
    ~SignInDialog() override;

    // Pre-fills from the command line or the last sign-in.
    void prefill(const api::SignInRequest &request, const QString &environmentName);
    api::Environment chosenEnvironment() const;
    QString tenantName() const { return m_flow.tenantName(); }

    void accept() override;
    // Cancel (or Esc, or closing) also stops a sign-in under way, and any wait it is in.
    void reject() override;

signals:
    // The user chose the built-in demo: no sign-in here; the application starts the sandbox.
    void demoRequested();

private:
    void environmentChanged();
    void methodChanged();
    void setBusy(bool busy);
    void showStatus(const QString &text, bool problem);
    api::SignInRequest request() const;
    void succeeded();

    std::unique_ptr<Ui::SignInDialog> m_ui;
    api::ApiClient *m_client;
    api::AccountStore *m_accounts;
    api::SignInFlow m_flow;
    WaitCountdown *m_wait; // the service asked signing in to wait (429); Cancel stops it
    QList<api::Environment> m_environments;
    QList<domain::Tenant> m_tenants;
    QLabel *m_rememberProblem = nullptr;
};

} // namespace bd::widgets
