// billing-desk-cli's conventions and its product commands, run as a program against a sandbox
// started here: help and version, usage mistakes (exit 2, nothing sent), every output format,
// the window's search and filters, exports exactly as received, and the exit status of each
// kind of failure (not signed in 3, refused credentials 3, service failures 1).

#include "clitest.h"

#include "domain/json/jsondocument.h"
#include "domain/json/jsonwriter.h"

#include "models/common/savedviews.h"

#include <QFile>
#include <QSet>
#include <QSettings>

using namespace bd::test;

namespace {

// Every product of the sandbox's list, each as compact JSON text (exact digits).
QList<QByteArray> productsAsSent(SandboxFixture &f)
{
    const HttpResult r = f.get(QStringLiteral("/catalog/products"), f.apiKey());
    const bd::json::Document doc = bd::json::Document::parse(r.body);
    bd::json::Value list = doc.root();
    if (list.isObject()) {
        for (const bd::json::Member &m : bd::json::members(list)) {
            if (m.rawName() == "data")
                list = m.value;
        }
    }
    QList<QByteArray> out;
    for (bd::json::Value v : list)
        out << bd::json::reformat(v.raw(), false);
    return out;
}

QList<QByteArray> arrayElements(const QByteArray &jsonText)
{
    const bd::json::Document doc = bd::json::Document::parse(jsonText);
    QList<QByteArray> out;
    for (bd::json::Value v : doc.root())
        out << bd::json::reformat(v.raw(), false);
    return out;
}

} // namespace

class TestCliProducts : public QObject
{
    Q_OBJECT
private slots:
    void init() { m_f.server.service().clearReceived(); }
    void versionAndHelp();
    void everyCommandHasHelp();
    void usageMistakesSendNothing_data();
    void usageMistakesSendNothing();
    void listInEveryFormat_data();
    void listInEveryFormat();
    void searchAndFilterAsTheWindow();
    void savedViewAsTheWindowKeptIt();
    void getInEveryFormat_data();
    void getInEveryFormat();
    void unknownProductIsRequestFailed();
    void exportWritesExactlyWhatWasReceived();
    void notSignedInIsThree();
    void refusedCredentialsAreThree();
    void serviceFailureIsOne();
    void waitsAreReportedOnStandardError();
    void secretFromStandardInput();
    void demoNeedsNoAccount();

private:
    CliResult run(QStringList arguments, const QByteArray &input = {})
    {
        return m_cli.run(sandboxArguments(m_f) + arguments, input, apiKeyEnvironment(m_f));
    }
    SandboxFixture m_f;
    CliRunner m_cli;
};

