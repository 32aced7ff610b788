// The application's start-up flows, driven as a person would meet them: the demo, a remembered
// account resumed without questions, signing out, cancelling the dialog (a signed-out window
// with a Sign in button), and the command line read before any GUI exists.

#include "../common/testfolders.h"
#include "../sandbox/sandboxfixture.h"
#include "api/accountstore.h"
#include "app/application.h"
#include "app/commandline.h"
#include "app/settingsmigration.h"
#include "app/singleinstance.h"
#include "models/catalog/catalogcache.h"
#include "models/catalog/catalogmodel.h"
#include "models/common/keptdata.h"
#include "models/contacts/contactlocalstate.h"
#include "secrets/lazysecretstore.h"
#include "secrets/secretvault.h"
#include "widgets/catalog/catalogscreen.h"
#include "widgets/common/messagebar.h"
#include "widgets/common/screen.h"
#include "widgets/shell/screenregistry.h"

#include <QAccessible>
#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSet>
#include <QSettings>
#include <QShortcut>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolButton>

using namespace bd;

class TestApplication : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { bd::test::useTestFolders("tst_application"); }
    void init() { QSettings().clear(); }
    void demoOpensEveryScreenWithoutSignOut();
    void demoKeepsItsDraftAcrossRestarts();
    void demoSaysWhatToTry();
    void demoSwitchesToItsSecondTenant();
    void tenantSwitchMidStreamKeepsEachCatalogItsOwn();
    void noTwoActiveActionsShareAShortcut();
    void noSandboxWithoutDemo();
    void resumesARememberedAccountWithoutAsking();
    void rememberedAccountFollowsATenantSwitch();
    void signOutThenCancelLeavesASignedOutWindow();
    void signOutLeavesNothingOfTheAccount_data();
    void signOutLeavesNothingOfTheAccount();
    void firstStartTouchesNoKeychainAndOffersTheDemo();
    void oneInstancePerUser();
    void oldSettingsFileMovesOnce();
    void restoredGeometryFitsTheScreen();
    void aboutHelpAndMenuKeys();
    void longStatusDoesNotWidenTheWindow();
    void commandLine_data();
    void commandLine();
    void environmentSecretsAreTakenOut();

private:
    static QAction *action(app::Application &a, const QString &text)
    {
        for (QAction *act : a.window().findChildren<QAction *>()) {
            if (act->text().remove(u'&') == text)
                return act;
        }
        return nullptr;
    }
};

void TestApplication::demoOpensEveryScreenWithoutSignOut()
{
    app::CommandLine cl;
    cl.demo = true;
    app::Application a(cl);
    QSignalSpy signedIn(&a, &app::Application::signedIn);
    QVERIFY(a.start());
    QCOMPARE(signedIn.count(), 1);
    QVERIFY(a.sandbox());
    QCOMPARE(a.window().screens().size(), bd::widgets::screenFactories().size()); // every registered screen
    QCOMPARE(a.window().screens().at(0)->shortcut(), QKeySequence(QStringLiteral("Ctrl+1")));
    QVERIFY(!action(a, QStringLiteral("Sign out"))->isEnabled()); // one built-in account: nothing to leave
    // The catalog loads by itself.
    auto *catalog = a.window().screens().at(0);
    QTRY_VERIFY_WITH_TIMEOUT(
        catalog->statusText().contains(u"products") || a.sandbox()->service().stats().requests > 0, 10000);
}

