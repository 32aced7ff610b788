// The tenant screen offscreen against the in-process sandbox, driven as a person does: what
// the session is, every field of the tenant, copy, and switching tenant — through the whole
// main window, where every screen reloads for the new tenant with the new tenant's key.

#include "../api/apifixture.h"
#include "../common/accounttestutil.h"
#include "../common/jsontestutil.h"
#include "../common/personhelpers.h"
#include "models/admin/webhookmodel.h"
#include "models/catalog/catalogmodel.h"
#include "models/common/fieldtreemodel.h"
#include "models/contacts/contacteditor.h"
#include "widgets/admin/deleteconfirmdialog.h"
#include "widgets/admin/invoicescreen.h"
#include "widgets/admin/tenantscreen.h"
#include "widgets/admin/webhookscreen.h"
#include "widgets/catalog/catalogscreen.h"
#include "widgets/contacts/contactscreen.h"
#include "widgets/shell/mainwindow.h"

#include <QAccessible>
#include <QClipboard>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
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

// A radio button reacts to clicks on its circle and text, not on the empty rest.
static void tickBox(QWidget *w)
{
    QTest::mouseClick(w, Qt::LeftButton, {}, QPoint(8, w->height() / 2));
}

static QList<bd::sandbox::ReceivedRequest> sentTo(ApiFixture &f, const QString &path)
{
    QList<bd::sandbox::ReceivedRequest> out;
    for (const bd::sandbox::ReceivedRequest &r : f.server.service().received()) {
        if (r.path == path)
            out.append(r);
    }
    return out;
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
    void invoicePreviewDoesNotCrossASwitch();

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
    TenantScreen screen(accountOf(f.client));
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
    TenantScreen screen(accountOf(f.client));
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
    TenantScreen screen(accountOf(f.client));
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
    QCOMPARE(f.client.session().current()->tenantKey(), QString::fromLatin1(f.accessKey("acme")));
    // Globex's key: switched; the labels follow. Typing it ends the refusal of the wrong one.
    key->selectAll();
    QTest::keyClicks(key, QString::fromLatin1(f.accessKey("globex")));
    QVERIFY2(!message->isVisible(), qPrintable(message->text()));
    QSignalSpy switched(&f.client.session(), &bd::api::AuthSession::tenantSwitched);
    QTest::mouseClick(use, Qt::LeftButton);
    QVERIFY(switched.wait(10000));
    QTRY_VERIFY(message->text().contains(QStringLiteral("now working in Globex Corporation")));
    QVERIFY(key->text().isEmpty()); // the secret does not linger in the field
    QCOMPARE(f.client.session().current()->tenantKey(), QString::fromLatin1(f.accessKey("globex")));
    // The window makes the screens anew for the new account; that one shows Globex.
    TenantScreen globex(accountOf(f.client));
    QCOMPARE(child<QLabel>(globex, "tenant")->text(), QStringLiteral("Globex Corporation"));
}

struct TestTenantScreen::Window
{
    bd::widgets::MainWindow window;
    bd::widgets::CatalogScreen *catalog = nullptr;
    bd::widgets::WebhookScreen *webhooks = nullptr;
    bd::widgets::ContactScreen *contacts = nullptr;
    TenantScreen *tenant = nullptr;
    bd::widgets::InvoiceScreen *invoices = nullptr;