void TestCliProducts::versionAndHelp()
{
    const CliResult version = m_cli.run({QStringLiteral("--version")});
    QCOMPARE(version.exitCode, 0);
    QCOMPARE(version.outText(), QStringLiteral("billing-desk-cli %1\n").arg(QStringLiteral(BD_VERSION_TEXT)));

    const CliResult help = m_cli.run({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.err.isEmpty());
    QVERIFY(help.outText().startsWith(QStringLiteral("Usage: billing-desk-cli [options] <command>")));
    for (const char *text : {"Exit status:", "products list", "BILLING_DESK_API_KEY", "--demo", "Examples:"})
        QVERIFY2(help.outText().contains(QString::fromLatin1(text)), text);
}

void TestCliProducts::everyCommandHasHelp()
{
    const CliResult help = m_cli.run({QStringLiteral("--help")});
    const QString text = help.outText();
    const QString commands =
        text.section(QStringLiteral("Commands:\n"), 1).section(QStringLiteral("\n\n"), 0, 0);
    QStringList names;
    for (const QString &line : commands.split(u'\n', Qt::SkipEmptyParts)) {
        if (line.startsWith(QStringLiteral("   "))) // a wrapped line's continuation
            continue;
        QStringList words;
        for (const QString &w : line.simplified().split(u' ')) {
            if (w.isEmpty() || !w.at(0).isLower())
                break;
            words << w;
        }
        names << words.join(u' ');
    }
    QVERIFY(names.contains(QStringLiteral("products list")));
    for (const QString &name : std::as_const(names)) {
        const CliResult r = m_cli.run(name.split(u' ') + QStringList{QStringLiteral("--help")});
        QVERIFY2(r.exitCode == 0, qPrintable(name));
        QVERIFY2(r.outText().startsWith(QStringLiteral("Usage: billing-desk-cli [options] ") + name),
                 qPrintable(name));
    }
    const CliResult group = m_cli.run({QStringLiteral("products"), QStringLiteral("--help")});
    QCOMPARE(group.exitCode, 0);
    QVERIFY(group.outText().contains(QStringLiteral("products export FILE")));
}

void TestCliProducts::usageMistakesSendNothing_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("says");
    const auto row = [](const char *name, QStringList arguments, const char *says) {
        QTest::newRow(name) << arguments << QString::fromUtf8(says);
    };
    row("no command", {}, "Name a command");
    row("unknown command", {QStringLiteral("frobnicate")}, "Unknown command: frobnicate");
    row("group alone", {QStringLiteral("products")}, "“products” needs a command");
    row("unknown subcommand", {QStringLiteral("products"), QStringLiteral("sell")},
        "Unknown command: products sell");
    row("unknown option", {QStringLiteral("products"), QStringLiteral("list"), QStringLiteral("--colour")},
        "Unknown option 'colour'");
    row("secret as an argument", {QStringLiteral("--api-key"), QStringLiteral("k"), QStringLiteral("tenant")},
        "Unknown option 'api-key'");
    row("bad format", {QStringLiteral("products"), QStringLiteral("list"), QStringLiteral("--format=xml")},
        "--format must be table, csv, json or jsonl.");
    row("filter without value",
        {QStringLiteral("products"), QStringLiteral("list"), QStringLiteral("--filter"),
         QStringLiteral("recordType")},
        "--filter takes field=value");
    row("unknown filter",
        {QStringLiteral("products"), QStringLiteral("list"), QStringLiteral("--filter"),
         QStringLiteral("colour=red")},
        "Products cannot be filtered by “colour”");
    row("missing id", {QStringLiteral("products"), QStringLiteral("get")}, "Missing: ID");
    row("two ids",
        {QStringLiteral("products"), QStringLiteral("get"), QStringLiteral("01tAc00000Nmrt41tZ"),
         QStringLiteral("01tAc00000TksNEYEJ")},
        "Unexpected argument: 01tAc00000TksNEYEJ");
    row("malformed id", {QStringLiteral("products"), QStringLiteral("get"), QStringLiteral("123")},
        "must be 15 or 18 letters and digits");
    row("export as table",
        {QStringLiteral("products"), QStringLiteral("export"), QStringLiteral("out.txt"),
         QStringLiteral("--format"), QStringLiteral("table")},
        "An export is csv, json or jsonl");
    row("bad environment",
        {QStringLiteral("--environment"), QStringLiteral("staging"), QStringLiteral("tenant")},
        "--environment must be production, sandbox or custom.");
    row("bad auth",
        {QStringLiteral("--auth"), QStringLiteral("oauth"), QStringLiteral("products"),
         QStringLiteral("list")},
        "--auth must be api-key, token or basic.");
}

void TestCliProducts::usageMistakesSendNothing()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, says);
    const CliResult r = run(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.errText().contains(says), qPrintable(r.errText()));
    QVERIFY(r.out.isEmpty());
    QCOMPARE(receivedRequests(m_f), QStringList());
}

void TestCliProducts::listInEveryFormat_data()
{
    QTest::addColumn<QString>("format");
    QTest::newRow("table") << QStringLiteral("table");
    QTest::newRow("csv") << QStringLiteral("csv");
    QTest::newRow("json") << QStringLiteral("json");
    QTest::newRow("jsonl") << QStringLiteral("jsonl");
}

