// The catalog screen offscreen against the in-process sandbox: load, search, details, failures.

#include "../api/apifixture.h"
#include "../common/accounttestutil.h"
#include "../common/jsontestutil.h"
#include "../common/loopwatch.h"
#include "../common/personhelpers.h"
#include "app/translations.h"
#include "catalogscreentest.h"
#include "domain/productcodec.h"
#include "models/catalog/catalogmodel.h"
#include "widgets/catalog/catalogfilterbar.h"
#include "widgets/catalog/catalogscreen.h"
#include "widgets/common/messagebar.h"

#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QFont>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

using namespace bd::test;

class TestCatalogScreen : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear(); // no layout saved by an earlier run
        QLocale::setDefault(QLocale(QStringLiteral("en_US")));
        bd::app::installTranslations(QLocale()); // as the app does: English plurals
    }
    void loadsAndSearches();
    void searchKeysLikeADesktopSearch();
    void detailsEscapeHostileHtml();
    void hostileDescriptionDoesNotFreezeTheWindow();
    void openRowsStayOpenAfterAReload();
    void failureShowsMessageAndRetry();
    void openById_data();
    void openById();
    void exportsAndCopies();
    void cancelsLoading();
    void bundleDetails();
    void filters_data();
    void filters();
    void copyShortcutWorksThroughTheWindow();
    void detailsFollowTheSelection();
    void lowestPriceInViewAtDefaultWidth();
    void failedOpenByIdDoesNotLeaveAnOldProduct();
    void bundleOptionOfAHiddenProductOpens();
    void exportAsJsonWithoutExtension();
    void rateLimitWaitIsShownAndCanBeCanceled();
    void changesSinceTheLastListByKeyboard();
    void progressNeverLaysOutTheWindowAgain();
    void anOpenFilterListGrowsInPlace();
};

void TestCatalogScreen::bundleDetails()
{
    ApiFixture f;
    auto holder = loadedScreen(f);
    bd::widgets::CatalogScreen &screen = *holder;
    screen.openById(QStringLiteral("01tAc000007ta7PKWv")); // Analytics Suite — Enterprise Bundle
    auto *tree = screen.findChild<QTreeView *>(QStringLiteral("tree"));
    QTRY_COMPARE(tree->currentIndex().data(bd::models::CatalogModel::ProductIdRole).toString(),
                 QStringLiteral("01tAc000007ta7PKWv"));
    const QString text = screen.findChild<QTextBrowser *>(QStringLiteral("details"))->toPlainText();
    for (const char *expected :
         {"Analytics Suite", "ACM-BND-SUITE-ENT", "Bundle", "Configurable", "yes", "Bundle template",
          "Advanced", "1,599.00 USD", "239,850 JPY", "no end date", "Premium Support included"})
        QVERIFY2(text.contains(QLatin1String(expected)), expected);
    QVERIFY(!text.contains(QStringLiteral("(default)"))); // every field is set on this product
}

void TestCatalogScreen::cancelsLoading()
{
    ApiFixture f;
    f.signInWithApiKey();
    QString error;
    f.server.faults().add(*bd::sandbox::Fault::parse(QStringLiteral("latency=3000,count=1"), &error));
    bd::widgets::CatalogScreen screen(accountOf(f.client));
    screen.show();
    auto *button = screen.findChild<QPushButton *>(QStringLiteral("reload"));
    screen.reload();
    QVERIFY(screen.isLoading());
    QCOMPARE(button->text(), QStringLiteral("&Cancel"));
    button->click();
    QTRY_VERIFY(!screen.isLoading());
    QVERIFY(
        screen.findChild<QLabel *>(QStringLiteral("message"))->text().contains(QStringLiteral("canceled")));
    QCOMPARE(button->text(), QStringLiteral("&Retry"));
}

void TestCatalogScreen::filters_data()
{
    QTest::addColumn<QString>("combo");
    QTest::addColumn<QString>("value");
    QTest::addColumn<int>("column");
    QTest::newRow("record type") << "recordTypeFilter"
                                 << "Bundle" << int(bd::models::CatalogModel::RecordType);
    QTest::newRow("price model") << "priceModelFilter"
                                 << "Usage" << int(bd::models::CatalogModel::PriceModel);
    QTest::newRow("billing timing") << "billingTimingFilter"
                                    << "In Arrears" << int(bd::models::CatalogModel::BillingTiming);
    QTest::newRow("category") << "categoryFilter"
                              << "PhysicalGoods" << int(bd::models::CatalogModel::Category);
    QTest::newRow("currency") << "currencyFilter"
                              << "JPY" << int(bd::models::CatalogModel::LowestPrice);
}

