// The query console's answers as a person reads them, offscreen against the in-process sandbox
// (with generated invoices, which carry nested lines): the table of rows (sort by a header
// click, filter, copy, drill into a nested list and back, export), find (Ctrl+F, F3, into
// collapsed branches of the tree, in the text), tabs (Ctrl+T, Ctrl+W, Ctrl+PgUp / Ctrl+PgDown,
// back after a restart), a searchable history, a large answer (its size said, saved exactly),
// Prettify and Copy as curl. Everything through keys and clicks on the shown window.

#include "../api/apifixture.h"
#include "../common/accounttestutil.h"
#include "../common/altservice.h"
#include "../common/loopwatch.h"
#include "../common/personhelpers.h"
#include "../common/sandboxprocess.h"
#include "models/query/querytablemodel.h"
#include "widgets/query/queryeditor.h"
#include "widgets/query/querypage.h"
#include "widgets/query/queryresultview.h"
#include "widgets/query/queryscreen.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QCompleter>
#include <QFileDialog>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTreeView>

using namespace bd::test;

// Counts the Ctrl+Tab key presses that reach a widget (the window's tabs take them from there).
struct KeySpy : QObject
{
    explicit KeySpy(QObject *watched) { watched->installEventFilter(this); }
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() != QEvent::KeyPress)
            return false;
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Tab && key->modifiers() & Qt::ControlModifier)
            ++ctrlTabs;
        return false;
    }
    int ctrlTabs = 0;
};
using bd::widgets::QueryPage;
using bd::widgets::QueryScreen;

class TestQueryConsole : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { useTestFolders("tst_queryconsole"); }
    void init()
    {
        QSettings().clear();
        bd::sandbox::SandboxOptions options;
        options.generateInvoices = 300;
        m_f = std::make_unique<ApiFixture>(options);
        m_f->signInWithApiKey("acme");
        open();
    }
    void cleanup()
    {
        m_screen.reset();
        m_f.reset();
    }
    void rowsAsATableSortedFilteredCopied();
    void drillsIntoNestedListsAndExportsThem();
    void findsInTableTreeAndText();
    void tabsByKeysComeBackAfterARestart();
    void closingAnUnrunTabAsks();
    void historyIsSearchable();
    void largeAnswerIsNotShownAsTextButSavedExactly();
    void prettifiesQueryAndVariables();
    void copiesTheRequestAsCurlWithoutSecrets();
    void completesAFieldAnEarlierAnswerHad();
    void completesFromAnotherServicesIntrospection();
    void aLargeAnswerNeverStopsTheWindow();

private:
    void open()
    {
        m_screen = std::make_unique<QueryScreen>(accountOf(m_f->client));
        m_screen->resize(1300, 850);
        m_screen->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_screen.get()));
        m_screen->activate();
    }
    QueryPage *page() const { return m_screen->currentPage(); }
    template <typename T> T *child(const char *name) const
    {
        return page()->findChild<T *>(QLatin1String(name));
    }
    QString status() const { return child<QLabel>("runStatus")->text(); }
    static void click(QWidget *w) { QTest::mouseClick(w, Qt::LeftButton, {}, w->rect().center()); }
    // Types a query into the current tab's editor as a person does and runs it with Ctrl+Enter.
    bool run(const QString &query)
    {
        QPlainTextEdit *editor = page()->editor();
        QTest::mouseClick(editor->viewport(), Qt::LeftButton);
        QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(editor, Qt::Key_Delete);
        editor->insertPlainText(query); // as pasted: the completion popup stays out of the way
        QSignalSpy finished(m_screen.get(), &QueryScreen::queryFinished);
        QTest::keyClick(editor, Qt::Key_Return, Qt::ControlModifier);
        return finished.wait(20000) && status().startsWith(QStringLiteral("Answered"));
    }
    QTableView *table() const { return child<QTableView>("table"); }
    // The completion list on show: a window of its own, as Qt makes a completer's popup.
    static QAbstractItemView *shownCompletions()
    {
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (w->objectName() == u"completions" && w->isVisible())
                return qobject_cast<QAbstractItemView *>(w);
        }
        return nullptr;
    }
    int column(const QString &name) const
    {
        for (int c = 0; c < table()->model()->columnCount(); ++c) {
            if (table()->model()->headerData(c, Qt::Horizontal).toString() == name)
                return c;
        }
        return -1;
    }
    QString cell(int row, const QString &name) const
    {
        return table()->model()->index(row, column(name)).data().toString();
    }
    void clickHeader(const QString &name)
    {
        QHeaderView *header = table()->horizontalHeader();
        const int x = header->sectionViewportPosition(column(name)) + header->sectionSize(column(name)) / 2;
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, QPoint(x, header->height() / 2));
    }
    void waitIdle() const { QTRY_VERIFY(!page()->result()->tableModel()->isBusy()); }
    void saveAs(const QString &path)
    {
        QFileDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) != nullptr);
        QVERIFY(bd::test::saveInFileDialog(dialog, path));
    }

    std::unique_ptr<ApiFixture> m_f;
    std::unique_ptr<QueryScreen> m_screen;
};

