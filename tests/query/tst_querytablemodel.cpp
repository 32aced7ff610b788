// The query console's table over one list of an answer: columns in first-seen order, cells as
// people read them and as sent, exact decimal and case-insensitive sorting (null last, stable),
// a filter that composes with the sort, copying for spreadsheets, a view's selection surviving a
// sort, and 200,000 rows sorted and filtered on a worker where the newest request wins.

#include "api/background.h"
#include "models/query/querytablemodel.h"
#include "models/query/querytablerows.h"

#include <QAbstractItemModelTester>
#include <QCollator>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using bd::models::QueryTableModel;
namespace json = bd::json;

namespace {

std::shared_ptr<const json::Document> parse(const QByteArray &text)
{
    json::ParseError error;
    auto doc = std::make_shared<const json::Document>(json::Document::parse(text, &error));
    if (error.isError())
        qFatal("bad test JSON: %s", qPrintable(error.toString()));
    return doc;
}

// A model over `text` (a JSON array).
void load(QueryTableModel &model, const QByteArray &text)
{
    const auto doc = parse(text);
    model.setList(doc, doc->root());
}

QStringList columnTexts(const QueryTableModel &model, int column)
{
    QStringList out;
    for (int r = 0; r < model.rowCount(); ++r)
        out << model.index(r, column).data().toString();
    return out;
}

QStringList columnRaw(const QueryTableModel &model, int column)
{
    QStringList out;
    for (int r = 0; r < model.rowCount(); ++r) {
        const QVariant raw = model.index(r, column).data(QueryTableModel::RawJsonRole);
        out << (raw.isValid() ? QString::fromUtf8(raw.toByteArray()) : QStringLiteral("-"));
    }
    return out;
}

// 200,000 invoices: an exact amount (cents, as a JSON number), a name, and eight more members.
struct BigList
{
    std::shared_ptr<const json::Document> doc;
    std::vector<qint64> cents;
    QStringList names;
};

const BigList &bigList()
{
    static const BigList list = [] {
        BigList out;
        QRandomGenerator rng(42);
        const char *words[] = {"alpha", "Bravo", "charlie", "Delta", "echo", "Foxtrot", "golf", "Hotel"};
        QByteArray text = "[";
        for (int i = 0; i < 200'000; ++i) {
            const qint64 c = qint64(rng.bounded(2'000'000)) - 1'000'000;
            const QString name = QString::fromLatin1(words[rng.bounded(8)]) + u' ' +
                                 QString::fromLatin1(words[rng.bounded(8)]) + u' ' +
                                 QString::number(rng.bounded(1000));
            out.cents.push_back(c);
            out.names << name;
            const QByteArray amount = (c < 0 ? "-" : "") + QByteArray::number(std::abs(c) / 100) + '.' +
                                      QByteArray::number(std::abs(c) % 100).rightJustified(2, '0');
            text += (i ? ",{" : "{") + QByteArrayLiteral("\"id\":") + QByteArray::number(i) +
                    ",\"amount\":" + amount + ",\"name\":\"" + name.toUtf8() +
                    "\",\"currency\":\"EUR\",\"paid\":true,\"lines\":3,\"status\":\"open\","
                    "\"due\":\"2024-05-01\",\"tenant\":\"acme\",\"note\":null}";
        }
        out.doc = parse(text + ']');
        return out;
    }();
    return list;
}

} // namespace

class TestQueryTableModel : public QObject
{
    Q_OBJECT
private slots:
    void columnsFirstSeenWithMissingMembers();
    void cellsReadAsShownAndAsSent();
    void decimalKeysCompareExactly();
    void sortsNumbersExactly_data();
    void sortsNumbersExactly();
    void sortsTextIgnoringCase();
    void sortsDecimalTextAsNumbers();
    void filterComposesWithSort();
    void copiesForSpreadsheetsAndJson();
    void viewKeepsSelectionWhenSorted();
    void sortsAndFiltersLargeListOnWorker();
    void viewKeepsSelectionWhenSortedOnWorker();
    void newestSortWins();
    void cancelKeepsShownOrder();
};