void TestCatalogScreen::filters()
{
    QFETCH(QString, combo);
    QFETCH(QString, value);
    QFETCH(int, column);
    ApiFixture f;
    auto holder = loadedScreen(f);
    bd::widgets::CatalogScreen &screen = *holder;
    auto *box = screen.findChild<QComboBox *>(combo);
    const int at = box->findData(value);
    QVERIFY2(at > 0, qPrintable(value));
    box->setCurrentIndex(at);
    auto *tree = screen.findChild<QTreeView *>(QStringLiteral("tree"));
    QVERIFY(tree->model()->rowCount() > 0);
    QVERIFY(tree->model()->rowCount() < 56);
    for (int r = 0; r < tree->model()->rowCount(); ++r)
        QVERIFY(tree->model()->index(r, column).data().toString().contains(value));
    box->setCurrentIndex(0);
    QCOMPARE(tree->model()->rowCount(), 56);
}

void TestCatalogScreen::openById_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("message");
    QTest::newRow("malformed, refused locally") << "01t-x"
                                                << "15 or 18";
    QTest::newRow("unknown, service says 404") << "01tAc00000Zzzz99zZ"
                                               << "No published product";
    QTest::newRow("loaded") << "01tAc00000Nmrt41tZ"
                            << "";
}

void TestCatalogScreen::openById()
{
    QFETCH(QString, id);
    QFETCH(QString, message);
    ApiFixture f;
    auto holder = loadedScreen(f);
    bd::widgets::CatalogScreen &screen = *holder;
    auto *input = screen.findChild<QLineEdit *>(QStringLiteral("openId"));
    input->setText(id);
    QTest::keyClick(input, Qt::Key_Return);
    auto *label = screen.findChild<QLabel *>(QStringLiteral("message"));
    auto *tree = screen.findChild<QTreeView *>(QStringLiteral("tree"));
    if (message.isEmpty()) {
        QTRY_COMPARE(tree->currentIndex().data(bd::models::CatalogModel::ProductIdRole).toString(), id);
    } else {
        QTRY_VERIFY2(label->text().contains(message), qPrintable(label->text()));
        QVERIFY(label->isVisible());
    }
}

