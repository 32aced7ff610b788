// What the service says it deleted (spec §4.1: the 200 has no body shape), read under the names
// and shapes services use, and never more than it says.

#include "../common/accounttestutil.h"
#include "../common/recordingserver.h"
#include "api/deleteinvoicesjob.h"
#include "apifixture.h"

using namespace bd::api;
using bd::test::RecordingServer;
using bd::test::runJob;

class TestDeletionAnswer : public QObject
{
    Q_OBJECT
private slots:
    void readsWhatWasDeleted_data();
    void readsWhatWasDeleted();
};

void TestDeletionAnswer::readsWhatWasDeleted_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QStringList>("ids");
    QTest::addColumn<int>("count"); // -1: not said
    const QStringList ab{QStringLiteral("inv-a"), QStringLiteral("inv-b")};
    QTest::newRow("deleted") << QByteArray(R"({"deleted":["inv-a","inv-b"]})") << ab << 2;
    QTest::newRow("deletedInvoiceIds") << QByteArray(R"({"deletedInvoiceIds":["inv-a","inv-b"]})") << ab << 2;
    QTest::newRow("data object") << QByteArray(R"({"status":"ok","data":{"deletedIds":["inv-a","inv-b"]}})")
                                 << ab << 2;
    QTest::newRow("data list of records")
        << QByteArray(R"({"data":[{"id":"inv-a"},{"id":"inv-b"}]})") << ab << 2;
    QTest::newRow("bare list") << QByteArray(R"(["inv-a","inv-b"])") << ab << 2;
    QTest::newRow("count only") << QByteArray(R"({"deleted":7})") << QStringList() << 7;
    QTest::newRow("deletedCount") << QByteArray(R"({"result":{"deletedCount":3}})") << QStringList() << 3;
    QTest::newRow("empty body") << QByteArray() << QStringList() << -1;
    QTest::newRow("nothing said") << QByteArray(R"({"status":"ok"})") << QStringList() << -1;
    QTest::newRow("duplicates once") << QByteArray(R"({"deleted":["inv-a","inv-a","inv-b"]})") << ab << 2;
}

void TestDeletionAnswer::readsWhatWasDeleted()
{
    QFETCH(QByteArray, body);
    QFETCH(QStringList, ids);
    QFETCH(int, count);
    RecordingServer service;
    service.setResponder([body](const bd::test::RecordedRequest &) {
        return RecordingServer::Answer{200, {{"Content-Type", "application/json"}}, body};
    });
    ApiClient client;
    Environment env;
    env.baseUrl = service.url();
    QCOMPARE(client.setEnvironment(env), QString());
    client.session().useApiKey(QStringLiteral("key"));
    DeleteInvoicesJob job(accountOf(client), bd::domain::DeleteInvoicesRequest::byIds(
                                                 {QStringLiteral("inv-a"), QStringLiteral("inv-b")}));
    QVERIFY(runJob(job));
    QVERIFY2(job.succeeded(), qPrintable(job.error().userMessage()));
    QCOMPARE(job.deletedIds(), ids);
    QCOMPARE(job.deletedCount().value_or(-1), count);
}

QTEST_GUILESS_MAIN(TestDeletionAnswer)
#include "tst_deletionanswer.moc"
