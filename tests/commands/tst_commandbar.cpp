// The command bar (Ctrl+K) in the whole main window, offscreen against the in-process sandbox,
// driven by keys as a person does: a product by a few letters of its name, a tenant by its name
// (asking first about unsaved work), a pasted product id (held, and read from the service, with
// Esc cancelling), a recent contact, pasted invoice ids, Tab between groups. And the matching
// itself: fuzzy, accents and case folded, word starts first, scattered letters refused.

#include "../api/apifixture.h"
#include "../common/personhelpers.h"
#include "../common/windowtestutil.h"
#include "../contacts/contactscreentest.h"
#include "api/queryjob.h"
#include "app/translations.h"
#include "models/catalog/catalogmodel.h"
#include "models/commands/commandlistmodel.h"
#include "models/commands/fuzzymatch.h"
#include "models/commands/pastedtext.h"
#include "widgets/admin/invoicescreen.h"
#include "widgets/admin/tenantscreen.h"
#include "widgets/catalog/catalogscreen.h"
#include "widgets/commands/commandbar.h"
#include "widgets/common/messagebar.h"
#include "widgets/contacts/contactscreen.h"
#include "widgets/shell/mainwindow.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTreeView>

using namespace bd::test;
using bd::models::Command;
using bd::models::CommandListModel;
using bd::widgets::CommandBar;

namespace {

const QString Margaret = QStringLiteral("003Ac00000CgwKLFPs");
const QString GlobexProduct = QStringLiteral("01tGx00000CLdcqDh4");

struct Window
{
    bd::widgets::MainWindow window;
    CommandBar *bar() const { return window.commandBar(); }
    QLineEdit *input() const { return bar()->input(); }
    bd::widgets::Screen *shown() const
    {
        return static_cast<bd::widgets::Screen *>(
            window.findChild<QTabWidget *>(QStringLiteral("screens"))->currentWidget());
    }
    // Ctrl+K through the window, then the text typed key by key.
    void ask(const QString &text)
    {
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTest::keyClick(&window, Qt::Key_K, Qt::ControlModifier);
        QVERIFY(bar()->isVisible());
        QVERIFY(input()->hasFocus());
        QTest::keyClicks(input(), text);
    }
    QStringList rows() const
    {
        QStringList out;
        const CommandListModel *m = bar()->model();
        for (int r = 0; r < m->rowCount(); ++r)
            out << m->index(r).data().toString();
        return out;
    }
    QString chosen() const { return bar()->list()->currentIndex().data().toString(); }
    QString selectedProductId()
    {
        auto *tree =
            screenOf<bd::widgets::CatalogScreen>(window)->findChild<QTreeView *>(QStringLiteral("tree"));
        return tree->currentIndex().data(bd::models::CatalogModel::ProductIdRole).toString();
    }
};

} // namespace

class TestCommandBar : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale(QStringLiteral("en_US")));
        bd::app::installTranslations(QLocale());
    }
    void init() { QSettings().clear(); }
    void matchesFuzzilyWithoutCaseOrAccents();
    void tellsPastedShapesApart();
    void findsAProductAndSelectsIt();
    void runsAnActionAndRemembersIt();
    void tabGoesToTheNextGroup();
    void switchesTenantAskingAboutUnsavedWork();
    void pastedProductIdOpensIt();
    void lookupShowsProgressAndEscCancels();
    void lookupParkedWhileTheTenantChanges();
    void contactSearchParkedWhileTheTenantChanges();
    void opensARecentContact();
    void findsAContactByAFewLettersOfTheName();
    void pastedInvoiceIdsFillTheScreenOnly();

private:
    std::unique_ptr<Window> open(ApiFixture &f);
};

std::unique_ptr<Window> TestCommandBar::open(ApiFixture &f)
{
    auto w = std::make_unique<Window>();
    showSignedIn(f, w->window);
    return w;
}

