// The query endpoint (spec §4.7) over real HTTP: entities, filters, variables, counts, and errors
// that point at a line, a column and a response path.

#include "domain/json/jsondocument.h"
#include "domain/json/jsonwriter.h"
#include "sandboxfixture.h"

using namespace bd::test;

namespace {

struct Answer
{
    int status = 0;
    QByteArray body;
    bd::json::Document doc;
    bd::json::Value member(bd::json::Value object, QByteArrayView name) const
    {
        if (!object.isObject())
            return {};
        for (const bd::json::Member &m : bd::json::members(object)) {
            if (m.rawName() == name)
                return m.value;
        }
        return {};
    }
    bd::json::Value data(QByteArrayView key) const { return member(member(doc.root(), "data"), key); }
    bd::json::Value errors() const { return member(doc.root(), "errors"); }
};

} // namespace

class TestSandboxQuery : public QObject
{
    Q_OBJECT
private slots:
    void answers_data();
    void answers();
    void selectsOnlyWhatIsAsked();
    void errors_data();
    void errors();
    void reportsEveryErrorAtOnce();
    void refusesVariablesThatAreNotAnObject();

private:
    Answer run(const QString &query, const QByteArray &variables = "{}", const char *tenant = "acme")
    {
        bd::json::Writer w;
        w.beginObject();
        w.key(QByteArrayView("query"));
        w.string(query);
        w.key(QByteArrayView("variables"));
        w.raw(variables);
        w.endObject();
        const HttpResult r =
            m_sandbox.send("GET", QStringLiteral("/api/async/graphql"), m_sandbox.apiKey(tenant), w.take());
        return {r.status, r.body, bd::json::Document::parse(r.body)};
    }
    SandboxFixture m_sandbox;
};

void TestSandboxQuery::answers_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QByteArray>("variables");
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("rows"); // elements of data[key], or data[key].count for aggregates
    QTest::newRow("status from a variable")
        << "query Q($s: String) { Invoice(where: {status: {_eq: $s}}) { id status } }"
        << QByteArray(R"({"s":"Canceled"})") << "Invoice" << 5;
    QTest::newRow("status as an enum value")
        << "{ Invoice(where: {status: {_eq: Void}}) { id } }" << QByteArray("{}") << "Invoice" << 3;
    QTest::newRow("every invoice") << "{ Invoice { id } }" << QByteArray("{}") << "Invoice" << 30;
    QTest::newRow("count") << "{ Invoice_aggregate(where: {status: {_eq: PartiallyPaid}}) { count } }"
                           << QByteArray("{}") << "Invoice_aggregate" << 4;
    QTest::newRow("count all, aliased")
        << "{ total: Invoice_aggregate { count } }" << QByteArray("{}") << "total" << 30;
    QTest::newRow("limit and offset")
        << "{ Invoice(limit: 5, offset: 28) { id } }" << QByteArray("{}") << "Invoice" << 2;
    QTest::newRow("limit from an Int! variable")
        << "query ($n: Int!) { Invoice(limit: $n) { id } }" << QByteArray(R"({"n":3})") << "Invoice" << 3;
    QTest::newRow("default value")
        << R"(query ($s: String = "Draft") { Invoice(where: {status: {_eq: $s}}) { id } })"
        << QByteArray("{}") << "Invoice" << 5;
    QTest::newRow("missing nullable variable is null")
        << "query ($c: String) { Invoice(where: {crmId: {_eq: $c}}) { id } }" << QByteArray("{}") << "Invoice"
        << 13;
    QTest::newRow("list variable") << "query ($ids: [ID!]) { Invoice(where: {id: {_in: $ids}}) { id } }"
                                   << QByteArray(
                                          R"({"ids":["a0IAc00000dbR3WFDA","a0IAc00000zHp5JX14","nope"]})")
                                   << "Invoice" << 2;
    QTest::newRow("single value for a list")
        << "query ($ids: [ID]) { Invoice(where: {id: {_in: $ids}}) { id } }"
        << QByteArray(R"({"ids":"a0IAc00000dbR3WFDA"})") << "Invoice" << 1;
    QTest::newRow("numbers compare as numbers")
        << "{ Invoice(where: {totalAmount: {_gt: 20000}, currencyIsoCode: {_eq: USD}}) { id } }"
        << QByteArray("{}") << "Invoice" << 4;
    QTest::newRow("dates compare as text") << R"({ Invoice(where: {dueDate: {_gte: "2025-01-01"}}) { id } })"
                                           << QByteArray("{}") << "Invoice" << 5;
    QTest::newRow("not") << "{ Invoice(where: {_not: {status: {_in: [Paid, Posted]}}}) { id } }"
                         << QByteArray("{}") << "Invoice" << 17;
    QTest::newRow("contact by email")
        << R"({ Contact(where: {email: {_eq: "margaret.chen@northwind.example"}}) { id name } })"
        << QByteArray("{}") << "Contact" << 1;
    QTest::newRow("contact by name from a variable")
        << "query ($n: String!) { Contact(where: {name: {_eq: $n}}) { id email phone } }"
        << QByteArray(R"({"n":"Margaret Ann Chen"})") << "Contact" << 1;
    QTest::newRow("customer children")
        << R"({ Customer(where: {parentCustomerId: {_eq: "001Ac000008Q7lRVsu"}}) { id } })"
        << QByteArray("{}") << "Customer" << 2;
    QTest::newRow("webhook endpoints")
        << "{ WebhookEndpoint { id url } }" << QByteArray("{}") << "WebhookEndpoint" << 5;
}