// The demo listens on another port at every start; a draft and the recent contacts kept in one
// run are offered in the next, and in the demo only.
void TestApplication::demoKeepsItsDraftAcrossRestarts()
{
    app::CommandLine cl;
    cl.demo = true;
    QUrl firstAddress;
    QDir(bd::models::keptCatalogsFolder()).removeRecursively(); // only this test's lists
    {
        app::Application a(cl);
        QVERIFY(a.start());
        firstAddress = a.sandbox()->baseUrl();
        bd::models::ContactLocalState local(*a.client().session().current());
        bd::domain::Contact contact;
        contact.info.id = QStringLiteral("003Ac00000Y73WkjzD");
        contact.fields.name = QStringLiteral("Kept Name");
        local.rememberRecent(contact);
        local.storeDraft(contact.info.id.valueOr({}), contact.fields);
        QTRY_VERIFY_WITH_TIMEOUT(!QDir(bd::models::keptCatalogsFolder()).entryList(QDir::Files).isEmpty(),
                                 30000);
    }
    QMap<QString, QDateTime> kept; // file -> last written
    const QDir folder(bd::models::keptCatalogsFolder());
    for (const QFileInfo &f : folder.entryInfoList(QDir::Files))
        kept.insert(f.fileName(), f.lastModified());
    QVERIFY(!kept.isEmpty());
    QTest::qWait(1100); // file times in whole seconds on some file systems
    {
        bd::sandbox::SandboxServer taken; // the first run's port kept busy: the next run's differs
        QString error;
        if (!taken.start({}, quint16(firstAddress.port()), &error))
            qInfo("the first port could not be held: %s", qPrintable(error));
        app::Application a(cl);
        QVERIFY(a.start());
        if (a.sandbox()->baseUrl() == firstAddress)
            QSKIP("the demo listens on the same port again: nothing to show");
        bd::models::ContactLocalState local(*a.client().session().current());
        QVERIFY(local.draft().has_value());
        QCOMPARE(local.draft()->contactId, QStringLiteral("003Ac00000Y73WkjzD"));
        QCOMPARE(local.recentContacts().value(0).first, QStringLiteral("003Ac00000Y73WkjzD"));
        // The catalog kept last time is this run's too: the fresh list replaces it in the same
        // file (a list kept per address would have added a second).
        QTRY_VERIFY_WITH_TIMEOUT(folder.entryList(QDir::Files) == kept.keys() &&
                                     QFileInfo(folder.filePath(kept.firstKey())).lastModified() >
                                         kept.first(),
                                 30000);
    }
    // Another service at a loopback address is another place.
    bd::api::ApiClient other;
    bd::api::Environment env;
    env.baseUrl = firstAddress;
    QCOMPARE(other.setEnvironment(env), QString());
    other.session().useApiKey(QStringLiteral("key"), QStringLiteral("Acme Software Ltd"));
    QVERIFY(!bd::models::ContactLocalState(*other.session().current()).draft().has_value());
}

// The status bar's "Demo: what to try" link opens the guide; every sample id it names is in the
// demo's data.
void TestApplication::demoSaysWhatToTry()
{
    app::CommandLine cl;
    cl.demo = true;
    app::Application a(cl);
    QVERIFY(a.start());
    QVERIFY(QTest::qWaitForWindowExposed(&a.window()));
    QVERIFY(action(a, QStringLiteral("What to Try in the Demo")));
    // The hint above the screens: its button opens the whole guide.
    auto *hint = a.window().findChild<bd::widgets::MessageBar *>(QStringLiteral("demoHint"));
    QVERIFY(hint && hint->isVisible());
    QVERIFY2(hint->text().contains(QStringLiteral("01tAc00000PrcRamp1")), qPrintable(hint->text()));
    QTest::mouseClick(hint->findChild<QPushButton *>(QStringLiteral("demoGuideMore")), Qt::LeftButton);
    QTRY_VERIFY(a.window().findChild<QMessageBox *>(QStringLiteral("demoGuideBox")));
    auto *box = a.window().findChild<QMessageBox *>(QStringLiteral("demoGuideBox"));
    const QString text = box->text();
    box->close();
    QTRY_VERIFY(!a.window().findChild<QMessageBox *>(QStringLiteral("demoGuideBox")));
    // So does the link in the status bar, which stays when the hint is dismissed.
    auto *link = a.window().findChild<QLabel *>(QStringLiteral("demoGuideLink"));
    QVERIFY(link && link->isVisible());
    QTest::mouseClick(link, Qt::LeftButton, {}, QPoint(link->width() / 2, link->height() / 2));
    QTRY_VERIFY(a.window().findChild<QMessageBox *>(QStringLiteral("demoGuideBox")));
    a.window().findChild<QMessageBox *>(QStringLiteral("demoGuideBox"))->close();
    QTest::mouseClick(hint->findChild<QToolButton *>(QStringLiteral("dismissMessage")), Qt::LeftButton);
    QVERIFY(!hint->isVisible());
    const bd::sandbox::TenantData &acme = a.sandbox()->service().data().tenants.first();
    const QRegularExpression sample(QStringLiteral("<tt>([^<]+)</tt>"));
    int checked = 0;
    for (const QRegularExpressionMatch &m : sample.globalMatch(text)) {
        const QString id = m.captured(1);
        if (id.startsWith(QStringLiteral("01t"))) {
            QVERIFY2(std::any_of(acme.products.begin(), acme.products.end(),
                                 [&](const auto &p) { return p.id == id && p.served; }),
                     qPrintable(id));
            ++checked;
        } else if (id.startsWith(QStringLiteral("003")) || id.contains(u'@')) {
            QVERIFY2(std::any_of(acme.contacts.begin(), acme.contacts.end(),
                                 [&](const bd::domain::Contact &c) {
                                     return c.info.id.valueOr({}) == id || c.fields.email.valueOr({}) == id;
                                 }),
                     qPrintable(id));
            ++checked;
        }
    }
    QVERIFY(checked >= 5);
    // Dismissed is dismissed: the next start has only the link.
    app::Application again(cl);
    QVERIFY(again.start());
    QVERIFY(!again.window().findChild<bd::widgets::MessageBar *>(QStringLiteral("demoHint")));
    QVERIFY(again.window().findChild<QLabel *>(QStringLiteral("demoGuideLink")));
}