void TestQueryConsole::rowsAsATableSortedFilteredCopied()
{
    QVERIFY(run(QStringLiteral("{ Invoice { id invoiceNumber status totalAmount } }")));
    QVERIFY(table()->isVisible()); // a list of rows opens as a table
    QCOMPARE(table()->model()->rowCount(), 330);
    QVERIFY(child<QLabel>("tableStatus")->text().startsWith(QStringLiteral("330 row")));
    // Sorted by amount, largest first, exactly: 12345678901234.56 has more digits than a double.
    clickHeader(QStringLiteral("totalAmount"));
    waitIdle();
    clickHeader(QStringLiteral("totalAmount"));
    waitIdle();
    QCOMPARE(cell(0, QStringLiteral("totalAmount")), QStringLiteral("12345678901234.56"));
    // Ctrl+Tab is the window's (it moves between screens): it does not turn the result's tabs.
    auto *resultTabs = child<QTabWidget>("resultTabs");
    KeySpy reachesScreen(m_screen.get());
    const QModelIndex before = table()->currentIndex();
    QTest::keyClick(table(), Qt::Key_Tab, Qt::ControlModifier);
    QCOMPARE(resultTabs->currentWidget(), child<QWidget>("tableTab"));
    QCOMPARE(table()->currentIndex(), before);
    QCOMPARE(reachesScreen.ctrlTabs, 1);
    QCOMPARE(cell(1, QStringLiteral("totalAmount")), QStringLiteral("1348500"));
    // Filter over every cell.
    auto *filter = child<QLineEdit>("filter");
    QTest::mouseClick(filter, Qt::LeftButton);
    QTest::keyClicks(filter, QStringLiteral("inv-00001216"));
    QTRY_COMPARE(table()->model()->rowCount(), 1);
    waitIdle();
    QVERIFY(child<QLabel>("tableStatus")->text().startsWith(QStringLiteral("1 of 330 row")));
    // Copy the row: click it, Ctrl+C, read the clipboard back.
    const QModelIndex first = table()->model()->index(0, column(QStringLiteral("invoiceNumber")));
    QTest::mouseClick(table()->viewport(), Qt::LeftButton, {}, table()->visualRect(first).center());
    QTest::keyClick(table(), Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("INV-00001216"));
    QTest::keyClick(table(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY2(
        QApplication::clipboard()->text().contains(QStringLiteral("\"invoiceNumber\": \"INV-00001216\"")),
        qPrintable(QApplication::clipboard()->text()));
}

void TestQueryConsole::drillsIntoNestedListsAndExportsThem()
{
    QVERIFY(run(QStringLiteral(
        "{ Invoice(where: {invoiceNumber: {_eq: \"INV-AC-00000007\"}}) { id lines billTo } }")));
    QCOMPARE(table()->model()->rowCount(), 1);
    const QModelIndex lines = table()->model()->index(0, column(QStringLiteral("lines")));
    QVERIFY(page()->result()->tableModel()->isNestedTable(lines));
    // A filter typed over the invoices does not follow into the lines.
    auto *filter = child<QLineEdit>("filter");
    QTest::mouseClick(filter, Qt::LeftButton);
    QTest::keyClicks(filter, QStringLiteral("g000000000007")); // in its id
    QTRY_COMPARE(page()->result()->tableModel()->filterText(), QStringLiteral("g000000000007"));
    waitIdle();
    QCOMPARE(table()->model()->rowCount(), 1);
    // Enter on the cell opens its list; the breadcrumb says where it is.
    table()->setFocus();
    table()->setCurrentIndex(lines);
    QTest::keyClick(table(), Qt::Key_Return);
    QTRY_COMPARE(table()->model()->rowCount(), 2);
    QVERIFY(filter->text().isEmpty());
    QCOMPARE(page()->result()->tablePath(), QStringLiteral("data.Invoice[0].lines"));
    QCOMPARE(cell(0, QStringLiteral("quantity")), QStringLiteral("8"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("lines.csv"));
    click(child<QPushButton>("exportTable"));
    saveAs(path);
    QTRY_VERIFY2(status().startsWith(QStringLiteral("Exported 2 row")), qPrintable(status()));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().startsWith("lineNumber,productId,description,quantity,unitPrice,amount\r\n1,"));
    // Backspace in the table goes back up (the window is active again once the dialog is gone,
    // as a window manager makes it).
    m_screen->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_screen.get()));
    QTest::mouseClick(table()->viewport(), Qt::LeftButton, {},
                      table()->visualRect(table()->model()->index(0, 0)).center());
    QTest::keyClick(table(), Qt::Key_Backspace);
    QTRY_COMPARE(page()->result()->tablePath(), QStringLiteral("data.Invoice"));
    QCOMPARE(table()->model()->rowCount(), 1);
}

