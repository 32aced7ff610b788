// The desktop's conventions, against a private session bus (a dbus-daemon of the test's own)
// with small stand-ins for the XDG desktop portal's Settings and for the notification server:
// - the window's colours follow the desktop's light / dark choice at start and live, until the
//   person picks one in View → Appearance (by keyboard, through the menus);
// - a catalog download that takes over five seconds while the window is not active becomes a
//   notification, whose action brings the window back; a quick one, or one watched, does not;
// - a new window in the same tenant opens where the person left off: the screen, the catalog's
//   search, filter and product, the contact open; another tenant keeps its own.

#include "../api/apifixture.h"
#include "../common/accounttestutil.h"
#include "app/translations.h"
#include "models/catalog/catalogmodel.h"
#include "widgets/catalog/catalogscreen.h"
#include "widgets/contacts/contactscreen.h"
#include "widgets/desktop/colorscheme.h"
#include "widgets/shell/mainwindow.h"

#include <QComboBox>
#include <QDBusAbstractAdaptor>
#include <QDBusConnection>
#include <QDBusError>
#include <QDBusVariant>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QTreeView>

using namespace bd::test;
using bd::widgets::ColorScheme;
using bd::widgets::MainWindow;

// org.freedesktop.portal.Settings as desktops serve it: Read answers the value in a variant in a
// variant; SettingChanged carries it in one.
class PortalSettings : public QDBusAbstractAdaptor
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.portal.Settings")
public:
    explicit PortalSettings(QObject *object) : QDBusAbstractAdaptor(object) {}
    uint scheme = 0; // 0 no preference, 1 dark, 2 light
    void change(uint to)
    {
        scheme = to;
        emit SettingChanged(QStringLiteral("org.freedesktop.appearance"), QStringLiteral("color-scheme"),
                            QDBusVariant(QVariant(to)));
    }
public slots:
    QDBusVariant Read(const QString &group, const QString &key)
    {
        if (group != u"org.freedesktop.appearance" || key != u"color-scheme")
            return QDBusVariant(QVariant(QString()));
        return QDBusVariant(QVariant::fromValue(QDBusVariant(QVariant(scheme))));
    }
signals:
    void SettingChanged(const QString &group, const QString &key, const QDBusVariant &value);
};

class Notifications : public QDBusAbstractAdaptor
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.Notifications")
public:
    explicit Notifications(QObject *object) : QDBusAbstractAdaptor(object) {}
    struct Shown
    {
        uint id;
        QString summary, body;
        QStringList actions;
    };
    QList<Shown> shown;
public slots:
    uint Notify(const QString &, uint, const QString &, const QString &summary, const QString &body,
                const QStringList &actions, const QVariantMap &, int)
    {
        shown.append({uint(shown.size() + 1), summary, body, actions});
        return uint(shown.size());
    }
    QStringList GetCapabilities() { return {QStringLiteral("actions"), QStringLiteral("body")}; }
signals:
    void ActionInvoked(uint id, const QString &action);
    void NotificationClosed(uint id, uint reason);
};

template <typename S> static S *screenOf(MainWindow &window)
{
    for (bd::widgets::Screen *s : window.screens())
        if (auto *found = qobject_cast<S *>(s))
            return found;
    return nullptr;
}

static bool looksDark()
{
    return QApplication::palette().color(QPalette::Window).lightness() < 100;
}

class TestDesktopConventions : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void coloursFollowTheDesktopUntilThePersonChooses();
    void longDownloadElsewhereIsNotified();
    void reopensWhereThePersonLeftOff();

private:
    // A window signed in to `tenant` of the fixture's sandbox with a token, its screens loading.
    std::unique_ptr<MainWindow> openWindow(ApiFixture &f, const char *tenant = "acme");

    QObject m_portalObject, m_notifyObject;
    PortalSettings *m_portal = nullptr;
    Notifications *m_notify = nullptr;
};

void TestDesktopConventions::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QStringLiteral("en_US")));
    bd::app::installTranslations(QLocale()); // as the app does: English plurals
    // The stand-ins on a connection of their own: the window's calls cross the bus for real.
    QDBusConnection standIns =
        QDBusConnection::connectToBus(QDBusConnection::SessionBus, QStringLiteral("standIns"));
    QVERIFY2(standIns.isConnected(), qPrintable(standIns.lastError().message()));
    m_portal = new PortalSettings(&m_portalObject);
    m_notify = new Notifications(&m_notifyObject);
    QVERIFY(standIns.registerObject(QStringLiteral("/org/freedesktop/portal/desktop"), &m_portalObject));
    QVERIFY(standIns.registerObject(QStringLiteral("/org/freedesktop/Notifications"), &m_notifyObject));
    QVERIFY(standIns.registerService(QStringLiteral("org.freedesktop.portal.Desktop")));
    QVERIFY(standIns.registerService(QStringLiteral("org.freedesktop.Notifications")));
}

