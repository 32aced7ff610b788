// The tenant screen offscreen against the in-process sandbox, driven as a person does: what
// the session is, every field of the tenant, copy, and switching tenant — through the whole
// main window, where every screen reloads for the new tenant with the new tenant's key.

#include "../api/apifixture.h"
#include "../common/jsontestutil.h"
#include "models/catalogmodel.h"
#include "models/fieldtreemodel.h"
#include "models/webhookmodel.h"
#include "personhelpers.h"
#include "widgets/catalogscreen.h"
#include "widgets/contactscreen.h"
#include "widgets/mainwindow.h"
#include "widgets/tenantscreen.h"
#include "widgets/webhookscreen.h"

#include <QAccessible>
#include <QClipboard>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTreeView>

using namespace bd::test;
using bd::widgets::TenantScreen;

static QByteArray tenantFile(const char *tenant)
{
    return readFile(
        QStringLiteral(BD_SOURCE_DIR "/resources/sandbox/%1/tenant.json").arg(QLatin1String(tenant)));
}

template <typename T> static T *child(QWidget &w, const char *name)
{
    return w.findChild<T *>(QLatin1String(name));
}

template <typename S> static S *screenOf(bd::widgets::MainWindow &window)
{
    for (bd::widgets::Screen *s : window.screens()) {
        if (auto *found = qobject_cast<S *>(s))
            return found;
    }
    return nullptr;
}

class TestTenantScreen : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale(QStringLiteral("en_US")));
    }
    void init() { QSettings().clear(); }
    void apiKeySessionShowsEverythingAndSaysWhyNoSwitch();
    void copiesAValueFromTheContextMenu();
    void basicSwitchesWithATypedKey();
    void switchReloadsEveryScreenWithTheNewKey();
    void switchAsksScreensWithUnsavedWorkFirst_data();
    void switchAsksScreensWithUnsavedWorkFirst();

private:
    // A main window signed in with a token for acme, every screen loaded, the tenant screen shown.
    struct Window;
    std::unique_ptr<Window> openWindow(ApiFixture &f);
};

void TestTenantScreen::apiKeySessionShowsEverythingAndSaysWhyNoSwitch()
{
    ApiFixture f;
    f.signInWithApiKey("acme");
    f.client.session().setTenant({}, QStringLiteral("Acme Software Ltd"));
    TenantScreen screen(&f.client);
    screen.resize(1200, 700);
    screen.show();
    screen.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&screen));
    QSignalSpy loaded(&screen, &TenantScreen::loaded);
    screen.activate();
    QVERIFY(loaded.wait(10000));
    QCOMPARE(child<QLabel>(screen, "environment")->text(), QStringLiteral("Demo"));
    QCOMPARE(child<QLabel>(screen, "address")->text(), f.server.baseUrl().toString());
    QCOMPARE(child<QLabel>(screen, "production")->text(), QStringLiteral("No"));
    QCOMPARE(child<QLabel>(screen, "method")->text(), QStringLiteral("API key"));
    QCOMPARE(child<QLabel>(screen, "tenant")->text(), QStringLiteral("Acme Software Ltd"));
    // Read with its caption by assistive technology.
    QCOMPARE(QAccessible::queryAccessibleInterface(child<QLabel>(screen, "tenant"))->text(QAccessible::Name),
             QStringLiteral("Tenant: Acme Software Ltd"));
    const QString hint = child<QLabel>(screen, "switchHint")->text();
    QVERIFY2(hint.contains(QStringLiteral("API key belongs to one tenant")), qPrintable(hint));
    QVERIFY(!child<QListWidget>(screen, "tenantList")->isVisible());
    QVERIFY(!child<QLineEdit>(screen, "tenantKey")->isVisible());
    // Every field, in the order sent; Ctrl+Shift+C copies the record exactly.
    auto *tree = child<QTreeView>(screen, "details");
    QCOMPARE(tree->model()->rowCount(), 14);
    QCOMPARE(tree->model()->index(13, 0).data().toString(), QStringLiteral("x_acmeInternalRef"));
    QCOMPARE(screen.statusText(), QStringLiteral("14 field(s) of tenant details"));
    QGuiApplication::clipboard()->clear();
    tree->setFocus();
    QTest::keyClick(tree, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(canonicalJson(QGuiApplication::clipboard()->text().toUtf8()), canonicalJson(tenantFile("acme")));
    // F5 loads again.
    QTest::keyClick(tree, Qt::Key_F5);
    QVERIFY(screen.isLoading());
    QVERIFY(loaded.wait(10000));
}