void TestQueryConsole::findsInTableTreeAndText()
{
    QVERIFY(run(QStringLiteral("{ Invoice { invoiceNumber status lines } }")));
    QTest::keyClick(table(), Qt::Key_F, Qt::ControlModifier);
    auto *find = child<QLineEdit>("find");
    QTRY_VERIFY(find->hasFocus());
    QTest::keyClicks(find, QStringLiteral("inv-ac-0000012"));
    auto *count = child<QLabel>("findStatus");
    QTRY_COMPARE(count->text(), QStringLiteral("1 of 10")); // 120..129
    QTest::keyClick(find, Qt::Key_F3);
    QCOMPARE(count->text(), QStringLiteral("2 of 10"));
    QCOMPARE(table()->currentIndex().data().toString(), QStringLiteral("INV-AC-00000121"));
    QTest::keyClick(find, Qt::Key_F3, Qt::ShiftModifier);
    QTest::keyClick(find, Qt::Key_F3, Qt::ShiftModifier);
    QCOMPARE(count->text(), QStringLiteral("10 of 10"));
    // The tree: a value deep in a collapsed list is expanded to.
    auto *tabs = child<QTabWidget>("resultTabs");
    QTest::keyClick(find, Qt::Key_Escape);
    QVERIFY(!child<QWidget>("findBar")->isVisible());
    QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(1).center());
    auto *tree = child<QTreeView>("tree");
    QTest::keyClick(tree, Qt::Key_F, Qt::ControlModifier);
    QTest::keyClicks(find, QStringLiteral("Tier 3"));
    QTRY_COMPARE(count->text(), QStringLiteral("1 of 150")); // every fourth invoice, on each of two lines
    const QModelIndex current = tree->currentIndex();
    QVERIFY(current.data().toString().contains(QStringLiteral("tier 3")));
    QVERIFY(tree->isExpanded(current.parent()));
    QCOMPARE(current.parent().data().toString(), QStringLiteral("[1]"));
    QCOMPARE(current.parent().parent().data().toString(), QStringLiteral("lines"));
    QCOMPARE(current.parent().parent().parent().data().toString(), QStringLiteral("[30]"));
    // The text: counted and selected.
    QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(2).center());
    QTRY_COMPARE(count->text(), QStringLiteral("1 of 150"));
    auto *raw = child<QPlainTextEdit>("raw");
    QCOMPARE(raw->textCursor().selectedText().toLower(), QStringLiteral("tier 3"));
}

