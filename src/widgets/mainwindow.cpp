#include "widgets/mainwindow.h"

#include "ui_mainwindow.h"
#include "widgets/contactscreen.h"

#include <QCloseEvent>
#include <QLabel>
#include <QMessageBox>
#include <QSettings>

namespace bd::widgets {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent), m_ui(std::make_unique<Ui::MainWindow>())
{
    m_ui->setupUi(this);
    m_statusLabel = new QLabel(tr("Not signed in"), this);
    m_statusLabel->setAccessibleName(tr("Connection status"));
    statusBar()->addPermanentWidget(m_statusLabel);
    connect(m_ui->actionQuit, &QAction::triggered, this, &QWidget::close);
    connect(m_ui->actionAbout, &QAction::triggered, this, &MainWindow::showAbout);
    connect(m_ui->actionSignOut, &QAction::triggered, this, [this] {
        for (ContactScreen *screen : findChildren<ContactScreen *>()) {
            if (!screen->confirmDiscard())
                return;
        }
        emit signOutRequested();
    });
    restoreLayout();
}

MainWindow::~MainWindow() = default;

void MainWindow::addScreen(QWidget *screen, const QString &title)
{
    m_ui->screens->addTab(screen, title);
}

bool MainWindow::hasScreens() const
{
    return m_ui->screens->count() > 0;
}

void MainWindow::clearScreens()
{
    while (m_ui->screens->count() > 0) {
        QWidget *screen = m_ui->screens->widget(0);
        m_ui->screens->removeTab(0);
        screen->deleteLater();
    }
    m_ui->actionSignOut->setEnabled(false);
    m_ui->environmentBanner->setVisible(false);
    m_statusLabel->setText(tr("Not signed in"));
    setWindowTitle(tr("Billing Desk"));
}

void MainWindow::setEnvironment(const QString &environmentName, bool isProduction, const QString &tenantName)
{
    m_ui->actionSignOut->setEnabled(true);
    const QString where =
        tenantName.isEmpty() ? environmentName : tr("%1 — %2").arg(environmentName, tenantName);
    m_statusLabel->setText(tr("Signed in: %1").arg(where));
    setWindowTitle(tr("Billing Desk — %1").arg(where));
    m_ui->environmentBanner->setVisible(isProduction);
    if (isProduction) {
        m_ui->environmentBanner->setText(tr("PRODUCTION — changes affect real customers"));
        m_ui->environmentBanner->setStyleSheet(
            QStringLiteral("background:#b3261e; color:white; font-weight:bold; padding:4px;"));
    }
}

void MainWindow::restoreLayout()
{
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Screens with unsaved edits ask first; a "Cancel" keeps the window open.
    for (ContactScreen *screen : findChildren<ContactScreen *>()) {
        if (!screen->confirmDiscard()) {
            event->ignore();
            return;
        }
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    event->accept();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Billing Desk"),
                       tr("<b>Billing Desk</b> %1<br>A desktop client for the Billing and Catalog Service.")
                           .arg(QCoreApplication::applicationVersion()));
}

} // namespace bd::widgets
