// The query console offscreen against the in-process sandbox, driven as a person does: typing
// the query and variables, Ctrl+Enter and Esc through the window, clicking an error, picking from
// the history and saved queries, saving through the name dialog, exporting through the file
// dialog, copying a value with Ctrl+C and reading the clipboard back.

#include "../api/apifixture.h"
#include "../common/accounttestutil.h"
#include "../common/personhelpers.h"
#include "models/query/jsontreemodel.h"
#include "models/query/querylexer.h"
#include "models/query/queryrunner.h"
#include "widgets/query/queryeditor.h"
#include "widgets/query/queryhighlighter.h"
#include "widgets/query/queryscreen.h"

#include <QAccessible>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextLayout>
#include <QTreeView>

using namespace bd::test;
using bd::widgets::QueryEditor;
using bd::widgets::QueryScreen;

class TestQueryScreen : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { useTestFolders("tst_queryscreen"); }
    void init()
    {
        m_f = signedInFixture(QStringLiteral("Acme Software Ltd"));
        open();
    }
    void cleanup()
    {
        m_screen.reset();
        m_f.reset();
    }
    void runsWithVariablesAsTyped();
    void checksVariablesWhileTyping();
    void clickOrEnterOnAnErrorMovesTheCursor();
    void historyComesBackAfterARestart();
    void savesNamedQueries();
    void exportsAListAsCsv();
    void cancelsAndShowsTheTime();
    void highlightsAndMatchesBrackets();
    void copiesExactValues();
    void everyControlHasAName();

private:
    void open()
    {
        m_screen = std::make_unique<QueryScreen>(accountOf(m_f->client));
        m_screen->resize(1200, 800);
        m_screen->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_screen.get()));
        m_screen->activate();
    }
    template <typename T> T *child(const char *name) const
    {
        return m_screen->findChild<T *>(QLatin1String(name));
    }
    QueryEditor *editor() const { return child<QueryEditor>("editor"); }
    QPlainTextEdit *variables() const { return child<QPlainTextEdit>("variables"); }
    QString text(const char *label) const { return child<QLabel>(label)->text(); }
    void click(QWidget *w) { QTest::mouseClick(w, Qt::LeftButton, {}, w->rect().center()); }
    // Types into a text box as a person does: a click, select all when replacing, then keys.
    static void type(QPlainTextEdit *box, const QString &text)
    {
        QTest::mouseClick(box->viewport(), Qt::LeftButton);
        QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
        if (text.isEmpty())
            QTest::keyClick(box, Qt::Key_Delete);
        const QStringList lines = text.split(u'\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (i > 0)
                QTest::keyClick(box, Qt::Key_Return);
            QTest::keyClicks(box, lines.at(i));
        }
    }
    bool runWithKeys()
    {
        QSignalSpy finished(m_screen.get(), &QueryScreen::queryFinished);
        // The offscreen platform leaves no window active once a completion popup has closed;
        // a window manager gives the window its focus back.
        if (!QApplication::activeWindow()) {
            m_screen->activateWindow();
            if (!QTest::qWaitForWindowActive(m_screen.get()))
                return false;
        }
        QTest::keyClick(editor(), Qt::Key_Return, Qt::ControlModifier);
        return finished.wait(10000);
    }
    // Pastes a file name into a save dialog and clicks Save.
    void saveAs(const QString &path)
    {
        QFileDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) != nullptr);
        QVERIFY(bd::test::saveInFileDialog(dialog, path));
    }
    std::unique_ptr<ApiFixture> m_f;
    std::unique_ptr<QueryScreen> m_screen;
};

