// The webhook endpoint table: columns discovered from differently shaped lists (the sandbox's
// acme array and globex envelope with other names and non-records, the independent service's
// north and south), cells on one line, sorting with numbers as numbers, filtering, exports.
// Every model here has a QAbstractItemModelTester attached.

#include "../api/apifixture.h"
#include "../common/accounttestutil.h"
#include "../common/jsontestutil.h"
#include "api/tokenjob.h"
#include "domain/recordcodec.h"
#include "models/admin/webhookloader.h"
#include "models/admin/webhookmodel.h"
#include "models/common/csv.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QProcess>
#include <QStandardPaths>

using namespace bd::models;
using namespace bd::test;
using State = WebhookModel::State;

static bool load(WebhookLoader &loader)
{
    QSignalSpy loaded(&loader, &WebhookLoader::loaded);
    QSignalSpy failed(&loader, &WebhookLoader::failed);
    loader.load();
    QDeadlineTimer deadline(15000);
    while (loaded.isEmpty() && failed.isEmpty() && !deadline.hasExpired())
        QTest::qWait(10);
    return loaded.count() == 1;
}

static QString cell(const WebhookModel &m, int row, const QString &field)
{
    return m.index(row, int(m.fieldNames().indexOf(field))).data().toString();
}

static QList<bd::domain::WebhookEndpoint> decode(const QByteArray &json)
{
    return bd::domain::decodeWebhookEndpoints(json).value;
}

class TestWebhookModel : public QObject
{
    Q_OBJECT
private slots:
    void acmeArray();
    void globexEnvelopeWithOtherNamesAndNonRecords();
    void altServiceNorthAndSouth();
    void sortsNumbersAsNumbers();
    void filtersByTextAndState();
    void selectionFollowsSortAndFilter();
    void exportsVisibleRows();
    void emptyList();
};

void TestWebhookModel::acmeArray()
{
    ApiFixture f;
    f.signInWithApiKey("acme");
    WebhookModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    WebhookLoader loader(accountOf(f.client), &model);
    QSignalSpy loaded(&loader, &WebhookLoader::loaded);
    QVERIFY(load(loader));
    QCOMPARE(loaded.first().at(0).toInt(), 5);
    QCOMPARE(loaded.first().at(1).toInt(), 0);
    QCOMPARE(model.fieldNames(), QStringList({"url", "events", "status", "description", "id", "createdDate",
                                              "lastDeliveryStatus", "apiVersion", "secretLastFour"}));
    QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("url"));
    QCOMPARE(model.rowCount(), 5);
    QCOMPARE(cell(model, 0, u"events"_qs),
             QStringLiteral("invoice.posted, invoice.paid, invoice.canceled, invoice.deleted"));
    QCOMPARE(cell(model, 3, u"status"_qs), QStringLiteral("Disabled"));
    QCOMPARE(model.index(3, 0).data(WebhookModel::StateRole).toInt(), int(State::Inactive));
    QCOMPARE(model.index(0, 0).data(WebhookModel::StateRole).toInt(), int(State::Active));
    // null is shown, and marked, distinct from an absent field
    const QModelIndex delivery = model.index(4, int(model.fieldNames().indexOf(u"lastDeliveryStatus")));
    QCOMPARE(delivery.data().toString(), QStringLiteral("null"));
    QVERIFY(delivery.data(Qt::FontRole).value<QFont>().italic());
    QVERIFY(delivery.data(Qt::ToolTipRole).toString().contains(QStringLiteral("null")));
}