void TestCatalogScreen::exportsAndCopies()
{
    ApiFixture f;
    auto holder = loadedScreen(f);
    bd::widgets::CatalogScreen &screen = *holder;
    QTest::keyClicks(screen.findChild<QLineEdit *>(QStringLiteral("search")), QStringLiteral("rugged"));
    auto *tree = screen.findChild<QTreeView *>(QStringLiteral("tree"));
    QTRY_VERIFY(tree->model()->rowCount() < 56);
    const int visible = tree->model()->rowCount();
    QTemporaryDir dir;
    const auto exportTo = [&](const QString &name) { // the Export… button and its dialog, as a person
        bool saved = false;
        whenShown([&saved, path = dir.filePath(name)](QWidget *w) {
            auto *dialog = qobject_cast<QFileDialog *>(w);
            saved = dialog && saveInFileDialog(dialog, path);
        });
        QTest::mouseClick(screen.findChild<QPushButton *>(QStringLiteral("exportButton")), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(saved, 15000);
    };
    exportTo(QStringLiteral("p.csv"));
    QFile csv(dir.filePath(QStringLiteral("p.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    // Data, not display text: the id and one column per value, a row per currency priced.
    const QList<QByteArray> rows = csv.readAll().split('\n');
    QVERIFY2(rows.first().startsWith("id,name,sku,"), rows.first().constData());
    int expected = 1;
    for (int r = 0; r < visible; ++r) {
        const auto *p = screen.model()->summaryAt(tree->model()->index(r, 0));
        QVERIFY(p);
        expected += std::max(1, int(p->lowestPrices.size()));
        QVERIFY2(rows.value(expected - 1).startsWith(p->id.toUtf8() + ','),
                 rows.value(expected - 1).constData());
    }
    QCOMPARE(rows.size(), expected + 1); // and the empty rest after the last line break
    exportTo(QStringLiteral("p.json"));
    const auto exported =
        bd::domain::decodeProductList(bd::test::readFile(dir.filePath(QStringLiteral("p.json"))));
    QCOMPARE(exported.value.products.size(), visible);
    // Copy as JSON with its shortcut on the list's first row, read back from the clipboard.
    screen.activateWindow(); // back from the dialog
    QTRY_VERIFY(screen.isActiveWindow());
    tree->setFocus();
    QTest::keyClick(tree, Qt::Key_Home);
    QTRY_VERIFY(tree->currentIndex().isValid());
    QGuiApplication::clipboard()->clear();
    QTest::keyClick(tree, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    const QString json = QGuiApplication::clipboard()->text();
    QVERIFY2(json.contains(QStringLiteral("\"sku\"")), qPrintable(json));
    QVERIFY(bd::domain::decodeJson<bd::domain::Product>(json.toUtf8()).problems.isEmpty());
}

void TestCatalogScreen::loadsAndSearches()
{
    ApiFixture f;
    f.signInWithApiKey();
    bd::widgets::CatalogScreen screen(accountOf(f.client));
    screen.resize(1000, 600);
    screen.show();
    QSignalSpy loaded(&screen, &bd::widgets::CatalogScreen::loaded);
    screen.reload();
    QVERIFY(loaded.wait(10000));
    QCOMPARE(loaded.first().first().toInt(), 56);
    auto *tree = screen.findChild<QTreeView *>(QStringLiteral("tree"));
    QCOMPARE(tree->model()->rowCount(), 56);
    auto *search = screen.findChild<QLineEdit *>(QStringLiteral("search"));
    QTest::keyClicks(search, QStringLiteral("rugged tablet"));
    QTRY_VERIFY(tree->model()->rowCount() >= 1 && tree->model()->rowCount() < 56);
    bool foundThroughOption = false;
    for (int r = 0; r < tree->model()->rowCount(); ++r) {
        const QModelIndex row = tree->model()->index(r, 0);
        QVERIFY(row.data(bd::models::CatalogModel::SearchTextRole)
                    .toString()
                    .contains(QStringLiteral("rugged tablet")));
        foundThroughOption =
            foundThroughOption || !row.data().toString().toLower().contains(QStringLiteral("tablet"));
    }
    QVERIFY(foundThroughOption); // a bundle whose option is the tablet matches too
    search->clear();
    QTRY_COMPARE(tree->model()->rowCount(), 56);
}

// The search box as people expect of one: typing chooses the best match when the product chosen
// before is not among the matches, Down goes into the list, Esc clears what was typed (and only
// then leaves the key to the window).
void TestCatalogScreen::searchKeysLikeADesktopSearch()
{
    ApiFixture f;
    auto holder = loadedScreen(f);
    bd::widgets::CatalogScreen &screen = *holder;
    auto *tree = screen.findChild<QTreeView *>(QStringLiteral("tree"));
    auto *search = screen.findChild<QLineEdit *>(QStringLiteral("search"));
    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("ramp"));
    QTRY_VERIFY(tree->model()->rowCount() >= 1 && tree->model()->rowCount() < 56);
    QVERIFY(tree->currentIndex().isValid());
    QVERIFY2(tree->currentIndex().data(bd::models::CatalogModel::SearchTextRole).toString().contains(u"ramp"),
             qPrintable(tree->currentIndex().data().toString()));
    const QString chosen = tree->currentIndex().data().toString();
    QTest::keyClick(search, Qt::Key_Down);
    QVERIFY(tree->hasFocus());
    QCOMPARE(tree->currentIndex().data().toString(), chosen);
    search->setFocus();
    QTest::keyClick(search, Qt::Key_Escape);
    QCOMPARE(search->text(), QString());
    QVERIFY(search->hasFocus());
    QTRY_COMPARE(tree->model()->rowCount(), 56);
    QCOMPARE(tree->currentIndex().data().toString(), chosen); // the choice stays when the list returns
}

void TestCatalogScreen::detailsEscapeHostileHtml()
{
    ApiFixture f;
    f.signInWithApiKey();
    bd::widgets::CatalogScreen screen(accountOf(f.client));
    bd::domain::Product hostile =
        bd::domain::decodeJson<bd::domain::Product>(
            R"({"id":"01t000000000001AAA","name":"<img src=x onerror=alert(1)>Evil","sku":"E",
            "longDescription":"<p>Hello</p><script>alert(1)</script><iframe src='https://evil.test'></iframe><img src='https://evil.test/t.png'>"})")
            .value;
    screen.model()->setProducts(bd::domain::summarizeProducts({hostile}));
    auto *tree = screen.findChild<QTreeView *>(QStringLiteral("tree"));
    tree->setCurrentIndex(tree->model()->index(0, 0));
    const QString html = screen.findChild<QTextBrowser *>(QStringLiteral("details"))->toHtml();
    QVERIFY(!html.contains(QStringLiteral("<script")));
    QVERIFY(!html.contains(QStringLiteral("<iframe")));
    QVERIFY(!html.contains(QStringLiteral("evil.test/t.png\"")));
    QVERIFY(!html.contains(QStringLiteral("<img src=\"x\"")));
    const QString text = screen.findChild<QTextBrowser *>(QStringLiteral("details"))->toPlainText();
    QVERIFY(text.contains(QStringLiteral("Evil")));
    QVERIFY(text.contains(QStringLiteral("Hello"))); // the harmless part of the description stays
    QVERIFY(!text.contains(QStringLiteral("alert(1)</script")));
}

// A megabyte of unmatched tags (once quadratic in the sanitizer, then a long setHtml) is shown
// without the window stopping: the event loop keeps turning while the product opens.
void TestCatalogScreen::hostileDescriptionDoesNotFreezeTheWindow()
{
    ApiFixture f;
    f.signInWithApiKey();
    bd::widgets::CatalogScreen screen(accountOf(f.client));
    screen.resize(1000, 700);
    screen.show();
    QString description = QStringLiteral("<p>Start</p>");
    description += QStringLiteral("<b>").repeated(65536) + QStringLiteral("</i>").repeated(65536);
    description += QStringLiteral("<p>") + QStringLiteral("word ").repeated(100000) + QStringLiteral("</p>");
    QByteArray json = R"({"id":"01t000000000002AAA","name":"Hostile","sku":"H","longDescription":")";
    json += description.toUtf8() + R"("})";
    const bd::domain::Product hostile = bd::domain::decodeJson<bd::domain::Product>(json).value;
    QVERIFY(hostile.longDescription.get());
    screen.model()->setProducts(bd::domain::summarizeProducts({hostile}));
    auto *tree = screen.findChild<QTreeView *>(QStringLiteral("tree"));
    auto *details = screen.findChild<QTextBrowser *>(QStringLiteral("details"));
    QTest::qWait(50);
    bd::test::LoopWatch watch;
    QElapsedTimer clock;
    clock.start();
    tree->setCurrentIndex(tree->model()->index(0, 0));
    QTRY_VERIFY_WITH_TIMEOUT(details->toPlainText().contains(QStringLiteral("Start")), 10000);
    const qint64 shownAfter = clock.elapsed();
    QTest::qWait(100);
    qInfo("shown after %lld ms; longest event-loop gap %lld ms", shownAfter, watch.longestGapMs());
    // The aim is 50 ms on an idle machine; the margin is for a shared one and for sanitizers.
    QVERIFY2(watch.longestGapMs() < timeBudgetMs(250), qPrintable(QString::number(watch.longestGapMs())));
    QVERIFY(details->toPlainText().contains(QStringLiteral("Hostile")));
    QVERIFY2(details->toPlainText().contains(QStringLiteral("the first 30,000 are shown")),
             qPrintable(details->toPlainText().right(300)));
}