void TestQueryTableModel::columnsFirstSeenWithMissingMembers()
{
    const QByteArray text = R"([{"a":1,"b":2},{"c":3,"a":4},{"b":null,"\u0064":5},7])";
    const auto doc = parse(text);
    QCOMPARE(bd::models::QueryTableRows::read(doc, doc->root())->columns,
             QStringList({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d"),
                          QStringLiteral("value")}));
    QueryTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setList(doc, doc->root());
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.columnCount(), 5);
    QCOMPARE(model.headerData(2, Qt::Horizontal).toString(), QStringLiteral("c"));
    QCOMPARE(columnTexts(model, 0), QStringList({"1", "4", "", ""}));
    QVERIFY(!model.cell(2, 0).isValid()); // missing
    QVERIFY(model.cell(2, 1).isNull());   // null
    QCOMPARE(model.index(2, 1).data().toString(), QString());
    QCOMPARE(columnTexts(model, 3), QStringList({"", "", "5", ""})); // an escaped name is the same name
    QCOMPARE(columnTexts(model, 4), QStringList({"", "", "", "7"})); // not an object: "value"
    QCOMPARE(QString::fromUtf8(model.rowValue(3).raw()), QStringLiteral("7"));
    model.clear();
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), 0);
}

void TestQueryTableModel::cellsReadAsShownAndAsSent()
{
    QueryTableModel model;
    load(model,
         R"([{"s":"a\"b\u00e9","n":1.50,"items":[{"name":"x"},{"name":"y"}],"obj":{"k":1},)"
         R"("arr":[1, 2],"empty":[],"t":true,"long":"0123456789012345678901234567890123456789-long"}])");
    QCOMPARE(columnTexts(model, 0), QStringList{QStringLiteral("a\"b\u00e9")});
    QCOMPARE(columnTexts(model, 1), QStringList{QStringLiteral("1.50")});
    QCOMPARE(columnTexts(model, 2), QStringList{QStringLiteral("x, y")});
    QCOMPARE(columnTexts(model, 3), QStringList{QStringLiteral("k=1")});
    QCOMPARE(columnTexts(model, 4), QStringList{QStringLiteral("1, 2")});
    QCOMPARE(columnTexts(model, 5), QStringList{QStringLiteral("[]")});
    QCOMPARE(columnTexts(model, 6), QStringList{QStringLiteral("true")});
    QCOMPARE(columnRaw(model, 0), QStringList{QStringLiteral(R"("a\"b\u00e9")")});
    QCOMPARE(columnRaw(model, 4), QStringList{QStringLiteral("[1, 2]")});
    QCOMPARE(model.index(0, 1).data(Qt::TextAlignmentRole).toInt(), int(Qt::AlignRight | Qt::AlignVCenter));
    QVERIFY(!model.index(0, 0).data(Qt::TextAlignmentRole).isValid());
    QVERIFY(!model.index(0, 0).data(Qt::ToolTipRole).isValid()); // short
    QVERIFY(model.index(0, 7).data(Qt::ToolTipRole).toString().endsWith(QStringLiteral("-long")));
    QVERIFY(model.index(0, 3).data(Qt::ToolTipRole).toString().contains(QStringLiteral("\"k\": 1")));
    QVERIFY(model.isNestedTable(model.index(0, 2)));
    QVERIFY(model.isNestedTable(model.index(0, 3)));
    QVERIFY(!model.isNestedTable(model.index(0, 4))); // numbers
    QVERIFY(!model.isNestedTable(model.index(0, 5))); // empty
    QVERIFY(!model.isNestedTable(model.index(0, 0)));
}

void TestQueryTableModel::decimalKeysCompareExactly()
{
    using bd::models::decimalSortKey;
    QCOMPARE(decimalSortKey("10.10"), decimalSortKey("10.1"));
    QCOMPARE(decimalSortKey("1E2"), decimalSortKey("100"));
    QCOMPARE(decimalSortKey("1.5e+1"), decimalSortKey("15.000"));
    QCOMPARE(decimalSortKey("-0"), decimalSortKey("0.0e7"));
    QVERIFY(decimalSortKey("-0.5") < decimalSortKey("0.25"));
    QVERIFY(decimalSortKey("-12.3") < decimalSortKey("-12"));
    QVERIFY(decimalSortKey("-100") < decimalSortKey("-99.99"));
    QVERIFY(decimalSortKey("9007199254740992") < decimalSortKey("9007199254740993"));
    QVERIFY(decimalSortKey("1e-5") < decimalSortKey("0.0001"));
    QVERIFY(decimalSortKey("-1e-5") > decimalSortKey("-0.0001"));
    QVERIFY(decimalSortKey("0") < decimalSortKey("1e-400"));
}

void TestQueryTableModel::sortsNumbersExactly_data()
{
    QTest::addColumn<Qt::SortOrder>("order");
    QTest::addColumn<QStringList>("expected"); // the "v" cells as sent, "-" for missing
    QTest::newRow("ascending") << Qt::AscendingOrder << QStringList{"-0.5",
                                                                    "0.25",
                                                                    "1e1",
                                                                    "10.10",
                                                                    "10.1",
                                                                    "99.5",
                                                                    "1E2",
                                                                    "12345678901234567890",
                                                                    "12345678901234567891",
                                                                    "null",
                                                                    "-"};
    QTest::newRow("descending") << Qt::DescendingOrder
                                << QStringList{"12345678901234567891",
                                               "12345678901234567890",
                                               "1E2",
                                               "99.5",
                                               "10.10",
                                               "10.1",
                                               "1e1",
                                               "0.25",
                                               "-0.5",
                                               "null",
                                               "-"};
}

void TestQueryTableModel::sortsNumbersExactly()
{
    QFETCH(Qt::SortOrder, order);
    QFETCH(QStringList, expected);
    QueryTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // 10.10 and 10.1 are equal: they keep the order sent either way (stable).
    load(model, R"([{"v":12345678901234567891},{"v":null},{"v":10.10},{"v":"x"},{"v":-0.5},{"w":1},)"
                R"({"v":1E2},{"v":10.1},{"v":0.25},{"v":12345678901234567890},{"v":99.5},{"v":1e1}])");
    model.sort(0, order);
    QVERIFY(!model.isBusy()); // a short list is sorted at once
    QStringList raw = columnRaw(model, 0);
    raw.removeAll(QStringLiteral("\"x\"")); // text comes after numbers ascending, before them descending
    QCOMPARE(raw, expected);
    QCOMPARE(model.index(order == Qt::AscendingOrder ? 9 : 0, 0).data().toString(), QStringLiteral("x"));
    QCOMPARE(model.sourceRow(model.rowCount() - 1), 5); // the row without "v"
    model.sort(-1);
    QCOMPARE(model.sourceRow(0), 0);
    QCOMPARE(model.sourceRow(11), 11);
}

void TestQueryTableModel::sortsTextIgnoringCase()
{
    QueryTableModel model;
    load(
        model,
        R"([{"n":"banana"},{"n":"Apple"},{"n":null},{"n":"cherry"},{"n":"apple"},{"n":"Banana"},{"n":"Éclair"}])");
    model.sort(0, Qt::AscendingOrder);
    QCOMPARE(columnTexts(model, 0),
             QStringList({"Apple", "apple", "banana", "Banana", "cherry", "Éclair", ""}));
    model.sort(0, Qt::DescendingOrder);
    QCOMPARE(columnTexts(model, 0),
             QStringList({"Éclair", "cherry", "banana", "Banana", "Apple", "apple", ""}));
}

void TestQueryTableModel::sortsDecimalTextAsNumbers()
{
    QueryTableModel model;
    load(model, R"([{"a":"100.00"},{"a":"abc"},{"a":"20.5"},{"a":"-3"},{"a":9},{"a":"1e1"},{"a":"1.5.2"}])");
    model.sort(0, Qt::AscendingOrder);
    QCOMPARE(columnTexts(model, 0), QStringList({"-3", "9", "1e1", "20.5", "100.00", "1.5.2", "abc"}));
    QVERIFY(!model.index(0, 0).data(Qt::TextAlignmentRole).isValid()); // still shown as text
}

void TestQueryTableModel::filterComposesWithSort()
{
    QueryTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy filtered(&model, &QueryTableModel::filtered);
    load(model, R"([{"id":3,"who":"Émile Zola"},{"id":1,"who":"Ana"},{"id":2,"who":"Bob","tags":["emilia"]},)"
                R"({"id":4,"who":"carl"}])");
    model.sort(0, Qt::DescendingOrder);
    model.setFilterText(QStringLiteral("EMIL")); // accents and case folded; nested cells count
    QCOMPARE(columnTexts(model, 0), QStringList({"3", "2"}));
    QCOMPARE(filtered.last(), QVariantList({2, 4}));
    QCOMPARE(model.totalRows(), 4);
    model.sort(0, Qt::AscendingOrder); // the filter stays
    QCOMPARE(columnTexts(model, 0), QStringList({"2", "3"}));
    model.setFilterText(QStringLiteral("nothing like it"));
    QCOMPARE(model.rowCount(), 0);
    model.setFilterText(QString());
    QCOMPARE(columnTexts(model, 0), QStringList({"1", "2", "3", "4"})); // the sort stays
    QCOMPARE(filtered.last(), QVariantList({4, 4}));
}

void TestQueryTableModel::copiesForSpreadsheetsAndJson()
{
    QueryTableModel model;
    load(model, R"j([{"id":2,"text":"tab\there","f":"=SUM(A1)"},{"id":1, "text":"say \"hi\"","f":-5}])j");
    model.sort(0, Qt::AscendingOrder);
    QModelIndexList all;
    for (int r = 1; r >= 0; --r) { // any order of selection: view order out
        for (int c = 0; c < model.columnCount(); ++c)
            all << model.index(r, c);
    }
    QCOMPARE(model.copyText(all), QStringLiteral("1\t\"say \"\"hi\"\"\"\t-5\n2\t\"tab\there\"\t'=SUM(A1)"));
    QCOMPARE(model.copyText({model.index(1, 0), model.index(0, 2)}), QStringLiteral("\t-5\n2\t"));
    const QByteArray both =
        R"j([{"id":2,"text":"tab\there","f":"=SUM(A1)"},{"id":1, "text":"say \"hi\"","f":-5}])j";
    QCOMPARE(model.rowsJson({1, 0}), both);
    QCOMPARE(model.rowsJson({}), QByteArray("[]"));
}

