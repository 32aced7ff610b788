// The catalog's tree as a person uses it by keyboard: Tab from the search lands in the list;
// Right opens a product, whose rows (prices, tiers, options) each say what they are in one line
// across the columns; the columns fit the view at 1024 px and at 1400 px, each as wide as what it
// shows when there is room, so the names are never scrolled away, and Right on a row that opens
// nothing leaves them where they are; a column sized by hand is the person's from then on.

#include "catalogscreentest.h"
#include "models/catalog/catalogmodel.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QMouseEvent>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QTreeView>

using namespace bd::test;
using bd::models::CatalogModel;

namespace {

QTreeView *treeOf(QWidget &screen)
{
    return screen.findChild<QTreeView *>(QStringLiteral("tree"));
}

int columnsWidth(const QTreeView *tree)
{
    int sum = 0;
    for (int c = 0; c < tree->header()->count(); ++c)
        sum += tree->header()->isSectionHidden(c) ? 0 : tree->header()->sectionSize(c);
    return sum;
}

// What the rows at the top of the list need in a column to show whole: the widest text and the
// delegate's margins (and the name's indentation); what a person sees cut or not.
int contentWidth(const QTreeView *tree, int column)
{
    const int rows = tree->viewport()->height() / tree->fontMetrics().height();
    int widest = 0;
    for (int row = 0; row < std::min(rows, tree->model()->rowCount()); ++row)
        widest = std::max(widest, tree->fontMetrics().horizontalAdvance(
                                      tree->model()->index(row, column).data().toString()));
    const int margins = 2 * (tree->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, tree) + 1);
    return widest + margins + (column == CatalogModel::Name ? tree->indentation() : 0);
}

// The first product in the list that has bundle options, opened with Right as a person does.
QModelIndex openBundle(QTreeView *tree)
{
    QAbstractItemModel *model = tree->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex product = model->index(row, 0);
        if (!model->hasChildren(product))
            continue;
        tree->setFocus();
        tree->setCurrentIndex(product);
        QTest::keyClick(tree, Qt::Key_Right);
        for (int r = 0; r < model->rowCount(product); ++r)
            if (model->index(r, 0, product).data().toString().startsWith(u"Bundle options"))
                return product;
        QTest::keyClick(tree, Qt::Key_Left);
    }
    return {};
}

} // namespace

class TestCatalogTree : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale(QStringLiteral("en_US")));
    }
    void init() { QSettings().clear(); } // no layout, no column sized by hand
    void tabFromTheSearchReachesTheList();
    void rowsBelowAProductSpanTheColumns();
    void columnsFitTheView_data();
    void columnsFitTheView();
    void rightOnARowThatOpensNothingKeepsTheNames();
    void typingAndBackspaceShowWhatASearchFinds();
};

void TestCatalogTree::tabFromTheSearchReachesTheList()
{
    ApiFixture f;
    auto screen = loadedScreen(f, {1024, 640});
    auto *search = screen->findChild<QLineEdit *>(QStringLiteral("search"));
    search->setFocus();
    QTest::keyClick(search, Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), treeOf(*screen));
    QTest::keyClick(treeOf(*screen), Qt::Key_Backtab);
    QCOMPARE(QApplication::focusWidget(), search);
}

