// A product read by id is the product asked for: an answer about another record is refused (as
// Malformed, naming both ids), while the same record under its other id length is accepted.

#include "../common/accounttestutil.h"
#include "../common/recordingserver.h"
#include "api/productjob.h"
#include "apifixture.h"

using namespace bd::api;
using bd::test::RecordingServer;
using bd::test::runJob;

class TestProductAnswer : public QObject
{
    Q_OBJECT
private slots:
    void onlyTheProductAskedFor_data();
    void onlyTheProductAskedFor();
};

void TestProductAnswer::onlyTheProductAskedFor_data()
{
    QTest::addColumn<QString>("asked");
    QTest::addColumn<QByteArray>("answeredId"); // empty: the answer names no id
    QTest::addColumn<bool>("accepted");
    QTest::newRow("the same") << QStringLiteral("01tAc00000PrcVol01") << QByteArray("01tAc00000PrcVol01")
                              << true;
    QTest::newRow("15 asked, 18 answered")
        << QStringLiteral("01tAc00000PrcVo") << QByteArray("01tAc00000PrcVoAAE") << true;
    QTest::newRow("18 asked, 15 answered")
        << QStringLiteral("01tAc00000PrcVoAAE") << QByteArray("01tAc00000PrcVo") << true;
    QTest::newRow("no id said") << QStringLiteral("01tAc00000PrcVol01") << QByteArray() << true;
    QTest::newRow("another product") << QStringLiteral("01tAc00000PrcVol01")
                                     << QByteArray("01tAc00000PrcRamp1") << false;
    QTest::newRow("another case") << QStringLiteral("01tAc00000PrcVol01") << QByteArray("01tAc00000PRCVOL01")
                                  << false;
    QTest::newRow("a short id") << QStringLiteral("01tAc00000PrcVol01") << QByteArray("01tAc") << false;
}

void TestProductAnswer::onlyTheProductAskedFor()
{
    QFETCH(QString, asked);
    QFETCH(QByteArray, answeredId);
    QFETCH(bool, accepted);
    RecordingServer service;
    const QByteArray body = answeredId.isEmpty() ? QByteArray(R"({"name":"Licence"})")
                                                 : R"({"id":")" + answeredId + R"(","name":"Licence"})";
    service.setResponder([body](const bd::test::RecordedRequest &) {
        return RecordingServer::Answer{200, {{"Content-Type", "application/json"}}, body};
    });
    ApiClient client;
    Environment env;
    env.baseUrl = service.url();
    QCOMPARE(client.setEnvironment(env), QString());
    client.session().useApiKey(QStringLiteral("key"));
    ProductJob job(accountOf(client), asked);
    QVERIFY(runJob(job));
    QVERIFY2(job.succeeded() == accepted, qPrintable(job.error().userMessage()));
    if (!accepted) {
        QCOMPARE(job.error().kind, ApiError::Kind::Malformed);
        QVERIFY2(job.error().userMessage().contains(QString::fromLatin1(answeredId)) &&
                     job.error().userMessage().contains(asked),
                 qPrintable(job.error().userMessage()));
    }
}

QTEST_GUILESS_MAIN(TestProductAnswer)
#include "tst_productanswer.moc"