void TestCommandBar::matchesFuzzilyWithoutCaseOrAccents()
{
    using bd::models::foldForMatch;
    using bd::models::fuzzyScore;
    QCOMPARE(foldForMatch(u"Émile CAFÉ"), QStringLiteral("emile cafe"));
    QList<int> at;
    QVERIFY(fuzzyScore(u"cafe", foldForMatch(u"Café Analytics"), &at));
    QCOMPARE(at, (QList<int>{0, 1, 2, 3}));
    // Word starts beat the middle of words; a prefix beats both.
    const auto reload = fuzzyScore(u"rel", foldForMatch(u"Catalog: Reload the catalog"));
    const auto release = fuzzyScore(u"rel", foldForMatch(u"Unreleased products"));
    QVERIFY(reload && release && *reload > *release);
    // Each next letter runs on or starts a later word: "pRicE the seLected" is not "rel".
    QVERIFY(!fuzzyScore(u"rel", foldForMatch(u"Catalog: Price the selected product")));
    QVERIFY(*fuzzyScore(u"ana", u"analytics pro") > *fuzzyScore(u"ana", u"banana split"));
    // "ap" as the starts of two words beats the same letters inside one.
    QVERIFY(*fuzzyScore(u"ap", u"analytics pro") > *fuzzyScore(u"ap", u"snap"));
    QVERIFY(!fuzzyScore(u"xyz", u"analytics pro"));
    QVERIFY(!fuzzyScore(u"pro", u"op"));
    // Letters scattered across a long address are noise, not a match.
    QVERIFY(!fuzzyScore(u"anal", u"https://catalog-cache.acme-software.example/invalidate?source=billing"));
    // The byte form (the catalog's lower-case UTF-8 texts) scores alike.
    QCOMPARE(fuzzyScore(QByteArrayView("ana"), QByteArrayView("analytics pro")),
             fuzzyScore(u"ana", u"analytics pro"));
}

void TestCommandBar::tellsPastedShapesApart()
{
    using Kind = bd::models::PastedText::Kind;
    using bd::models::readPasted;
    QCOMPARE(readPasted(QStringLiteral(" 01tAc00000PrcRamp1 ")).kind, Kind::Id);
    QCOMPARE(readPasted(QStringLiteral("a0IAc00000dbR3WFDA, a0IAc00000zHp5JX14\na0IAc00000dbR3WFDA")).ids,
             (QStringList{QStringLiteral("a0IAc00000dbR3WFDA"), QStringLiteral("a0IAc00000zHp5JX14")}));
    QCOMPARE(readPasted(QStringLiteral("a0IAc00000dbR3WFDA a0IAc00000zHp5JX14")).kind, Kind::Ids);
    QCOMPARE(readPasted(QStringLiteral("Margaret.Chen@Northwind.example")).kind, Kind::Email);
    QCOMPARE(readPasted(QStringLiteral("reload")).kind, Kind::Other);          // a word, no digit
    QCOMPARE(readPasted(QStringLiteral("analytics pro 2")).kind, Kind::Other); // words
    QCOMPARE(readPasted(QStringLiteral("café-42")).kind, Kind::Other);         // not an id's letters
    QCOMPARE(readPasted(QStringLiteral("a@b")).kind, Kind::Other);
}

