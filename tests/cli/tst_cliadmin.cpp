// billing-desk-cli's admin views against a sandbox started here: webhook endpoints and the
// tenant's details in every format, each a single request.

#include "clitest.h"

#include <QFile>

using namespace bd::test;

class TestCliAdmin : public QObject
{
    Q_OBJECT

private slots:
    void init() { m_f.server.service().clearReceived(); }
    void webhooksInEveryFormat_data() { formats(); }
    void webhooksInEveryFormat();
    void tenantInEveryFormat_data() { formats(); }
    void tenantInEveryFormat();
    void queryPrintsTheAnswerAsReceived();
    void queryErrorsAreOneAndBadVariablesTwo();
    void queryRowsInEveryFormat();

private:
    static void formats()
    {
        QTest::addColumn<QString>("format");
        for (const char *f : {"table", "csv", "json", "jsonl"})
            QTest::newRow(f) << QString::fromLatin1(f);
    }
    CliResult run(QStringList arguments)
    {
        return m_cli.run(sandboxArguments(m_f) + arguments, {}, apiKeyEnvironment(m_f));
    }
    QString writeFile(const char *name, const QByteArray &content)
    {
        QFile file(m_cli.path(name));
        if (!file.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", name);
        file.write(content);
        return file.fileName();
    }
    SandboxFixture m_f;
    CliRunner m_cli;
};

void TestCliAdmin::webhooksInEveryFormat()
{
    QFETCH(QString, format);
    const auto &stored = m_f.server.service().data().tenants.first().webhookEndpoints;
    const CliResult r =
        run({QStringLiteral("webhooks"), QStringLiteral("list"), QStringLiteral("--format"), format});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QStringList lines = r.outLines();
    if (format == u"jsonl") {
        QCOMPARE(lines.size(), stored.size());
    } else if (format == u"csv") {
        QCOMPARE(lines.size(), stored.size() + 1);
    } else if (format == u"json") {
        const QJsonDocument doc = QJsonDocument::fromJson(r.out);
        QVERIFY(doc.isArray());
        QCOMPARE(doc.array().size(), stored.size());
    } else {
        QVERIFY(lines.size() > stored.size()); // a header, a rule, one line per endpoint
    }
    QCOMPARE(receivedRequests(m_f, QStringLiteral("/webhook")),
             QStringList{QStringLiteral("GET /webhook-endpoints")});
}

void TestCliAdmin::tenantInEveryFormat()
{
    QFETCH(QString, format);
    const QString name = m_f.server.service().data().tenants.first().name;
    const CliResult r = run({QStringLiteral("tenant"), QStringLiteral("--format"), format});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QVERIFY2(r.outText().contains(name), r.out.constData());
    if (format == u"json" || format == u"jsonl") {
        const QJsonDocument doc = QJsonDocument::fromJson(r.out);
        QVERIFY(doc.isObject());
    }
    if (format == u"csv")
        QCOMPARE(r.outLines().size(), 2);
}

void TestCliAdmin::queryPrintsTheAnswerAsReceived()
{
    const QString file =
        writeFile("drafts.graphql", "query Drafts($status: String) {\n"
                                    "  Invoice(where: {status: {_eq: $status}}) { id status }\n}\n");
    const CliResult r = run({QStringLiteral("query"), file, QStringLiteral("--variables"),
                             QStringLiteral(R"({"status": "Draft"})")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.err.isEmpty(), r.err.constData()); // a command without --format says nothing of it
    const QJsonDocument doc = QJsonDocument::fromJson(r.out);
    QVERIFY2(doc.isObject(), r.out.constData());
    const QJsonArray invoices =
        doc.object().value(QStringLiteral("data")).toObject().value(QStringLiteral("Invoice")).toArray();
    QVERIFY(!invoices.isEmpty());
    for (const QJsonValue &i : invoices)
        QCOMPARE(i.toObject().value(QStringLiteral("status")).toString(), QStringLiteral("Draft"));
    QCOMPARE(receivedRequests(m_f, QStringLiteral("/api")),
             QStringList{QStringLiteral("GET /api/async/graphql")});
}

void TestCliAdmin::queryErrorsAreOneAndBadVariablesTwo()
{
    const QString bad = writeFile("bad.graphql", "{ Nonsense { id } }\n");
    const CliResult r = run({QStringLiteral("query"), bad});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(!r.err.isEmpty(), r.out.constData());

    m_f.server.service().clearReceived();
    const CliResult v =
        run({QStringLiteral("query"), bad, QStringLiteral("--variables"), QStringLiteral("[1]")});
    QCOMPARE(v.exitCode, 2);
    QCOMPARE(receivedRequests(m_f), QStringList());
}

// --format table, csv or jsonl: the rows of the answer's list of records; of several lists the
// first, the others named on standard error; an answer with no list is refused with the way out.
void TestCliAdmin::queryRowsInEveryFormat()
{
    const QString drafts =
        writeFile("rows.graphql", "{ Invoice(where: {status: {_eq: \"Draft\"}}) { id status } }\n");
    const CliResult csv =
        run({QStringLiteral("query"), drafts, QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(csv.exitCode == 0, csv.err.constData());
    const QStringList lines = csv.outText().split(QStringLiteral("\r\n"), Qt::SkipEmptyParts); // RFC 4180
    QCOMPARE(lines.value(0), QStringLiteral("id,status"));
    QVERIFY(lines.size() > 1);
    for (const QString &line : lines.mid(1))
        QVERIFY2(line.endsWith(QStringLiteral(",Draft")), qPrintable(line));
    const CliResult jsonl =
        run({QStringLiteral("query"), drafts, QStringLiteral("--format"), QStringLiteral("jsonl")});
    QCOMPARE(jsonl.outLines().size(), lines.size() - 1);
    for (const QString &line : jsonl.outLines())
        QCOMPARE(QJsonDocument::fromJson(line.toUtf8()).object().value(QStringLiteral("status")).toString(),
                 QStringLiteral("Draft"));
    const CliResult table =
        run({QStringLiteral("query"), drafts, QStringLiteral("--format"), QStringLiteral("table")});
    QVERIFY(table.outLines().value(0).startsWith(QStringLiteral("id")));

    const QString two = writeFile("two.graphql", "{ Invoice { id } Customer { id parentCustomerId } }\n");
    const CliResult both =
        run({QStringLiteral("query"), two, QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(both.exitCode == 0, both.err.constData());
    QCOMPARE(both.outText().section(QStringLiteral("\r\n"), 0, 0), QStringLiteral("id"));
    QVERIFY2(both.errText().contains(QStringLiteral("data.Customer")), both.err.constData());

    const QString count = writeFile("count.graphql", "{ Invoice_aggregate { count } }\n");
    const CliResult none =
        run({QStringLiteral("query"), count, QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(none.exitCode, 2);
    QVERIFY2(none.errText().contains(QStringLiteral("--format json")), none.err.constData());
    QVERIFY(none.out.isEmpty());
    const CliResult whole = run({QStringLiteral("query"), count});
    QVERIFY2(whole.exitCode == 0 && whole.outText().contains(QStringLiteral("count")), whole.err.constData());
}

QTEST_GUILESS_MAIN(TestCliAdmin)
#include "tst_cliadmin.moc"
