#pragma once

#include "api/account.h"
#include "widgets/common/screen.h"

#include <memory>

namespace Ui {
class TenantScreen;
}
class QLabel;

namespace bd::models {
class TenantController;
}

namespace bd::widgets {

// Where and how the session is signed in (environment, address, production or not, method,
// user, tenant), every field of the tenant's details as a tree (spec §4.6), copy as JSON, and
// switching tenant without signing in again where the method allows it (spec §5) — or why not.
// Decisions live in models::TenantController.
class TenantScreen final : public Screen
{
    Q_OBJECT
public:
    explicit TenantScreen(const api::AccountPtr &account, QWidget *parent = nullptr);
    ~TenantScreen() override;

    QString title() const override { return tr("Tenant"); }
    void activate() override;

    void reload();
    bool isLoading() const;
    // "Switch to tenant …" for each other tenant listed (asking first about unsaved work).
    void offerCommands(models::CommandSearch &search) override;

signals:
    void loaded(int fieldCount);

private:
    void showSession();
    void showSwitchChoices();
    void switchToSelected();
    void switchWithTypedKey();
    void setSwitching(bool switching);
    void copyDetails();
    void copyValue();
    void showMessage(const QString &text, bool error);
    void endWait();
    void showSwitchMessage(const QString &text, bool error);
    void endSwitchMessage(); // an error about a switch, once what it spoke of changed
    static void setValue(QLabel *label, const QString &caption, const QString &value);

    std::unique_ptr<Ui::TenantScreen> m_ui;
    api::AccountPtr m_account;
    models::TenantController *m_controller;
};

} // namespace bd::widgets