void TestWebhookModel::globexEnvelopeWithOtherNamesAndNonRecords()
{
    ApiFixture f;
    f.signInWithApiKey("globex");
    WebhookModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    WebhookLoader loader(accountOf(f.client), &model);
    QSignalSpy loaded(&loader, &WebhookLoader::loaded);
    QVERIFY(load(loader));
    QCOMPARE(loaded.first().at(0).toInt(), 6);
    QCOMPARE(loaded.first().at(1).toInt(), 2);
    QCOMPARE(model.fieldNames(),
             QStringList({"target", "endpointUrl", "eventTypes", "enabled", "description", "id", "auth",
                          "createdAt", "lastDelivery", "retryPolicy", "pausedReason", "transport"}));
    QCOMPARE(model.rowCount(), 6);
    QCOMPARE(cell(model, 0, u"target"_qs), QStringLiteral("https://hooks.globex.example/billing/events"));
    QVERIFY(cell(model, 0, u"endpointUrl"_qs).isEmpty()); // absent: an empty cell
    QVERIFY(model.index(0, 1).data(Qt::ToolTipRole).toString().contains(QStringLiteral("no “endpointUrl”")));
    // A list of objects by their names; a list given as one string as it is; objects as k=v.
    QCOMPARE(cell(model, 0, u"eventTypes"_qs), QStringLiteral("invoice.posted, payment.succeeded"));
    QCOMPARE(cell(model, 1, u"eventTypes"_qs), QStringLiteral("contact.created,contact.updated"));
    QCOMPARE(cell(model, 0, u"auth"_qs), QStringLiteral("type=hmac, header=X-Sig, algorithm=sha256"));
    QCOMPARE(cell(model, 0, u"retryPolicy"_qs),
             QStringLiteral("maxAttempts=8, backoffSeconds=[30, 120, 600]"));
    QCOMPARE(cell(model, 0, u"lastDelivery"_qs),
             QStringLiteral("status=Succeeded, at=2024-11-30T23:58:12Z, httpStatus=200"));
    QCOMPARE(cell(model, 2, u"description"_qs), QStringLiteral("null"));
    QCOMPARE(cell(model, 2, u"createdAt"_qs), QStringLiteral("1717200000"));
    QCOMPARE(
        model.index(2, int(model.fieldNames().indexOf(u"createdAt"))).data(WebhookModel::SortRole).typeId(),
        QMetaType::Double);
    QCOMPARE(cell(model, 1, u"enabled"_qs), QStringLiteral("false"));
    QCOMPARE(model.index(1, 0).data(WebhookModel::StateRole).toInt(), int(State::Inactive));
    QCOMPARE(model.index(3, 0).data(WebhookModel::StateRole).toInt(), int(State::Active));
    // The number and the null in the list: rows that say what arrived, with the exact JSON.
    QCOMPARE(model.index(4, 0).data().toString(), QStringLiteral("Not a record: a number (42)"));
    QCOMPARE(model.index(5, 0).data().toString(), QStringLiteral("Not a record: null"));
    QCOMPARE(model.index(4, 0).data(WebhookModel::StateRole).toInt(), int(State::NotARecord));
    QCOMPARE(model.jsonAt(model.index(4, 3)), QByteArray("42"));
    QCOMPARE(model.jsonAt(model.index(5, 0)), QByteArray("null"));
    QVERIFY(!model.index(4, 1).data().isValid());
}