// The demo's user belongs to two tenants: Ctrl+4, the other one in the list, Switch.
void TestApplication::demoSwitchesToItsSecondTenant()
{
    app::CommandLine cl;
    cl.demo = true;
    app::Application a(cl);
    QVERIFY(a.start());
    QVERIFY(QTest::qWaitForWindowExposed(&a.window()));
    QVERIFY(a.window().windowTitle().contains(QStringLiteral("Acme Software Ltd")));
    QTest::keyClick(&a.window(), Qt::Key_4, Qt::ControlModifier);
    QListWidget *list = nullptr;
    QTRY_VERIFY((list = a.window().findChild<QListWidget *>(QStringLiteral("tenantList"))) &&
                list->isVisible());
    QCOMPARE(list->count(), 2);
    auto *button = a.window().findChild<QPushButton *>(QStringLiteral("switchButton"));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(1)).center());
    QVERIFY(button->isEnabled());
    QTest::mouseClick(button, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(a.window().windowTitle().contains(QStringLiteral("Globex")), 10000);
    QVERIFY(a.client().session().current()->tenantName().contains(QStringLiteral("Globex")));
}

// Ctrl+4, the tenant named `name`, Switch — as a person does it.
static void switchTenantTo(app::Application &a, const QString &name)
{
    QTest::keyClick(&a.window(), Qt::Key_4, Qt::ControlModifier);
    QListWidget *list = nullptr;
    QTRY_VERIFY((list = a.window().findChild<QListWidget *>(QStringLiteral("tenantList"))) &&
                list->isVisible() && list->count() == 2);
    const auto items = list->findItems(name, Qt::MatchContains);
    QCOMPARE(items.size(), 1);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(items.first()).center());
    auto *button = a.window().findChild<QPushButton *>(QStringLiteral("switchButton"));
    QVERIFY(button->isEnabled());
    QTest::mouseClick(button, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(a.window().windowTitle().contains(name), 10000);
}

static QSet<QString> servedIds(const bd::sandbox::TenantData &tenant)
{
    QSet<QString> ids;
    for (const bd::sandbox::ServedProduct &p : tenant.products) {
        if (p.served)
            ids.insert(p.id);
    }
    return ids;
}

static QSet<QString> shownIds(bd::models::CatalogModel *model)
{
    QSet<QString> ids;
    for (int r = 0; r < model->rowCount(); ++r)
        ids.insert(model->index(r, 0).data(bd::models::CatalogModel::ProductIdRole).toString());
    return ids;
}