// A person opens a bundle's row with the Right key, presses F5: the fresh list that replaces the
// one shown keeps that row open (and the product chosen).
void TestCatalogScreen::openRowsStayOpenAfterAReload()
{
    ApiFixture f;
    f.signInWithApiKey();
    bd::widgets::CatalogScreen screen(accountOf(f.client));
    screen.resize(1000, 700);
    screen.show();
    auto *tree = screen.findChild<QTreeView *>(QStringLiteral("tree"));
    screen.reload();
    QTRY_VERIFY_WITH_TIMEOUT(!screen.isLoading() && tree->model()->rowCount() > 0, 10000);
    QModelIndex bundle;
    for (int row = 0; row < tree->model()->rowCount() && !bundle.isValid(); ++row)
        if (tree->model()->hasChildren(tree->model()->index(row, 0)))
            bundle = tree->model()->index(row, 0);
    QVERIFY(bundle.isValid());
    const QString id = screen.model()->summaryAt(bundle)->id;
    tree->setFocus();
    tree->setCurrentIndex(bundle);
    QTest::keyClick(tree, Qt::Key_Right);
    QVERIFY(tree->isExpanded(bundle));
    QTest::keyClick(tree, Qt::Key_F5);
    QTRY_VERIFY_WITH_TIMEOUT(screen.isLoading(), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(!screen.isLoading(), 10000);
    const QModelIndex again = screen.model()->indexOfProduct(id);
    QVERIFY(again.isValid());
    QVERIFY(tree->isExpanded(again));
    QCOMPARE(screen.model()->summaryAt(tree->currentIndex())->id, id);
}

void TestCatalogScreen::failureShowsMessageAndRetry()
{
    ApiFixture f;
    f.signInWithApiKey();
    QString error;
    f.server.faults().add(*bd::sandbox::Fault::parse(QStringLiteral("500,count=4"), &error));
    bd::widgets::CatalogScreen screen(accountOf(f.client));
    screen.show();
    auto *message = screen.findChild<QLabel *>(QStringLiteral("message"));
    auto *reload = screen.findChild<QPushButton *>(QStringLiteral("reload"));
    auto *tree = screen.findChild<QTreeView *>(QStringLiteral("tree"));
    QTRY_VERIFY(tree->isVisible());
    const int treeTop = tree->mapTo(&screen, QPoint(0, 0)).y();
    screen.reload();
    QTRY_VERIFY_WITH_TIMEOUT(!screen.isLoading(), 10000);
    QVERIFY(message->isVisible());
    QVERIFY(message->text().contains(QStringLiteral("500")));
    QCOMPARE(reload->text(), QStringLiteral("&Retry"));
    QCOMPARE(tree->mapTo(&screen, QPoint(0, 0)).y(), treeTop); // a message never pushes the list down
    QSignalSpy loaded(&screen, &bd::widgets::CatalogScreen::loaded);
    QTest::mouseClick(screen.findChild<QPushButton *>(QStringLiteral("retryLoad")), Qt::LeftButton);
    QVERIFY(loaded.wait(10000));
    QVERIFY(message->text().isEmpty());
    QCOMPARE(tree->mapTo(&screen, QPoint(0, 0)).y(), treeTop);
    // The message can be dismissed.
    screen.openById(QStringLiteral("bad id"));
    QVERIFY(!message->text().isEmpty());
    QTest::mouseClick(screen.findChild<QToolButton *>(QStringLiteral("dismissMessage")), Qt::LeftButton);
    QVERIFY(message->text().isEmpty());
}

void TestCatalogScreen::copyShortcutWorksThroughTheWindow()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral("Ambiguous shortcut")));
    ApiFixture f;
    auto holder = loadedScreen(f);
    auto *tree = holder->findChild<QTreeView *>(QStringLiteral("tree"));
    holder->activateWindow();
    tree->setFocus();
    QTRY_VERIFY(tree->currentIndex().isValid());
    QGuiApplication::clipboard()->clear();
    QTest::keyClick(tree, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    const QString copied = QGuiApplication::clipboard()->text();
    QVERIFY2(copied.contains(QStringLiteral("\"sku\"")), qPrintable(copied));
    QVERIFY(copied.contains(tree->currentIndex().data(bd::models::CatalogModel::ProductIdRole).toString()));
    // The same action is in the list's context menu.
    QVERIFY(tree->actions().contains(holder->findChild<QAction *>(QStringLiteral("copyAsJson"))));
}