void TestCatalogTree::rowsBelowAProductSpanTheColumns()
{
    ApiFixture f;
    auto screen = loadedScreen(f, {1400, 800});
    QTreeView *tree = treeOf(*screen);
    const QModelIndex bundle = openBundle(tree);
    QVERIFY(bundle.isValid());
    QVERIFY(tree->isExpanded(bundle));
    QAbstractItemModel *model = tree->model();
    // Each group, opened by keyboard (Down to it, Right), and every row in it: one line, spanned.
    for (int g = 0; g < model->rowCount(bundle); ++g) {
        const QModelIndex group = model->index(g, 0, bundle);
        QVERIFY(tree->isFirstColumnSpanned(g, bundle));
        tree->setCurrentIndex(group);
        QTest::keyClick(tree, Qt::Key_Right);
        QVERIFY(tree->isExpanded(group));
        for (int r = 0; r < model->rowCount(group); ++r) {
            const QModelIndex row = model->index(r, 0, group);
            QVERIFY2(tree->isFirstColumnSpanned(r, group), qPrintable(row.data().toString()));
            QVERIFY(!row.data().toString().isEmpty());
            for (int c = 1; c < model->columnCount(group); ++c)
                QVERIFY(model->index(r, c, group).data().toString().isEmpty());
            // Drawn across the columns: wider than the name column alone.
            QVERIFY(tree->visualRect(row).width() > tree->columnWidth(CatalogModel::Name));
        }
    }
    // A price says its unit in its own line, not under "SKU".
    for (int g = 0; g < model->rowCount(bundle); ++g) {
        const QModelIndex group = model->index(g, 0, bundle);
        if (group.data().toString().startsWith(u"Prices"))
            QVERIFY2(model->index(0, 0, group).data().toString().contains(u" · per "),
                     qPrintable(model->index(0, 0, group).data().toString()));
    }
}

void TestCatalogTree::columnsFitTheView_data()
{
    QTest::addColumn<int>("width");
    QTest::newRow("1024 px") << 1024;
    QTest::newRow("1400 px") << 1400;
    QTest::newRow("1920 px") << 1920;
    QTest::newRow("2560 px") << 2560;
}

void TestCatalogTree::columnsFitTheView()
{
    QFETCH(int, width);
    ApiFixture f;
    auto screen = loadedScreen(f, {width, 700});
    QTreeView *tree = treeOf(*screen);
    QTRY_VERIFY2(
        columnsWidth(tree) <= tree->viewport()->width(),
        qPrintable(QStringLiteral("%1 in %2").arg(columnsWidth(tree)).arg(tree->viewport()->width())));
    QCOMPARE(tree->horizontalScrollBar()->maximum(), 0); // nothing to scroll the names away with
    int needed = 0;
    for (int c = 0; c < CatalogModel::ColumnCount; ++c)
        needed += std::max(contentWidth(tree, c), tree->header()->sectionSizeHint(c));
    if (needed <= tree->viewport()->width()) { // room for everything: no column is cut
        for (int c = 0; c < CatalogModel::ColumnCount; ++c)
            QVERIFY2(tree->columnWidth(c) >= contentWidth(tree, c),
                     qPrintable(QStringLiteral("column %1: %2 < %3")
                                    .arg(c)
                                    .arg(tree->columnWidth(c))
                                    .arg(contentWidth(tree, c))));
    } else { // squeezed: the names keep what they need, up to two fifths of the list
        const int name = tree->columnWidth(CatalogModel::Name);
        QVERIFY2(name >= std::min(contentWidth(tree, CatalogModel::Name), tree->viewport()->width() * 2 / 5),
                 qPrintable(QString::number(name)));
    }
    // The window made narrower: fitted again.
    screen->resize(width - 200, 700);
    QTRY_VERIFY(columnsWidth(tree) <= tree->viewport()->width());
}