void TestSandboxQuery::answers()
{
    QFETCH(QString, query);
    QFETCH(QByteArray, variables);
    QFETCH(QString, key);
    QFETCH(int, rows);
    const Answer a = run(query, variables);
    QCOMPARE(a.status, 200);
    QVERIFY2(!a.errors().isValid(), a.body.constData());
    const bd::json::Value v = a.data(key.toUtf8());
    if (v.isArray()) {
        QCOMPARE(int(v.size()), rows);
    } else {
        qint64 count = -1;
        QVERIFY2(a.member(v, "count").toInt64(&count), a.body.constData());
        QCOMPARE(int(count), rows);
    }
}

void TestSandboxQuery::selectsOnlyWhatIsAsked()
{
    const Answer a =
        run(QStringLiteral("query ($s: String) { Invoice(where: {status: {_eq: $s}}, limit: 1) { id status "
                           "amount: totalAmount currencyIsoCode } }"),
            R"({"s":"Draft"})");
    QCOMPARE(a.status, 200);
    const bd::json::Value first = *a.data("Invoice").begin();
    QStringList names;
    for (const bd::json::Member &m : bd::json::members(first))
        names << m.name();
    QCOMPARE(names, QStringList({"id", "status", "amount", "currencyIsoCode"}));
    QCOMPARE(a.member(first, "status").toString(), QStringLiteral("Draft"));
    // globex has its own invoices, shaped the same.
    const Answer g = run(QStringLiteral("{ Invoice_aggregate { count } }"), "{}", "globex");
    qint64 count = 0;
    QVERIFY(a.member(g.data("Invoice_aggregate"), "count").toInt64(&count));
    QCOMPARE(count, 30);
}

