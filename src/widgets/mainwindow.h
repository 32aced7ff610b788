#pragma once

#include <QMainWindow>

#include <memory>

namespace Ui {
class MainWindow;
}
class QLabel;

namespace bd::api {
class ApiClient;
}

namespace bd::widgets {

class Screen;

// The application shell: the registered screens as tabs (View menu, Ctrl+1…), an environment
// banner, and a status bar with the current screen's status and where the user is signed in.
// It knows screens only through the Screen interface.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Creates every registered screen for a signed-in client and lets each load.
    void openScreens(api::ApiClient *client);
    bool hasScreens() const;
    QList<Screen *> screens() const;
    // Every screen with unsaved work asks first; true when it is fine to go on.
    bool confirmDiscardAll();
    // Closes every screen and shows the signed-out state.
    void clearScreens();
    // Shows which environment and tenant are in use; production gets a coloured banner.
    void setEnvironment(const QString &environmentName, bool isProduction, const QString &tenantName);
    // Another tenant is in use (the session switched; screens with unsaved work were asked
    // before): shows its name and lets every screen load again.
    void reloadScreens(const QString &tenantName);
    // Lets the user sign out (not in the demo, whose sandbox has no other account).
    void setSignOutAvailable(bool available);

signals:
    void signOutRequested();
    void signInRequested(); // from the signed-out window

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void restoreLayout();
    void showAbout();
    void showHelp();
    void clampToScreen();
    void showScreenStatus();
    void focusScreen(Screen *screen);

    std::unique_ptr<Ui::MainWindow> m_ui;
    QLabel *m_statusLabel = nullptr;
    QLabel *m_screenStatus = nullptr;
    QWidget *m_signedOut = nullptr;
    bool m_signOutAvailable = true;
    bool m_clamped = false;
    QString m_environmentName;
    bool m_production = false;
};

} // namespace bd::widgets