// Globex's list streams in slowly (rows parked in the loader's queue and on the summarizing
// worker); the person switches back to Acme before it ends. Acme's catalog shows Acme's products
// and nothing of Globex's, then or later; the sandbox saw each list asked for with its own tenant.
void TestApplication::tenantSwitchMidStreamKeepsEachCatalogItsOwn()
{
    QDir(bd::models::keptCatalogsFolder()).removeRecursively(); // no kept list: Globex's streams
    app::CommandLine cl;
    cl.demo = true;
    app::Application a(cl);
    QVERIFY(a.start());
    QVERIFY(QTest::qWaitForWindowExposed(&a.window()));
    bd::sandbox::SandboxServer &server = *a.sandbox();
    const QSet<QString> acme = servedIds(server.service().data().tenants.at(0));
    const QSet<QString> globex = servedIds(server.service().data().tenants.at(1));
    QVERIFY(!acme.isEmpty() && !globex.isEmpty() && !acme.intersects(globex));
    auto catalog = [&a] { return qobject_cast<bd::widgets::CatalogScreen *>(a.window().screens().at(0)); };
    QTRY_VERIFY_WITH_TIMEOUT(catalog() && catalog()->model()->rowCount() == acme.size(), 20000);

    QString error;
    server.faults().add(
        *bd::sandbox::Fault::parse(QStringLiteral("bandwidth=8000,route=/catalog/products"), &error));
    server.service().clearReceived();
    switchTenantTo(a, QStringLiteral("Globex"));
    QTRY_VERIFY_WITH_TIMEOUT(catalog() && catalog()->model()->rowCount() > 0, 20000); // rows while it streams
    QVERIFY2(catalog()->model()->rowCount() < globex.size(), "the list should still be arriving");
    QVERIFY(globex.contains(shownIds(catalog()->model())));

    server.faults().clear();
    switchTenantTo(a, QStringLiteral("Acme"));
    QTRY_VERIFY_WITH_TIMEOUT(catalog() && catalog()->model()->rowCount() == acme.size(), 20000);
    QTest::qWait(1500); // what Globex's stream still had in flight would have arrived by now
    QCOMPARE(shownIds(catalog()->model()), acme);

    int globexLists = 0, acmeLists = 0;
    for (const bd::sandbox::ReceivedRequest &r : server.service().received()) {
        if (r.path != QStringLiteral("/catalog/products"))
            continue;
        const QString tenant = r.accessKeyTenant.isEmpty() ? r.apiKeyTenant : r.accessKeyTenant;
        QVERIFY2(tenant == QStringLiteral("globex") || tenant == QStringLiteral("acme"), qPrintable(tenant));
        (tenant == QStringLiteral("globex") ? globexLists : acmeLists) += 1;
        QVERIFY2(acmeLists == 0 || tenant == QStringLiteral("acme"),
                 "Globex's list was asked for after the switch back");
    }
    QCOMPARE(globexLists, 1);
    QVERIFY(acmeLists >= 1);
}

// "One action, one owner": on every screen, the shortcuts that can fire are all different.
void TestApplication::noTwoActiveActionsShareAShortcut()
{
    app::CommandLine cl;
    cl.demo = true;
    app::Application a(cl);
    QVERIFY(a.start());
    auto *tabs = a.window().findChild<QTabWidget *>(QStringLiteral("screens"));
    for (int i = 0; i < tabs->count(); ++i) {
        tabs->setCurrentIndex(i);
        QMultiHash<QKeySequence, QString> owners;
        for (QAction *act : a.window().findChildren<QAction *>()) {
            if (!act->isEnabled() || act->shortcut().isEmpty())
                continue;
            const auto objects = act->associatedObjects();
            const bool reachable = std::any_of(objects.begin(), objects.end(), [](QObject *o) {
                auto *w = qobject_cast<QWidget *>(o);
                return w && (w->isVisible() || qobject_cast<QMenuBar *>(w->parentWidget()) ||
                             w->inherits("QMenu"));
            });
            if (reachable)
                owners.insert(act->shortcut(), act->text());
        }
        for (QShortcut *s : a.window().findChildren<QShortcut *>()) {
            auto *parent = qobject_cast<QWidget *>(s->parent());
            if (s->isEnabled() && parent && parent->isVisible())
                owners.insert(s->key(), QStringLiteral("QShortcut"));
        }
        for (const QKeySequence &key : owners.uniqueKeys())
            QVERIFY2(owners.count(key) == 1,
                     qPrintable(QStringLiteral("%1 on %2: %3")
                                    .arg(key.toString(), tabs->tabText(i),
                                         QStringList(owners.values(key)).join(u','))));
    }
}

