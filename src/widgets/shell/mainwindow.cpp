#include "widgets/shell/mainwindow.h"

#include "api/apiclient.h"
#include "models/common/tenantscope.h"
#include "ui_mainwindow.h"
#include "widgets/commands/commandbar.h"
#include "widgets/common/accessibility.h"
#include "widgets/common/elidedlabel.h"
#include "widgets/common/screen.h"
#include "widgets/desktop/appearancemenu.h"
#include "widgets/desktop/colorscheme.h"
#include "widgets/desktop/desktopnotifier.h"
#include "widgets/shell/demoguide.h"
#include "widgets/shell/screenregistry.h"
#include "widgets/shell/viewsmenu.h"
#include "widgets/shell/windowcommands.h"

#include <QCloseEvent>
#include <QDBusConnection>
#include <QGuiApplication>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QTimer>
#include <QVBoxLayout>

namespace bd::widgets {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent), m_ui(std::make_unique<Ui::MainWindow>())
{
    m_ui->setupUi(this);
    nameForAssistiveTech(m_ui->screens); // the screens' tab bar
    m_screenStatus = new ElidedLabel(this);
    m_screenStatus->setAccessibleName(tr("Screen status"));
    statusBar()->addWidget(m_screenStatus, 1);
    m_statusLabel = new ElidedLabel(this);
    m_statusLabel->setAccessibleName(tr("Connection status"));
    m_statusLabel->setFullText(tr("Not signed in"));
    statusBar()->addPermanentWidget(m_statusLabel);
    connect(m_ui->actionQuit, &QAction::triggered, this, &QWidget::close);
    connect(m_ui->actionAbout, &QAction::triggered, this, &MainWindow::showAbout);
    auto *help = new QAction(tr("Billing Desk &Help"), this);
    help->setObjectName(QStringLiteral("actionHelp"));
    help->setShortcut(QKeySequence::HelpContents);
    connect(help, &QAction::triggered, this, &MainWindow::showHelp);
    m_ui->menuHelp->insertAction(m_ui->actionAbout, help);
    // F10 opens the menu bar, as in most desktop programs.
    auto *menuKey = new QAction(this);
    menuKey->setShortcut(QKeySequence(Qt::Key_F10));
    connect(menuKey, &QAction::triggered, this, [this] {
        menuBar()->setFocus(Qt::MenuBarFocusReason);
        menuBar()->setActiveAction(m_ui->menuFile->menuAction());
    });
    addAction(menuKey);
    connect(m_ui->actionSignOut, &QAction::triggered, this, [this] {
        if (confirmLeaveAccount())
            emit signOutRequested();
    });
    connect(m_ui->screens, &QTabWidget::currentChanged, this, &MainWindow::showScreenStatus);
    // Signed out (or not yet signed in): say so and offer the way back in.
    m_signedOut = new QWidget(this);
    m_signedOut->setObjectName(QStringLiteral("signedOut"));
    auto *column = new QVBoxLayout(m_signedOut);
    auto *text = new QLabel(tr("You are not signed in."), m_signedOut);
    text->setAlignment(Qt::AlignCenter);
    auto *signIn = new QPushButton(tr("&Sign in…"), m_signedOut);
    signIn->setObjectName(QStringLiteral("signIn"));
    connect(signIn, &QPushButton::clicked, this, &MainWindow::signInRequested);
    column->addStretch();
    column->addWidget(text);
    column->addWidget(signIn, 0, Qt::AlignCenter);
    column->addStretch();
    m_ui->centralLayout->addWidget(m_signedOut);
    m_signedOut->setVisible(false);
    // The desktop's conventions, over the session bus (none: the style's colours, no notices).
    m_colors = new ColorScheme(QDBusConnection::sessionBus(), this);
    m_notifier = new DesktopNotifier(this, QDBusConnection::sessionBus(), this);
    m_ui->menuView->addMenu(appearanceMenu(m_colors, this)); // the screens come before it
    addCommandBar();
    restoreLayout();
}