void TestSandboxQuery::errors_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QByteArray>("variables");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QStringList>("path");
    const QStringList none;
    QTest::newRow("syntax: unclosed")
        << "{ Invoice { id " << QByteArray("{}") << 400 << "GRAPHQL_PARSE_FAILED" << 1 << 16 << none;
    QTest::newRow("syntax: missing value")
        << "query {\n  Invoice(where: {status: {_eq: }}) { id }\n}" << QByteArray("{}") << 400
        << "GRAPHQL_PARSE_FAILED" << 2 << 33 << none;
    QTest::newRow("unknown entity") << "{\n  Spaceship { id }\n}" << QByteArray("{}") << 200
                                    << "UNKNOWN_ENTITY" << 2 << 3 << QStringList{"Spaceship"};
    QTest::newRow("unknown field") << "{ Invoice { id nope } }" << QByteArray("{}") << 200 << "UNKNOWN_FIELD"
                                   << 1 << 16 << QStringList{"Invoice", "nope"};
    QTest::newRow("unknown field, aliased") << "{ inv: Invoice { id x: nope } }" << QByteArray("{}") << 200
                                            << "UNKNOWN_FIELD" << 1 << 24 << QStringList{"inv", "x"};
    QTest::newRow("unknown field in where")
        << "{ Invoice(where: {colour: {_eq: red}}) { id } }" << QByteArray("{}") << 200 << "UNKNOWN_FIELD"
        << 1 << 19 << QStringList{"Invoice"};
    QTest::newRow("unknown operator")
        << R"({ Invoice(where: {status: {_regex: "D.*"}}) { id } })" << QByteArray("{}") << 200
        << "UNKNOWN_OPERATOR" << 1 << 28 << QStringList{"Invoice"};
    QTest::newRow("unknown argument") << "{ Invoice(order_by: {id: asc}) { id } }" << QByteArray("{}") << 200
                                      << "UNKNOWN_ARGUMENT" << 1 << 11 << QStringList{"Invoice"};
    QTest::newRow("undefined variable")
        << "{ Invoice(where: {status: {_eq: $s}}) { id } }" << QByteArray("{}") << 200 << "BAD_VARIABLE" << 1
        << 33 << QStringList{"Invoice"};
    QTest::newRow("required variable missing")
        << "query ($s: String!) { Invoice(where: {status: {_eq: $s}}) { id } }" << QByteArray("{}") << 200
        << "BAD_VARIABLE" << 1 << 8 << none;
    QTest::newRow("required variable null")
        << "query ($s: String!) { Invoice(where: {status: {_eq: $s}}) { id } }" << QByteArray(R"({"s":null})")
        << 200 << "BAD_VARIABLE" << 1 << 8 << none;
    QTest::newRow("variable of the wrong type")
        << "query ($n: Int) { Invoice(limit: $n) { id } }" << QByteArray(R"({"n":"three"})") << 200
        << "BAD_VARIABLE" << 1 << 8 << none;
    QTest::newRow("unknown variable type")
        << "query ($s: InvoiceStatus) { Invoice(where: {status: {_eq: $s}}) { id } }"
        << QByteArray(R"({"s":"Void"})") << 200 << "BAD_VARIABLE" << 1 << 8 << none;
    QTest::newRow("list variable where one value goes")
        << "query ($s: [String]) { Invoice(where: {status: {_eq: $s}}) { id } }"
        << QByteArray(R"({"s":["Void"]})") << 200 << "BAD_VARIABLE" << 1 << 54 << QStringList{"Invoice"};
    QTest::newRow("unused variable") << "query ($s: String) { Invoice { id } }" << QByteArray("{}") << 200
                                     << "BAD_VARIABLE" << 1 << 8 << none;
    QTest::newRow("count only") << "{ Invoice_aggregate { sum } }" << QByteArray("{}") << 200
                                << "UNKNOWN_FIELD" << 1 << 23 << QStringList{"Invoice_aggregate", "sum"};
    QTest::newRow("negative limit") << "{ Invoice(limit: -1) { id } }" << QByteArray("{}") << 200
                                    << "BAD_USER_INPUT" << 1 << 18 << QStringList{"Invoice"};
}

void TestSandboxQuery::errors()
{
    QFETCH(QString, query);
    QFETCH(QByteArray, variables);
    QFETCH(int, status);
    QFETCH(QString, code);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QStringList, path);
    const Answer a = run(query, variables);
    QCOMPARE(a.status, status);
    QVERIFY2(!a.member(a.doc.root(), "data").isValid(), a.body.constData()); // no data when it cannot run
    QCOMPARE(a.errors().size(), 1);
    const bd::json::Value e = *a.errors().begin();
    QVERIFY(!a.member(e, "message").toString().isEmpty());
    QCOMPARE(a.member(a.member(e, "extensions"), "code").toString(), code);
    const bd::json::Value where = *a.member(e, "locations").begin();
    qint64 l = 0, c = 0;
    QVERIFY2(a.member(where, "line").toInt64(&l) && a.member(where, "column").toInt64(&c),
             a.body.constData());
    QCOMPARE(QStringLiteral("%1:%2").arg(l).arg(c), QStringLiteral("%1:%2").arg(line).arg(column));
    QStringList gotPath;
    for (bd::json::Value p : a.member(e, "path"))
        gotPath << p.toString();
    QCOMPARE(gotPath, path);
}

void TestSandboxQuery::reportsEveryErrorAtOnce()
{
    const Answer a = run(QStringLiteral("{ Invoice { nope } Spaceship { id } }"));
    QCOMPARE(a.status, 200);
    QCOMPARE(a.errors().size(), 2);
}

void TestSandboxQuery::refusesVariablesThatAreNotAnObject()
{
    const Answer a = run(QStringLiteral("{ Invoice { id } }"), "[1]");
    QCOMPARE(a.status, 400);
    QCOMPARE(a.member(a.member(*a.errors().begin(), "extensions"), "code").toString(),
             QStringLiteral("BAD_REQUEST"));
    QCOMPARE(run(QStringLiteral("{ Invoice { id } }"), "null").status, 200);
}

QTEST_GUILESS_MAIN(TestSandboxQuery)
#include "tst_sandboxquery.moc"