void TestCatalogScreen::detailsFollowTheSelection()
{
    ApiFixture f;
    auto holder = loadedScreen(f);
    auto *tree = holder->findChild<QTreeView *>(QStringLiteral("tree"));
    auto *details = holder->findChild<QTextBrowser *>(QStringLiteral("details"));
    QTRY_VERIFY(tree->currentIndex().isValid());
    const QString selected = tree->currentIndex().data().toString();
    QVERIFY(details->toPlainText().contains(selected));
    QCOMPARE(holder->statusText(), QStringLiteral("56 of 56 products"));
    // A search that hides the selected product: the pane no longer shows it; the best match is
    // chosen and shown instead (issue 26: the single match was left unselected).
    auto *search = holder->findChild<QLineEdit *>(QStringLiteral("search"));
    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("rugged"));
    QVERIFY(!details->toPlainText().contains(selected));
    QVERIFY(tree->currentIndex().isValid());
    QCOMPARE(tree->currentIndex().row(), 0);
    QVERIFY(details->toPlainText().contains(tree->currentIndex().data().toString()));
    QVERIFY(holder->statusText().endsWith(QStringLiteral(" of 56 products")));
    QVERIFY(!holder->statusText().startsWith(QStringLiteral("56")));
    // Another row, chosen with the keyboard, is shown in its turn.
    tree->setFocus();
    QTest::keyClick(tree, Qt::Key_Down);
    QTRY_COMPARE(tree->currentIndex().row(), 1);
    QVERIFY(details->toPlainText().contains(tree->currentIndex().data().toString()));
    // A search that matches nothing leaves nothing chosen, and the pane says so.
    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("zzzqqq"));
    QTRY_COMPARE(tree->model()->rowCount(), 0);
    QVERIFY(!tree->currentIndex().isValid());
    QVERIFY(details->toPlainText().contains(QStringLiteral("No product is selected")));
}

void TestCatalogScreen::lowestPriceInViewAtDefaultWidth()
{
    ApiFixture f;
    f.signInWithApiKey();
    bd::widgets::CatalogScreen screen(accountOf(f.client));
    screen.resize(1180, 700); // the window's default size
    screen.show();
    QSignalSpy loaded(&screen, &bd::widgets::CatalogScreen::loaded);
    screen.reload();
    QVERIFY(loaded.wait(10000));
    auto *tree = screen.findChild<QTreeView *>(QStringLiteral("tree"));
    const QHeaderView *header = tree->header();
    const int right = header->sectionViewportPosition(bd::models::CatalogModel::LowestPrice) +
                      header->sectionSize(bd::models::CatalogModel::LowestPrice);
    QVERIFY(header->sectionViewportPosition(bd::models::CatalogModel::LowestPrice) >= 0);
    QVERIFY2(right <= tree->viewport()->width(),
             qPrintable(QStringLiteral("%1 > %2").arg(right).arg(tree->viewport()->width())));
}