void TestQueryScreen::runsWithVariablesAsTyped()
{
    type(editor(),
         QStringLiteral(
             "query Drafts($s: String) {\n  Invoice(where: {status: {_eq: $s}}) { id totalAmount }\n}"));
    type(variables(), QStringLiteral(R"({"s": "Draft"})"));
    m_f->server.service().clearReceived();
    QVERIFY(runWithKeys());
    const auto &received = m_f->server.service().received();
    QCOMPARE(received.size(), 1);
    QCOMPARE(received.first().path, QStringLiteral("/api/async/graphql"));
    QCOMPARE(received.first().body,
             QByteArray(R"({"query":"query Drafts($s: String) {\n  Invoice(where: {status: {_eq: $s}}) { id )"
                        R"(totalAmount }\n}","variables":{"s": "Draft"}})"));
    QVERIFY2(text("runStatus").startsWith(QStringLiteral("Answered in")), qPrintable(text("runStatus")));
    auto *tree = child<QTreeView>("tree");
    const QModelIndex data = tree->model()->index(0, 0);
    QCOMPARE(data.data().toString(), QStringLiteral("data"));
    const QModelIndex list = tree->model()->index(0, 0, data);
    QCOMPARE(tree->model()->rowCount(list), 5);
    QVERIFY(tree->isExpanded(list));
    // The text is made when its tab is first shown.
    auto *tabs = child<QTabWidget>("resultTabs")->tabBar();
    QTest::mouseClick(tabs, Qt::LeftButton, {}, tabs->tabRect(2).center());
    QVERIFY(
        child<QPlainTextEdit>("raw")->toPlainText().contains(QStringLiteral("\"totalAmount\": 26950.00")));
    QVERIFY(!child<QWidget>("errorsArea")->isVisible());
}

void TestQueryScreen::checksVariablesWhileTyping()
{
    type(editor(), QStringLiteral("{ Customer { id } }"));
    auto *run = child<QPushButton>("run");
    QVERIFY(run->isEnabled());
    type(variables(), QStringLiteral("{\n  \"s\": Draft\n}"));
    QVERIFY2(text("variablesStatus").contains(QStringLiteral("line 2, column 8")),
             qPrintable(text("variablesStatus")));
    QVERIFY(!run->isEnabled());
    QVERIFY(run->toolTip().contains(QStringLiteral("line 2, column 8")));
    QVERIFY(text("runStatus").startsWith(QStringLiteral("Cannot run")));
    m_f->server.service().clearReceived();
    QTest::keyClick(variables(), Qt::Key_Return, Qt::ControlModifier); // nothing is sent
    QTest::qWait(100);
    QVERIFY(m_f->server.service().received().isEmpty());
    type(variables(), QStringLiteral("[1, 2]"));
    QVERIFY(text("variablesStatus").contains(QStringLiteral("must be a JSON object")));
    QVERIFY(!run->isEnabled());
    type(variables(), QStringLiteral(R"({"s": "Draft"})"));
    QCOMPARE(text("variablesStatus"), QStringLiteral("A valid JSON object."));
    QVERIFY(run->isEnabled());
    QVERIFY(!text("runStatus").startsWith(QStringLiteral("Cannot run")));
}

void TestQueryScreen::clickOrEnterOnAnErrorMovesTheCursor()
{
    type(editor(), QStringLiteral("{\n  Invoice {\n    id nope\n  }\n}"));
    QVERIFY(runWithKeys());
    auto *errors = child<QListWidget>("errors");
    QVERIFY(errors->isVisible());
    QCOMPARE(errors->count(), 1);
    QVERIFY2(errors->item(0)->text().startsWith(QStringLiteral("line 3, column 8: ")),
             qPrintable(errors->item(0)->text()));
    editor()->moveCursor(QTextCursor::Start);
    QTest::mouseClick(errors->viewport(), Qt::LeftButton, {},
                      errors->visualItemRect(errors->item(0)).center());
    QCOMPARE(editor()->textCursor().blockNumber(), 2);
    QCOMPARE(editor()->textCursor().positionInBlock(), 7);
    QVERIFY(editor()->hasFocus());
    // The same with the keyboard.
    editor()->moveCursor(QTextCursor::End);
    errors->setFocus();
    QTest::keyClick(errors, Qt::Key_Return);
    QCOMPARE(editor()->textCursor().blockNumber(), 2);
    QCOMPARE(editor()->textCursor().positionInBlock(), 7);
    // A syntax error answered with 400 is shown the same way.
    type(editor(), QStringLiteral("{ Invoice { id "));
    QVERIFY(runWithKeys());
    QCOMPARE(errors->count(), 1);
    QVERIFY(errors->item(0)->text().startsWith(QStringLiteral("line 1, column 16: ")));
    QVERIFY(text("runStatus").contains(QStringLiteral("HTTP 400")));
}

void TestQueryScreen::historyComesBackAfterARestart()
{
    type(editor(), QStringLiteral("{ Customer { id } }"));
    QVERIFY(runWithKeys());
    type(editor(), QStringLiteral("query ($s: String) { Invoice(where: {status: {_eq: $s}}) { id } }"));
    type(variables(), QStringLiteral(R"({"s": "Canceled"})"));
    QVERIFY(runWithKeys());
    type(editor(), QStringLiteral("{ Contact { id } }")); // typed, not run

    m_screen.reset(); // the app closes and starts again
    open();
    QCOMPARE(editor()->toPlainText(), QStringLiteral("{ Contact { id } }"));
    QCOMPARE(variables()->toPlainText(), QStringLiteral(R"({"s": "Canceled"})"));
    auto *history = child<QComboBox>("history");
    QCOMPARE(history->count(), 2);
    QVERIFY(history->itemText(0).contains(QStringLiteral("Invoice(where")));
    QVERIFY(history->itemText(1).contains(QStringLiteral("{ Customer { id } }")));
    history->setFocus();
    QTest::keyClick(history, Qt::Key_Down); // picks the newest
    QCOMPARE(editor()->toPlainText(),
             QStringLiteral("query ($s: String) { Invoice(where: {status: {_eq: $s}}) { id } }"));
    QCOMPARE(variables()->toPlainText(), QStringLiteral(R"({"s": "Canceled"})"));
    QCOMPARE(history->currentIndex(), -1);
    // Nothing else is kept: no credentials in the settings.
    QSettings settings;
    for (const QString &key : settings.allKeys())
        QVERIFY(
            !settings.value(key).toString().contains(QString::fromUtf8(m_f->apiKey("acme").first().second)));
}

void TestQueryScreen::savesNamedQueries()
{
    type(editor(), QStringLiteral("{ Invoice(where: {status: {_eq: Draft}}) { id } }"));
    click(child<QPushButton>("saveQuery"));
    QInputDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget())) != nullptr);
    auto *name = dialog->findChild<QLineEdit *>();
    QTest::keyClicks(name, QStringLiteral("Drafts"));
    QTest::keyClick(name, Qt::Key_Return);
    auto *saved = child<QComboBox>("saved");
    QTRY_COMPARE(saved->count(), 1);
    QCOMPARE(saved->currentText(), QStringLiteral("Drafts"));

    type(editor(), QStringLiteral("{ Customer { id } }"));
    m_screen.reset();
    open();
    saved = child<QComboBox>("saved");
    QCOMPARE(saved->count(), 1);
    saved->setFocus();
    QTest::keyClick(saved, Qt::Key_Down);
    QCOMPARE(editor()->toPlainText(), QStringLiteral("{ Invoice(where: {status: {_eq: Draft}}) { id } }"));
    auto *remove = child<QPushButton>("removeSaved");
    QVERIFY(remove->isEnabled());
    click(remove);
    QCOMPARE(saved->count(), 0);
}

