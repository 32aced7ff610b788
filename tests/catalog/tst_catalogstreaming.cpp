// The catalog while it downloads: rows stream into the model in batches before the body ends,
// sorted and searched as they come, the event loop keeps turning, and a body cut short or a
// load canceled keeps the rows that arrived.

#include "../api/apifixture.h"
#include "../common/accounttestutil.h"
#include "../common/loopwatch.h"
#include "api/productlistjob.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/catalogmodel.h"
#include "sandbox/sandboxfaults.h"

#include <QElapsedTimer>

using namespace bd::test;
using namespace bd::models;
using bd::sandbox::Fault;

class TestCatalogStreaming : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init() { m_f->server.faults().clear(); }
    void rowsArriveBeforeTheBodyEnds();
    void aCutBodyKeepsWhatArrived();
    void cancelKeepsWhatArrived();
    void reloadKeepsTheListUntilTheNewOneIsComplete();
    void aLoadDroppedMidStreamLeavesNothingInFlight();

private:
    void addFault(const QString &text)
    {
        QString error;
        const auto fault = Fault::parse(text, &error);
        QVERIFY2(fault, qPrintable(error));
        m_f->server.faults().add(*fault);
    }
    std::unique_ptr<ApiFixture> m_f;
};

static constexpr int Products = 1056; // 1000 generated and the sandbox's own 56

void TestCatalogStreaming::initTestCase()
{
    bd::sandbox::SandboxOptions options;
    options.generateProducts = 1000; // ~5.5 MB of JSON
    m_f = std::make_unique<ApiFixture>(options);
    m_f->signInWithApiKey();
}

void TestCatalogStreaming::rowsArriveBeforeTheBodyEnds()
{
    addFault(QStringLiteral("bandwidth=8000000,route=/catalog/products,count=1")); // ~0.7 s
    CatalogModel model;
    model.sort(CatalogModel::Name, Qt::AscendingOrder);
    model.setSearchText(QStringLiteral("#1")); // typed before anything arrived
    CatalogLoader loader(accountOf(m_f->client), &model);
    QSignalSpy loaded(&loader, &CatalogLoader::loaded);
    int batches = 0, firstCount = 0;
    QElapsedTimer clock;
    qint64 firstRowsMs = -1;
    connect(&loader, &CatalogLoader::arrived, this, [&](int count, bool) {
        if (batches++ == 0) {
            firstCount = count;
            firstRowsMs = clock.elapsed();
        }
    });
    LoopWatch watch;
    clock.start();
    loader.load();
    QVERIFY(loader.isStreaming());
    QVERIFY(loaded.wait(30000));
    const qint64 lastRowMs = clock.elapsed();
    qInfo() << batches << "batches; first" << firstCount << "rows at" << firstRowsMs << "ms, all at"
            << lastRowMs << "ms; longest event-loop gap" << watch.longestGapMs() << "ms";
    // The body takes ~700 ms at this rate: the first rows come long before its end.
    QVERIFY2(firstCount > 0 && firstCount < Products / 4, qPrintable(QString::number(firstCount)));
    QVERIFY2(firstRowsMs >= 0 && firstRowsMs < lastRowMs - 300, qPrintable(QString::number(firstRowsMs)));
    QVERIFY(batches > 2);
    QCOMPARE(loaded.first().first().toInt(), Products);
    QVERIFY2(watch.longestGapMs() < timeBudgetMs(50), qPrintable(QString::number(watch.longestGapMs())));

    // The same rows, order and search as the list handed over whole.
    bd::api::ProductListJob job(accountOf(m_f->client));
    job.setAutoDelete(false);
    QSignalSpy finished(&job, &bd::api::ApiJob::finished);
    job.start();
    QVERIFY(finished.wait(30000));
    QVERIFY(job.succeeded());
    CatalogModel whole;
    whole.sort(CatalogModel::Name, Qt::AscendingOrder);
    whole.setProducts(job.takeProducts());
    whole.setSearchText(QStringLiteral("#1"));
    QVERIFY(model.visibleProductCount() > 0 && model.visibleProductCount() < Products);
    QCOMPARE(model.visibleProductCount(), whole.visibleProductCount());
    for (int row = 0; row < model.rowCount(); ++row)
        QCOMPARE(model.index(row, 0).data(CatalogModel::ProductIdRole),
                 whole.index(row, 0).data(CatalogModel::ProductIdRole));
    QCOMPARE(model.filter().currencies(), whole.filter().currencies());
    QCOMPARE(model.filter().distinctValues(CatalogModel::Category),
             whole.filter().distinctValues(CatalogModel::Category));
}

