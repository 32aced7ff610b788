// The query console's controller and models against the in-process sandbox, without widgets: the
// exact request, errors with their places (from a 200 and from a 400), variables checked as typed,
// cancel, history per environment and tenant, the result tree over exact JSON, table exports, and
// the lexer behind highlighting and bracket matching.

#include "../api/apifixture.h"
#include "../common/accounttestutil.h"
#include "models/query/jsontreemodel.h"
#include "models/query/queryexport.h"
#include "models/query/querylexer.h"
#include "models/query/queryrunner.h"

#include <QAbstractItemModelTester>
#include <QSettings>
#include <QStandardPaths>

using namespace bd::test;
using bd::models::QueryRunner;

class TestQueryRunner : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { useTestFolders("tst_queryrunner"); }
    void init()
    {
        m_f = signedInFixture(QStringLiteral("Acme Software Ltd"));
        m_runner = std::make_unique<QueryRunner>(accountOf(m_f->client));
    }
    void cleanup()
    {
        m_runner.reset();
        m_f.reset();
    }
    void sendsQueryAndVariablesAsTyped();
    void readsErrorsWithPlaces_data();
    void readsErrorsWithPlaces();
    void checksVariables_data();
    void checksVariables();
    void cancels();
    void keepsHistoryPerTenant();
    void treeKeepsExactNumbers();
    void exportsListsOfObjects();
    void lexes();
    void matchesBrackets_data();
    void matchesBrackets();

private:
    bool runAndWait(const QString &query, const QString &variables = {})
    {
        QSignalSpy finished(m_runner.get(), &QueryRunner::finished);
        if (!m_runner->run(query, variables))
            return false;
        return finished.wait(10000);
    }
    std::unique_ptr<ApiFixture> m_f;
    std::unique_ptr<QueryRunner> m_runner;
};

void TestQueryRunner::sendsQueryAndVariablesAsTyped()
{
    m_f->server.service().clearReceived();
    const QString query = QStringLiteral(
        "query ($p: String) {\n  Customer(where: {parentCustomerId: {_eq: $p}}) { id name }\n}");
    QVERIFY(runAndWait(query, QStringLiteral("  { \"p\": \"001Ac000008Q7lRVsu\" }\n")));
    const auto &received = m_f->server.service().received();
    QCOMPARE(received.size(), 1);
    QCOMPARE(received.first().method, QByteArray("GET"));
    QCOMPARE(received.first().path, QStringLiteral("/api/async/graphql"));
    QCOMPARE(received.first().body,
             QByteArray(R"({"query":"query ($p: String) {\n  Customer(where: {parentCustomerId: {_eq: $p}}) )"
                        R"({ id name }\n}","variables":{ "p": "001Ac000008Q7lRVsu" }})"));
    const auto &run = m_runner->lastRun();
    QVERIFY(run.failure.isEmpty());
    QCOMPARE(run.httpStatus, 200);
    QVERIFY(run.response.errors.isEmpty());
    QVERIFY(bd::models::memberOf(run.response.data(), "Customer").isArray());
    QVERIFY(run.elapsedMs >= 0);
}

void TestQueryRunner::readsErrorsWithPlaces_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<int>("status");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("code");
    QTest::newRow("unknown field (200)")
        << "{\n  Invoice {\n    id\n    nope\n  }\n}" << 200 << 4 << 5 << "UNKNOWN_FIELD";
    QTest::newRow("syntax error (400)") << "{ Invoice { id " << 400 << 1 << 16 << "GRAPHQL_PARSE_FAILED";
}

void TestQueryRunner::readsErrorsWithPlaces()
{
    QFETCH(QString, query);
    QFETCH(int, status);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, code);
    QVERIFY(runAndWait(query));
    const auto &run = m_runner->lastRun();
    QCOMPARE(run.httpStatus, status);
    QVERIFY2(run.failure.isEmpty(), qPrintable(run.failure)); // the errors are the answer to show
    QCOMPARE(run.response.errors.size(), 1);
    const auto &e = run.response.errors.first();
    QCOMPARE(e.line, line);
    QCOMPARE(e.column, column);
    QCOMPARE(e.code, code);
    QVERIFY(bd::models::describe(e).startsWith(QStringLiteral("line %1, column %2: ").arg(line).arg(column)));
}

void TestQueryRunner::checksVariables_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("problem");
    QTest::newRow("empty is none") << "  \n"
                                   << "";
    QTest::newRow("object") << R"({"s": "Draft", "n": 1.50})"
                            << "";
    QTest::newRow("not JSON") << "{\n  \"s\": Draft\n}"
                              << "line 2, column 8";
    QTest::newRow("unclosed") << R"({"s": "Draft")"
                              << "line 1, column 14";
    QTest::newRow("an array") << "[1, 2]"
                              << "must be a JSON object";
}