void TestCommandBar::findsAProductAndSelectsIt()
{
    ApiFixture f;
    auto w = open(f);
    w->ask(QStringLiteral("anal pro ann"));
    QCOMPARE(w->chosen(), QStringLiteral("Analytics Pro — Annual"));
    QCOMPARE(w->rows().first(), QStringLiteral("Products"));
    // The SKU is beside it, and found too.
    QCOMPARE(w->bar()->list()->currentIndex().data(CommandListModel::DetailRole).toString(),
             QStringLiteral("ACM-ANL-PRO-Y"));
    QTest::keyClick(w->input(), Qt::Key_Return);
    QVERIFY(!w->bar()->isVisible());
    QCOMPARE(w->shown()->title(), QStringLiteral("Catalog"));
    const QString annual = w->selectedProductId();
    QVERIFY(!annual.isEmpty());
    // A SKU typed in lower case, and a search that hides the product: it is shown all the same.
    auto *search =
        screenOf<bd::widgets::CatalogScreen>(w->window)->findChild<QLineEdit *>(QStringLiteral("search"));
    search->setText(QStringLiteral("storage"));
    QTRY_VERIFY(!screenOf<bd::widgets::CatalogScreen>(w->window)->model()->indexOfProduct(annual).isValid());
    QTest::keyClick(&w->window, Qt::Key_2, Qt::ControlModifier); // elsewhere first
    w->ask(QStringLiteral("acm-anl-pro-y"));
    QVERIFY2(w->chosen().contains(QStringLiteral("Analytics Pro — Annual")),
             qPrintable(w->rows().join(u'|')));
    QTest::keyClick(w->input(), Qt::Key_Return);
    QCOMPARE(w->shown()->title(), QStringLiteral("Catalog"));
    QCOMPARE(w->selectedProductId(), annual);
    QVERIFY(search->text().isEmpty());
    // Nothing that matches says so; Esc closes and gives the focus back.
    w->ask(QStringLiteral("zq")); // (three letters would offer to ask the service for contacts)
    QVERIFY(w->bar()
                ->findChild<QLabel *>(QStringLiteral("status"))
                ->text()
                .contains(QStringLiteral("Nothing matches")));
    QTest::keyClick(w->input(), Qt::Key_Escape);
    QVERIFY(!w->bar()->isVisible());
    QVERIFY(w->window.isAncestorOf(QApplication::focusWidget()));
}

void TestCommandBar::runsAnActionAndRemembersIt()
{
    ApiFixture f;
    auto w = open(f);
    const int before = f.requests();
    // Ctrl+Alt+I too, as in KDE's programs.
    QTest::keyClick(&w->window, Qt::Key_I, Qt::ControlModifier | Qt::AltModifier);
    QVERIFY(w->bar()->isVisible());
    QTest::keyClicks(w->input(), QStringLiteral("reload"));
    QCOMPARE(w->chosen(), QStringLiteral("Catalog: Reload the catalog"));
    QCOMPARE(w->bar()->list()->currentIndex().data(CommandListModel::DetailRole).toString(),
             QStringLiteral("F5"));
    QTest::keyClick(w->input(), Qt::Key_Return);
    QTRY_VERIFY(f.requests() > before); // the catalog asked the service again
    // Opened with nothing typed, it lists it first, as recently used.
    w->ask({});
    QCOMPARE(w->rows().value(0), QStringLiteral("Recently used"));
    QCOMPARE(w->rows().value(1), QStringLiteral("Catalog: Reload the catalog"));
    QCOMPARE(w->chosen(), QStringLiteral("Catalog: Reload the catalog"));
    QVERIFY(w->rows().contains(QStringLiteral("Contacts"))); // the screens
    QTest::keyClick(w->input(), Qt::Key_Escape);
}

void TestCommandBar::tabGoesToTheNextGroup()
{
    ApiFixture f;
    auto w = open(f);
    w->ask(QStringLiteral("co"));
    const QStringList rows = w->rows();
    const QString firstGroup = rows.first();
    QTest::keyClick(w->input(), Qt::Key_Tab);
    const int row = w->bar()->list()->currentIndex().row();
    QVERIFY(row > 1);
    QVERIFY2(w->bar()->model()->index(row - 1).data(CommandListModel::HeaderRole).toBool(),
             qPrintable(rows.join(u'|')));
    QVERIFY(w->input()->hasFocus()); // Tab did not leave the bar
    QTest::keyClick(w->input(), Qt::Key_Backtab);
    QCOMPARE(w->bar()->list()->currentIndex().row(), 1);
    QTest::keyClick(w->input(), Qt::Key_Down); // the next command, past a group's title
    QCOMPARE(w->bar()->list()->currentIndex().row(), w->bar()->model()->commandRow(2, 1));
    // The focus stays in the box; assistive technology hears the chosen row through it, with
    // its group.
    QVERIFY2(w->input()->accessibleDescription().startsWith(w->chosen()),
             qPrintable(w->input()->accessibleDescription()));
    QVERIFY(w->input()->accessibleDescription().contains(
        bd::models::groupTitle(w->bar()->model()->commandAt(w->bar()->list()->currentIndex().row())->group)));
    QTest::keyClick(w->input(), Qt::Key_Up);
    QTest::keyClick(w->input(), Qt::Key_Up); // stays on the first command, never on a title
    QCOMPARE(w->bar()->list()->currentIndex().row(), 1);
    QTest::keyClick(w->input(), Qt::Key_Escape);
}