void TestCatalogTree::rightOnARowThatOpensNothingKeepsTheNames()
{
    ApiFixture f;
    auto screen = loadedScreen(f, {1024, 700});
    QTreeView *tree = treeOf(*screen);
    // The person drags the name column's edge, past the view: now it can scroll.
    QHeaderView *header = tree->header();
    const int edge =
        header->sectionViewportPosition(CatalogModel::Name) + header->sectionSize(CatalogModel::Name) - 1;
    const int y = header->height() / 2;
    QTest::mousePress(header->viewport(), Qt::LeftButton, {}, {edge, y});
    QTest::mouseMove(header->viewport(), {edge + 200, y});
    QMouseEvent drag(QEvent::MouseMove, QPointF(edge + tree->viewport()->width(), y),
                     header->viewport()->mapToGlobal(QPointF(edge + tree->viewport()->width(), y)),
                     Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(header->viewport(), &drag); // a move with the button held
    QTest::mouseRelease(header->viewport(), Qt::LeftButton, {}, {edge + tree->viewport()->width(), y});
    QTRY_VERIFY2(tree->horizontalScrollBar()->maximum() > 0,
                 qPrintable(QStringLiteral("name %1, edge %2, view %3")
                                .arg(header->sectionSize(CatalogModel::Name))
                                .arg(edge)
                                .arg(tree->viewport()->width())));
    QVERIFY(QSettings().value(QStringLiteral("catalog/columnsSizedByHand")).toBool());
    const QModelIndex bundle = openBundle(tree);
    QVERIFY(bundle.isValid());
    QModelIndex group; // bundle options open nothing below them
    for (int g = 0; g < tree->model()->rowCount(bundle) && !group.isValid(); ++g)
        if (tree->model()->index(g, 0, bundle).data().toString().startsWith(u"Bundle options"))
            group = tree->model()->index(g, 0, bundle);
    tree->setCurrentIndex(group);
    QTest::keyClick(tree, Qt::Key_Right);
    QTest::keyClick(tree, Qt::Key_Down);
    const QModelIndex leaf = tree->model()->index(0, 0, group);
    QCOMPARE(tree->currentIndex(), leaf);
    QVERIFY(!tree->model()->hasChildren(leaf));
    QTest::keyClick(tree, Qt::Key_Right);
    QTest::keyClick(tree, Qt::Key_Right);
    QCOMPARE(tree->horizontalScrollBar()->value(), 0);
    QCOMPARE(tree->currentIndex(), leaf);
    // Sized by hand: a narrower window keeps the person's width.
    const int byHand = tree->columnWidth(CatalogModel::Name);
    screen->resize(900, 700);
    QTest::qWait(50);
    QCOMPARE(tree->columnWidth(CatalogModel::Name), byHand);
}

// Typing in the search box and taking letters back, as a person does: after every key the list
// shows exactly the products whose text holds every word (checked product by product), and a
// product row offers to open exactly when there is something below it, also the one opened
// before the search moved it to another row.
void TestCatalogTree::typingAndBackspaceShowWhatASearchFinds()
{
    ApiFixture f;
    auto screen = loadedScreen(f, {1400, 800});
    QTreeView *tree = treeOf(*screen);
    auto *model = qobject_cast<CatalogModel *>(tree->model());
    QVERIFY(model);
    const QString openedId = model->summaryAt(openBundle(tree))->id;
    auto *search = screen->findChild<QLineEdit *>(QStringLiteral("search"));
    search->setFocus();
    int checked = 0;
    const auto check = [&] {
        const QStringList words = search->text().toLower().split(u' ', Qt::SkipEmptyParts);
        QStringList expected, shown;
        for (int p = 0; p < model->productCount(); ++p) {
            const QByteArrayView text = model->search().text(p);
            if (std::all_of(words.begin(), words.end(),
                            [&](const QString &w) { return text.contains(w.toUtf8()); }))
                expected << model->products().at(p).id;
        }
        for (int r = 0; r < model->rowCount(); ++r) {
            const QModelIndex row = model->index(r, 0);
            const bd::domain::ProductSummary *p = model->summaryAt(row);
            shown << p->id;
            const bool opens = p->id == openedId ? model->rowCount(row) > 0 : p->hasDetails;
            QVERIFY2(tree->model()->hasChildren(row) == opens, qPrintable(p->id));
        }
        expected.sort();
        shown.sort();
        QVERIFY2(shown == expected, qPrintable(search->text()));
        ++checked;
    };
    for (const char c : QByteArrayView("rugged tab")) {
        QTest::keyClick(search, c);
        check();
    }
    for (int i = 0; i < 7; ++i) {
        QTest::keyClick(search, Qt::Key_Backspace);
        check();
    }
    QCOMPARE(search->text(), QStringLiteral("rug"));
    for (const char c : QByteArrayView(" zq")) {
        QTest::keyClick(search, c);
        check();
    }
    QCOMPARE(model->rowCount(), 0);
    QCOMPARE(checked, 20);
}

QTEST_MAIN(TestCatalogTree)
#include "tst_catalogtree.moc"