void TestTenantScreen::copiesAValueFromTheContextMenu()
{
    ApiFixture f;
    f.signInWithApiKey("globex");
    TenantScreen screen(&f.client);
    screen.resize(1200, 700);
    screen.show();
    QSignalSpy loaded(&screen, &TenantScreen::loaded);
    screen.activate();
    QVERIFY(loaded.wait(10000));
    auto *tree = child<QTreeView>(screen, "details");
    const auto *model = tree->model();
    QModelIndex limits;
    for (int r = 0; r < model->rowCount(); ++r) {
        if (model->index(r, 0).data().toString() == u"limits")
            limits = model->index(r, 0);
    }
    QVERIFY(limits.isValid());
    QVERIFY(tree->isExpanded(limits)); // nested values open one level
    clickRow(tree, limits);
    QGuiApplication::clipboard()->clear();
    QVERIFY(chooseFromContextMenu(tree, limits, QStringLiteral("Copy this value")));
    QTRY_VERIFY(!QGuiApplication::clipboard()->text().isEmpty());
    QCOMPARE(canonicalJson(QGuiApplication::clipboard()->text().toUtf8()),
             canonicalJson(limits.data(bd::models::FieldTreeModel::JsonRole).toByteArray()));
    QVERIFY(QGuiApplication::clipboard()->text().contains(QStringLiteral("\"users\": null")));
}

void TestTenantScreen::basicSwitchesWithATypedKey()
{
    ApiFixture f;
    f.client.session().useBasic(QString::fromLatin1(DemoUser), QString::fromLatin1(DemoPassword),
                                QString::fromLatin1(f.accessKey("acme")));
    f.client.session().setTenant(QString::fromLatin1(f.accessKey("acme")),
                                 QStringLiteral("Acme Software Ltd"));
    TenantScreen screen(&f.client);
    screen.resize(1200, 700);
    screen.show();
    screen.activate();
    QVERIFY(child<QLabel>(screen, "switchHint")->text().contains(QStringLiteral("Basic")));
    QVERIFY(!child<QListWidget>(screen, "tenantList")->isVisible());
    auto *key = child<QLineEdit>(screen, "tenantKey");
    auto *use = child<QPushButton>(screen, "useKey");
    auto *message = child<QLabel>(screen, "switchMessage");
    QVERIFY(key->isVisible());
    QCOMPARE(key->echoMode(), QLineEdit::Password);
    QVERIFY(!use->isEnabled()); // nothing typed yet
    // A wrong key: said in words, the session stays in Acme.
    QTest::keyClicks(key, QStringLiteral("wrong-key"));
    QTest::keyClick(key, Qt::Key_Return);
    QTRY_VERIFY(message->text().contains(QStringLiteral("did not accept")));
    QVERIFY(message->text().contains(QStringLiteral("still working in Acme Software Ltd")));
    QCOMPARE(f.client.session().tenantKey(), QString::fromLatin1(f.accessKey("acme")));
    // Globex's key: switched; the labels follow.
    key->selectAll();
    QTest::keyClicks(key, QString::fromLatin1(f.accessKey("globex")));
    QSignalSpy switched(&f.client.session(), &bd::api::AuthSession::tenantSwitched);
    QTest::mouseClick(use, Qt::LeftButton);
    QVERIFY(switched.wait(10000));
    QTRY_COMPARE(child<QLabel>(screen, "tenant")->text(), QStringLiteral("Globex Corporation"));
    QVERIFY(message->text().contains(QStringLiteral("now working in Globex Corporation")));
    QVERIFY(key->text().isEmpty()); // the secret does not linger in the field
    QCOMPARE(f.client.session().tenantKey(), QString::fromLatin1(f.accessKey("globex")));
}