void TestCatalogScreen::failedOpenByIdDoesNotLeaveAnOldProduct()
{
    ApiFixture f;
    auto holder = loadedScreen(f);
    auto *search = holder->findChild<QLineEdit *>(QStringLiteral("search"));
    auto *openId = holder->findChild<QLineEdit *>(QStringLiteral("openId"));
    auto *details = holder->findChild<QTextBrowser *>(QStringLiteral("details"));
    // Open a product the search hides: fetched and shown, said so.
    QTest::keyClicks(search, QStringLiteral("rugged"));
    openId->setFocus();
    QTest::keyClicks(openId, QStringLiteral("01tAc00000Nmrt41tZ"));
    QTest::keyClick(openId, Qt::Key_Return);
    auto *message = holder->findChild<QLabel *>(QStringLiteral("message"));
    QTRY_VERIFY(message->text().contains(QStringLiteral("not in the list shown")));
    const QString opened = details->toPlainText().section(u'\n', 0, 0);
    QVERIFY(!opened.isEmpty());
    // Then an id the service does not know: the pane does not go on showing the earlier one.
    openId->selectAll();
    QTest::keyClicks(openId, QStringLiteral("01tAc00000Zzzz99zZ"));
    QTest::keyClick(openId, Qt::Key_Return);
    QTRY_VERIFY(message->text().contains(QStringLiteral("No published product")));
    QVERIFY(!details->toPlainText().contains(opened));
    // The error spoke of the id typed: editing it ends the error.
    QTest::keyClick(openId, Qt::Key_Backspace);
    QVERIFY2(message->text().isEmpty(), qPrintable(message->text()));
}

void TestCatalogScreen::bundleOptionOfAHiddenProductOpens()
{
    ApiFixture f;
    auto holder = loadedScreen(f);
    auto *tree = holder->findChild<QTreeView *>(QStringLiteral("tree"));
    auto *details = holder->findChild<QTextBrowser *>(QStringLiteral("details"));
    // Only bundles: the products their options refer to are hidden.
    auto *type = holder->findChild<QComboBox *>(QStringLiteral("recordTypeFilter"));
    type->setCurrentIndex(type->findData(QStringLiteral("Bundle")));
    const QModelIndex bundle = tree->model()->index(0, 0);
    tree->expand(bundle);
    QModelIndex option;
    for (int r = 0; r < tree->model()->rowCount(bundle) && !option.isValid(); ++r) {
        const QModelIndex group = tree->model()->index(r, 0, bundle);
        if (group.data().toString().startsWith(QStringLiteral("Bundle options"))) {
            tree->expand(group);
            option = tree->model()->index(0, 0, group);
        }
    }
    QVERIFY(option.isValid());
    const QString target = option.data(bd::models::CatalogModel::ProductIdRole).toString();
    auto *model = qobject_cast<bd::models::CatalogModel *>(tree->model());
    QVERIFY(!model->indexOfProduct(target).isValid()); // filtered out
    tree->setCurrentIndex(option);
    tree->setFocus();
    QTest::keyClick(tree, Qt::Key_Return);
    auto *message = holder->findChild<QLabel *>(QStringLiteral("message"));
    QTRY_VERIFY(message->text().contains(QStringLiteral("not in the list shown")));
    QVERIFY(details->toPlainText().contains(option.data().toString().section(u' ', 0, 0)));
    // A row of the list chosen: the pane follows it, and the sentence about the other goes.
    tree->setFocus();
    QTest::keyClick(tree, Qt::Key_Home);
    QTRY_VERIFY(tree->currentIndex().isValid());
    QVERIFY2(message->text().isEmpty(), qPrintable(message->text()));
}

void TestCatalogScreen::exportAsJsonWithoutExtension()
{
    ApiFixture f;
    auto holder = loadedScreen(f);
    QTemporaryDir dir;
    QTest::mouseClick(holder->findChild<QPushButton *>(QStringLiteral("exportButton")), Qt::LeftButton);
    auto *dialog = holder->findChild<QFileDialog *>(QStringLiteral("exportDialog"));
    QVERIFY(dialog && dialog->isVisible());
    dialog->selectNameFilter(QStringLiteral("JSON (*.json)"));
    emit dialog->filterSelected(QStringLiteral("JSON (*.json)")); // as picking it in the list does
    dialog->setDirectory(dir.path());
    auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
    QVERIFY(name);
    name->setText(QStringLiteral("catalog")); // no extension
    QTest::keyClick(name, Qt::Key_Return);
    const QString written = dir.filePath(QStringLiteral("catalog.json"));
    QTRY_VERIFY(QFile::exists(written));
    const auto exported = bd::domain::decodeProductList(bd::test::readFile(written));
    QVERIFY(exported.ok);
    QCOMPARE(exported.value.products.size(), 56);
    QVERIFY(holder->findChild<QLabel *>(QStringLiteral("message"))
                ->text()
                .contains(QStringLiteral("56 products")));
}