void MainWindow::addCommandBar()
{
    const auto recentsKey = [this] {
        const QString key = QStringLiteral("commandBar/recent");
        return m_account ? models::tenantSettingsGroup(*m_account) + u'/' + key : key;
    };
    CommandBar::Recents recents;
    recents.read = [recentsKey] {
        return models::CommandRecents(QSettings().value(recentsKey()).toStringList());
    };
    recents.write = [recentsKey](const models::CommandRecents &r) {
        QSettings().setValue(recentsKey(), r.keys());
    };
    ViewsContext views;
    views.account = [this] { return m_account; };
    views.screens = [this] { return screens(); };
    views.current = [this] { return qobject_cast<Screen *>(m_ui->screens->currentWidget()); };
    views.show = [this](Screen *screen) {
        m_ui->screens->setCurrentWidget(screen);
        focusScreen(screen);
    };
    m_commandBar = new CommandBar(
        this,
        [this, views](models::CommandSearch &search) {
            offerWindowCommands(search, menuBar(), m_screenActions, screens(), views.show);
            offerViewCommands(search, views);
        },
        recents);
    auto *find = new QAction(tr("&Find Anything…"), this);
    find->setObjectName(QStringLiteral("actionCommandBar"));
    // Ctrl+K as in most such boxes; Ctrl+Alt+I as KDE's command bar.
    find->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_K), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_I)});
    find->setShortcutContext(Qt::WindowShortcut);
    connect(find, &QAction::triggered, this, [this] { m_commandBar->open(); });
    m_ui->menuView->addMenu(savedViewsMenu(views, this));
    m_ui->menuView->addSeparator();
    m_ui->menuView->addAction(find);
}

MainWindow::~MainWindow() = default;

void MainWindow::followSession(api::AuthSession *session)
{
    connect(session, &api::AuthSession::accountChanged, this, [this](const api::AccountPtr &account) {
        if (account)
            openScreens(account);
        else
            clearScreens();
    });
    // The same account signed in again (its parked requests go on): named again.
    connect(session, &api::AuthSession::changed, this, [this, session] {
        const api::AccountPtr current = session->current();
        if (current && current == m_account)
            showAccount(*current);
    });
    if (session->current())
        openScreens(session->current());
}

void MainWindow::openScreens(const api::AccountPtr &account)
{
    if (!account)
        return;
    if (account == m_account && hasScreens()) {
        showAccount(*account);
        return;
    }
    // Another tenant of the same window: the same screen; a start: the screen left in this tenant.
    const int shown = hasScreens() ? m_ui->screens->currentIndex()
                                   : models::leftOff(*account, QStringLiteral("screen")).toInt();
    closeScreens(); // what belonged to the old account goes with its screens
    m_account = account;
    const QList<ScreenFactory> &factories = screenFactories();
    for (qsizetype i = 0; i < factories.size(); ++i) {
        Screen *screen = factories.at(i)(account, m_screenOptions, this);
        if (i < 9)
            screen->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        m_ui->screens->addTab(screen, screen->title());
        nameForAssistiveTech(screen);
        auto *show = new QAction(screen->title(), m_ui->menuView);
        m_ui->menuView->insertAction(m_ui->menuView->actions().value(int(m_screenActions.size())), show);
        m_screenActions.append(show);
        show->setShortcut(screen->shortcut());
        connect(show, &QAction::triggered, screen, [this, screen] {
            m_ui->screens->setCurrentWidget(screen);
            focusScreen(screen);
        });
        connect(screen, &Screen::statusTextChanged, this, &MainWindow::showScreenStatus);
        connect(screen, &Screen::jobEnded, m_notifier, &DesktopNotifier::jobEnded);
        connect(screen, &Screen::showRequested, this,
                [this, screen] { m_ui->screens->setCurrentWidget(screen); });
        screen->setConfirmDiscardAll([this] { return confirmLeaveAccount(); });
    }
    m_ui->menuView->insertSeparator(m_ui->menuView->actions().value(int(m_screenActions.size())));
    showAccount(*account);
    m_signedOut->setVisible(false);
    m_ui->screens->setVisible(true);
    m_ui->screens->setCurrentIndex(std::clamp(shown, 0, m_ui->screens->count() - 1));
    for (Screen *screen : screens())
        screen->activate();
    // Keys typed now go to the screen shown (its search or first field), not to the tab bar,
    // where Ctrl+F and the screen's other keys do nothing.
    focusScreen(static_cast<Screen *>(m_ui->screens->currentWidget()));
    showScreenStatus();
}

QList<Screen *> MainWindow::screens() const
{
    QList<Screen *> out;
    for (int i = 0; i < m_ui->screens->count(); ++i)
        out.append(static_cast<Screen *>(m_ui->screens->widget(i)));
    return out;
}

bool MainWindow::hasScreens() const
{
    return m_ui->screens->count() > 0;
}

void MainWindow::keepLeftOff() const
{
    if (!m_account)
        return;
    models::setLeftOff(*m_account, QStringLiteral("screen"), m_ui->screens->currentIndex());
    for (const Screen *screen : screens())
        screen->keepLeftOff();
}