void TestCatalogStreaming::aCutBodyKeepsWhatArrived()
{
    addFault(QStringLiteral("drop,route=/catalog/products,count=1")); // half the body, then hang up
    CatalogModel model;
    CatalogLoader loader(accountOf(m_f->client), &model);
    QSignalSpy failed(&loader, &CatalogLoader::failed);
    loader.load();
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 30000);
    const int kept = int(model.products().size());
    qInfo() << kept << "of" << Products << "products kept from a body cut in half";
    QVERIFY(kept > Products / 4 && kept < Products);
    QCOMPARE(loader.arrivedCount(), kept);
    QCOMPARE(model.rowCount(), kept);
}

void TestCatalogStreaming::cancelKeepsWhatArrived()
{
    addFault(QStringLiteral("bandwidth=2000000,route=/catalog/products,count=1")); // ~3 s
    CatalogModel model;
    CatalogLoader loader(accountOf(m_f->client), &model);
    QSignalSpy arrived(&loader, &CatalogLoader::arrived);
    QSignalSpy canceled(&loader, &CatalogLoader::canceled);
    loader.load();
    QVERIFY(arrived.wait(30000));
    loader.cancel();
    QTRY_COMPARE_WITH_TIMEOUT(canceled.count(), 1, 10000); // may come within cancel()
    const int kept = int(model.products().size());
    QVERIFY(kept > 0 && kept < Products);
    QCOMPARE(loader.arrivedCount(), kept);
}

void TestCatalogStreaming::reloadKeepsTheListUntilTheNewOneIsComplete()
{
    CatalogModel model;
    CatalogLoader loader(accountOf(m_f->client), &model);
    QSignalSpy loaded(&loader, &CatalogLoader::loaded);
    loader.load();
    QVERIFY(loaded.wait(30000));
    QSignalSpy arrived(&loader, &CatalogLoader::arrived);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    loader.load();
    QVERIFY(!loader.isStreaming());
    QCOMPARE(model.products().size(), Products); // still the list shown
    QVERIFY(loaded.wait(30000));
    QCOMPARE(arrived.count(), 0);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(model.products().size(), Products);
}

// The session moves on (a tenant switch closes the screen, its loader with it) while workers
// still hold pieces of the list: nothing of that request reaches a model afterwards, and the
// next list is exactly the new one.
void TestCatalogStreaming::aLoadDroppedMidStreamLeavesNothingInFlight()
{
    addFault(QStringLiteral("bandwidth=2000000,route=/catalog/products,count=1")); // ~3 s
    CatalogModel model;
    auto loader = std::make_unique<CatalogLoader>(accountOf(m_f->client), &model);
    QSignalSpy arrived(loader.get(), &CatalogLoader::arrived);
    loader->load();
    QVERIFY(arrived.wait(30000));
    const qsizetype shown = model.products().size();
    QVERIFY(shown > 0 && shown < Products);
    loader.reset();
    QTest::qWait(1500); // the workers finish what they held, the event loop turns
    QCOMPARE(model.products().size(), shown);
    QCOMPARE(model.rowCount(), int(shown));

    CatalogModel next;
    CatalogLoader again(accountOf(m_f->client), &next);
    QSignalSpy loaded(&again, &CatalogLoader::loaded);
    again.load();
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 30000);
    QCOMPARE(next.products().size(), Products);
    QSet<QString> ids;
    for (const bd::domain::ProductSummary &p : next.products())
        ids.insert(p.id);
    QCOMPARE(ids.size(), Products);           // no row twice
    QCOMPARE(model.products().size(), shown); // and still nothing more for the one left behind
}

QTEST_GUILESS_MAIN(TestCatalogStreaming)
#include "tst_catalogstreaming.moc"