void TestQueryConsole::tabsByKeysComeBackAfterARestart()
{
    QVERIFY(run(QStringLiteral("{ Customer { id name } }")));
    QTest::keyClick(page()->editor(), Qt::Key_T, Qt::ControlModifier);
    QCOMPARE(m_screen->pageCount(), 2);
    QVERIFY(page()->editor()->hasFocus());
    QVERIFY(run(QStringLiteral("{ Invoice { id } }")));
    QTest::keyClick(page()->editor(), Qt::Key_T, Qt::ControlModifier);
    page()->editor()->insertPlainText(QStringLiteral("{ Contact { id } }"));
    auto *tabs = m_screen->findChild<QTabBar *>(QStringLiteral("tabs"));
    QCOMPARE(tabs->tabText(2), QStringLiteral("Contact id"));
    QTest::keyClick(page()->editor(), Qt::Key_PageUp, Qt::ControlModifier);
    QCOMPARE(tabs->currentIndex(), 1);
    QCOMPARE(page()->query(), QStringLiteral("{ Invoice { id } }"));
    QCOMPARE(child<QTableView>("table")->model()->rowCount(), 330); // its own answer
    QTest::keyClick(page()->editor(), Qt::Key_PageDown, Qt::ControlModifier);
    QTest::keyClick(page()->editor(), Qt::Key_PageDown, Qt::ControlModifier);
    QCOMPARE(tabs->currentIndex(), 0);                                 // round
    QTest::keyClick(page()->editor(), Qt::Key_W, Qt::ControlModifier); // run before: no question
    QCOMPARE(m_screen->pageCount(), 2);
    m_screen.reset(); // a restart
    open();
    QCOMPARE(m_screen->pageCount(), 2);
    auto *restored = m_screen->findChild<QTabBar *>(QStringLiteral("tabs"));
    QCOMPARE(restored->tabText(0), QStringLiteral("Invoice id"));
    QCOMPARE(restored->tabText(1), QStringLiteral("Contact id"));
    QCOMPARE(page()->result()->tableModel()->rowCount(), 0); // the text, not the answer
}

void TestQueryConsole::closingAnUnrunTabAsks()
{
    QTest::keyClick(page()->editor(), Qt::Key_T, Qt::ControlModifier);
    page()->editor()->insertPlainText(QStringLiteral("{ Customer { parentCustomerId } }"));
    QTest::keyClick(page()->editor(), Qt::Key_W, Qt::ControlModifier);
    QMessageBox *box = nullptr;
    QTRY_VERIFY((box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) != nullptr);
    QVERIFY(box->text().contains(QStringLiteral("never run or saved")));
    QTest::mouseClick(box->button(QMessageBox::Cancel), Qt::LeftButton);
    QTRY_VERIFY(QApplication::activeModalWidget() == nullptr);
    QCOMPARE(m_screen->pageCount(), 2);
    QCOMPARE(page()->query(), QStringLiteral("{ Customer { parentCustomerId } }"));
    // Asked again, Close closes it.
    QTest::keyClick(page()->editor(), Qt::Key_W, Qt::ControlModifier);
    QTRY_VERIFY((box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) != nullptr);
    QTest::mouseClick(box->button(QMessageBox::Close), Qt::LeftButton);
    QTRY_COMPARE(m_screen->pageCount(), 1);
}

void TestQueryConsole::historyIsSearchable()
{
    QVERIFY(run(QStringLiteral("{ Customer { id } }")));
    QVERIFY(run(QStringLiteral("{ Invoice(limit: 1) { id status } }")));
    QVERIFY(run(QStringLiteral("{ Contact(limit: 1) { id } }")));
    auto *history = m_screen->findChild<QComboBox *>(QStringLiteral("history"));
    QTest::mouseClick(history->lineEdit(), Qt::LeftButton);
    QTest::keyClicks(history->lineEdit(), QStringLiteral("status"));
    QAbstractItemView *popup = history->completer()->popup();
    QTRY_VERIFY(popup->isVisible());
    QCOMPARE(popup->model()->rowCount(), 1);
    QTest::keyClick(popup, Qt::Key_Down);
    QTest::keyClick(popup, Qt::Key_Return);
    QTRY_COMPARE(page()->query(), QStringLiteral("{ Invoice(limit: 1) { id status } }"));
}