    bool idle() const { return !catalog->isLoading() && !webhooks->isLoading() && !tenant->isLoading(); }
    // The screens the window shows now: made anew for every account.
    void findScreens()
    {
        catalog = screenOf<bd::widgets::CatalogScreen>(window);
        webhooks = screenOf<bd::widgets::WebhookScreen>(window);
        contacts = screenOf<bd::widgets::ContactScreen>(window);
        tenant = screenOf<TenantScreen>(window);
        invoices = screenOf<bd::widgets::InvoiceScreen>(window);
    }
    // Ctrl+N of a screen, through the window.
    void show(bd::widgets::Screen *screen)
    {
        const int at = int(window.screens().indexOf(screen));
        QTest::keyClick(&window, Qt::Key(Qt::Key_1 + at), Qt::ControlModifier);
    }
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
    w->window.resize(1300, 800);
    w->window.show();
    w->window.followSession(&f.client.session());
    w->findScreens();
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
    const bd::api::AccountPtr acme = w->window.account();
    QTest::mouseClick(button, Qt::LeftButton);
    // Every screen is made anew for the other tenant: nothing of Acme's stays on screen.
    QTRY_VERIFY_WITH_TIMEOUT(w->window.account() != acme, 10000);
    QVERIFY(!acme->canSend());
    w->findScreens();
    // The person stays on the tenant screen (each screen was shown while it could ask, then not).
    QCOMPARE(w->window.findChild<QTabWidget *>(QStringLiteral("screens"))->currentWidget(), w->tenant);
    QTRY_VERIFY_WITH_TIMEOUT(!w->catalog->model()->products().isEmpty(), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(w->idle(), 10000);
    list = child<QListWidget>(*w->tenant, "tenantList");

    // Every screen shows Globex: its products, its webhooks, its details; the window says so.
    const QStringList names = w->productNames();
    QVERIFY(names.contains(QStringLiteral("Fleet Tracker Basic — Monthly")));
    QVERIFY(!names.contains(QStringLiteral("Analytics Pro — Monthly")));
    // Another tenant's list is not "what changed" since Acme's (compared on a worker: give it time).
    QVERIFY(!QTest::qWaitFor([&] { return w->catalog->model()->changes().known(); }, 300));
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
    QTest::addColumn<QString>("answer");
    QTest::newRow("cancel: stay, keep the edits") << QStringLiteral("cancel");
    QTest::newRow("keep as a draft of Acme, then switch") << QStringLiteral("keep");
    QTest::newRow("discard, then switch") << QStringLiteral("discard");
}

// Edits typed in one tenant are asked about before another tenant is in use, and never sent
// there: kept as a draft of the tenant they were typed in (offered again there), or dropped.
void TestTenantScreen::switchAsksScreensWithUnsavedWorkFirst()
{
    QFETCH(QString, answer);
    ApiFixture f;
    auto w = openWindow(f);
    QTRY_VERIFY_WITH_TIMEOUT(w->idle(), 10000);
    const QString contactId = QStringLiteral("003Ac00000Y73WkjzD");
    QSignalSpy contactLoaded(w->contacts, &bd::widgets::ContactScreen::contactLoaded);
    auto *lookup = w->contacts->findChild<QComboBox *>(QStringLiteral("lookup"));
    QTest::keyClicks(lookup->lineEdit(), contactId);
    QTest::keyClick(lookup->lineEdit(), Qt::Key_Return);
    QVERIFY(contactLoaded.wait(10000));
    auto *title = child<QLineEdit>(*w->contacts, "title");
    title->selectAll();
    QTest::keyClicks(title, QStringLiteral("Unsaved"));
    QVERIFY(w->contacts->hasUnsavedWork());
    const QString acmeDraft = w->contacts->draftContactId();
    QCOMPARE(acmeDraft, contactId);
    f.server.service().clearReceived();

    const bd::api::AccountPtr acme = w->window.account();
    w->showTenantScreen();
    auto *list = child<QListWidget>(*w->tenant, "tenantList");
    clickRow(list, list->model()->index(1, 0));
    bool asked = false;
    whenShown([&](QWidget *dialog) {
        auto *box = qobject_cast<QMessageBox *>(dialog);
        asked = box && box->text().contains(QStringLiteral("not saved")) &&
                box->text().contains(QStringLiteral("Acme Software Ltd"));
        if (!box)
            return;
        QAbstractButton *button = answer == u"cancel" ? box->button(QMessageBox::Cancel)
                                  : answer == u"keep"
                                      ? box->findChild<QAbstractButton *>(QStringLiteral("keepDraft"))
                                      : box->findChild<QAbstractButton *>(QStringLiteral("discardEdits"));
        QTest::mouseClick(button, Qt::LeftButton);
    });
    QSignalSpy switched(&f.client.session(), &bd::api::AuthSession::tenantSwitched);
    QTest::mouseClick(child<QPushButton>(*w->tenant, "switchButton"), Qt::LeftButton);
    QVERIFY(asked);
    if (answer == u"cancel") {
        QVERIFY(!QTest::qWaitFor([&] { return switched.count() > 0; }, 200));
        QVERIFY(f.server.service().received().isEmpty()); // nothing was tried
        QCOMPARE(f.client.session().current()->tenantKey(), QString::fromLatin1(f.accessKey("acme")));
        QVERIFY(w->contacts->hasUnsavedWork());
        QCOMPARE(title->text(), QStringLiteral("Unsaved"));
        return;
    }
    QVERIFY(switched.wait(10000));
    QCOMPARE(f.client.session().current()->tenantName(), QStringLiteral("Globex Corporation"));
    QTRY_VERIFY(w->window.account() != acme);
    w->findScreens();
    QVERIFY(!w->contacts->hasUnsavedWork());
    QVERIFY(!w->contacts->editor()->isLoaded());        // the old tenant's contact is not shown here
    QCOMPARE(w->contacts->draftContactId(), QString()); // Globex has no draft of Acme's contact
    // Nothing went to Globex about Acme's contact, and every request carried Globex's key.
    QTRY_VERIFY_WITH_TIMEOUT(w->idle(), 10000);
    for (const bd::sandbox::ReceivedRequest &r : f.server.service().received()) {
        QVERIFY2(r.method != "PATCH", qPrintable(r.path));
        QVERIFY2(!r.path.contains(contactId), qPrintable(r.path));
        QCOMPARE(r.accessKeyTenant, QStringLiteral("globex"));
    }
    // Acme keeps the draft (or not, as the person said).
    bd::models::ContactEditor inAcme(acme);
    QCOMPARE(inAcme.draft().has_value(), answer == u"keep");
    if (answer == u"keep")
        QCOMPARE(inAcme.draft()->changes.title.valueOr({}), QStringLiteral("Unsaved"));
}

// A preview by status in one tenant, a switch, then Delete…: what Acme's preview found is gone,
// Delete… previews Globex afresh before asking, and nothing is deleted anywhere unasked.
void TestTenantScreen::invoicePreviewDoesNotCrossASwitch()
{
    ApiFixture f;
    auto w = openWindow(f);
    QTRY_VERIFY_WITH_TIMEOUT(w->idle(), 10000);
    w->show(w->invoices);
    QTRY_VERIFY(w->invoices->isVisible());
    tickBox(child<QRadioButton>(*w->invoices, "byStatus"));
    QTest::mouseClick(child<QPushButton>(*w->invoices, "preview"), Qt::LeftButton);
    auto *table = child<QTableView>(*w->invoices, "previewTable");
    QTRY_VERIFY2_WITH_TIMEOUT(table->model()->rowCount() > 0,
                              qPrintable(child<QLabel>(*w->invoices, "previewSummary")->text() + u'|' +
                                         child<QLabel>(*w->invoices, "message")->text()),
                              10000);
    int acmeCanceled = 0;
    for (const auto &invoice : f.server.service().data().tenantById(QStringLiteral("acme"))->invoices)
        acmeCanceled += invoice.text(u"status") == u"Canceled";
    QCOMPARE(table->model()->rowCount(), acmeCanceled);

    const bd::api::AccountPtr acme = w->window.account();
    w->showTenantScreen();
    auto *list = child<QListWidget>(*w->tenant, "tenantList");
    clickRow(list, list->model()->index(1, 0));
    f.server.service().clearReceived();
    QTest::mouseClick(child<QPushButton>(*w->tenant, "switchButton"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(w->window.account() != acme, 10000);
    w->findScreens();
    QTRY_VERIFY_WITH_TIMEOUT(w->idle(), 10000);
    w->show(w->invoices);
    QTRY_VERIFY(w->invoices->isVisible());
    table = child<QTableView>(*w->invoices, "previewTable");
    QCOMPARE(table->model()->rowCount(), 0); // Acme's preview went with Acme's screens
    tickBox(child<QRadioButton>(*w->invoices, "byStatus"));
    // Globex holds one canceled invoice fewer than Acme.
    auto &globexInvoices = f.server.service().data().tenantById(QStringLiteral("globex"))->invoices;
    for (qsizetype i = 0; i < globexInvoices.size(); ++i) {
        if (globexInvoices.at(i).text(u"status") == u"Canceled") {
            globexInvoices.removeAt(i);
            break;
        }
    }
    int globexCanceled = 0;
    for (const auto &invoice : globexInvoices)
        globexCanceled += invoice.text(u"status") == u"Canceled";
    QTest::mouseClick(child<QPushButton>(*w->invoices, "deleteButton"), Qt::LeftButton);
    QVERIFY(QTest::qWaitFor(
        [] { return qobject_cast<bd::widgets::DeleteConfirmDialog *>(QApplication::activeModalWidget()); },
        10000));
    auto *dialog = qobject_cast<bd::widgets::DeleteConfirmDialog *>(QApplication::activeModalWidget());
    QCOMPARE(globexCanceled, acmeCanceled - 1); // told apart: a fresh preview, not Acme's
    const QString headline = dialog->findChild<QLabel *>(QStringLiteral("headline"))->text();
    QVERIFY2(headline.contains(QString::number(globexCanceled)), qPrintable(headline));
    QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("where"))->text().contains(u"Globex Corporation"));
    dialog->reject();
    for (const bd::sandbox::ReceivedRequest &r : f.server.service().received()) {
        QVERIFY2(r.method != "DELETE", qPrintable(r.path));
        QCOMPARE(r.accessKeyTenant, QStringLiteral("globex"));
    }
    QVERIFY(!sentTo(f, QStringLiteral("/api/async/graphql")).isEmpty()); // Globex was previewed
}

QTEST_MAIN(TestTenantScreen)
#include "tst_tenantscreen.moc"