void TestCommandBar::switchesTenantAskingAboutUnsavedWork()
{
    ApiFixture f;
    auto w = open(f);
    auto *contacts = screenOf<bd::widgets::ContactScreen>(w->window);
    openContactByLookup(*contacts, Margaret);
    auto *title = contacts->findChild<QLineEdit *>(QStringLiteral("title"));
    QVERIFY(title);
    typeOver(title, QStringLiteral("Finance Director"));
    QVERIFY(contacts->hasUnsavedChanges());
    // "Globex": the tenant, asked about the edit first; No (keep working here) keeps Acme.
    w->ask(QStringLiteral("globex"));
    QCOMPARE(w->chosen(), QStringLiteral("Switch to tenant Globex Corporation"));
    bool asked = false;
    whenShown([&asked](QWidget *box) {
        asked = true;
        auto *m = qobject_cast<QMessageBox *>(box);
        QVERIFY(m);
        m->button(QMessageBox::Cancel) ? m->button(QMessageBox::Cancel)->click() : m->reject();
    });
    QTest::keyClick(w->input(), Qt::Key_Return);
    QTRY_VERIFY(asked);
    QCOMPARE(f.client.session().current()->tenantName(), QStringLiteral("Acme Software Ltd"));
    QVERIFY(contacts->hasUnsavedChanges());
    QCOMPARE(title->text(), QStringLiteral("Finance Director"));
    // Saved first, then the switch goes through.
    contacts->revert();
    w->ask(QStringLiteral("glob"));
    QTest::keyClick(w->input(), Qt::Key_Return);
    QTRY_COMPARE_WITH_TIMEOUT(f.client.session().current()->tenantName(),
                              QStringLiteral("Globex Corporation"), 10000);
    QTRY_VERIFY(w->window.windowTitle().contains(QStringLiteral("Globex")));
}

void TestCommandBar::pastedProductIdOpensIt()
{
    ApiFixture f;
    auto w = open(f);
    auto *catalog = screenOf<bd::widgets::CatalogScreen>(w->window);
    const QString id = catalog->model()->products().at(7).id;
    const QString name = catalog->model()->products().at(7).name;
    w->ask({});
    w->input()->setText(id); // pasted
    w->input()->textEdited(id);
    QCOMPARE(w->rows().first(), QStringLiteral("Go to"));
    QCOMPARE(w->chosen(), QStringLiteral("Open product %1").arg(name));
    // The contact and the invoices are offered too (an id's shape says nothing of its kind).
    QVERIFY(w->rows().contains(QStringLiteral("Look up contact %1").arg(id)));
    QTest::keyClick(w->input(), Qt::Key_Return);
    QCOMPARE(w->selectedProductId(), id);
    // Another tenant's product: read from the service, which says it does not know it.
    const int before = f.requests();
    w->ask(GlobexProduct);
    QCOMPARE(w->chosen(), QStringLiteral("Look up product %1").arg(GlobexProduct));
    QTest::keyClick(w->input(), Qt::Key_Return);
    auto *status = w->bar()->findChild<QLabel *>(QStringLiteral("status"));
    QTRY_VERIFY_WITH_TIMEOUT(!w->bar()->isRunning(), 10000);
    QVERIFY(w->bar()->isVisible());
    QVERIFY2(!status->text().isEmpty() && !status->text().contains(QStringLiteral("asking")),
             qPrintable(status->text()));
    QCOMPARE(f.requests(), before + 1);
    QTest::keyClick(w->input(), Qt::Key_Escape);
    QVERIFY(!w->bar()->isVisible());
}