void TestDesktopConventions::init()
{
    QSettings().clear();
    m_portal->scheme = 0;
    m_notify->shown.clear();
    QApplication::setPalette(QApplication::style()->standardPalette());
}

std::unique_ptr<MainWindow> TestDesktopConventions::openWindow(ApiFixture &f, const char *tenant)
{
    auto window = std::make_unique<MainWindow>();
    if (!f.signInWithToken(tenant))
        qWarning("no token");
    const QHash<QString, QString> names{{QStringLiteral("acme"), QStringLiteral("Acme Software Ltd")},
                                        {QStringLiteral("globex"), QStringLiteral("Globex Corporation")}};
    // As the sign-in flow leaves it: the tenant's key and name (local state is kept by name).
    f.client.session().setTenant(QString::fromLatin1(f.accessKey(tenant)),
                                 names.value(QString::fromLatin1(tenant)));
    window->resize(1200, 760);
    window->show();
    window->followSession(&f.client.session());
    window->activateWindow();
    if (!QTest::qWaitForWindowActive(window.get()))
        qWarning("the window did not become active");
    return window;
}

void TestDesktopConventions::coloursFollowTheDesktopUntilThePersonChooses()
{
    m_portal->scheme = 1; // the desktop is dark before the program starts
    MainWindow window;
    window.show();
    QSignalSpy read(window.colorScheme(), &ColorScheme::desktopRead);
    QVERIFY(read.wait(5000));
    QVERIFY(looksDark());
    QTRY_COMPARE(window.palette().color(QPalette::Window),
                 ColorScheme::darkPalette().color(QPalette::Window));

    m_portal->change(2); // the person turns the desktop light: the window follows at once
    QTRY_VERIFY(!looksDark());
    m_portal->change(1);
    QTRY_VERIFY(looksDark());

    // View → Appearance → Light, by keyboard: Alt+V, A, L.
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTest::keyClick(&window, Qt::Key_V, Qt::AltModifier);
    QTRY_VERIFY(QApplication::activePopupWidget());
    QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_A);
    QTRY_COMPARE(QApplication::activePopupWidget()->objectName(), QStringLiteral("menuAppearance"));
    QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_L);
    QTRY_VERIFY(!looksDark());
    QCOMPARE(QSettings().value(QStringLiteral("view/appearance")).toString(), QStringLiteral("light"));
    m_portal->change(1); // the person's choice stands whatever the desktop says
    QTest::qWait(200);
    QVERIFY(!looksDark());
    QVERIFY(window.findChild<QAction *>(QStringLiteral("appearanceLight"))->isChecked());

    // A new start keeps the choice; "Follow the desktop" follows it again.
    MainWindow again;
    QVERIFY(!looksDark());
    QCOMPARE(again.colorScheme()->appearance(), ColorScheme::Appearance::Light);
    again.findChild<QAction *>(QStringLiteral("appearanceSystem"))->trigger();
    QTRY_VERIFY(looksDark());
}

void TestDesktopConventions::longDownloadElsewhereIsNotified()
{
    ApiFixture f;
    auto window = openWindow(f);
    auto *catalog = screenOf<bd::widgets::CatalogScreen>(*window);
    QTRY_VERIFY_WITH_TIMEOUT(!catalog->isLoading(), 10000);
    QTest::qWait(300);
    QVERIFY(m_notify->shown.isEmpty()); // quick, and watched

    // Elsewhere: another window has the focus while a slow list (5.5 s) comes in.
    QWidget elsewhere;
    elsewhere.show();
    elsewhere.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&elsewhere));
    QVERIFY(!window->isActiveWindow());
    QString error;
    f.server.faults().add(
        *bd::sandbox::Fault::parse(QStringLiteral("latency=5500,count=1,route=/catalog/products"), &error));
    catalog->reload();
    QTRY_VERIFY_WITH_TIMEOUT(!m_notify->shown.isEmpty(), 15000);
    const Notifications::Shown shown = m_notify->shown.constLast();
    QCOMPARE(shown.summary, QStringLiteral("Catalog loaded"));
    QVERIFY2(shown.body.endsWith(QStringLiteral(" products.")), qPrintable(shown.body));
    QVERIFY(shown.actions.contains(QStringLiteral("default")));

    // Its action brings the window back.
    emit m_notify->ActionInvoked(shown.id, QStringLiteral("default"));
    QTRY_VERIFY(window->isActiveWindow());

    // Slow, but watched: the window says it; the desktop is not told.
    f.server.faults().add(
        *bd::sandbox::Fault::parse(QStringLiteral("latency=5500,count=1,route=/catalog/products"), &error));
    catalog->reload();
    QTRY_VERIFY_WITH_TIMEOUT(catalog->isLoading(), 2000);
    QTRY_VERIFY_WITH_TIMEOUT(!catalog->isLoading(), 15000);
    QTest::qWait(300);
    QCOMPARE(m_notify->shown.size(), 1);
}