void TestQueryConsole::largeAnswerIsNotShownAsTextButSavedExactly()
{
    m_f.reset();
    m_screen.reset();
    QSettings().clear();
    bd::sandbox::SandboxOptions options;
    options.generateInvoices = 6000; // about 3.3 MB
    m_f = std::make_unique<ApiFixture>(options);
    m_f->signInWithApiKey("acme");
    open();
    QVERIFY(run(QStringLiteral("{ Invoice { id invoiceNumber lines billTo } Customer { id name } }")));
    QTRY_COMPARE(table()->model()->rowCount(), 6030); // read on a worker
    // The other list, picked by keys: its rows are read on a worker too.
    auto *lists = child<QComboBox>("tables");
    QVERIFY(lists->isVisible());
    QCOMPARE(lists->count(), 2);
    lists->setFocus();
    QTest::keyClick(lists, Qt::Key_Down);
    QTRY_COMPARE(page()->result()->tablePath(), QStringLiteral("data.Customer"));
    QTRY_VERIFY(table()->model()->rowCount() > 0 && table()->model()->rowCount() < 100);
    QCOMPARE(table()->model()->headerData(1, Qt::Horizontal).toString(), QStringLiteral("name"));
    auto *tabs = child<QTabWidget>("resultTabs");
    QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(2).center());
    auto *note = child<QLabel>("rawNote");
    QVERIFY(note->isVisible());
    QVERIFY2(note->text().contains(QStringLiteral(" MB, too large to show as text")),
             qPrintable(note->text()));
    QVERIFY(child<QPlainTextEdit>("raw")->toPlainText().isEmpty());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("answer.json"));
    click(child<QPushButton>("saveAnswer"));
    saveAs(path);
    QTRY_VERIFY(status().startsWith(QStringLiteral("Saved the answer")));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), page()->runner()->lastRun().body);
}