bool MainWindow::confirmLeaveAccount()
{
    keepLeftOff(); // before the screens let go of what they show
    // Each screen is shown while it may ask; then the person is back where they were, which the
    // screens of the next tenant open on (and closeScreens() keeps).
    QWidget *shown = m_ui->screens->currentWidget();
    for (Screen *screen : screens()) {
        m_ui->screens->setCurrentWidget(screen);
        if (!screen->leaveAccount(true))
            return false;
    }
    m_ui->screens->setCurrentWidget(shown);
    return true;
}

bool MainWindow::confirmDiscardAll()
{
    for (Screen *screen : screens()) {
        if (screen->hasUnsavedWork()) {
            m_ui->screens->setCurrentWidget(screen);
            if (!screen->confirmDiscard())
                return false;
        }
    }
    return true;
}

void MainWindow::closeScreens()
{
    if (!hasScreens())
        return;
    keepLeftOff();
    // The account is gone already: each screen keeps or drops its work (asking where that
    // matters), then closes; nothing of it stays on screen for the next account.
    for (Screen *screen : screens())
        screen->leaveAccount(false);
    while (m_ui->screens->count() > 0) {
        QWidget *screen = m_ui->screens->widget(0);
        m_ui->screens->removeTab(0);
        screen->hide();
        screen->deleteLater();
    }
    // The screens' actions and their separator; Appearance stays.
    const QList<QAction *> view = m_ui->menuView->actions();
    for (QAction *action : view.mid(0, m_screenActions.size() + 1))
        if (m_screenActions.contains(action) || action->isSeparator())
            delete action;
    m_screenActions.clear();
    m_account.reset();
}

void MainWindow::clearScreens()
{
    closeScreens();
    m_ui->actionSignOut->setEnabled(false);
    m_ui->environmentBanner->setVisible(false);
    m_statusLabel->setFullText(tr("Not signed in"));
    m_screenStatus->setFullText({});
    setWindowTitle(tr("Billing Desk"));
    m_ui->screens->setVisible(false);
    m_signedOut->setVisible(true);
}

void MainWindow::setSignOutAvailable(bool available)
{
    m_signOutAvailable = available;
    m_ui->actionSignOut->setEnabled(available && hasScreens());
}

void MainWindow::showAccount(const api::Account &account)
{
    const api::Environment &env = account.environment();
    const QString environmentName = env.name.isEmpty() ? env.baseUrl.host() : env.name;
    const QString tenantName = account.tenantName();
    m_ui->actionSignOut->setEnabled(m_signOutAvailable);
    const QString where =
        tenantName.isEmpty() ? environmentName : tr("%1 — %2").arg(environmentName, tenantName);
    m_statusLabel->setFullText(tr("Signed in: %1").arg(where));
    // Qt adds " — Billing Desk" (the application's display name) to every window's title.
    setWindowTitle(where);
    m_ui->environmentBanner->setVisible(env.isProduction());
    if (env.isProduction()) {
        m_ui->environmentBanner->setText(tr("PRODUCTION — changes affect real customers"));
        m_ui->environmentBanner->setStyleSheet(
            QStringLiteral("background:#b3261e; color:white; font-weight:bold; padding:4px;"));
    }
}

void MainWindow::focusScreen(Screen *screen)
{
    // The screen's own choice (its focus proxy), else its first control: keys typed right after
    // Ctrl+N go somewhere useful.
    if (screen->focusProxy()) {
        screen->setFocus(Qt::ShortcutFocusReason);
        return;
    }
    for (QWidget *w = screen->nextInFocusChain(); w && w != screen; w = w->nextInFocusChain()) {
        if (screen->isAncestorOf(w) && w->isVisible() && w->isEnabled() &&
            (w->focusPolicy() & Qt::TabFocus)) {
            w->setFocus(Qt::ShortcutFocusReason);
            return;
        }
    }
}

void MainWindow::showScreenStatus()
{
    const auto *screen = qobject_cast<Screen *>(m_ui->screens->currentWidget());
    m_screenStatus->setFullText(screen ? screen->statusText() : QString());
}

void MainWindow::restoreLayout()
{
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    clampToScreen();
}