void TestQueryScreen::exportsAListAsCsv()
{
    type(editor(),
         QStringLiteral("{ Invoice(where: {status: {_eq: Draft}}, limit: 2) { id invoiceNumber totalAmount } "
                        "Invoice_aggregate { count } }"));
    QVERIFY(runWithKeys());
    auto *tables = child<QComboBox>("tables");
    QCOMPARE(tables->count(), 1);
    QVERIFY(tables->currentText().startsWith(QStringLiteral("data.Invoice (2 row")));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("drafts.csv"));
    click(child<QPushButton>("exportTable"));
    saveAs(path);
    QTRY_VERIFY(text("runStatus").contains(QStringLiteral("Exported 2"))); // written on a worker
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QCOMPARE(lines.size(), 4);
    QCOMPARE(lines.at(0), QByteArray("id,invoiceNumber,totalAmount\r"));
    QVERIFY2(lines.at(1).endsWith(",INV-00001216,26950.00\r"), lines.at(1).constData());
    QVERIFY(text("runStatus").contains(QStringLiteral("Exported 2")));
}

void TestQueryScreen::cancelsAndShowsTheTime()
{
    QString error;
    m_f->server.faults().add(
        *bd::sandbox::Fault::parse(QStringLiteral("latency=3000,route=/api/async/graphql"), &error));
    type(editor(), QStringLiteral("{ Customer { id } }"));
    QSignalSpy finished(m_screen.get(), &QueryScreen::queryFinished);
    QTest::keyClick(editor(), Qt::Key_Return, Qt::ControlModifier);
    // At once, not at the first tick: the last run's answer is no longer what is happening.
    QVERIFY2(text("runStatus").startsWith(QStringLiteral("Running…")), qPrintable(text("runStatus")));
    QVERIFY(child<QPushButton>("cancel")->isEnabled());
    QVERIFY(!child<QPushButton>("run")->isEnabled());
    const QString first = text("runStatus");
    QTRY_VERIFY(text("runStatus") != first); // the time moves on
    QTest::keyClick(editor(), Qt::Key_Escape);
    QVERIFY(finished.count() == 1 || finished.wait(5000));
    QVERIFY2(text("runStatus").startsWith(QStringLiteral("Canceled after")), qPrintable(text("runStatus")));
    QVERIFY(!child<QPushButton>("cancel")->isEnabled());
    QVERIFY(child<QPushButton>("run")->isEnabled());
}