void TestQueryTableModel::viewKeepsSelectionWhenSorted()
{
    QueryTableModel model;
    load(model, R"([{"id":"c","n":3},{"id":"a","n":1},{"id":"d","n":4},{"id":"b","n":2}])");
    QTableView view;
    view.setSelectionBehavior(QAbstractItemView::SelectRows);
    view.setModel(&model);
    view.setSortingEnabled(true);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.sortByColumn(-1, Qt::AscendingOrder);
    QCOMPARE(model.index(2, 0).data().toString(), QStringLiteral("d"));
    view.selectRow(2);
    QTest::mouseClick(view.horizontalHeader()->viewport(), Qt::LeftButton, {},
                      QPoint(view.horizontalHeader()->sectionViewportPosition(1) + 5, 5));
    QCOMPARE(model.sortColumn(), 1);
    const QModelIndexList rows = view.selectionModel()->selectedRows();
    QCOMPARE(rows.size(), 1);
    QCOMPARE(rows.first().data().toString(), QStringLiteral("d"));
    QCOMPARE(view.currentIndex().row(), model.sortOrder() == Qt::AscendingOrder ? 3 : 0);
    model.setFilterText(QStringLiteral("a")); // filtered out: no longer selected
    QVERIFY(view.selectionModel()->selectedRows().isEmpty());
}

