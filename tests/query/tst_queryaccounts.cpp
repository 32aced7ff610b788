// Which account the query console's requests belong to, through the whole window against the
// in-process sandbox, its request log checked: the schema question (introspection) goes once
// per account, after a first answer, under the account the console was opened for; a tenant
// switch while it is on its way (held by a latency fault) sends nothing under the new tenant
// for the old console, and the new tenant's console asks for itself, once.

#include "../api/apifixture.h"
#include "../common/windowtestutil.h"
#include "widgets/commands/commandbar.h"
#include "widgets/query/queryeditor.h"
#include "widgets/query/querypage.h"
#include "widgets/query/queryscreen.h"

#include <QLineEdit>
#include <QTabWidget>

using namespace bd::test;
using bd::widgets::QueryScreen;

class TestQueryAccounts : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { useTestFolders("tst_queryaccounts"); }
    void schemaQuestionBelongsToTheConsolesAccount();
};

namespace {

struct Graphql
{
    QString tenant;
    bool schema = false; // the introspection question
};

QList<Graphql> graphqlRequests(ApiFixture &f)
{
    QList<Graphql> out;
    for (const auto &r : f.server.service().received()) {
        if (r.path == u"/api/async/graphql")
            out.append({r.accessKeyTenant, r.body.contains("__schema")});
    }
    return out;
}

// Ctrl+6 through the window, a query typed into the console and Ctrl+Enter.
QueryScreen *runInConsole(bd::widgets::MainWindow &window, const QString &query)
{
    window.activateWindow();
    if (!QTest::qWaitForWindowActive(&window))
        return nullptr;
    QTest::keyClick(&window, Qt::Key_6, Qt::ControlModifier);
    auto *console = screenOf<QueryScreen>(window);
    bd::widgets::QueryEditor *editor = console->currentPage()->editor();
    if (!editor->hasFocus())
        return nullptr;
    QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
    editor->insertPlainText(query); // as pasted
    QTest::keyClick(editor, Qt::Key_Return, Qt::ControlModifier);
    return console;
}

} // namespace

void TestQueryAccounts::schemaQuestionBelongsToTheConsolesAccount()
{
    QSettings().clear();
    ApiFixture f;
    bd::widgets::MainWindow window;
    showSignedIn(f, window);
    QString error;
    // The query and the schema question after it each wait 1.5 s at the service.
    f.server.faults().add(
        *bd::sandbox::Fault::parse(QStringLiteral("latency=1500,route=/api/async/graphql,count=2"), &error));
    f.server.service().clearReceived();
    QueryScreen *acme = runInConsole(window, QStringLiteral("{ Customer { id name } }"));
    QVERIFY(acme);
    QSignalSpy answered(acme, &QueryScreen::queryFinished);
    QVERIFY(answered.wait(10000));
    // The schema question is on its way, under Acme's account.
    QTRY_COMPARE(graphqlRequests(f).size(), 2);
    QCOMPARE(graphqlRequests(f).at(1).schema, true);
    QCOMPARE(graphqlRequests(f).at(1).tenant, QStringLiteral("acme"));

    // The person switches tenant (Ctrl+K, "globex", Enter) while it is held.
    QTest::keyClick(&window, Qt::Key_K, Qt::ControlModifier);
    QLineEdit *input = window.commandBar()->input();
    QVERIFY(input->hasFocus());
    QTest::keyClicks(input, QStringLiteral("globex"));
    QTest::keyClick(input, Qt::Key_Return);
    QTRY_COMPARE_WITH_TIMEOUT(f.client.session().current()->tenantName(),
                              QStringLiteral("Globex Corporation"), 10000);
    QTest::qWait(2000);                     // the held answer comes back to a console that is gone
    QCOMPARE(graphqlRequests(f).size(), 2); // nothing more, under either tenant

    // Globex's console asks for itself after its first answer, once.
    QueryScreen *globex = runInConsole(window, QStringLiteral("{ Customer { id } }"));
    QVERIFY(globex);
    QVERIFY(globex != acme);
    QSignalSpy globexAnswered(globex, &QueryScreen::queryFinished);
    QVERIFY(globexAnswered.wait(10000));
    QTRY_COMPARE(graphqlRequests(f).size(), 4);
    QVERIFY(runInConsole(window, QStringLiteral("{ Invoice(limit: 1) { id } }")));
    QVERIFY(globexAnswered.wait(10000));
    QTest::qWait(300);
    const QList<Graphql> all = graphqlRequests(f);
    QCOMPARE(all.size(), 5); // no second schema question
    QCOMPARE(all.at(3).schema, true);
    for (int i = 2; i < all.size(); ++i)
        QCOMPARE(all.at(i).tenant, QStringLiteral("globex"));
}

QTEST_MAIN(TestQueryAccounts)
#include "tst_queryaccounts.moc"