struct TestTenantScreen::Window
{
    bd::widgets::MainWindow window;
    bd::widgets::CatalogScreen *catalog = nullptr;
    bd::widgets::WebhookScreen *webhooks = nullptr;
    bd::widgets::ContactScreen *contacts = nullptr;
    TenantScreen *tenant = nullptr;

    bool idle() const { return !catalog->isLoading() && !webhooks->isLoading() && !tenant->isLoading(); }
    // Ctrl+N of the tenant screen, through the window.
    void showTenantScreen()
    {
        const int at = int(window.screens().indexOf(tenant));
        QTest::keyClick(&window, Qt::Key(Qt::Key_1 + at), Qt::ControlModifier);
    }
    QStringList productNames() const
    {
        QStringList names;
        for (const bd::domain::ProductSummary &p : catalog->model()->products())
            names.append(p.name);
        return names;
    }
};

std::unique_ptr<TestTenantScreen::Window> TestTenantScreen::openWindow(ApiFixture &f)
{
    auto w = std::make_unique<Window>();
    if (!f.signInWithToken("acme"))
        qWarning("no token");
    // As the sign-in flow leaves it: the tenant's key and name.
    f.client.session().setTenant(QString::fromLatin1(f.accessKey("acme")),
                                 QStringLiteral("Acme Software Ltd"));
    w->window.setEnvironment(QStringLiteral("Demo"), false, QStringLiteral("Acme Software Ltd"));
    w->window.resize(1300, 800);
    w->window.show();
    w->window.openScreens(&f.client);
    w->catalog = screenOf<bd::widgets::CatalogScreen>(w->window);
    w->webhooks = screenOf<bd::widgets::WebhookScreen>(w->window);
    w->contacts = screenOf<bd::widgets::ContactScreen>(w->window);
    w->tenant = screenOf<TenantScreen>(w->window);
    w->window.activateWindow();
    if (!QTest::qWaitForWindowActive(&w->window))
        qWarning("the window did not become active");
    return w;
}