void TestApplication::noSandboxWithoutDemo()
{
    bd::secrets::MemorySecretStore store;
    app::Application a(app::CommandLine{}, &store);
    QVERIFY(a.start());
    QVERIFY(!a.sandbox());
    QVERIFY(!a.window().findChild<QLabel *>(QStringLiteral("demoGuideLink")));
    QTRY_VERIFY(a.signInDialog()); // nothing remembered: ask
    a.signInDialog()->reject();
}

void TestApplication::resumesARememberedAccountWithoutAsking()
{
    bd::test::SandboxFixture sandbox;
    bd::secrets::MemorySecretStore store;
    {
        bd::secrets::SecretVault vault(&store);
        api::AccountStore accounts(&vault);
        api::SavedAccount account;
        account.environmentName = QStringLiteral("Custom address");
        account.baseUrl = sandbox.server.baseUrl();
        account.method = api::AuthMethod::ApiKey;
        account.remember = true;
        api::AccountSecrets secrets;
        secrets.apiKey = QString::fromUtf8(sandbox.apiKey("globex").first().second);
        bool saved = false;
        accounts.save(account, secrets, [&](bool ok, const QString &) { saved = ok; });
        QTRY_VERIFY(saved);
    }
    app::Application a(app::CommandLine{}, &store);
    QSignalSpy signedIn(&a, &app::Application::signedIn);
    QVERIFY(a.start());
    QTRY_COMPARE(signedIn.count(), 1);
    QVERIFY(!a.signInDialog());
    QCOMPARE(a.window().screens().size(), bd::widgets::screenFactories().size()); // every registered screen
    QVERIFY(a.window().windowTitle().contains(QStringLiteral("Globex")));
    // Qt appends the display name to the title; said once, not "Billing Desk — … — Billing Desk".
    QVERIFY(!a.window().windowTitle().contains(QGuiApplication::applicationDisplayName()));
    QVERIFY(action(a, QStringLiteral("Sign out"))->isEnabled());
}

// The tenant screen switches through the session; the app remembers the new tenant (name in the
// settings, key in the keychain), so the next start resumes there.
void TestApplication::rememberedAccountFollowsATenantSwitch()
{
    bd::test::SandboxFixture sandbox;
    bd::secrets::MemorySecretStore store;
    bd::secrets::SecretVault vault(&store);
    api::AccountStore accounts(&vault);
    api::SavedAccount account;
    account.environmentName = QStringLiteral("Custom address");
    account.baseUrl = sandbox.server.baseUrl();
    account.method = api::AuthMethod::Basic;
    account.userName = QString::fromLatin1(bd::test::DemoUser);
    account.remember = true;
    api::AccountSecrets secrets;
    secrets.password = QString::fromLatin1(bd::test::DemoPassword);
    secrets.tenantAccessKey = QString::fromUtf8(sandbox.accessKey("acme"));
    bool saved = false;
    accounts.save(account, secrets, [&](bool ok, const QString &) { saved = ok; });
    QTRY_VERIFY(saved);
    app::Application a(app::CommandLine{}, &store);
    QSignalSpy signedIn(&a, &app::Application::signedIn);
    QVERIFY(a.start());
    QTRY_COMPARE(signedIn.count(), 1);
    QVERIFY(a.window().windowTitle().contains(QStringLiteral("Acme")));
    a.client().session().switchTenant(QString::fromUtf8(sandbox.accessKey("globex")),
                                      QStringLiteral("Globex Corporation"));
    QVERIFY(a.window().windowTitle().contains(QStringLiteral("Globex Corporation")));
    QTRY_COMPARE(accounts.lastAccount().tenantName, QStringLiteral("Globex Corporation"));
    QString key;
    accounts.loadSecrets(accounts.lastAccount(),
                         [&](const api::AccountSecrets &s) { key = s.tenantAccessKey; });
    QTRY_COMPARE(key, QString::fromUtf8(sandbox.accessKey("globex")));
}