void TestCatalogScreen::rateLimitWaitIsShownAndCanBeCanceled()
{
    ApiFixture f;
    f.signInWithApiKey();
    QString error;
    f.server.faults().add(*bd::sandbox::Fault::parse(QStringLiteral("429=30,route=/catalog"), &error));
    bd::widgets::CatalogScreen screen(accountOf(f.client));
    screen.show();
    screen.reload();
    auto *message = screen.findChild<QLabel *>(QStringLiteral("message"));
    QTRY_VERIFY(message->text().contains(QStringLiteral("asked us to wait 30 s — retrying (1 of 5)")));
    QTest::mouseClick(screen.findChild<QPushButton *>(QStringLiteral("cancelWait")), Qt::LeftButton);
    QTRY_VERIFY(!screen.isLoading());
    QVERIFY(message->text().contains(QStringLiteral("canceled")));
    QCOMPARE(f.server.service().stats().requests, 1); // it did not go again
}

// After a reload, the list is compared with the one it replaced: the change filter appears with
// counts, and a person picks "Removed" with the arrow keys to see the product that is gone.
void TestCatalogScreen::changesSinceTheLastListByKeyboard()
{
    ApiFixture f;
    auto holder = loadedScreen(f);
    bd::widgets::CatalogScreen &screen = *holder;
    auto *changes = screen.findChild<QComboBox *>(QStringLiteral("changeFilter"));
    QVERIFY(changes->isHidden()); // nothing to compare with yet
    const ApiFixture::CatalogChange change = f.changeCatalog();
    QSignalSpy loaded(&screen, &bd::widgets::CatalogScreen::loaded);
    QTest::mouseClick(screen.findChild<QPushButton *>(QStringLiteral("reload")), Qt::LeftButton);
    QVERIFY(loaded.wait(10000));
    QTRY_VERIFY(changes->isVisible());
    QCOMPARE(changes->itemText(1), QStringLiteral("New since the last list (1)"));
    QCOMPARE(changes->itemText(2), QStringLiteral("Re-priced since the last list (1)"));
    QCOMPARE(changes->itemText(3), QStringLiteral("Removed since the last list (1)"));
    QVERIFY(changes->toolTip().startsWith(u"Compared with the list of "));
    auto *tree = screen.findChild<QTreeView *>(QStringLiteral("tree"));
    QCOMPARE(tree->model()->rowCount(), 56);
    changes->setFocus();
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(changes, Qt::Key_Down);
    QCOMPARE(changes->currentIndex(), 3);
    QCOMPARE(tree->model()->rowCount(), 1);
    const QModelIndex gone = tree->model()->index(0, 0);
    QCOMPARE(gone.data(bd::models::CatalogModel::ProductIdRole).toString(), change.removed);
    QVERIFY(gone.data(Qt::FontRole).value<QFont>().strikeOut());
    QVERIFY(screen.statusText().startsWith(u"1 of 56"));
    QTest::keyClick(changes, Qt::Key_Up);
    QCOMPARE(tree->model()->rowCount(), 1);
    QCOMPARE(tree->model()->index(0, 0).data(bd::models::CatalogModel::ProductIdRole).toString(),
             change.repriced);
    QTest::keyClick(changes, Qt::Key_Home);
    QCOMPARE(tree->model()->rowCount(), 56);
}

