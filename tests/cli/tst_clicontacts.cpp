// billing-desk-cli's contact commands against a sandbox started here: a CSV run sends exactly
// the changed fields of each row, refuses a row over a length limit before sending it (the
// others are still sent, exit 4), a dry run sends nothing, and each format's output.

#include "clitest.h"

#include <QFile>

using namespace bd::test;

namespace {

const QString Ada = QStringLiteral("003Ac00000Y73WkjzD");
const QString Bo = QStringLiteral("003Ac00000TQ6HTwB6");
const QString Cy = QStringLiteral("003Ac00000CgwKLFPs");

} // namespace

class TestCliContacts : public QObject
{
    Q_OBJECT

private slots:
    void init() { m_f.server.service().clearReceived(); }
    void getInEveryFormat_data();
    void getInEveryFormat();
    void dryRunSendsNothing();
    void csvRunSendsOnlyChangedFieldsAndReportsTooLongRow();
    void oneContactFromArguments();
    void unknownFieldIsUsage();
    void historyKeepsEverySaveAndOneCutShort();

private:
    CliResult run(QStringList arguments, const QByteArray &input = {})
    {
        return m_cli.run(sandboxArguments(m_f) + arguments, input, apiKeyEnvironment(m_f));
    }
    QString writeFile(const char *name, const QByteArray &content)
    {
        QFile file(m_cli.path(name));
        if (!file.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", name);
        file.write(content);
        return file.fileName();
    }
    // The PATCH requests the sandbox received, as "path body".
    QStringList patches()
    {
        QStringList out;
        for (const auto &r : m_f.server.service().received()) {
            if (r.method == "PATCH")
                out << r.path + u' ' + QString::fromUtf8(r.body);
        }
        return out;
    }
    SandboxFixture m_f;
    CliRunner m_cli;
};

void TestCliContacts::getInEveryFormat_data()
{
    QTest::addColumn<QString>("format");
    for (const char *f : {"table", "csv", "json", "jsonl"})
        QTest::newRow(f) << QString::fromLatin1(f);
}

void TestCliContacts::getInEveryFormat()
{
    QFETCH(QString, format);
    const CliResult r =
        run({QStringLiteral("contacts"), QStringLiteral("get"), Ada, QStringLiteral("--format"), format});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QVERIFY2(r.outText().contains(Ada), r.out.constData());
    if (format == u"json" || format == u"jsonl") {
        QJsonParseError error;
        QJsonDocument::fromJson(format == u"json" ? r.out : r.outLines().first().toUtf8(), &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
    }
    if (format == u"csv")
        QVERIFY(r.outLines().first().startsWith(QStringLiteral("id,")));
    QCOMPARE(receivedRequests(m_f, QStringLiteral("/contacts")),
             QStringList{QStringLiteral("GET /contacts/") + Ada});

    const CliResult missing =
        run({QStringLiteral("contacts"), QStringLiteral("get"), QStringLiteral("003Ac00000Zzzz99zZ")});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY(missing.out.isEmpty());
}

void TestCliContacts::dryRunSendsNothing()
{
    const QString csv =
        writeFile("dry.csv", "id,firstName\n" + Ada.toUtf8() + ",Dryrun\n" + Bo.toUtf8() + ",Dryrun\n");
    const CliResult r = run({QStringLiteral("contacts"), QStringLiteral("update"),
                             QStringLiteral("--from-csv"), csv, QStringLiteral("--dry-run")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.outText().contains(QStringLiteral("would change (dry run, nothing sent)")), r.out.constData());
    QVERIFY2(r.outText().contains(QStringLiteral("→ “Dryrun”")), r.out.constData());
    QVERIFY2(r.errText().contains(QStringLiteral("nothing was sent")), r.err.constData());
    QCOMPARE(patches(), QStringList());
}

void TestCliContacts::csvRunSendsOnlyChangedFieldsAndReportsTooLongRow()
{
    const QByteArray tooLong(81, 'x');
    const QString csv =
        writeFile("fixes.csv", "id,firstName,lastName\n" + Ada.toUtf8() + ",Adaline,\n" + Bo.toUtf8() +
                                   ",Bo," + tooLong + "\n" + Cy.toUtf8() + ",Cyrus,\n");
    // Empty cells leave a field as it is: only what the row names with a value changes.
    const CliResult r =
        run({QStringLiteral("contacts"), QStringLiteral("update"), QStringLiteral("--from-csv"), csv,
             QStringLiteral("--format"), QStringLiteral("jsonl")});
    QCOMPARE(r.exitCode, 4);
    const QStringList lines = r.outLines();
    QCOMPARE(lines.size(), 3);
    QVERIFY2(lines.at(0).contains(QStringLiteral("\"result\":\"updated\"")), qPrintable(lines.at(0)));
    QVERIFY2(lines.at(1).contains(QStringLiteral("\"result\":\"invalid\"")), qPrintable(lines.at(1)));
    QVERIFY2(lines.at(1).contains(QStringLiteral("80")), qPrintable(lines.at(1)));
    QVERIFY2(lines.at(2).contains(QStringLiteral("\"result\":\"updated\"")), qPrintable(lines.at(2)));
    QVERIFY2(r.errText().contains(QStringLiteral("2 of 3 contacts updated, 1 failed.")), r.err.constData());
    QCOMPARE(patches(), (QStringList{QStringLiteral("/contacts/%1 {\"firstName\":\"Adaline\"}").arg(Ada),
                                     QStringLiteral("/contacts/%1 {\"firstName\":\"Cyrus\"}").arg(Cy)}));
}

void TestCliContacts::oneContactFromArguments()
{
    const CliResult r = run({QStringLiteral("contacts"), QStringLiteral("update"), Cy,
                             QStringLiteral("title=CFO"), QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.outLines().first(), QStringLiteral("line,id,result,changes,message,warnings\r"));
    QVERIFY2(r.outLines().at(1).contains(QStringLiteral(",updated,")), r.out.constData());
    QCOMPARE(patches(), QStringList{QStringLiteral("/contacts/%1 {\"title\":\"CFO\"}").arg(Cy)});
}

void TestCliContacts::unknownFieldIsUsage()
{
    const CliResult r =
        run({QStringLiteral("contacts"), QStringLiteral("update"), Cy, QStringLiteral("colour=red")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.errText().contains(QStringLiteral("“colour” is not a contact field")), r.err.constData());
    QCOMPARE(receivedRequests(m_f), QStringList());
}

// contacts history reads what the window and this tool keep: each save with its source (a CSV's
// file and line), and one whose process was killed after the PATCH left, before the answer:
// written before sending, it stays "unanswered".
void TestCliContacts::historyKeepsEverySaveAndOneCutShort()
{
    CliRunner cli; // its own data folder: only this test's saves
    const auto run = [this, &cli](const QStringList &arguments) {
        return cli.run(sandboxArguments(m_f) + arguments, {}, apiKeyEnvironment(m_f));
    };
    QCOMPARE(
        run({QStringLiteral("contacts"), QStringLiteral("update"), Ada, QStringLiteral("title=Controller")})
            .exitCode,
        0);
    // Where the window keeps it too (both programs set the same names: api/programnames.h).
    QVERIFY(QFile::exists(cli.path("data") + u'/' + bd::api::programOrganizationName() + u'/' +
                          bd::api::programSettingsName() + QStringLiteral("/contact-history.sqlite")));
    const QString csv = writeFile("fixes.csv", "id,phone\n" + Cy.toUtf8() + ",+1 555 0177\n");
    QCOMPARE(run({QStringLiteral("contacts"), QStringLiteral("update"), QStringLiteral("--from-csv"), csv})
                 .exitCode,
             0);

    // The lookup answers at once; the PATCH after it is held long enough to kill the tool.
    for (const char *text :
         {"latency=1,route=/contacts/%1,count=1", "latency=30000,route=/contacts/%1,count=1"})
        m_f.server.faults().add(*bd::sandbox::Fault::parse(QString::fromLatin1(text).arg(Bo), nullptr));
    QProcess tool;
    QProcessEnvironment env = cli.environment;
    for (const auto &[name, value] : apiKeyEnvironment(m_f))
        env.insert(name, value);
    tool.setProcessEnvironment(env);
    tool.start(QStringLiteral(BD_CLI_PATH),
               sandboxArguments(m_f) + QStringList{QStringLiteral("contacts"), QStringLiteral("update"), Bo,
                                                   QStringLiteral("suffix=III")});
    QTRY_VERIFY_WITH_TIMEOUT(
        !patches().isEmpty() && patches().last().startsWith(QStringLiteral("/contacts/") + Bo), 20000);
    tool.kill();
    QVERIFY(tool.waitForFinished(5000));
    m_f.server.faults().clear();

    const CliResult r = run({QStringLiteral("contacts"), QStringLiteral("history"),
                             QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray rows = QJsonDocument::fromJson(r.out).array();
    QCOMPARE(rows.size(), 3);
    const auto row = [&rows](int i) { return rows.at(i).toObject(); };
    // Newest first: the cut-short save, the CSV row, the one from the command line.
    QCOMPARE(row(0).value(QStringLiteral("contactId")).toString(), Bo);
    QCOMPARE(row(0).value(QStringLiteral("outcome")).toString(), QStringLiteral("unanswered"));
    QCOMPARE(row(0).value(QStringLiteral("after")).toString(), QStringLiteral("III"));
    QVERIFY(row(0).value(QStringLiteral("status")).isNull());
    QCOMPARE(row(1).value(QStringLiteral("source")).toString(), QStringLiteral("cli:%1:2").arg(csv));
    QCOMPARE(row(1).value(QStringLiteral("field")).toString(), QStringLiteral("phone"));
    QCOMPARE(row(1).value(QStringLiteral("outcome")).toString(), QStringLiteral("saved"));
    QCOMPARE(row(2).value(QStringLiteral("contactId")).toString(), Ada);
    QCOMPARE(row(2).value(QStringLiteral("source")).toString(), QStringLiteral("cli"));
    QCOMPARE(row(2).value(QStringLiteral("after")).toString(), QStringLiteral("Controller"));
    QCOMPARE(row(2).value(QStringLiteral("status")).toInt(), 200);

    // One contact, and a day after everything kept: nothing.
    const CliResult one = run({QStringLiteral("contacts"), QStringLiteral("history"), Cy,
                               QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(QJsonDocument::fromJson(one.out).array().size(), 1);
    const QString tomorrow = QDate::currentDate().addDays(2).toString(Qt::ISODate);
    const CliResult none =
        run({QStringLiteral("contacts"), QStringLiteral("history"), QStringLiteral("--since"), tomorrow,
             QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(QJsonDocument::fromJson(none.out).array().size(), 0);
    const CliResult bad = run({QStringLiteral("contacts"), QStringLiteral("history"),
                               QStringLiteral("--since"), QStringLiteral("yesterday")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.errText().contains(QStringLiteral("YYYY-MM-DD")), bad.err.constData());
}

QTEST_GUILESS_MAIN(TestCliContacts)
#include "tst_clicontacts.moc"