void TestQueryTableModel::sortsAndFiltersLargeListOnWorker()
{
    const BigList &big = bigList();
    QElapsedTimer timer;
    timer.start();
    const QStringList columns = bd::models::QueryTableRows::read(big.doc, big.doc->root())->columns;
    qInfo("columnsOf over 200,000 rows x 10 members: %lld ms", timer.elapsed());
    QCOMPARE(columns.size(), 10);
    QueryTableModel model;
    model.setList(big.doc, big.doc->root());
    QCOMPARE(model.rowCount(), 200'000);
    QSignalSpy busy(&model, &QueryTableModel::busyChanged);

    timer.restart();
    model.sort(1, Qt::AscendingOrder); // amount
    QVERIFY(model.isBusy());
    QVERIFY(busy.wait(20000)); // done (a spy, not polling: the times are exact)
    QVERIFY(!model.isBusy());
    qInfo("sorting 200,000 rows by a decimal column took %lld ms", timer.elapsed());
    QCOMPARE(busy.size(), 2);
    QCOMPARE(model.rowCount(), 200'000);
    for (int r = 1; r < model.rowCount(); ++r) {
        const qint64 a = big.cents[size_t(model.sourceRow(r - 1))];
        const qint64 b = big.cents[size_t(model.sourceRow(r))];
        if (a > b || (a == b && model.sourceRow(r - 1) > model.sourceRow(r)))
            QFAIL(qPrintable(QStringLiteral("out of order at row %1").arg(r)));
    }

    timer.restart();
    model.sort(2, Qt::DescendingOrder); // name
    QVERIFY(busy.wait(20000));
    QVERIFY(!model.isBusy());
    qInfo("sorting 200,000 rows by a text column took %lld ms", timer.elapsed());
    QCollator collator;
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    for (int r = 1; r < model.rowCount(); ++r) {
        const QString &a = big.names.at(model.sourceRow(r - 1));
        const QString &b = big.names.at(model.sourceRow(r));
        if (collator.compare(a, b) < 0)
            QFAIL(qPrintable(QStringLiteral("out of order at row %1: %2, %3").arg(r).arg(a, b)));
    }

    QSignalSpy filtered(&model, &QueryTableModel::filtered);
    timer.restart();
    model.setFilterText(QStringLiteral("DELTA ECHO 7"));
    QVERIFY(filtered.wait(20000));
    qInfo("filtering 200,000 rows (first time, texts made) took %lld ms", timer.elapsed());
    const auto expected = std::count_if(big.names.cbegin(), big.names.cend(), [](const QString &n) {
        return n.startsWith(QStringLiteral("delta echo 7"), Qt::CaseInsensitive);
    });
    QVERIFY(expected > 0);
    QCOMPARE(model.rowCount(), int(expected));
    QCOMPARE(filtered.last(), QVariantList({int(expected), 200'000}));
    for (int r = 1; r < model.rowCount(); ++r) // still sorted
        QVERIFY(collator.compare(model.index(r - 1, 2).data().toString(),
                                 model.index(r, 2).data().toString()) >= 0);

    timer.restart();
    model.sort(1, Qt::DescendingOrder);
    QVERIFY(filtered.wait(20000));
    qInfo("sorting the filtered list again took %lld ms", timer.elapsed());
    QCOMPARE(model.rowCount(), int(expected));
    for (int r = 1; r < model.rowCount(); ++r)
        QVERIFY(big.cents[size_t(model.sourceRow(r - 1))] >= big.cents[size_t(model.sourceRow(r))]);
}

void TestQueryTableModel::viewKeepsSelectionWhenSortedOnWorker()
{
    const BigList &big = bigList();
    QueryTableModel model;
    model.setList(big.doc, big.doc->root());
    QTableView view;
    view.setSelectionBehavior(QAbstractItemView::SelectRows);
    view.setModel(&model);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.selectRow(123);
    QSignalSpy busy(&model, &QueryTableModel::busyChanged);
    model.sort(1, Qt::DescendingOrder);
    QVERIFY(model.isBusy());
    QVERIFY(busy.wait(20000));
    const QModelIndexList rows = view.selectionModel()->selectedRows();
    QCOMPARE(rows.size(), 1);
    QCOMPARE(rows.first().data().toString(), QStringLiteral("123"));
    QVERIFY(rows.first().row() != 123);
    QCOMPARE(view.currentIndex().row(), rows.first().row());
}

void TestQueryTableModel::newestSortWins()
{
    const BigList &big = bigList();
    QueryTableModel model;
    model.setList(big.doc, big.doc->root());
    QSignalSpy layouts(&model, &QAbstractItemModel::layoutChanged);
    model.sort(1, Qt::AscendingOrder);
    model.sort(0, Qt::DescendingOrder); // supersedes the first before it can arrive
    QTRY_VERIFY_WITH_TIMEOUT(!model.isBusy(), 20000);
    bd::api::backgroundPool()->waitForDone();
    QCoreApplication::processEvents();
    QCOMPARE(layouts.size(), 1);
    QCOMPARE(model.sortColumn(), 0);
    QCOMPARE(model.sourceRow(0), 199'999);
    QCOMPARE(model.sourceRow(199'999), 0);
}

void TestQueryTableModel::cancelKeepsShownOrder()
{
    const BigList &big = bigList();
    QueryTableModel model;
    model.setList(big.doc, big.doc->root());
    QSignalSpy layouts(&model, &QAbstractItemModel::layoutChanged);
    QSignalSpy busy(&model, &QueryTableModel::busyChanged);
    model.sort(2, Qt::AscendingOrder);
    model.cancel();
    QVERIFY(!model.isBusy());
    QCOMPARE(busy.size(), 2);
    bd::api::backgroundPool()->waitForDone();
    QCoreApplication::processEvents();
    QCOMPARE(layouts.size(), 0);
    QCOMPARE(model.sortColumn(), -1);
    QCOMPARE(model.sourceRow(0), 0);
}

QTEST_MAIN(TestQueryTableModel)
#include "tst_querytablemodel.moc"