void TestCommandBar::lookupShowsProgressAndEscCancels()
{
    ApiFixture f;
    auto w = open(f);
    f.server.faults().add(*bd::sandbox::Fault::parse(
        QStringLiteral("latency=5000,route=/catalog/products/%1,count=1").arg(GlobexProduct), nullptr));
    w->ask(GlobexProduct);
    QTest::keyClick(w->input(), Qt::Key_Return);
    QVERIFY(w->bar()->isRunning());
    auto *status = w->bar()->findChild<QLabel *>(QStringLiteral("status"));
    QVERIFY2(status->text().contains(QStringLiteral("asking the service")), qPrintable(status->text()));
    QVERIFY(w->input()->hasFocus());
    QTest::keyClick(w->input(), Qt::Key_Escape);
    QVERIFY(!w->bar()->isRunning());
    QVERIFY2(status->text().contains(QStringLiteral("Cancelled")), qPrintable(status->text()));
    QVERIFY(w->bar()->isVisible()); // a second Esc closes it
    QTest::keyClick(w->input(), Qt::Key_Escape);
    QVERIFY(!w->bar()->isVisible());
    auto *catalog = screenOf<bd::widgets::CatalogScreen>(w->window);
    auto *message = catalog->findChild<bd::widgets::MessageBar *>();
    QTRY_VERIFY2(message->text().contains(QStringLiteral("canceled")), qPrintable(message->text()));
}