// A download's progress rewrites the message five times a second: the words change, nothing in
// the window is laid out again for them (measuring a word-wrapped, selectable label took the
// window's layout 7 ms a time). The words still fill the bar, wrap, and can be selected.
void TestCatalogScreen::progressNeverLaysOutTheWindowAgain()
{
    QWidget window;
    auto *column = new QVBoxLayout(&window);
    auto *bar = new bd::widgets::MessageBar(&window);
    column->addWidget(bar);
    column->addWidget(new QTreeView(&window));
    window.resize(700, 400);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    bar->showMessage(QStringLiteral("Loading the catalog… 1 MB"), bd::widgets::MessageBar::Kind::Progress);
    QCoreApplication::processEvents();

    struct LayoutCount : QObject
    {
        int requests = 0;
        bool eventFilter(QObject *, QEvent *event) override
        {
            requests += event->type() == QEvent::LayoutRequest;
            return false;
        }
    } count;
    window.installEventFilter(&count);
    for (int n = 1; n <= 20; ++n) {
        bar->showMessage(QStringLiteral("%1 products so far… %2 MB of 54 MB").arg(n * 1500).arg(n * 2),
                         bd::widgets::MessageBar::Kind::Progress);
        QCoreApplication::processEvents();
    }
    QCOMPARE(count.requests, 0);

    auto *words = bar->findChild<QLabel *>(QStringLiteral("message"));
    QVERIFY(words && words->isVisible());
    QCOMPARE(words->text(), QStringLiteral("30000 products so far… 40 MB of 54 MB"));
    QVERIFY2(words->width() > bar->width() / 2, "the words take the row's room");
    QVERIFY(words->textInteractionFlags() & Qt::TextSelectableByMouse);
    const QString longer =
        QStringLiteral("The catalog could not be read: ") + QStringLiteral("word ").repeated(60);
    bar->showMessage(longer, bd::widgets::MessageBar::Kind::Error);
    QCoreApplication::processEvents();
    QVERIFY2(words->heightForWidth(words->width()) > words->fontMetrics().height(), "it wraps");
    QVERIFY2(words->geometry().bottom() < bar->height(), "within the bar");
    window.resize(500, 400); // a narrower window: the words follow
    QTRY_COMPARE(words->width(), words->parentWidget()->width());
}

// Categories arrive as products stream in while the person has a filter's list open and has
// moved its highlight: the list grows where it is, stays open, and the highlight stays on the
// value the person moved to (it used to be emptied and filled again under them).
void TestCatalogScreen::anOpenFilterListGrowsInPlace()
{
    const auto listOf = [](const QStringList &categories) {
        QList<bd::domain::ProductSummary> products;
        int n = 0;
        for (const QString &category : categories)
            products << bd::domain::summarizeProduct(
                QStringLiteral(
                    R"({"id":"01t00000000000%1AAA","name":"P%1","sku":"S","productCategory":"%2"})")
                    .arg(++n, 1)
                    .arg(category)
                    .toUtf8());
        return products;
    };
    QWidget window;
    auto *row = new QVBoxLayout(&window);
    bd::widgets::CatalogFilterBar::Combos combos{};
    for (QComboBox **combo : {&combos.recordType, &combos.priceModel, &combos.billingTiming, &combos.currency,
                              &combos.category, &combos.change})
        row->addWidget(*combo = new QComboBox(&window));
    bd::models::CatalogModel model;
    bd::widgets::CatalogFilterBar filters(combos, &model);
    model.setProducts(listOf({QStringLiteral("Apps"), QStringLiteral("Cloud"), QStringLiteral("Edge")}));
    filters.fillChoices();
    QComboBox *category = combos.category;
    category->setCurrentIndex(category->findData(QStringLiteral("Cloud")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    category->showPopup();
    QTRY_VERIFY(category->view()->isVisible());
    QTest::keyClick(category->view(), Qt::Key_Down); // the highlight moves to "Edge"
    QCOMPARE(category->view()->currentIndex().data().toString(), QStringLiteral("Edge"));

    model.setProducts(listOf({QStringLiteral("Apps"), QStringLiteral("Billing"), QStringLiteral("Cloud"),
                              QStringLiteral("Data"), QStringLiteral("Edge")}));
    filters.fillChoices();
    QVERIFY(category->view()->isVisible());
    QCOMPARE(category->view()->currentIndex().data().toString(), QStringLiteral("Edge"));
    QStringList items;
    for (int i = 0; i < category->count(); ++i)
        items << category->itemText(i);
    QCOMPARE(items,
             (QStringList{QStringLiteral("Any category"), QStringLiteral("Apps"), QStringLiteral("Billing"),
                          QStringLiteral("Cloud"), QStringLiteral("Data"), QStringLiteral("Edge")}));
    QCOMPARE(category->currentData().toString(), QStringLiteral("Cloud")); // chosen stays chosen

    // A value no longer offered goes; the choice made falls back to any when its value goes.
    model.setProducts(listOf({QStringLiteral("Apps"), QStringLiteral("Edge")}));
    filters.fillChoices();
    items.clear();
    for (int i = 0; i < category->count(); ++i)
        items << category->itemText(i);
    QCOMPARE(items,
             (QStringList{QStringLiteral("Any category"), QStringLiteral("Apps"), QStringLiteral("Edge")}));
    QCOMPARE(category->currentIndex(), 0);
    category->hidePopup();
}

QTEST_MAIN(TestCatalogScreen)
#include "tst_catalogscreen.moc"