void TestQueryRunner::checksVariables()
{
    QFETCH(QString, text);
    QFETCH(QString, problem);
    const QString said = QueryRunner::variablesProblem(text);
    if (problem.isEmpty())
        QVERIFY2(said.isEmpty(), qPrintable(said));
    else
        QVERIFY2(said.contains(problem), qPrintable(said));
    QCOMPARE(m_runner->run(QStringLiteral("{ Customer { id } }"), text), problem.isEmpty());
    m_runner->cancel();
}

void TestQueryRunner::cancels()
{
    QString error;
    m_f->server.faults().add(
        *bd::sandbox::Fault::parse(QStringLiteral("latency=2000,route=/api/async/graphql"), &error));
    QSignalSpy finished(m_runner.get(), &QueryRunner::finished);
    QVERIFY(m_runner->run(QStringLiteral("{ Customer { id } }"), {}));
    QVERIFY(m_runner->isRunning());
    QVERIFY(!m_runner->run(QStringLiteral("{ Customer { id } }"), {})); // one at a time
    QTest::qWait(100);
    m_runner->cancel();
    QVERIFY(finished.count() == 1 || finished.wait(5000));
    QVERIFY(m_runner->lastRun().canceled);
    QVERIFY(!m_runner->isRunning());
    QVERIFY(m_runner->lastRun().elapsedMs >= 100);
}

void TestQueryRunner::keepsHistoryPerTenant()
{
    QVERIFY(runAndWait(QStringLiteral("{ Customer { id } }")));
    m_f->clock.advanceMs(5000);
    QVERIFY(runAndWait(QStringLiteral("query ($s: String) { Invoice(where: {status: {_eq: $s}}) { id } }"),
                       QStringLiteral(R"({"s": "Draft"})")));
    QVERIFY(runAndWait(QStringLiteral("{ Customer { id } }"))); // again: moves up, not repeated
    auto entries = m_runner->history().entries();
    QCOMPARE(entries.size(), 2);
    QCOMPARE(entries.at(0).query, QStringLiteral("{ Customer { id } }"));
    QCOMPARE(entries.at(1).variables, QStringLiteral(R"({"s": "Draft"})"));
    QCOMPARE(entries.at(1).time, m_f->clock.nowUtc());

    auto history = m_runner->history();
    history.save({QStringLiteral("Drafts"), entries.at(1).query, entries.at(1).variables});
    history.save({QStringLiteral("All customers"), entries.at(0).query, {}});
    history.save({QStringLiteral("Drafts"), entries.at(1).query, QStringLiteral(R"({"s": "Canceled"})")});
    QCOMPARE(history.saved().size(), 2);
    QCOMPARE(history.saved().at(0).name, QStringLiteral("All customers"));
    QCOMPARE(history.saved().at(1).variables, QStringLiteral(R"({"s": "Canceled"})"));
    history.remove(QStringLiteral("All customers"));
    QCOMPARE(history.saved().size(), 1);
    history.setDraft(QStringLiteral("{ Contact { id } }"), QStringLiteral("{}"));

    // Another tenant starts empty; coming back finds everything.
    m_f->client.session().setTenant({}, QStringLiteral("Globex Corporation"));
    QVERIFY(m_runner->history().entries().isEmpty());
    QVERIFY(m_runner->history().saved().isEmpty());
    QVERIFY(m_runner->history().draft().query.isEmpty());
    m_f->client.session().setTenant({}, QStringLiteral("Acme Software Ltd"));
    QCOMPARE(m_runner->history().entries().size(), 2);
    QCOMPARE(m_runner->history().draft().query, QStringLiteral("{ Contact { id } }"));
}