// A product read by id for Acme, held by the service, while the person clicks over to Globex:
// the lookup ends with the screen it belonged to, the bar says so and takes keys again, the one
// request went with Acme's key, and nothing of its answer reaches Globex's screens.
void TestCommandBar::lookupParkedWhileTheTenantChanges()
{
    ApiFixture f;
    auto w = open(f);
    f.server.service().clearReceived();
    const QString path = QStringLiteral("/catalog/products/%1").arg(GlobexProduct);
    f.server.faults().add(
        *bd::sandbox::Fault::parse(QStringLiteral("latency=8000,route=%1,count=1").arg(path), nullptr));
    w->ask(GlobexProduct);
    QTest::keyClick(w->input(), Qt::Key_Return);
    QVERIFY(w->bar()->isRunning());
    QTRY_VERIFY(!f.server.service().received().isEmpty()); // on its way, held
    // The Tenant screen's list and Switch button, with the mouse, while the bar waits.
    auto *tenant = screenOf<bd::widgets::TenantScreen>(w->window);
    QTest::keyClick(&w->window, Qt::Key_4, Qt::ControlModifier);
    auto *list = tenant->findChild<QListWidget *>(QStringLiteral("tenantList"));
    QTRY_VERIFY(list->count() == 2);
    list->setCurrentItem(list->findItems(QStringLiteral("Globex"), Qt::MatchStartsWith).value(0));
    QTest::mouseClick(tenant->findChild<QPushButton *>(QStringLiteral("switchButton")), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(f.client.session().current()->tenantName(),
                              QStringLiteral("Globex Corporation"), 10000);
    QTRY_VERIFY(!w->bar()->isRunning());
    auto *status = w->bar()->findChild<QLabel *>(QStringLiteral("status"));
    QVERIFY2(status->text().contains(QStringLiteral("another account")), qPrintable(status->text()));
    QVERIFY(!w->input()->isReadOnly());
    QTest::qWait(8500); // past the held answer
    int sent = 0;
    for (const auto &r : f.server.service().received()) {
        if (r.path != path)
            continue;
        ++sent;
        QCOMPARE(r.accessKeyTenant, QStringLiteral("acme"));
    }
    QCOMPARE(sent, 1);
    auto *globexCatalog = screenOf<bd::widgets::CatalogScreen>(w->window);
    QVERIFY(!globexCatalog->findChild<bd::widgets::MessageBar *>()->text().contains(GlobexProduct));
    QTest::keyClick(w->input(), Qt::Key_Escape);
    QVERIFY(!w->bar()->isVisible());
}

// A contact search by name from the bar, held by the service while the person switches tenant:
// it was asked once, under the tenant it was typed in; nothing of it goes under the new tenant;
// the new tenant's Contacts screen neither shows an answer nor says it looked for those letters.
void TestCommandBar::contactSearchParkedWhileTheTenantChanges()
{
    ApiFixture f;
    auto w = open(f);
    auto *acmeContacts = screenOf<bd::widgets::ContactScreen>(w->window);
    f.server.service().clearReceived();
    const QString route = bd::api::QueryJob::path();
    f.server.faults().add(
        *bd::sandbox::Fault::parse(QStringLiteral("latency=8000,route=%1,count=1").arg(route), nullptr));
    w->ask(QStringLiteral("whitf"));
    QCOMPARE(w->chosen(), QStringLiteral("Find contacts named “whitf”"));
    QTest::keyClick(w->input(), Qt::Key_Return);
    QVERIFY(w->bar()->isRunning());
    QTRY_VERIFY(!f.server.service().received().isEmpty()); // on its way, held
    QCOMPARE(acmeContacts->findChild<QComboBox *>(QStringLiteral("lookup"))->currentText(),
             QStringLiteral("whitf"));

    auto *tenant = screenOf<bd::widgets::TenantScreen>(w->window);
    QTest::keyClick(&w->window, Qt::Key_4, Qt::ControlModifier);
    auto *list = tenant->findChild<QListWidget *>(QStringLiteral("tenantList"));
    QTRY_VERIFY(list->count() == 2);
    list->setCurrentItem(list->findItems(QStringLiteral("Globex"), Qt::MatchStartsWith).value(0));
    QTest::mouseClick(tenant->findChild<QPushButton *>(QStringLiteral("switchButton")), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(f.client.session().current()->tenantName(),
                              QStringLiteral("Globex Corporation"), 10000);
    QTRY_VERIFY(!w->bar()->isRunning());
    QVERIFY(!w->input()->isReadOnly());
    QTest::keyClick(w->input(), Qt::Key_Escape);
    QTest::qWait(8500); // past the held answer

    int asked = 0;
    for (const auto &r : f.server.service().received()) {
        if (r.path != route || !r.body.contains("whitf"))
            continue;
        ++asked;
        QCOMPARE(r.accessKeyTenant, QStringLiteral("acme"));
    }
    QCOMPARE(asked, 1);
    auto *globexContacts = screenOf<bd::widgets::ContactScreen>(w->window);
    QVERIFY(globexContacts != acmeContacts);
    QCOMPARE(globexContacts->findChild<QComboBox *>(QStringLiteral("lookup"))->currentText(), QString());
    QVERIFY(globexContacts->loadedContact().fields.name.valueOr({}).isEmpty());
}

void TestCommandBar::opensARecentContact()
{
    ApiFixture f;
    auto w = open(f);
    auto *contacts = screenOf<bd::widgets::ContactScreen>(w->window);
    openContactByLookup(*contacts, Margaret);
    openContactByLookup(*contacts, QStringLiteral("003Ac00000tFmwU3Mz"));
    QTest::keyClick(&w->window, Qt::Key_1, Qt::ControlModifier);
    w->ask(QStringLiteral("marg ch"));
    QCOMPARE(w->chosen(), QStringLiteral("Margaret Ann Chen"));
    QSignalSpy loaded(contacts, &bd::widgets::ContactScreen::contactLoaded);
    QTest::keyClick(w->input(), Qt::Key_Return);
    QVERIFY(loaded.wait(10000));
    QCOMPARE(contacts->loadedContact().info.id.valueOr({}), Margaret);
    QCOMPARE(w->shown(), contacts);
    QTRY_VERIFY(!w->bar()->isVisible());
}

// A new user has no recent contacts: a few letters of a name ask the service, as the Contacts
// box does; one match opens, the bar showing the lookup until then.
void TestCommandBar::findsAContactByAFewLettersOfTheName()
{
    ApiFixture f;
    auto w = open(f);
    auto *contacts = screenOf<bd::widgets::ContactScreen>(w->window);
    w->ask(QStringLiteral("whitf"));
    QCOMPARE(w->chosen(), QStringLiteral("Find contacts named “whitf”"));
    QSignalSpy loaded(contacts, &bd::widgets::ContactScreen::contactLoaded);
    QTest::keyClick(w->input(), Qt::Key_Return);
    QVERIFY(w->bar()->isRunning());
    QVERIFY(loaded.wait(10000));
    QCOMPARE(contacts->loadedContact().fields.name.value(), QStringLiteral("Oliver James Whitfield"));
    QCOMPARE(w->shown(), contacts);
    QTRY_VERIFY(!w->bar()->isVisible());
    // The screen's own box says what was looked for, in the mode that finds it again.
    QCOMPARE(contacts->findChild<QComboBox *>(QStringLiteral("lookup"))->currentText(),
             QStringLiteral("whitf"));
    QCOMPARE(contacts->findChild<QComboBox *>(QStringLiteral("lookupMode"))->currentText(),
             QStringLiteral("Any"));
    // None: the bar says so and stays, its text ready to change.
    w->ask(QStringLiteral("zzqqx"));
    QCOMPARE(w->chosen(), QStringLiteral("Find contacts named “zzqqx”"));
    QTest::keyClick(w->input(), Qt::Key_Return);
    auto *status = w->bar()->findChild<QLabel *>(QStringLiteral("status"));
    QTRY_VERIFY_WITH_TIMEOUT(!w->bar()->isRunning(), 10000);
    QVERIFY2(status->text().contains(QStringLiteral("No contact has")), qPrintable(status->text()));
    QVERIFY(w->bar()->isVisible());
    QTest::keyClick(w->input(), Qt::Key_Escape);
    // Several: the screen lists them and the bar closes.
    w->ask(QStringLiteral("ann"));
    QTest::keyClick(w->input(), Qt::Key_End);
    while (!w->chosen().startsWith(QStringLiteral("Find contacts named")))
        QTest::keyClick(w->input(), Qt::Key_Down);
    QTest::keyClick(w->input(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(!w->bar()->isVisible(), 10000);
}

void TestCommandBar::pastedInvoiceIdsFillTheScreenOnly()
{
    ApiFixture f;
    auto w = open(f);
    const int before = f.requests();
    w->ask({});
    const QString pasted = QStringLiteral("a0IAc00000dbR3WFDA, a0IAc00000zHp5JX14");
    w->input()->setText(pasted);
    w->input()->textEdited(pasted);
    QCOMPARE(w->chosen(), QStringLiteral("Fill in 2 invoice ids to delete"));
    QTest::keyClick(w->input(), Qt::Key_Return);
    auto *invoices = screenOf<bd::widgets::InvoiceScreen>(w->window);
    QCOMPARE(w->shown(), invoices);
    QVERIFY(invoices->findChild<QRadioButton *>(QStringLiteral("byIds"))->isChecked());
    QCOMPARE(invoices->findChild<QPlainTextEdit *>(QStringLiteral("ids"))->toPlainText(),
             QStringLiteral("a0IAc00000dbR3WFDA\na0IAc00000zHp5JX14"));
    QTest::qWait(200);
    QCOMPARE(f.requests(), before); // nothing asked of the service, let alone deleted
}

QTEST_MAIN(TestCommandBar)
#include "tst_commandbar.moc"