void TestApplication::signOutThenCancelLeavesASignedOutWindow()
{
    bd::test::SandboxFixture sandbox;
    bd::secrets::MemorySecretStore store;
    app::CommandLine cl;
    cl.environmentName = QStringLiteral("Custom address");
    cl.request.environment.baseUrl = sandbox.server.baseUrl();
    cl.request.method = api::AuthMethod::ApiKey;
    cl.request.apiKey = QString::fromUtf8(sandbox.apiKey().first().second);
    cl.complete = true;
    app::Application a(cl, &store);
    QSignalSpy signedIn(&a, &app::Application::signedIn);
    QVERIFY(a.start());
    QTRY_COMPARE(signedIn.count(), 1);   // everything was given: signed in without a question
    const bd::models::CatalogCache kept; // where the app keeps catalogs (test-mode cache folder)
    QVERIFY(kept.save(QStringLiteral("some-tenant"), "[]", 0, QDateTime::currentDateTimeUtc()));
    action(a, QStringLiteral("Sign out"))->trigger();
    QTRY_VERIFY(a.signInDialog());
    QVERIFY(!kept.contains(QStringLiteral("some-tenant"))); // the kept catalogs go with the account
    QVERIFY(!a.window().hasScreens());
    QVERIFY(!a.client().session().isSignedIn());
    a.signInDialog()->reject(); // Cancel: the app stays, signed out
    QTRY_VERIFY(!a.signInDialog());
    QVERIFY(a.window().isVisible());
    auto *signIn = a.window().findChild<QPushButton *>(QStringLiteral("signIn"));
    QVERIFY(signIn && signIn->isVisible());
    signIn->click();
    QTRY_VERIFY(a.signInDialog());
    a.signInDialog()->reject();
}

// Signed in by each method, the catalog browsed (and kept on disk), a contact opened (a recent
// list and the tenant's settings group): after Sign out, the user's folders hold nothing of it.
void TestApplication::signOutLeavesNothingOfTheAccount_data()
{
    QTest::addColumn<api::AuthMethod>("method");
    QTest::newRow("API key") << api::AuthMethod::ApiKey;
    QTest::newRow("token") << api::AuthMethod::Bearer;
    QTest::newRow("Basic") << api::AuthMethod::Basic;
}

void TestApplication::signOutLeavesNothingOfTheAccount()
{
    QFETCH(api::AuthMethod, method);
    bd::test::SandboxFixture sandbox;
    bd::secrets::MemorySecretStore store;
    app::CommandLine cl;
    cl.environmentName = QStringLiteral("Custom address");
    cl.request.environment.baseUrl = sandbox.server.baseUrl();
    cl.request.method = method;
    if (method == api::AuthMethod::ApiKey) {
        cl.request.apiKey = QString::fromUtf8(sandbox.apiKey().first().second);
    } else {
        cl.request.userName = QString::fromLatin1(bd::test::DemoUser);
        cl.request.password = QString::fromLatin1(bd::test::DemoPassword);
        cl.request.tenantAccessKey = QString::fromUtf8(sandbox.accessKey("acme"));
    }
    cl.complete = true;
    app::Application a(cl, &store);
    QSignalSpy signedIn(&a, &app::Application::signedIn);
    QVERIFY(a.start());
    if (method == api::AuthMethod::Bearer) { // the demo user has two tenants: the dialog asks
        QTRY_VERIFY(a.signInDialog());
        auto *tenant = a.signInDialog()->findChild<QComboBox *>(QStringLiteral("tenant"));
        QTRY_VERIFY_WITH_TIMEOUT(tenant && tenant->isVisible(), 15000);
        a.signInDialog()
            ->findChild<QDialogButtonBox *>(QStringLiteral("buttons"))
            ->button(QDialogButtonBox::Ok)
            ->click();
    }
    QTRY_COMPARE_WITH_TIMEOUT(signedIn.count(), 1, 15000);

    // Browse: the catalog screen loads and keeps the list; the contact screen opens a contact.
    const QDir catalogs(bd::models::keptCatalogsFolder());
    QTRY_VERIFY_WITH_TIMEOUT(!catalogs.entryList(QDir::Files).isEmpty(), 30000);
    bd::models::ContactLocalState local(*a.client().session().current());
    bd::domain::Contact contact;
    contact.info.id = QStringLiteral("003Ac00000Y73WkjzD");
    contact.fields.name = QStringLiteral("Kept Name");
    local.rememberRecent(contact);
    local.storeDraft(contact.info.id.valueOr({}), contact.fields);
    QVERIFY(QSettings().childGroups().contains(QStringLiteral("scoped")));

    action(a, QStringLiteral("Sign out"))->trigger();
    QTRY_VERIFY(a.signInDialog());
    QVERIFY2(!catalogs.exists() ||
                 catalogs.entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot).isEmpty(),
             qPrintable(catalogs.entryList().join(u' ')));
    QVERIFY2(!QSettings().childGroups().contains(QStringLiteral("scoped")),
             qPrintable(QSettings().allKeys().join(u' ')));
    a.signInDialog()->reject();
}

