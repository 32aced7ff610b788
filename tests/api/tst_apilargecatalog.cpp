// A large catalog through the API layer: the event loop keeps turning while it loads (the JSON
// is decoded on a worker thread), and cancelling or deleting a job mid-decode is safe.

#include "../common/accounttestutil.h"
#include "api/productlistjob.h"
#include "apifixture.h"

#include "../common/loopwatch.h"

#include <QElapsedTimer>
#include <QTimer>

using namespace bd::test;
using namespace bd::api;

class TestApiLargeCatalog : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void loadsWithoutStallingTheEventLoop();
    void deleteDuringDecodeIsSafe();

private:
    std::unique_ptr<ApiFixture> m_f;
};

void TestApiLargeCatalog::initTestCase()
{
    bd::sandbox::SandboxOptions options;
    options.generateProducts = 4000; // ~22 MB of JSON per list
    m_f = std::make_unique<ApiFixture>(options);
    m_f->signInWithApiKey();
}

void TestApiLargeCatalog::loadsWithoutStallingTheEventLoop()
{
    // The sandbox shares this thread, so sending 22 MB stalls on its side; measure the client's
    // own decode: start the job, wait until the body has arrived, then watch the loop.
    ProductListJob job(accountOf(m_f->client));
    job.setAutoDelete(false);
    QSignalSpy finished(&job, &ApiJob::finished);
    bool bodyArrived = false;
    connect(&job, &ApiJob::progress, this,
            [&](qint64 received, qint64 total) { bodyArrived = total > 0 && received == total; });
    job.start();
    QTRY_VERIFY_WITH_TIMEOUT(bodyArrived || finished.count() == 1, 60000);
    auto watch = std::make_unique<LoopWatch>();
    QVERIFY(finished.count() == 1 || finished.wait(60000));
    const qint64 longestGapMs = watch->longestGapMs();
    watch.reset();
    QVERIFY2(job.succeeded(), qPrintable(job.error().userMessage()));
    QCOMPARE(job.products().size(), 4056);
    qInfo() << "longest event-loop gap while decoding" << job.products().size() << "products:" << longestGapMs
            << "ms";
    QVERIFY2(longestGapMs < timeBudgetMs(100), qPrintable(QString::number(longestGapMs)));
}

void TestApiLargeCatalog::deleteDuringDecodeIsSafe()
{
    for (int i = 0; i < 3; ++i) {
        auto *job = new ProductListJob(accountOf(m_f->client));
        job->setAutoDelete(false);
        bool bodyArrived = false;
        connect(job, &ApiJob::progress, this,
                [&](qint64 received, qint64 total) { bodyArrived = total > 0 && received == total; });
        job->start();
        QTRY_VERIFY_WITH_TIMEOUT(bodyArrived, 60000);
        QTest::qWait(i * 20);
        delete job; // the worker's result must find nothing to apply
    }
    QTest::qWait(500);
    ProductListJob again(accountOf(m_f->client));
    again.setAutoDelete(false);
    QSignalSpy finished(&again, &ApiJob::finished);
    again.start();
    QVERIFY(finished.wait(60000));
    QVERIFY(again.succeeded());
}

QTEST_GUILESS_MAIN(TestApiLargeCatalog)
#include "tst_apilargecatalog.moc"