void TestQueryConsole::prettifiesQueryAndVariables()
{
    page()->editor()->setFocus();
    page()->editor()->insertPlainText(QStringLiteral("{Invoice(where:{status:{_eq:$s}}){id status}}"));
    auto *variables = child<QPlainTextEdit>("variables");
    variables->setPlainText(QStringLiteral(R"({"s":"Draft"})"));
    QTest::keyClick(page()->editor(), Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY2(page()->query().contains(QStringLiteral("\n  Invoice(")), qPrintable(page()->query()));
    QVERIFY(page()->query().contains(QStringLiteral("\n    id\n")));
    QCOMPARE(variables->toPlainText(), QStringLiteral("{\n  \"s\": \"Draft\"\n}"));
    // One step of undo gives the text back as typed.
    QTest::keyClick(page()->editor(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(page()->query(), QStringLiteral("{Invoice(where:{status:{_eq:$s}}){id status}}"));
}

void TestQueryConsole::copiesTheRequestAsCurlWithoutSecrets()
{
    page()->editor()->setFocus();
    page()->editor()->insertPlainText(QStringLiteral("{ Customer { id } }"));
    click(child<QPushButton>("copyCurl"));
    const QString copied = QApplication::clipboard()->text();
    QVERIFY2(copied.contains(QStringLiteral("$BILLING_DESK_API_KEY")), qPrintable(copied));
    QVERIFY(copied.contains(QStringLiteral("/api/async/graphql")));
    const QString key = QString::fromUtf8(m_f->apiKey("acme").first().second);
    QVERIFY(!key.isEmpty());
    QVERIFY2(!copied.contains(key), "the API key itself was copied");
}

void TestQueryConsole::completesAFieldAnEarlierAnswerHad()
{
    // billTo is in no documentation: only the answer below teaches it.
    QVERIFY(run(QStringLiteral("{ Invoice(limit: 40) { id billTo } }")));
    QTest::keyClick(page()->editor(), Qt::Key_T, Qt::ControlModifier);
    QTest::keyClicks(page()->editor(), QStringLiteral("{ Invoice { bil"));
    QAbstractItemView *popup = nullptr;
    QTRY_VERIFY((popup = shownCompletions()) != nullptr);
    QCOMPARE(popup->model()->index(0, 0).data().toString(), QStringLiteral("billTo"));
    QTest::keyClick(popup, Qt::Key_Return);
    QTRY_COMPARE(page()->query(), QStringLiteral("{ Invoice { billTo"));
}

// The independent service answers GraphQL introspection: after a first answer the console asks
// it once, and completion offers a field no answer has shown and no documentation names.
void TestQueryConsole::completesFromAnotherServicesIntrospection()
{
    m_screen.reset();
    AltService alt;
    QVERIFY(alt.start().isValid());
    bd::api::ApiClient client;
    QVERIFY(alt.signIn(client, QStringLiteral("north")));
    QueryScreen screen(accountOf(client));
    screen.resize(1300, 850);
    screen.show();
    QVERIFY(QTest::qWaitForWindowExposed(&screen));
    QueryPage *first = screen.currentPage();
    first->editor()->setFocus();
    first->editor()->insertPlainText(QStringLiteral("{ Customer { id } }"));
    QSignalSpy finished(&screen, &QueryScreen::queryFinished);
    QTest::keyClick(first->editor(), Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(finished.wait(10000));
    QTest::keyClick(first->editor(), Qt::Key_T, Qt::ControlModifier);
    QueryPage *second = screen.currentPage();
    QVERIFY(second != first);
    // The introspection answer arrives in the background; ask again (Ctrl+Space) until it has.
    QTest::keyClicks(second->editor(), QStringLiteral("{ Invoice { gra"));
    QAbstractItemView *popup = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            QTest::keyClick(second->editor(), Qt::Key_Space, Qt::ControlModifier);
            popup = shownCompletions();
            return popup && popup->model()->rowCount() > 0 &&
                   popup->model()->index(0, 0).data().toString() == QStringLiteral("grandTotal");
        }(),
        10000);
    QTest::keyClick(popup, Qt::Key_Return);
    QCOMPARE(second->query(), QStringLiteral("{ Invoice { grandTotal"));
}

// 40,000 invoices with lines (19 MB) from the sandbox in its own process: from Ctrl+Enter to the
// painted table and through a sort by a header click, the window keeps turning.
void TestQueryConsole::aLargeAnswerNeverStopsTheWindow()
{
    m_screen.reset();
    SandboxProcess sandbox({}, {QStringLiteral("--generate-invoices"), QStringLiteral("40000")});
    QVERIFY2(!sandbox.baseUrl.isEmpty(), "the sandbox did not say where it listens");
    bd::api::ApiClient client;
    bd::api::Environment env;
    env.name = QStringLiteral("Large");
    env.baseUrl = QUrl(sandbox.baseUrl);
    QVERIFY(client.setEnvironment(env).isEmpty());
    client.session().useApiKey(sandbox.apiKey);
    QueryScreen screen(accountOf(client));
    screen.resize(1300, 850);
    screen.show();
    QVERIFY(QTest::qWaitForWindowExposed(&screen));
    QueryPage *page = screen.currentPage();
    page->editor()->setFocus();
    page->editor()->insertPlainText(
        QStringLiteral("{ Invoice { id invoiceNumber status totalAmount lines billTo } }"));
    auto *view = page->findChild<QTableView *>(QStringLiteral("table"));
    QTest::qWait(50);
    LoopWatch watch;
    QTest::keyClick(page->editor(), Qt::Key_Return, Qt::ControlModifier);
    QTRY_COMPARE_WITH_TIMEOUT(view->model()->rowCount(), 40030, 60000);
    view->viewport()->grab();
    const qint64 answerGap = watch.longestGapMs();
    QVERIFY(page->runner()->lastRun().body.size() > 15'000'000);
    QHeaderView *header = view->horizontalHeader();
    const int amount = 3;
    QCOMPARE(view->model()->headerData(amount, Qt::Horizontal).toString(), QStringLiteral("totalAmount"));
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                      QPoint(header->sectionViewportPosition(amount) + 10, header->height() / 2));
    QTRY_VERIFY(!page->result()->tableModel()->isBusy());
    qInfo("longest event-loop gap: %lld ms to the table, %lld ms with the sort", answerGap,
          watch.longestGapMs());
    // The aim is 50 ms on an idle machine (bench/run.sh query-answer); the margin is for a
    // shared one and for sanitizers.
    QVERIFY2(watch.longestGapMs() < timeBudgetMs(200), qPrintable(QString::number(watch.longestGapMs())));
    QCOMPARE(view->model()->index(0, amount).data().toString(), QStringLiteral("0.00")); // smallest first
}

QTEST_MAIN(TestQueryConsole)
#include "tst_queryconsole.moc"
