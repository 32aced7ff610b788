// Saved views through the whole window offscreen, against the in-process sandbox, driven as a
// person does: the catalog set up by keys and a click on a header, View → Saved Views → Save This
// View… named in its dialog, the setup changed, then the view shown again from the command bar
// and from the menu; it survives a new window; Manage Views… renames, exports, deletes and
// imports (a file naming what is wrong is refused, nothing lost); a webhooks view too.

#include "../api/apifixture.h"
#include "../common/personhelpers.h"
#include "../common/windowtestutil.h"
#include "app/translations.h"
#include "models/admin/webhookmodel.h"
#include "models/catalog/catalogmodel.h"
#include "models/commands/commandlistmodel.h"
#include "models/common/savedviews.h"
#include "models/common/tenantscope.h"
#include "widgets/admin/webhookscreen.h"
#include "widgets/catalog/catalogscreen.h"
#include "widgets/commands/commandbar.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/shell/viewsdialog.h"

#include <QComboBox>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTreeView>
#include <QTreeWidget>

using namespace bd::test;
using bd::models::SavedView;

namespace {

// Opens View → Saved Views and triggers the entry whose text starts with `entry`, as a person
// does with the keyboard: the menu bar, the View menu, the submenu.
bool chooseFromViewsMenu(bd::widgets::MainWindow &window, const QString &entry)
{
    QMenu *views = window.findChild<QMenu *>(QStringLiteral("menuSavedViews"));
    if (!views)
        return false;
    emit views->aboutToShow(); // filled as it opens
    for (QAction *a : views->actions()) {
        if (a->text().remove(u'&').startsWith(entry) && a->isEnabled()) {
            a->trigger();
            return true;
        }
    }
    return false;
}

} // namespace

class TestSavedViews : public QObject
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
    void fileNamesWhatIsWrong();
    void catalogViewSavedAndShownAgain();
    void manageRenamesExportsDeletesImports();
    void webhooksViewKeepsItsFilter();

private:
    std::unique_ptr<bd::widgets::MainWindow> open(ApiFixture &f);
    static void saveViewNamed(bd::widgets::MainWindow &window, const QString &name);
};

std::unique_ptr<bd::widgets::MainWindow> TestSavedViews::open(ApiFixture &f)
{
    auto w = std::make_unique<bd::widgets::MainWindow>();
    showSignedIn(f, *w);
    return w;
}

void TestSavedViews::saveViewNamed(bd::widgets::MainWindow &window, const QString &name)
{
    bool asked = false;
    whenShown([&asked, name](QWidget *w) {
        auto *dialog = qobject_cast<QInputDialog *>(w);
        QVERIFY(dialog);
        asked = true;
        auto *field = dialog->findChild<QLineEdit *>();
        QTest::keyClicks(field, name);
        QTest::keyClick(field, Qt::Key_Return);
    });
    QVERIFY(chooseFromViewsMenu(window, QStringLiteral("Save This View")));
    QVERIFY(asked);
}

void TestSavedViews::fileNamesWhatIsWrong()
{
    QString error;
    QVERIFY(!bd::models::SavedViews::fromJson("{", &error));
    QVERIFY2(error.contains(QStringLiteral("not JSON")), qPrintable(error));
    QVERIFY(!bd::models::SavedViews::fromJson(R"({"views": []})", &error));
    QVERIFY2(error.contains(QStringLiteral("billingDeskViews")), qPrintable(error));
    QVERIFY(!bd::models::SavedViews::fromJson(R"({"billingDeskViews": 1, "views": [{"screen": "catalog"}]})",
                                              &error));
    QVERIFY2(error.contains(QStringLiteral("view 1")) && error.contains(QStringLiteral("\"name\"")),
             qPrintable(error));
    QVERIFY(!bd::models::SavedViews::fromJson(
        R"({"billingDeskViews": 1, "views": [{"name": "x", "screen": "tenant"}]})", &error));
    QVERIFY2(error.contains(QStringLiteral("\"screen\"")) && error.contains(QStringLiteral("catalog")),
             qPrintable(error));
    // What is written reads back the same; unknown fields (a newer version's) are ignored.
    SavedView v;
    v.name = QStringLiteral("Morning EUR");
    v.screen = QStringLiteral("catalog");
    v.search = QStringLiteral("analytics");
    v.filters.insert(QStringLiteral("currency"), QStringLiteral("EUR"));
    v.sortColumn = QStringLiteral("lowestPrice");
    v.descending = true;
    v.columnWidths.insert(QStringLiteral("name"), 300);
    QByteArray json = bd::models::SavedViews::toJson({v});
    QCOMPARE(bd::models::SavedViews::fromJson(json, &error).value(), QList<SavedView>{v});
    json.replace("\"name\": \"Morning EUR\"", "\"name\": \"Morning EUR\", \"colour\": \"blue\"");
    QCOMPARE(bd::models::SavedViews::fromJson(json, &error).value(), QList<SavedView>{v});
}