void TestApplication::firstStartTouchesNoKeychainAndOffersTheDemo()
{
    int opened = 0;
    bd::secrets::LazySecretStore store(nullptr, [&](QObject *parent, auto done) {
        ++opened;
        done(new bd::secrets::MemorySecretStore(parent), QString());
    });
    app::Application a(app::CommandLine{}, &store);
    QSignalSpy signedIn(&a, &app::Application::signedIn);
    QVERIFY(a.start());
    QVERIFY(a.window().isVisible()); // at once
    QTRY_VERIFY(a.signInDialog());
    QCOMPARE(opened, 0);
    QTest::keyClick(a.signInDialog(), Qt::Key_Return); // the demo is preselected
    QTRY_COMPARE(signedIn.count(), 1);
    QVERIFY(a.sandbox());
    QCOMPARE(opened, 0);
    QVERIFY(!action(a, QStringLiteral("Sign out"))->isEnabled());
}

void TestApplication::oneInstancePerUser()
{
    app::SingleInstance first(QStringLiteral("bd-test-%1").arg(QCoreApplication::applicationPid()));
    QVERIFY(first.claim());
    QSignalSpy activated(&first, &app::SingleInstance::activationRequested);
    app::SingleInstance second(first.name());
    QVERIFY(!second.claim());           // the second start steps aside...
    QTRY_COMPARE(activated.count(), 1); // ...and the first comes to the front
}

void TestApplication::oldSettingsFileMovesOnce()
{
    QSettings().clear();
    {
        QSettings old(QSettings::IniFormat, QSettings::UserScope, QCoreApplication::organizationName(),
                      QStringLiteral("tst_application old name"));
        old.setValue(QStringLiteral("window/screen"), 3);
        old.sync();
        QVERIFY(QFile::exists(old.fileName()));
    }
    QCOMPARE(app::migrateOldSettings(QStringLiteral("tst_application old name")), 1);
    QCOMPARE(QSettings().value(QStringLiteral("window/screen")).toInt(), 3);
    QCOMPARE(app::migrateOldSettings(QStringLiteral("tst_application old name")), 0); // once
}

void TestApplication::restoredGeometryFitsTheScreen()
{
    {
        widgets::MainWindow big;
        big.setGeometry(3000, 2500, 5000, 4000); // saved on a larger screen, or at 2x
        QSettings().setValue(QStringLiteral("window/geometry"), big.saveGeometry());
    }
    widgets::MainWindow window;
    window.show();
    const QRect available = window.screen()->availableGeometry();
    QTRY_VERIFY2(available.contains(window.frameGeometry()),
                 qPrintable(QStringLiteral("%1,%2 %3x%4 in %5x%6")
                                .arg(window.frameGeometry().x())
                                .arg(window.frameGeometry().y())
                                .arg(window.frameGeometry().width())
                                .arg(window.frameGeometry().height())
                                .arg(available.width())
                                .arg(available.height())));
}

void TestApplication::aboutHelpAndMenuKeys()
{
    app::CommandLine cl;
    cl.demo = true;
    app::Application a(cl);
    QVERIFY(a.start());
    QVERIFY(QTest::qWaitForWindowExposed(&a.window()));
    action(a, QStringLiteral("About Billing Desk"))->trigger();
    auto *about = a.window().findChild<QMessageBox *>(QStringLiteral("aboutBox"));
    QVERIFY(about);
    QVERIFY(about->informativeText().contains(QStringLiteral("GNU General Public License")));
    QVERIFY(about->informativeText().contains(QStringLiteral("https://")));
    QVERIFY(about->findChild<QPushButton *>(QStringLiteral("aboutQt")));
    about->close();
    QTest::keyClick(&a.window(), Qt::Key_F1);
    auto *help = a.window().findChild<QMessageBox *>(QStringLiteral("helpBox"));
    QVERIFY(help);
    QVERIFY(help->text().contains(QStringLiteral("Ctrl+6")));
    QVERIFY(help->text().contains(QStringLiteral("Ctrl+Shift+P"))); // the price panel
    QVERIFY(help->text().contains(QStringLiteral("From a search into its list")));
    QVERIFY(help->text().contains(QStringLiteral("clear a search")));
    help->close();
    QTest::keyClick(&a.window(), Qt::Key_F10);
    QVERIFY(a.window().menuBar()->activeAction());
}