void MainWindow::clampToScreen()
{
    // A geometry saved on a larger screen, or at another scale, must not open the window larger
    // than the screen or off it.
    const QScreen *screen = QGuiApplication::screenAt(geometry().center());
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    QRect frame = frameGeometry();
    const QSize margins = frame.size() - geometry().size();
    const QSize size = geometry().size().boundedTo(available.size() - margins);
    if (size != geometry().size())
        resize(size);
    frame = frameGeometry();
    if (!available.contains(frame)) {
        const int x = std::clamp(frame.left(), available.left(),
                                 std::max(available.left(), available.right() - frame.width() + 1));
        const int y = std::clamp(frame.top(), available.top(),
                                 std::max(available.top(), available.bottom() - frame.height() + 1));
        move(x, y);
    }
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (!std::exchange(m_clamped, true))
        QTimer::singleShot(0, this, &MainWindow::clampToScreen); // once the frame is known
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Screens with unsaved work ask first; a "Cancel" keeps the window open.
    if (!confirmDiscardAll()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    keepLeftOff();
    event->accept();
}

void MainWindow::showAbout()
{
    auto *box = new QMessageBox(this);
    box->setObjectName(QStringLiteral("aboutBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowTitle(tr("About Billing Desk"));
    box->setIconPixmap(QGuiApplication::windowIcon().pixmap(64, 64));
    box->setTextFormat(Qt::RichText);
    box->setText(tr("<h3>Billing Desk %1</h3><p>A desktop client for the Billing and Catalog Service: the "
                    "product catalog, contacts, webhook endpoints, tenant details, invoice deletion and "
                    "queries.</p>")
                     .arg(QCoreApplication::applicationVersion()));
    box->setInformativeText(
        tr("<p>Free software under the GNU General Public License, version 3 or later: you may use, "
           "study, share and change it. It comes with no warranty.</p>"
           "<p>Homepage: <a href=\"%1\">%1</a><br>Report a problem: <a href=\"%2\">%2</a></p>"
           "<p>Secrets are kept in your system's keychain only.</p>")
            .arg(QStringLiteral("https://billingdesk.example.org/"),
                 QStringLiteral("https://billingdesk.example.org/issues")));
    QPushButton *aboutQt = box->addButton(tr("About &Qt"), QMessageBox::HelpRole);
    aboutQt->setObjectName(QStringLiteral("aboutQt"));
    connect(aboutQt, &QPushButton::clicked, this, [this] { QMessageBox::aboutQt(this); });
    box->addButton(QMessageBox::Close);
    box->open();
}

void MainWindow::offerDemoGuide()
{
    if (!findChild<DemoGuide *>())
        new DemoGuide(this, m_ui->menuHelp, m_ui->centralLayout);
}

void MainWindow::showHelp()
{
    // F1: how to get around, as a person who has not read the README would need.
    QStringList screensHelp;
    for (const Screen *screen : screens())
        screensHelp << tr("<tr><td>%1</td><td>%2</td></tr>")
                           .arg(screen->shortcut().toString(QKeySequence::NativeText).toHtmlEscaped(),
                                screen->title().toHtmlEscaped());
    auto *box = new QMessageBox(
        QMessageBox::Information, tr("Billing Desk help"),
        tr("<h3>Getting around</h3><table cellspacing=6>%1"
           "<tr><td>Ctrl+K</td><td>Find anything: actions, products, contacts, a pasted id</td></tr>"
           "<tr><td>Ctrl+F</td><td>Search or look up on the current screen</td></tr>"
           "<tr><td>F5</td><td>Reload the current screen</td></tr>"
           "<tr><td>Ctrl+Shift+C</td><td>Copy the selected record as JSON</td></tr>"
           "<tr><td>Ctrl+Shift+P</td><td>Price the selected product (catalog)</td></tr>"
           "<tr><td>Alt+Down</td><td>Open the choices of a list</td></tr>"
           "<tr><td>Down</td><td>From a search into its list</td></tr>"
           "<tr><td>Esc</td><td>Close a dialog or a message; clear a search</td></tr>"
           "<tr><td>Ctrl+S</td><td>Save (contacts)</td></tr>"
           "<tr><td>Alt+U</td><td>Undo the save just made (contacts)</td></tr>"
           "<tr><td>Ctrl+Enter, Ctrl+T, Ctrl+W</td><td>Run, new tab, close tab (query; Ctrl+PgUp and "
           "Ctrl+PgDown change tabs, F3 finds the next match, Ctrl+Shift+F formats)</td></tr>"
           "<tr><td>F10</td><td>The menu bar</td></tr>"
           "<tr><td>Ctrl+Q</td><td>Quit</td></tr></table>")
            .arg(screensHelp.join(QString())),
        QMessageBox::Close, this);
    box->setObjectName(QStringLiteral("helpBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace bd::widgets