void TestCliProducts::listInEveryFormat()
{
    QFETCH(QString, format);
    const QList<QByteArray> sent = productsAsSent(m_f);
    QVERIFY(sent.size() > 40);
    m_f.server.service().clearReceived();
    const CliResult r =
        run({QStringLiteral("products"), QStringLiteral("list"), QStringLiteral("--format"), format});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData()); // no progress bar: standard error is no terminal
    const QStringList lines = r.outLines();
    if (format == u"table") {
        QCOMPARE(lines.size(), sent.size() + 1);
        QVERIFY(lines.first().startsWith(QStringLiteral("id ")));
        QVERIFY(lines.first().contains(QStringLiteral("lowestPrices")));
        QVERIFY(lines.at(1).startsWith(QStringLiteral("01tAc00000Nmrt41tZ  Analytics Pro — Monthly")));
    } else if (format == u"csv") {
        // One row per lowest price, its currency and exact number in columns of their own.
        QVERIFY(lines.size() > sent.size() + 1);
        QCOMPARE(lines.first(), QStringLiteral("id,name,sku,recordType,priceModel,billingTiming,category,"
                                               "currency,lowestListPrice\r"));
        const QString product = QStringLiteral("01tAc00000Nmrt41tZ,Analytics Pro — Monthly,ACM-ANL-PRO-M,"
                                               "Product,Recurring,In Advance,RecurringServices,");
        QCOMPARE(
            lines.mid(1, 4),
            (QStringList{product + QStringLiteral("EUR,45.99\r"), product + QStringLiteral("GBP,38.99\r"),
                         product + QStringLiteral("JPY,7500\r"), product + QStringLiteral("USD,49.99\r")}));
        QSet<QString> ids;
        for (const QString &line : lines.mid(1))
            ids.insert(line.section(u',', 0, 0));
        QCOMPARE(ids.size(), sent.size()); // every product, none twice over
    } else if (format == u"json") {
        QCOMPARE(arrayElements(r.out), sent); // each product exactly as the service sent it
    } else {
        QCOMPARE(lines.size(), sent.size());
        for (qsizetype i = 0; i < lines.size(); ++i)
            QCOMPARE(lines.at(i).toUtf8(), sent.at(i));
    }
    // Signing in checks the key with GET /tenant, as the window does; then one request.
    QCOMPARE(receivedRequests(m_f),
             (QStringList{QStringLiteral("GET /tenant"), QStringLiteral("GET /catalog/products")}));
}

void TestCliProducts::searchAndFilterAsTheWindow()
{
    const CliResult r =
        run({QStringLiteral("products"), QStringLiteral("list"), QStringLiteral("--format=csv"),
             QStringLiteral("--search"), QStringLiteral("analytics PRO"), QStringLiteral("--filter"),
             QStringLiteral("billingtiming=in advance"), QStringLiteral("--filter"),
             QStringLiteral("currency=jpy")});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.outLines().mid(1);
    QVERIFY(lines.size() >= 2);
    QSet<QString> ids, pricedInYen;
    for (const QString &line : lines) {
        QVERIFY2(line.contains(QStringLiteral("In Advance")), qPrintable(line));
        ids.insert(line.section(u',', 0, 0));
        if (line.contains(QStringLiteral(",JPY,")))
            pricedInYen.insert(line.section(u',', 0, 0));
    }
    QCOMPARE(pricedInYen, ids); // every product listed has a price in yen
    QVERIFY(ids.size() >= 2 && ids.size() < productsAsSent(m_f).size());
    QVERIFY(lines.first().startsWith(QStringLiteral("01tAc00000Nmrt41tZ,")));

    const CliResult none =
        run({QStringLiteral("products"), QStringLiteral("list"), QStringLiteral("--format=json"),
             QStringLiteral("--filter"), QStringLiteral("recordType=Nothing")});
    QCOMPARE(none.exitCode, 0);
    QCOMPARE(none.outText().simplified(), QStringLiteral("[]"));
}