// A contact with a very long name, opened as a person does: the status bar shows what fits, the
// whole name in its tooltip and heard, and the window keeps its width.
void TestApplication::longStatusDoesNotWidenTheWindow()
{
    app::CommandLine cl;
    cl.demo = true;
    app::Application a(cl);
    QVERIFY(a.start());
    bd::domain::Contact &contact = a.sandbox()->service().data().tenants.first().contacts.first();
    const QString name = QStringLiteral("Wolfeschlegelsteinhausenbergerdorff ").repeated(8).trimmed();
    contact.fields.name.set(name);
    a.window().resize(1000, 700);
    QVERIFY(QTest::qWaitForWindowExposed(&a.window()));
    const int width = a.window().width();
    auto *tabs = a.window().findChild<QTabWidget *>(QStringLiteral("screens"));
    tabs->setCurrentIndex(1); // Contacts
    auto *lookup = tabs->currentWidget()->findChild<QComboBox *>(QStringLiteral("lookup"));
    lookup->setFocus();
    QTest::keyClicks(lookup->lineEdit(), contact.info.id.value());
    QTest::keyClick(lookup->lineEdit(), Qt::Key_Return);
    QLabel *status = nullptr;
    for (QLabel *l : a.window().statusBar()->findChildren<QLabel *>())
        if (l->accessibleName() == QStringLiteral("Screen status"))
            status = l;
    QVERIFY(status);
    QTRY_COMPARE(status->toolTip(), name);
    QCOMPARE(QAccessible::queryAccessibleInterface(status)->text(QAccessible::Description), name);
    QVERIFY2(status->text().endsWith(u'…'), qPrintable(status->text()));
    QTest::qWait(50);
    QCOMPARE(a.window().width(), width);
    QVERIFY(a.window().minimumSizeHint().width() <= width);
}

void TestApplication::commandLine_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode"); // -1: runs
    QTest::newRow("help") << QStringList{"billing-desk", "--help"} << 0;
    QTest::newRow("version") << QStringList{"billing-desk", "--version"} << 0;
    QTest::newRow("unknown option") << QStringList{"billing-desk", "--bogus"} << 2;
    QTest::newRow("bad environment") << QStringList{"billing-desk", "--environment", "moon"} << 2;
    QTest::newRow("bad auth") << QStringList{"billing-desk", "--auth", "magic"} << 2;
    QTest::newRow("stray argument") << QStringList{"billing-desk", "secret-key"} << 2;
    QTest::newRow("demo") << QStringList{"billing-desk", "--demo"} << -1;
}

void TestApplication::commandLine()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    const app::CommandLine cl = app::parseCommandLine(arguments);
    QCOMPARE(cl.exitCode.value_or(-1), exitCode);
}

void TestApplication::environmentSecretsAreTakenOut()
{
    qputenv("BILLING_DESK_API_KEY", "k-123");
    qputenv("BILLING_DESK_TENANT_KEY", "t-456");
    const app::CommandLine cl =
        app::parseCommandLine({QStringLiteral("billing-desk"), QStringLiteral("--base-url"),
                               QStringLiteral("https://billing.example.com")});
    QCOMPARE(cl.request.apiKey, QStringLiteral("k-123"));
    QCOMPARE(cl.request.tenantAccessKey, QStringLiteral("t-456"));
    QVERIFY(cl.complete);
    QVERIFY(!qEnvironmentVariableIsSet("BILLING_DESK_API_KEY"));
    QVERIFY(!qEnvironmentVariableIsSet("BILLING_DESK_TENANT_KEY"));
}

QTEST_MAIN(TestApplication)
#include "tst_application.moc"