void TestSavedViews::catalogViewSavedAndShownAgain()
{
    ApiFixture f;
    auto w = open(f);
    auto *catalog = screenOf<bd::widgets::CatalogScreen>(*w);
    auto *search = catalog->findChild<QLineEdit *>(QStringLiteral("search"));
    auto *currency = catalog->findChild<QComboBox *>(QStringLiteral("currencyFilter"));
    auto *tree = catalog->findChild<QTreeView *>(QStringLiteral("tree"));
    // Set up as every morning: a search, EUR only, most expensive first, a wide name column.
    typeOver(search, QStringLiteral("analytics"));
    currency->setCurrentIndex(currency->findData(QStringLiteral("EUR")));
    QVERIFY(currency->currentIndex() > 0);
    QHeaderView *header = tree->header();
    const int price = bd::models::CatalogModel::LowestPrice;
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                      QPoint(header->sectionViewportPosition(price) + 20, header->height() / 2));
    if (header->sortIndicatorOrder() != Qt::DescendingOrder)
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                          QPoint(header->sectionViewportPosition(price) + 20, header->height() / 2));
    QCOMPARE(header->sortIndicatorSection(), price);
    // The name column widened by dragging its edge, as a person does.
    {
        const int name = bd::models::CatalogModel::Name;
        const int edge = header->sectionViewportPosition(name) + header->sectionSize(name) - 1;
        const int y = header->height() / 2;
        const int wider = 333 - header->sectionSize(name);
        QTest::mousePress(header->viewport(), Qt::LeftButton, {}, QPoint(edge, y));
        for (int step = 1; step <= 10; ++step)
            QTest::mouseMove(header->viewport(), QPoint(edge + wider * step / 10, y));
        QTest::mouseRelease(header->viewport(), Qt::LeftButton, {}, QPoint(edge + wider, y));
        QTRY_COMPARE(header->sectionSize(name), 333);
    }
    const int rows = catalog->model()->visibleProductCount();
    QStringList order;
    for (int r = 0; r < catalog->model()->rowCount(); ++r)
        order << catalog->model()->index(r, 0).data().toString();
    saveViewNamed(*w, QStringLiteral("Morning EUR"));

    // Everything changed afterwards…
    typeOver(search, QStringLiteral("support"));
    currency->setCurrentIndex(0);
    tree->sortByColumn(bd::models::CatalogModel::Name, Qt::AscendingOrder);
    header->resizeSection(bd::models::CatalogModel::Name, 150);
    QTest::keyClick(w.get(), Qt::Key_2, Qt::ControlModifier); // and elsewhere
    // …and the view from the command bar: all of it back, on the catalog.
    w->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(w.get()));
    QTest::keyClick(w.get(), Qt::Key_K, Qt::ControlModifier);
    QTest::keyClicks(w->commandBar()->input(), QStringLiteral("morn"));
    QCOMPARE(w->commandBar()->list()->currentIndex().data().toString(), QStringLiteral("Morning EUR"));
    QTest::keyClick(w->commandBar()->input(), Qt::Key_Return);
    QCOMPARE(static_cast<QWidget *>(w->findChild<QTabWidget *>(QStringLiteral("screens"))->currentWidget()),
             static_cast<QWidget *>(catalog));
    QCOMPARE(search->text(), QStringLiteral("analytics"));
    QCOMPARE(currency->currentData().toString(), QStringLiteral("EUR"));
    QCOMPARE(header->sortIndicatorSection(), price);
    QCOMPARE(header->sortIndicatorOrder(), Qt::DescendingOrder);
    QCOMPARE(header->sectionSize(bd::models::CatalogModel::Name), 333);
    QTRY_COMPARE(catalog->model()->visibleProductCount(), rows);
    QStringList again;
    for (int r = 0; r < catalog->model()->rowCount(); ++r)
        again << catalog->model()->index(r, 0).data().toString();
    QCOMPARE(again, order);

    // A new window (a restart) lists it in the menu and shows it from there.
    w.reset();
    auto w2 = open(f);
    auto *catalog2 = screenOf<bd::widgets::CatalogScreen>(*w2);
    QVERIFY(chooseFromViewsMenu(*w2, QStringLiteral("Catalog: Morning EUR")));
    QCOMPARE(catalog2->findChild<QLineEdit *>(QStringLiteral("search"))->text(), QStringLiteral("analytics"));
    QCOMPARE(catalog2->findChild<QComboBox *>(QStringLiteral("currencyFilter"))->currentData().toString(),
             QStringLiteral("EUR"));
    // Saving again under the same name asks before replacing.
    bool asked = false;
    whenShown([&](QWidget *dialog) {
        QTest::keyClicks(dialog->findChild<QLineEdit *>(), QStringLiteral("morning eur"));
        whenShown([&asked](QWidget *box) {
            asked = true;
            qobject_cast<QMessageBox *>(box)->button(QMessageBox::Cancel)->click();
        });
        QTest::keyClick(dialog->findChild<QLineEdit *>(), Qt::Key_Return);
    });
    QVERIFY(chooseFromViewsMenu(*w2, QStringLiteral("Save This View")));
    QTRY_VERIFY(asked);
    QCOMPARE(bd::models::SavedViews(*f.client.session().current()).all().size(), 1);
}