// A catalog view saved by the window (in the settings both programs share) chooses and orders
// the products; an unknown name is a usage error that lists the names there are.
void TestCliProducts::savedViewAsTheWindowKeptIt()
{
    const QStringList list{QStringLiteral("products"), QStringLiteral("list"),
                           QStringLiteral("--format=jsonl")};
    const CliResult none = run(list + QStringList{QStringLiteral("--view"), QStringLiteral("Morning")});
    QCOMPARE(none.exitCode, 2);
    QVERIFY2(none.errText().contains(QStringLiteral("no catalog views")), qPrintable(none.errText()));
    // The window keeps its views under the tenant's group, labelled with the address.
    QSettings config(m_cli.path("config") + QStringLiteral("/BillingDesk/billing-desk.conf"),
                     QSettings::IniFormat);
    QString group;
    config.beginGroup(QStringLiteral("scoped"));
    for (const QString &g : config.childGroups())
        if (config.value(g + QStringLiteral("/label")).toString().contains(m_f.server.baseUrl().host()))
            group = QStringLiteral("scoped/") + g;
    config.endGroup();
    QVERIFY(!group.isEmpty());
    bd::models::SavedView view;
    view.name = QStringLiteral("Morning analytics");
    view.screen = QStringLiteral("catalog");
    view.search = QStringLiteral("analytics");
    view.filters.insert(QStringLiteral("currency"), QStringLiteral("EUR"));
    view.sortColumn = QStringLiteral("name");
    view.descending = true;
    config.setValue(group + QStringLiteral("/views"), bd::models::SavedViews::toJson({view}));
    config.sync();

    const CliResult r =
        run(list + QStringList{QStringLiteral("--view"), QStringLiteral("morning ANALYTICS")});
    QCOMPARE(r.exitCode, 0);
    QStringList names;
    for (const QString &line : r.outLines())
        names << QJsonDocument::fromJson(line.toUtf8()).object().value(QStringLiteral("name")).toString();
    // The same products as searching and filtering by hand, in the view's order.
    const CliResult byHand =
        run(list + QStringList{QStringLiteral("--search"), QStringLiteral("analytics"),
                               QStringLiteral("--filter"), QStringLiteral("currency=EUR")});
    QStringList expected;
    for (const QString &line : byHand.outLines())
        expected << QJsonDocument::fromJson(line.toUtf8()).object().value(QStringLiteral("name")).toString();
    std::sort(expected.begin(), expected.end(),
              [](const QString &a, const QString &b) { return a.toCaseFolded() > b.toCaseFolded(); });
    QVERIFY(expected.size() >= 3);
    QCOMPARE(names, expected);
    // --search narrows the view further.
    const CliResult narrower = run(list + QStringList{QStringLiteral("--view"), view.name,
                                                      QStringLiteral("--search"), QStringLiteral("pro")});
    QCOMPARE(narrower.exitCode, 0);
    QVERIFY(narrower.outLines().size() < names.size() && !narrower.outLines().isEmpty());
    const CliResult unknown = run(list + QStringList{QStringLiteral("--view"), QStringLiteral("Evening")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.errText().contains(QStringLiteral("Morning analytics")), qPrintable(unknown.errText()));
}

void TestCliProducts::getInEveryFormat_data()
{
    listInEveryFormat_data();
}

void TestCliProducts::getInEveryFormat()
{
    QFETCH(QString, format);
    const QString id = QStringLiteral("01tAc00000Nmrt41tZ");
    const CliResult r =
        run({QStringLiteral("products"), QStringLiteral("get"), id, QStringLiteral("--format"), format});
    QCOMPARE(r.exitCode, 0);
    const HttpResult sent = m_f.get(QStringLiteral("/catalog/products/") + id, m_f.apiKey());
    const QByteArray exact = bd::json::reformat(sent.body, false);
    if (format == u"table") {
        QVERIFY(r.outLines().contains(QStringLiteral("id             01tAc00000Nmrt41tZ")));
        QVERIFY(r.outLines().contains(
            QStringLiteral("lowestPrices   45.99 EUR · 38.99 GBP · 7,500 JPY · 49.99 USD")));
    } else if (format == u"csv") {
        QCOMPARE(r.outLines().size(), 5); // one row per currency
        for (const QString &line : r.outLines().mid(1))
            QVERIFY2(line.startsWith(id + u','), qPrintable(line));
        QVERIFY(r.outLines().at(3).endsWith(QStringLiteral(",JPY,7500\r")));
    } else if (format == u"json") {
        QVERIFY(r.out.startsWith("{\n")); // indented for people, every token as sent
        QCOMPARE(bd::json::reformat(r.out, false), exact);
    } else {
        QCOMPARE(r.out, exact + '\n');
    }
}

void TestCliProducts::unknownProductIsRequestFailed()
{
    const CliResult r =
        run({QStringLiteral("products"), QStringLiteral("get"), QStringLiteral("01tAc00000Nmrt41tX")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.errText().contains(QStringLiteral("01tAc00000Nmrt41tX")), qPrintable(r.errText()));
}

void TestCliProducts::exportWritesExactlyWhatWasReceived()
{
    const QString json = m_cli.path("home") + QStringLiteral("/catalog.json");
    CliResult r = run({QStringLiteral("products"), QStringLiteral("export"), json});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.errText().contains(QStringLiteral("Wrote %1 products to").arg(productsAsSent(m_f).size())),
             qPrintable(r.errText()));
    QFile file(json);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(arrayElements(file.readAll()), productsAsSent(m_f));

    const QString csv = m_cli.path("home") + QStringLiteral("/catalog.csv");
    r = run({QStringLiteral("products"), QStringLiteral("export"), csv,
             QStringLiteral("--filter=recordType=Bundle")});
    QCOMPARE(r.exitCode, 0);
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    const QList<QByteArray> rows = csvFile.readAll().split('\n');
    QVERIFY(rows.first().startsWith("id,name,sku,recordType"));
    for (const QByteArray &row : rows.mid(1, rows.size() - 2))
        QVERIFY2(row.contains(",Bundle,"), row.constData());

    r = run({QStringLiteral("products"), QStringLiteral("export"), QStringLiteral("-"),
             QStringLiteral("--format=jsonl")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.count('\n'), productsAsSent(m_f).size());

    r = run(
        {QStringLiteral("products"), QStringLiteral("export"), QStringLiteral("/nonexistent/dir/x.json")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.errText().contains(QStringLiteral("Could not write /nonexistent/dir/x.json")));
}

void TestCliProducts::notSignedInIsThree()
{
    const CliResult r = m_cli.run({QStringLiteral("products"), QStringLiteral("list")});
    QCOMPARE(r.exitCode, 3);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.errText().startsWith(QStringLiteral("Not signed in.")), qPrintable(r.errText()));
    QCOMPARE(receivedRequests(m_f), QStringList());
}

void TestCliProducts::refusedCredentialsAreThree()
{
    const CliResult r =
        m_cli.run(sandboxArguments(m_f) + QStringList{QStringLiteral("products"), QStringLiteral("list")}, {},
                  {{QStringLiteral("BILLING_DESK_API_KEY"), QStringLiteral("sk_wrong")}});
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.errText().contains(QStringLiteral("did not accept the credentials")), qPrintable(r.errText()));
    QVERIFY(r.out.isEmpty());
}

void TestCliProducts::serviceFailureIsOne()
{
    bd::sandbox::Fault fault;
    fault.kind = bd::sandbox::Fault::Kind::ServerError;
    fault.route = QStringLiteral("/catalog");
    m_f.server.faults().add(fault);
    const CliResult r = run({QStringLiteral("products"), QStringLiteral("list")});
    m_f.server.faults().clear();
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.errText().contains(QStringLiteral("internal problem (HTTP 500)")), qPrintable(r.errText()));
}

