#pragma once

#include <QMainWindow>

#include <memory>

namespace Ui {
class MainWindow;
}
class QLabel;

namespace bd::widgets {

// The application shell: screens as tabs, an environment banner, and a status bar that says
// where the user is signed in.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Adds a screen as a tab.
    void addScreen(QWidget *screen, const QString &title);
    bool hasScreens() const;
    // Closes every screen and shows the signed-out state.
    void clearScreens();
    // Shows which environment and tenant are in use; production gets a coloured banner.
    void setEnvironment(const QString &environmentName, bool isProduction, const QString &tenantName);

signals:
    void signOutRequested();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void restoreLayout();
    void showAbout();

    std::unique_ptr<Ui::MainWindow> m_ui;
    QLabel *m_statusLabel = nullptr;
};

} // namespace bd::widgets