void TestSavedViews::manageRenamesExportsDeletesImports()
{
    ApiFixture f;
    auto w = open(f);
    saveViewNamed(*w, QStringLiteral("All of it"));
    bd::models::SavedViews views(*f.client.session().current());
    QCOMPARE(views.all().size(), 1);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("views.json"));
    {
        bd::widgets::ViewsDialog dialog(bd::models::tenantSettingsGroup(*f.client.session().current()),
                                        {{QStringLiteral("catalog"), QStringLiteral("Catalog")}}, w.get());
        dialog.show();
        auto *list = dialog.findChild<QTreeWidget *>(QStringLiteral("views"));
        QCOMPARE(list->topLevelItemCount(), 1);
        QCOMPARE(list->topLevelItem(0)->text(1), QStringLiteral("Catalog"));
        // Rename (its dialog answered by keys).
        whenShown([](QWidget *d) {
            auto *field = d->findChild<QLineEdit *>();
            field->selectAll();
            QTest::keyClicks(field, QStringLiteral("Everything"));
            QTest::keyClick(field, Qt::Key_Return);
        });
        dialog.findChild<QPushButton *>(QStringLiteral("rename"))->click();
        QCOMPARE(list->topLevelItem(0)->text(0), QStringLiteral("Everything"));
        QVERIFY(dialog.exportTo(file));
        QFile written(file);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const QByteArray json = written.readAll();
        QVERIFY2(json.contains("\"name\": \"Everything\"") && json.contains("\"billingDeskViews\": 1"),
                 json.constData());
        // Delete, confirmed.
        whenShown([](QWidget *box) { qobject_cast<QMessageBox *>(box)->button(QMessageBox::Yes)->click(); });
        dialog.findChild<QPushButton *>(QStringLiteral("remove"))->click();
        QCOMPARE(list->topLevelItemCount(), 0);
        QVERIFY(views.all().isEmpty());
        // A broken file is refused with what is wrong; nothing changes.
        const QString broken = dir.filePath(QStringLiteral("broken.json"));
        QFile b(broken);
        QVERIFY(b.open(QIODevice::WriteOnly));
        b.write(R"({"billingDeskViews": 1, "views": [{"name": "", "screen": "catalog"}]})");
        b.close();
        QVERIFY(!dialog.importFrom(broken));
        auto *message = dialog.findChild<QLabel *>(QStringLiteral("message"));
        QVERIFY2(message->text().contains(QStringLiteral("\"name\"")) &&
                     message->text().contains(QStringLiteral("broken.json")),
                 qPrintable(message->text()));
        QVERIFY(views.all().isEmpty());
        // The exported file brings it back.
        QVERIFY(dialog.importFrom(file));
        QCOMPARE(list->topLevelItemCount(), 1);
    }
    QCOMPARE(views.all().value(0).name, QStringLiteral("Everything"));
}

void TestSavedViews::webhooksViewKeepsItsFilter()
{
    ApiFixture f;
    auto w = open(f);
    auto *webhooks = screenOf<bd::widgets::WebhookScreen>(*w);
    QTest::keyClick(w.get(), Qt::Key_3, Qt::ControlModifier);
    QTRY_VERIFY(!webhooks->isLoading() && webhooks->model()->entryCount() > 0);
    auto *filter = webhooks->findChild<QLineEdit *>(QStringLiteral("filter"));
    auto *state = webhooks->findChild<QComboBox *>(QStringLiteral("stateFilter"));
    typeOver(filter, QStringLiteral("acme"));
    state->setCurrentIndex(1); // active only
    const int shown = webhooks->model()->rowCount();
    saveViewNamed(*w, QStringLiteral("Active acme hooks"));
    typeOver(filter, QString());
    state->setCurrentIndex(0);
    QVERIFY(chooseFromViewsMenu(*w, QStringLiteral("Webhooks: Active acme hooks")));
    QCOMPARE(filter->text(), QStringLiteral("acme"));
    QCOMPARE(state->currentIndex(), 1);
    QCOMPARE(webhooks->model()->rowCount(), shown);
    const auto kept = bd::models::SavedViews(*f.client.session().current())
                          .find(QStringLiteral("webhooks"), QStringLiteral("active acme hooks"));
    QVERIFY(kept);
    QCOMPARE(kept->filters.value(QStringLiteral("state")), QStringLiteral("active"));
}

QTEST_MAIN(TestSavedViews)
#include "tst_savedviews.moc"