void TestCliProducts::waitsAreReportedOnStandardError()
{
    bd::sandbox::Fault fault;
    fault.kind = bd::sandbox::Fault::Kind::RateLimit;
    fault.value = 1;
    fault.route = QStringLiteral("/catalog");
    fault.remaining = 1;
    m_f.server.faults().add(fault);
    const CliResult r =
        run({QStringLiteral("products"), QStringLiteral("list"), QStringLiteral("--format=jsonl")});
    m_f.server.faults().clear();
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.errText().contains(QStringLiteral("The service asked us to wait 1 s")),
             qPrintable(r.errText()));
    QCOMPARE(r.outLines().size(), productsAsSent(m_f).size());
}

void TestCliProducts::secretFromStandardInput()
{
    const QByteArray key = m_f.apiKey().first().second;
    const CliResult r = m_cli.run(
        sandboxArguments(m_f) + QStringList{QStringLiteral("--secret-stdin"), QStringLiteral("products"),
                                            QStringLiteral("get"), QStringLiteral("01tAc00000Nmrt41tZ")},
        key + '\n');
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.outText().contains(QStringLiteral("Analytics Pro")));
}

void TestCliProducts::demoNeedsNoAccount()
{
    const CliResult r =
        m_cli.run({QStringLiteral("--demo"), QStringLiteral("products"), QStringLiteral("list"),
                   QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QCOMPARE(receivedRequests(m_f), QStringList()); // its own sandbox, not this one
    QSet<QString> ids; // a row per price: the same products as the sandbox here holds
    for (const QString &line : r.outLines().mid(1))
        ids.insert(line.section(u',', 0, 0));
    QCOMPARE(ids.size(), productsAsSent(m_f).size());
}

QTEST_GUILESS_MAIN(TestCliProducts)
#include "tst_cliproducts.moc"
