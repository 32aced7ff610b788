#pragma once

#include "api/account.h"
#include "api/authsession.h"
#include "widgets/shell/screenregistry.h"

#include <QMainWindow>

#include <memory>

namespace Ui {
class MainWindow;
}
class QLabel;

namespace bd::widgets {

class ColorScheme;
class CommandBar;
class DesktopNotifier;
class ElidedLabel;
class Screen;

// The application shell: the registered screens as tabs (View menu, Ctrl+1…), an environment
// banner, and a status bar with the current screen's status and where the user is signed in.
// It knows screens only through the Screen interface. It follows the desktop's colour scheme
// (View → Appearance) and tells the desktop when a screen's long job ends while it is elsewhere.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Follows the session: the screens of its current account are shown, made anew whenever
    // another account is in use, and none when it signs out. Opens them at once when signed in.
    void followSession(api::AuthSession *session);
    // Shows the screens of `account` (signed in, switched tenant, signed in as someone else):
    // screens made for another account first keep or drop what belongs to it (Screen::
    // leaveAccount) and close; a new screen of each kind is made for this account and loads.
    // The title, status and Production banner name the account's environment and tenant.
    void openScreens(const api::AccountPtr &account);
    // The account the screens belong to (null: signed out).
    api::AccountPtr account() const { return m_account; }
    bool hasScreens() const;
    QList<Screen *> screens() const;
    // Every screen with unsaved work asks first; true when it is fine to go on.
    bool confirmDiscardAll();
    // Before the person leaves the account on purpose (switching tenant, signing out): every
    // screen may ask about what belongs to it; false when someone said Cancel.
    bool confirmLeaveAccount();
    // Closes every screen (each leaves its account first) and shows the signed-out state.
    void clearScreens();
    // Names the account's environment and tenant in the title and status bar; production gets
    // a coloured banner. For a renewed sign-in of the same account too.
    void showAccount(const api::Account &account);
    // Applies to the screens opened from now on.
    void setScreenOptions(const ScreenOptions &options) { m_screenOptions = options; }
    // Lets the user sign out (not in the demo, whose sandbox has no other account).
    void setSignOutAvailable(bool available);
    // The built-in demo runs: "What to try" in the Help menu and the status bar (once).
    void offerDemoGuide();
    ColorScheme *colorScheme() const { return m_colors; }
    CommandBar *commandBar() const { return m_commandBar; }

signals:
    void signOutRequested();
    void signInRequested(); // from the signed-out window

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void addCommandBar();
    void restoreLayout();
    void showAbout();
    void showHelp();
    void clampToScreen();
    void showScreenStatus();
    void focusScreen(Screen *screen);
    void closeScreens();
    // Each screen, and the window's screen, remember where the person is in this tenant.
    void keepLeftOff() const;

    std::unique_ptr<Ui::MainWindow> m_ui;
    ElidedLabel *m_statusLabel = nullptr;
    ElidedLabel *m_screenStatus = nullptr;
    QWidget *m_signedOut = nullptr;
    bool m_signOutAvailable = true;
    bool m_clamped = false;
    api::AccountPtr m_account;
    ScreenOptions m_screenOptions;
    QList<QAction *> m_screenActions; // the View menu's, one per screen
    ColorScheme *m_colors = nullptr;
    DesktopNotifier *m_notifier = nullptr;
    CommandBar *m_commandBar = nullptr;
};

} // namespace bd::widgets