// The independent service: north is enveloped with a cursor, "endpointUrl" (missing on one),
// a status word that is neither active nor inactive; south is a bare array in other names,
// "active" as "yes"/"no".
void TestWebhookModel::altServiceNorthAndSouth()
{
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    if (python.isEmpty())
        QFAIL("python3 is needed for the independent service");
    QProcess service;
    service.setProgram(python);
    service.setArguments({QStringLiteral(BD_SOURCE_DIR "/tests/conformance/alt_service.py"),
                          QStringLiteral("--port"), QStringLiteral("0")});
    service.start();
    QVERIFY(service.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(service.canReadLine(), 10000);
    const QString line = QString::fromUtf8(service.readLine()).trimmed();
    QVERIFY2(line.startsWith(QStringLiteral("listening on ")), qPrintable(line));
    bd::api::ApiClient client;
    bd::api::Environment env;
    env.name = QStringLiteral("Alternative");
    env.baseUrl = QUrl(line.mid(13));
    QVERIFY(client.setEnvironment(env).isEmpty());
    bd::api::TokenJob token(anonymousOf(client), QStringLiteral("olga@alt.test"),
                            QStringLiteral("pa55-word!"));
    QVERIFY(runJob(token));
    QVERIFY2(token.succeeded(), qPrintable(token.error().userMessage()));
    QCOMPARE(token.grant().tenants.size(), 2);
    client.session().useBearer(QStringLiteral("olga@alt.test"), token.grant(),
                               token.grant().tenants.at(0).accessKey);

    WebhookModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    WebhookLoader loader(accountOf(client), &model);
    QVERIFY(load(loader));
    QCOMPARE(model.fieldNames(),
             QStringList({"endpointUrl", "events", "status", "description", "id", "signingSecretHint",
                          "createdAt", "retry", "lastDeliveryAt", "metadata", "consecutiveFailures"}));
    QCOMPARE(model.rowCount(), 3);
    QVERIFY(cell(model, 1, u"endpointUrl"_qs).isEmpty());
    QCOMPARE(cell(model, 1, u"events"_qs), QStringLiteral("[]"));
    QCOMPARE(cell(model, 2, u"endpointUrl"_qs), QStringLiteral("https://例え.テスト/フック"));
    QCOMPARE(cell(model, 2, u"metadata"_qs), QStringLiteral("owner=ops, labels={env=prod, team=💳}"));
    QCOMPARE(cell(model, 2, u"retry"_qs), QStringLiteral("maxAttempts=0, backoff=null"));
    QCOMPARE(model.index(2, 0).data(WebhookModel::StateRole).toInt(), int(State::Unknown)); // "Failing"
    model.setStateFilter(WebhookModel::StateFilter::Active);
    QCOMPARE(model.rowCount(), 1);
    model.setStateFilter(WebhookModel::StateFilter::Inactive);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(cell(model, 0, u"status"_qs), QStringLiteral("Disabled"));
    model.setStateFilter(WebhookModel::StateFilter::Any);

    client.session().setTenant(token.grant().tenants.at(1).accessKey, token.grant().tenants.at(1).name);
    // A loader belongs to the account it was made for: the first tenant's sends nothing now.
    QSignalSpy refused(&loader, &WebhookLoader::failed);
    loader.load();
    QTRY_COMPARE(refused.count(), 1);
    QVERIFY(refused.first().first().value<bd::api::ApiError>().userMessage().startsWith(
        u"Not sent: you switched to"));
    WebhookLoader south(accountOf(client), &model);
    QVERIFY(load(south));
    QCOMPARE(model.fieldNames(), QStringList({"callbackUrl", "topics", "active", "ref", "signing"}));
    QCOMPARE(cell(model, 0, u"topics"_qs), QStringLiteral("invoice.posted invoice.paid"));
    QCOMPARE(cell(model, 0, u"signing"_qs), QStringLiteral("scheme=sha256, keyId=k-2024"));
    QCOMPARE(cell(model, 1, u"callbackUrl"_qs), QStringLiteral("null"));
    QCOMPARE(model.index(0, 0).data(WebhookModel::StateRole).toInt(), int(State::Active));   // "yes"
    QCOMPARE(model.index(1, 0).data(WebhookModel::StateRole).toInt(), int(State::Inactive)); // "no"
    service.terminate();
    service.waitForFinished(5000);
}

void TestWebhookModel::sortsNumbersAsNumbers()
{
    WebhookModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setEndpoints(decode(R"([{"n":10,"s":"gamma"},{"n":9,"s":"beta"},{"n":100,"s":"Alpha"},{"n":"abc"},
                                  {"s":null},5])"));
    QCOMPARE(model.fieldNames(), QStringList({"n", "s"}));
    const auto column = [&](int c) {
        QStringList out;
        for (int r = 0; r < model.rowCount(); ++r)
            out.append(model.index(r, c).data().toString());
        return out;
    };
    QCOMPARE(column(0), QStringList({"10", "9", "100", "abc", "", "Not a record: a number (5)"})); // as sent
    model.sort(0, Qt::AscendingOrder);
    // Numbers by value, then text, then null, then absent (in the order sent).
    QCOMPARE(column(0), QStringList({"9", "10", "100", "abc", "", "Not a record: a number (5)"}));
    model.sort(0, Qt::DescendingOrder);
    QCOMPARE(column(0), QStringList({"", "Not a record: a number (5)", "abc", "100", "10", "9"}));
    model.sort(1, Qt::AscendingOrder);
    // Text case-insensitively; null after values; absent last.
    QCOMPARE(column(1), QStringList({"Alpha", "beta", "gamma", "null", "", ""}));
    QCOMPARE(model.index(0, 1).data(WebhookModel::SortRole).toString(), QStringLiteral("Alpha"));
    model.sort(-1);
    QCOMPARE(column(0), QStringList({"10", "9", "100", "abc", "", "Not a record: a number (5)"}));
}

void TestWebhookModel::filtersByTextAndState()
{
    WebhookModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setEndpoints(decode(R"({"data":[
        {"url":"https://a.example/hooks","events":["invoice.paid"],"status":"Active","auth":{"type":"hmac"}},
        {"url":"https://b.example/x","events":["contact.updated"],"enabled":false},
        {"url":"https://c.example/y","events":"invoice.posted","status":"Pending Verification"},
        null]})"));
    QCOMPARE(model.rowCount(), 4);
    model.setFilterText(QStringLiteral("INVOICE"));
    QCOMPARE(model.rowCount(), 2);
    model.setFilterText(QStringLiteral("invoice example/y"));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("https://c.example/y"));
    model.setFilterText(QStringLiteral("hmac")); // nested values are searched too
    QCOMPARE(model.rowCount(), 1);
    model.setFilterText(QStringLiteral("not a record"));
    QCOMPARE(model.rowCount(), 1);
    model.setFilterText({});
    model.setStateFilter(WebhookModel::StateFilter::Active);
    QCOMPARE(model.rowCount(), 1);
    model.setStateFilter(WebhookModel::StateFilter::Inactive);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("https://b.example/x"));
    model.setFilterText(QStringLiteral("nothing like this"));
    QCOMPARE(model.rowCount(), 0);
    model.setStateFilter(WebhookModel::StateFilter::Any);
    model.setFilterText({});
    QCOMPARE(model.rowCount(), 4);
    // A new list keeps the filters.
    model.setFilterText(QStringLiteral("b.example"));
    model.setEndpoints(decode(R"([{"url":"https://b.example/z"},{"url":"https://q.example"}])"));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.entryCount(), 2);
}

void TestWebhookModel::selectionFollowsSortAndFilter()
{
    WebhookModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setEndpoints(decode(R"([{"id":"c","n":3},{"id":"a","n":1},{"id":"b","n":2}])"));
    const QPersistentModelIndex selected = model.index(0, 1); // id "c"
    model.sort(1, Qt::AscendingOrder);
    QCOMPARE(selected.row(), 2);
    QCOMPARE(selected.data().toString(), QStringLiteral("3"));
    QCOMPARE(model.jsonAt(selected), QByteArray(R"({"id":"c","n":3})"));
    model.setFilterText(QStringLiteral("a"));
    QVERIFY(!selected.isValid()); // filtered out: no stale row
    const QPersistentModelIndex a = model.index(0, 0);
    model.setFilterText({});
    QCOMPARE(a.row(), 0);
    QCOMPARE(a.data().toString(), QStringLiteral("a"));
}

void TestWebhookModel::exportsVisibleRows()
{
    WebhookModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QByteArray original = R"js([
        {"url":"=HYPERLINK(\"https://evil.example\")","events":["a","b"],"status":"Active","x":{"k":[1,2.50]}},
        {"url":"https://ok.example","status":"Disabled","note":"say \"hi\", twice"},
        17])js";
    model.setEndpoints(decode(original));
    const QByteArray csv = exportCsv(model);
    const QList<QByteArray> lines = csv.split('\n');
    QCOMPARE(lines.at(0), QByteArray("url,events,status,x,note\r"));
    const QByteArray defused =
        R"csv("'=HYPERLINK(""https://evil.example"")","a, b",Active,"k=[1, 2.50]",)csv";
    QVERIFY2(lines.at(1).startsWith(defused), lines.at(1).constData());
    QCOMPARE(lines.at(2), QByteArray("https://ok.example,,Disabled,,\"say \"\"hi\"\", twice\"\r"));
    QCOMPARE(lines.at(3), QByteArray("Not a record: a number (17),,,,\r"));
    // JSON: each entry exactly as received (digits, unknown fields, the non-record).
    QCOMPARE(canonicalJson(model.exportJson()), canonicalJson(original));
    QVERIFY(model.exportJson(false).contains("2.50"));
    model.setStateFilter(WebhookModel::StateFilter::Inactive);
    const QByteArray inactive =
        R"([{"url":"https://ok.example","status":"Disabled","note":"say \"hi\", twice"}])";
    QCOMPARE(canonicalJson(model.exportJson()), canonicalJson(inactive));
    QCOMPARE(exportCsv(model).count("\r\n"), 2);
}

void TestWebhookModel::emptyList()
{
    ApiFixture f;
    f.signInWithApiKey("acme");
    f.server.service().data().tenantById(QStringLiteral("acme"))->webhookEndpoints.clear();
    WebhookModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setEndpoints(decode(R"([{"url":"https://old.example"}])"));
    WebhookLoader loader(accountOf(f.client), &model);
    QSignalSpy loaded(&loader, &WebhookLoader::loaded);
    QVERIFY(load(loader));
    QCOMPARE(loaded.first().at(0).toInt(), 0);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), 0);
    QCOMPARE(model.exportJson(false), QByteArray("[]"));
}

QTEST_GUILESS_MAIN(TestWebhookModel)
#include "tst_webhookmodel.moc"