void TestQueryScreen::highlightsAndMatchesBrackets()
{
    using Kind = bd::models::QueryToken::Kind;
    type(editor(),
         QStringLiteral("query Q($s: String) { # the \"}\" here is text\n  Invoice(limit: 5, where: {status: "
                        "{_eq: \"Draft\"}}) { id }\n}"));
    const auto formatAt = [this](int block, int column) {
        const QTextBlock b = editor()->document()->findBlockByNumber(block);
        for (const QTextLayout::FormatRange &r : b.layout()->formats()) {
            if (column >= r.start && column < r.start + r.length)
                return r.format;
        }
        return QTextCharFormat();
    };
    QCOMPARE(formatAt(0, 0).foreground(),
             bd::widgets::QueryHighlighter::formatFor(Kind::Keyword).foreground());
    QCOMPARE(formatAt(0, 0).fontWeight(), int(QFont::Bold));
    QCOMPARE(formatAt(0, 8).foreground(),
             bd::widgets::QueryHighlighter::formatFor(Kind::Variable).foreground());
    QVERIFY(formatAt(0, 25).fontItalic()); // the comment
    const QString line2 = editor()->document()->findBlockByNumber(1).text();
    QCOMPARE(formatAt(1, int(line2.indexOf(u'5'))).foreground(),
             bd::widgets::QueryHighlighter::formatFor(Kind::Number).foreground());
    QCOMPARE(formatAt(1, int(line2.indexOf(u'"'))).foreground(),
             bd::widgets::QueryHighlighter::formatFor(Kind::String).foreground());
    QCOMPARE(formatAt(1, 2).foreground(), bd::widgets::QueryHighlighter::formatFor(Kind::Name).foreground());

    // The cursor after the last "}" marks it and the "{" on the first line, past the comment's "}".
    const QString all = editor()->toPlainText();
    QTest::keyClick(editor(), Qt::Key_End, Qt::ControlModifier);
    QVERIFY(editor()->markedBracketsMatch());
    QCOMPARE(editor()->markedBrackets(), (QList<int>{int(all.size()) - 1, int(all.indexOf(u'{'))}));
    QCOMPARE(editor()->extraSelections().size(), 2);
    // Next to the "(" of Invoice(: its ")".
    QTest::keyClick(editor(), Qt::Key_Up);
    QTest::keyClick(editor(), Qt::Key_Home);
    for (int i = 0; i < 9; ++i)
        QTest::keyClick(editor(), Qt::Key_Right); // after "  Invoice"
    const int open = int(all.indexOf(u'(', all.indexOf(u"Invoice")));
    QCOMPARE(editor()->markedBrackets().value(0), open);
    QCOMPARE(editor()->markedBrackets().value(1), int(all.indexOf(u')', open)));
    // An unmatched bracket is marked alone.
    QTest::keyClick(editor(), Qt::Key_End, Qt::ControlModifier);
    QTest::keyClick(editor(), Qt::Key_Return);
    QTest::keyClicks(editor(), QStringLiteral("]"));
    QVERIFY(!editor()->markedBracketsMatch());
    QCOMPARE(editor()->markedBrackets().size(), 1);
}

void TestQueryScreen::copiesExactValues()
{
    type(editor(),
         QStringLiteral("{ Invoice(where: {invoiceNumber: {_eq: \"INV-00001209\"}}) { totalAmount } }"));
    QVERIFY(runWithKeys());
    auto *tree = child<QTreeView>("tree");
    const QModelIndex data = tree->model()->index(0, 0);
    const QModelIndex list = tree->model()->index(0, 0, data);
    const QModelIndex first = tree->model()->index(0, 0, list);
    tree->expand(first);
    const QModelIndex amount = tree->model()->index(0, 1, first);
    QCOMPARE(amount.data().toString(), QStringLiteral("12345678901234.56"));
    tree->setFocus();
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(amount).center());
    QTest::keyClick(tree, Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("12345678901234.56"));
}

void TestQueryScreen::everyControlHasAName()
{
    for (QWidget *w : m_screen->findChildren<QWidget *>()) {
        if (w->focusPolicy() == Qt::NoFocus || qobject_cast<QScrollBar *>(w) ||
            !w->isVisibleTo(m_screen.get()))
            continue;
        QAccessibleInterface *a = QAccessible::queryAccessibleInterface(w);
        QVERIFY2(a && !a->text(QAccessible::Name).isEmpty(),
                 qPrintable(w->objectName() + QLatin1Char(' ') +
                            QString::fromLatin1(w->metaObject()->className())));
    }
}

QTEST_MAIN(TestQueryScreen)
#include "tst_queryscreen.moc"