void TestQueryRunner::treeKeepsExactNumbers()
{
    QVERIFY(
        runAndWait(QStringLiteral("{ Invoice(where: {invoiceNumber: {_eq: \"INV-00001209\"}}) "
                                  "{ id totalAmount tags: status } total: Invoice_aggregate { count } }")));
    bd::models::JsonTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDocument(m_runner->lastRun().response.document);
    QCOMPARE(model.rowCount(), 1); // "data"
    const QModelIndex data = model.index(0, 0);
    QCOMPARE(data.data().toString(), QStringLiteral("data"));
    QVERIFY(model.index(0, 1).data().toString().startsWith(QStringLiteral("{2 field")));
    const QModelIndex invoices = model.index(0, 0, data);
    QVERIFY(invoices.siblingAtColumn(1).data().toString().startsWith(QStringLiteral("[1 item")));
    const QModelIndex first = model.index(0, 0, invoices);
    QCOMPARE(first.data().toString(), QStringLiteral("[0]"));
    // A row of a list shows some of its values while folded.
    QVERIFY(first.siblingAtColumn(1).data().toString().contains(
        QStringLiteral("totalAmount: 12345678901234.56")));
    const QModelIndex amount = model.index(1, 0, first);
    QCOMPARE(amount.data().toString(), QStringLiteral("totalAmount"));
    QCOMPARE(amount.siblingAtColumn(1).data().toString(), QStringLiteral("12345678901234.56"));
    QCOMPARE(amount.siblingAtColumn(2).data().toString(), QStringLiteral("number"));
    QCOMPARE(amount.data(bd::models::JsonTreeModel::PathRole).toString(),
             QStringLiteral("data.Invoice[0].totalAmount"));
    const QModelIndex id = model.index(0, 1, first);
    QCOMPARE(id.data(bd::models::JsonTreeModel::RawJsonRole).toString(), u'"' + id.data().toString() + u'"');
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestQueryRunner::exportsListsOfObjects()
{
    QVERIFY(runAndWait(QStringLiteral("{ Invoice(where: {status: {_eq: Draft}}, limit: 2) "
                                      "{ id totalAmount currencyIsoCode } Invoice_aggregate { count } }")));
    const auto tables = bd::models::findQueryTables(m_runner->lastRun().response);
    QCOMPARE(tables.size(), 1);
    QCOMPARE(tables.first().path, QStringLiteral("data.Invoice"));
    const QByteArray csv = bd::models::queryTableCsv(tables.first().list);
    const QList<QByteArray> lines = csv.split('\n');
    QCOMPARE(lines.size(), 4); // header, two rows, and the end
    QCOMPARE(lines.at(0), QByteArray("id,totalAmount,currencyIsoCode\r"));
    QVERIFY2(lines.at(1).endsWith(",26950.00,USD\r"), lines.at(1).constData()); // digits as sent
    const QByteArray json = bd::models::queryTableJson(tables.first().list, false);
    QVERIFY(json.startsWith("[{\"id\":"));
    QVERIFY(json.contains("\"totalAmount\":26950.00,"));
}

void TestQueryRunner::lexes()
{
    using Kind = bd::models::QueryToken::Kind;
    auto state = bd::models::QueryLineState::Normal;
    const QString line = QStringLiteral("query Q($s: String) { Invoice(limit: 10) { id } } # why \"not\"");
    const auto tokens = bd::models::lexQueryLine(line, &state);
    const auto text = [&](int i) { return line.mid(tokens.at(i).start, tokens.at(i).length); };
    QCOMPARE(tokens.first().kind, Kind::Keyword);
    QCOMPARE(text(1), QStringLiteral("Q"));
    QCOMPARE(tokens.at(3).kind, Kind::Variable);
    QCOMPARE(text(3), QStringLiteral("$s"));
    QCOMPARE(tokens.last().kind, Kind::Comment);
    QCOMPARE(text(int(tokens.size()) - 1), QStringLiteral("# why \"not\""));
    bool sawNumber = false;
    for (int i = 0; i < tokens.size(); ++i)
        sawNumber = sawNumber || (tokens.at(i).kind == Kind::Number && text(i) == u"10");
    QVERIFY(sawNumber);
    // A block string runs over lines.
    const auto open = bd::models::lexQueryLine(u"x: \"\"\"first", &state);
    QCOMPARE(open.last().kind, Kind::String);
    QCOMPARE(state, bd::models::QueryLineState::InBlockString);
    const auto close = bd::models::lexQueryLine(u"last\"\"\" y", &state);
    QCOMPARE(close.first().kind, Kind::String);
    QCOMPARE(close.first().length, 7);
    QCOMPARE(close.last().kind, Kind::Name);
    QCOMPARE(state, bd::models::QueryLineState::Normal);
}

void TestQueryRunner::matchesBrackets_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("position");
    QTest::addColumn<int>("match");
    const QString q = QStringLiteral("{ a(x: [1, \"}\"]) { b } }");
    QTest::newRow("outer open") << q << 0 << int(q.size() - 1);
    QTest::newRow("outer close") << q << int(q.size() - 1) << 0;
    QTest::newRow("paren") << q << 3 << int(q.indexOf(u')'));
    QTest::newRow("list skips the string") << q << int(q.indexOf(u'[')) << int(q.indexOf(u']'));
    QTest::newRow("inside a string") << q << int(q.indexOf(u"\"}\"") + 1) << -1;
    QTest::newRow("not a bracket") << q << 2 << -1;
    QTest::newRow("over lines, past a comment") << QStringLiteral("{\n  # not this }\n  a\n}") << 0
                                                << int(QStringLiteral("{\n  # not this }\n  a\n").size());
    QTest::newRow("unmatched") << QStringLiteral("{ a ") << 0 << -1;
}

void TestQueryRunner::matchesBrackets()
{
    QFETCH(QString, text);
    QFETCH(int, position);
    QFETCH(int, match);
    QCOMPARE(bd::models::matchingBracket(text, position), match);
}

QTEST_GUILESS_MAIN(TestQueryRunner)
#include "tst_queryrunner.moc"