void TestTenantScreen::switchReloadsEveryScreenWithTheNewKey()
{
    ApiFixture f;
    auto w = openWindow(f);
    QVERIFY(w->catalog && w->webhooks && w->contacts && w->tenant);
    QTRY_VERIFY_WITH_TIMEOUT(w->productNames().contains(QStringLiteral("Analytics Pro — Monthly")), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(w->idle(), 10000);
    QCOMPARE(w->webhooks->model()->entryCount(), 5);
    QVERIFY(w->window.windowTitle().contains(QStringLiteral("Acme Software Ltd")));
    f.server.service().clearReceived();

    // Ctrl+N to the tenant screen, pick Globex in the list, press the button.
    w->showTenantScreen();
    QTRY_VERIFY(w->tenant->isVisible());
    auto *list = child<QListWidget>(*w->tenant, "tenantList");
    QVERIFY(list->isVisible());
    QCOMPARE(list->count(), 2);
    QCOMPARE(list->item(0)->text(), QStringLiteral("Acme Software Ltd (in use)"));
    auto *button = child<QPushButton>(*w->tenant, "switchButton");
    QVERIFY(!button->isEnabled()); // the tenant in use is selected
    clickRow(list, list->model()->index(1, 0));
    QVERIFY(button->isEnabled());
    QSignalSpy catalogLoaded(w->catalog, &bd::widgets::CatalogScreen::loaded);
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(catalogLoaded.wait(10000));
    QTRY_VERIFY_WITH_TIMEOUT(w->idle(), 10000);

    // Every screen shows Globex: its products, its webhooks, its details; the window says so.
    const QStringList names = w->productNames();
    QVERIFY(names.contains(QStringLiteral("Fleet Tracker Basic — Monthly")));
    QVERIFY(!names.contains(QStringLiteral("Analytics Pro — Monthly")));
    // Another tenant's list is not "what changed" since Acme's (compared on a worker: give it time).
    QVERIFY(!QTest::qWaitFor([&] { return w->catalog->model()->hasChanges(); }, 300));
    int served = 0;
    for (const auto &p : f.server.service().data().tenantById(QStringLiteral("globex"))->products)
        served += p.served ? 1 : 0;
    QCOMPARE(names.size(), served);
    QCOMPARE(w->webhooks->model()->entryCount(), 6);
    QCOMPARE(child<QLabel>(*w->tenant, "tenant")->text(), QStringLiteral("Globex Corporation"));
    QCOMPARE(child<QTreeView>(*w->tenant, "details")->model()->index(0, 1).data().toString(),
             QStringLiteral("globex"));
    QVERIFY(w->window.windowTitle().contains(QStringLiteral("Globex Corporation")));
    QCOMPARE(list->item(1)->text(), QStringLiteral("Globex Corporation (in use)"));
    // Every request after the switch carried Globex's key, and no sign-in happened again.
    QStringList paths;
    for (const bd::sandbox::ReceivedRequest &r : f.server.service().received()) {
        QCOMPARE(r.accessKeyTenant, QStringLiteral("globex"));
        QCOMPARE(r.authorizationScheme, QByteArray("Bearer"));
        paths.append(r.path);
    }
    for (const char *path : {"/tenant", "/catalog/products", "/webhook-endpoints"})
        QVERIFY2(paths.contains(QLatin1String(path)), path);
    QVERIFY(!paths.contains(QStringLiteral("/auth/token")));
}

void TestTenantScreen::switchAsksScreensWithUnsavedWorkFirst_data()
{
    QTest::addColumn<int>("answer");
    QTest::newRow("cancel: stay, keep the edits") << int(QMessageBox::Cancel);
    QTest::newRow("discard: switch") << int(QMessageBox::Discard);
}

void TestTenantScreen::switchAsksScreensWithUnsavedWorkFirst()
{
    QFETCH(int, answer);
    ApiFixture f;
    auto w = openWindow(f);
    QTRY_VERIFY_WITH_TIMEOUT(w->idle(), 10000);
    QSignalSpy contactLoaded(w->contacts, &bd::widgets::ContactScreen::contactLoaded);
    w->contacts->openContact(QStringLiteral("003Ac00000Y73WkjzD"));
    QVERIFY(contactLoaded.wait(10000));
    auto *title = child<QLineEdit>(*w->contacts, "title");
    title->selectAll();
    QTest::keyClicks(title, QStringLiteral("Unsaved"));
    QVERIFY(w->contacts->hasUnsavedWork());
    f.server.service().clearReceived();

    w->showTenantScreen();
    auto *list = child<QListWidget>(*w->tenant, "tenantList");
    clickRow(list, list->model()->index(1, 0));
    bool asked = false;
    whenShown([&](QWidget *dialog) {
        auto *box = qobject_cast<QMessageBox *>(dialog);
        asked = box && box->text().contains(QStringLiteral("not saved"));
        if (box)
            QTest::mouseClick(box->button(QMessageBox::StandardButton(answer)), Qt::LeftButton);
    });
    QSignalSpy switched(&f.client.session(), &bd::api::AuthSession::tenantSwitched);
    QTest::mouseClick(child<QPushButton>(*w->tenant, "switchButton"), Qt::LeftButton);
    QVERIFY(asked);
    if (answer == int(QMessageBox::Cancel)) {
        QTest::qWait(200);
        QCOMPARE(switched.count(), 0);
        QVERIFY(f.server.service().received().isEmpty()); // nothing was tried
        QCOMPARE(f.client.session().tenantKey(), QString::fromLatin1(f.accessKey("acme")));
        QVERIFY(w->contacts->hasUnsavedWork());
        QCOMPARE(title->text(), QStringLiteral("Unsaved"));
    } else {
        QVERIFY(switched.wait(10000));
        QCOMPARE(f.client.session().tenantName(), QStringLiteral("Globex Corporation"));
        QVERIFY(!w->contacts->hasUnsavedWork());
    }
}

QTEST_MAIN(TestTenantScreen)
#include "tst_tenantscreen.moc"