void TestDesktopConventions::reopensWhereThePersonLeftOff()
{
    const QString product = QStringLiteral("01tAc00000Nmrt41tZ"); // Analytics Pro — Monthly
    const QString contact = QStringLiteral("003Ac00000Y73WkjzD");
    {
        ApiFixture f;
        auto window = openWindow(f);
        auto *catalog = screenOf<bd::widgets::CatalogScreen>(*window);
        auto *contacts = screenOf<bd::widgets::ContactScreen>(*window);
        QTRY_VERIFY_WITH_TIMEOUT(!catalog->isLoading(), 10000);
        // Contacts: open one by id, as a person types it.
        QTest::keyClick(window.get(), Qt::Key_2, Qt::ControlModifier);
        contacts->find(contact);
        QTRY_VERIFY_WITH_TIMEOUT(contacts->loadedContact().info.id.valueOr({}) == contact, 10000);
        // Catalog: a search, a filter, a product.
        QTest::keyClick(window.get(), Qt::Key_1, Qt::ControlModifier);
        auto *search = catalog->findChild<QLineEdit *>(QStringLiteral("search"));
        QTest::keyClicks(search, QStringLiteral("analytics"));
        auto *currency = catalog->findChild<QComboBox *>(QStringLiteral("currencyFilter"));
        currency->setCurrentIndex(currency->findData(QStringLiteral("JPY")));
        emit currency->activated(currency->currentIndex()); // as a person's choice is
        auto *tree = catalog->findChild<QTreeView *>(QStringLiteral("tree"));
        tree->setCurrentIndex(catalog->model()->indexOfProduct(product));
        QTest::keyClick(window.get(), Qt::Key_2, Qt::ControlModifier); // back to the contact
        window->close();                                               // and the person quits
    }
    ApiFixture f;
    auto window = openWindow(f);
    auto *catalog = screenOf<bd::widgets::CatalogScreen>(*window);
    auto *contacts = screenOf<bd::widgets::ContactScreen>(*window);
    auto *screens = window->findChild<QTabWidget *>(QStringLiteral("screens"));
    QCOMPARE(screens->currentWidget(), contacts);
    QTRY_VERIFY_WITH_TIMEOUT(!catalog->isLoading(), 10000);
    QCOMPARE(catalog->findChild<QLineEdit *>(QStringLiteral("search"))->text(), QStringLiteral("analytics"));
    QCOMPARE(catalog->findChild<QComboBox *>(QStringLiteral("currencyFilter"))->currentData().toString(),
             QStringLiteral("JPY"));
    auto *tree = catalog->findChild<QTreeView *>(QStringLiteral("tree"));
    QCOMPARE(catalog->model()->summaryAt(tree->currentIndex())->id, product);
    QTRY_VERIFY_WITH_TIMEOUT(contacts->loadedContact().info.id.valueOr({}) == contact, 10000);
    // The sandbox's log: the contact was read again with Acme's key, once.
    int reads = 0;
    for (const bd::sandbox::ReceivedRequest &r : f.server.service().received()) {
        if (r.path == QStringLiteral("/contacts/") + contact) {
            ++reads;
            QCOMPARE(r.accessKeyTenant, QStringLiteral("acme"));
        }
    }
    QCOMPARE(reads, 1);

    // The other tenant has its own place: nothing of Acme's is offered there.
    ApiFixture other;
    auto globex = openWindow(other, "globex");
    auto *globexCatalog = screenOf<bd::widgets::CatalogScreen>(*globex);
    QVERIFY2(globexCatalog->findChild<QLineEdit *>(QStringLiteral("search"))->text().isEmpty(),
             qPrintable(QSettings().allKeys().join(u' ') + f.server.baseUrl().toString() +
                        other.server.baseUrl().toString()));
    QTest::qWait(300);
    QVERIFY(!screenOf<bd::widgets::ContactScreen>(*globex)->loadedContact().info.id.isPresent());
    for (const bd::sandbox::ReceivedRequest &r : other.server.service().received())
        QVERIFY2(!r.path.startsWith(u"/contacts/"), qPrintable(r.path)); // nothing of Acme's asked for
}

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    // A session bus of the test's own, so nothing else on the machine answers or listens.
    QProcess bus;
    bus.start(QStringLiteral("dbus-daemon"),
              {QStringLiteral("--session"), QStringLiteral("--nofork"), QStringLiteral("--print-address=1")});
    if (!bus.waitForStarted() || !bus.waitForReadyRead(10000)) {
        qCritical("dbus-daemon did not start: %s", qPrintable(bus.errorString()));
        return 1;
    }
    qputenv("DBUS_SESSION_BUS_ADDRESS", bus.readLine().trimmed());
    TestDesktopConventions test;
    const int status = QTest::qExec(&test, argc, argv);
    bus.terminate();
    bus.waitForFinished();
    return status;
}

#include "tst_desktopconventions.moc"
