// The catalog kept from last time: exactly the bytes received, per environment, user and tenant,
// shown at once by the next load and replaced by the fresh list, usable when the service cannot
// be reached, and erased whole on sign-out.

#include "../api/apifixture.h"
#include "../common/accounttestutil.h"
#include "models/catalog/catalogcache.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/catalogmodel.h"
#include "sandbox/sandboxfaults.h"

#include <QFont>
#include <QFuture>
#include <QTemporaryDir>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

using namespace bd::test;
using namespace bd::models;

class TestCatalogCache : public QObject
{
    Q_OBJECT
private slots:
    void keepsTheBytesPerTenant();
    void reopensThenRefreshes();
    void staysUsableWithoutTheService();
    void showsWhatChangedSinceLastTime();
    void indexGivesTheSummariesBack();
    void signOutLeavesNothingWithAWriteInFlight();

private:
    // Signs in to tenant Acme and loads the list once, which the cache then keeps.
    static void loadOnce(ApiFixture &f, const std::shared_ptr<CatalogCache> &cache)
    {
        QVERIFY(f.signInWithToken());
        f.client.session().setTenant(f.client.session().current()->tenantKey(), QStringLiteral("Acme"));
        CatalogModel model;
        CatalogLoader loader(accountOf(f.client), &model);
        loader.setCache(cache);
        QSignalSpy loaded(&loader, &CatalogLoader::loaded);
        loader.load();
        QVERIFY(loaded.wait(10000));
        // Written on a worker.
        QTRY_VERIFY(!QDir(cache->folder()).entryList({QStringLiteral("*.meta")}).isEmpty());
    }
};

void TestCatalogCache::keepsTheBytesPerTenant()
{
    QTemporaryDir dir;
    CatalogCache cache(dir.path());
    const QUrl url(QStringLiteral("https://billing.example.com/api"));
    const QString acme = CatalogCache::keyFor(url, QStringLiteral("olga"), QStringLiteral("Acme"));
    const QString globex = CatalogCache::keyFor(url, QStringLiteral("olga"), QStringLiteral("Globex"));
    QVERIFY(acme != globex);
    QVERIFY(!acme.contains(u"olga") && !acme.contains(u"Acme")); // names, not secrets, and hashed
    const QByteArray body = "[{\"id\":\"01tAc000000A1b2C3D\",\"name\":\"Ä \\u00e9\",\"x\":1.50]";
    const QDateTime when =
        QDateTime::fromString(QStringLiteral("2026-11-22T10:00:00.000Z"), Qt::ISODateWithMs);
    QVERIFY(cache.save(acme, body, 1, when));
    QVERIFY(cache.contains(acme));
    QVERIFY(!cache.contains(globex));
    const auto entry = cache.load(acme);
    QVERIFY(entry);
    QCOMPARE(entry->body, body);
    QCOMPARE(entry->savedAt, when);
    QCOMPARE(entry->productCount, 1);
    QVERIFY(!cache.load(globex));
    cache.eraseAll();
    QVERIFY(!cache.contains(acme));
    QVERIFY(!QFileInfo::exists(dir.path() + QStringLiteral("/") + acme + QStringLiteral(".json")));
}

void TestCatalogCache::reopensThenRefreshes()
{
    QTemporaryDir dir;
    auto cache = std::make_shared<CatalogCache>(dir.path());
    ApiFixture f;
    loadOnce(f, cache);
    if (QTest::currentTestFailed())
        return;
    const int products = 56;
    CatalogModel model;
    CatalogLoader loader(accountOf(f.client), &model);
    loader.setCache(cache);
    QSignalSpy shown(&loader, &CatalogLoader::shownFromCache);
    QSignalSpy loaded(&loader, &CatalogLoader::loaded);
    QString error;
    f.server.faults().add(*bd::sandbox::Fault::parse(QStringLiteral("latency=500,count=1"), &error));
    loader.load();
    QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 5000); // may come within load()
    QCOMPARE(loaded.count(), 0);                       // the kept list first
    QCOMPARE(model.products().size(), products);
    QVERIFY(loader.shownAsOf().isValid());
    QVERIFY(!loader.isStreaming());
    // The kept file is mapped and its pages handed back once summarized: a product still opens
    // in full from it.
    for (int row : {0, products / 2, products - 1}) {
        const bd::domain::Product *p = model.productAt(model.index(row, 0));
        QVERIFY(p);
        QCOMPARE(p->name.valueOr({}), model.summaryAt(model.index(row, 0))->name);
    }
    QVERIFY(loaded.wait(10000));
    QVERIFY(!loader.shownAsOf().isValid()); // fresh now
    QCOMPARE(model.products().size(), products);
    // Another tenant sees nothing of it.
    QVERIFY(f.signInWithToken("globex"));
    f.client.session().setTenant(f.client.session().current()->tenantKey(), QStringLiteral("Globex"));
    CatalogModel other;
    CatalogLoader otherLoader(accountOf(f.client), &other);
    otherLoader.setCache(cache);
    QSignalSpy otherShown(&otherLoader, &CatalogLoader::shownFromCache);
    QSignalSpy otherLoaded(&otherLoader, &CatalogLoader::loaded);
    otherLoader.load();
    QVERIFY(otherLoader.isStreaming());
    QVERIFY(otherLoaded.wait(10000));
    QCOMPARE(otherShown.count(), 0);
}

void TestCatalogCache::staysUsableWithoutTheService()
{
    QTemporaryDir dir;
    auto cache = std::make_shared<CatalogCache>(dir.path());
    ApiFixture f;
    loadOnce(f, cache);
    if (QTest::currentTestFailed())
        return;
    QString error;
    f.server.faults().add(*bd::sandbox::Fault::parse(QStringLiteral("500"), &error)); // every request
    CatalogModel model;
    CatalogLoader loader(accountOf(f.client), &model);
    loader.setCache(cache);
    QSignalSpy failed(&loader, &CatalogLoader::failed);
    loader.load();
    QVERIFY(failed.wait(20000));
    QTRY_COMPARE(model.products().size(), 56); // the kept list, still usable
    QVERIFY(loader.shownAsOf().isValid());     // and said to be from then
}

// The list kept from last time against the fresh one: one product new, one re-priced, one gone;
// each filter shows exactly those, the gone one as a row of its own, and "all" shows the list.
void TestCatalogCache::showsWhatChangedSinceLastTime()
{
    QTemporaryDir dir;
    auto cache = std::make_shared<CatalogCache>(dir.path());
    ApiFixture f;
    loadOnce(f, cache);
    if (QTest::currentTestFailed())
        return;
    const ApiFixture::CatalogChange change = f.changeCatalog();
    CatalogModel model;
    CatalogLoader loader(accountOf(f.client), &model);
    loader.setCache(cache);
    QSignalSpy shown(&loader, &CatalogLoader::shownFromCache);
    QSignalSpy found(&loader, &CatalogLoader::changesFound);
    QString error;
    f.server.faults().add(*bd::sandbox::Fault::parse(QStringLiteral("latency=500,count=1"), &error));
    loader.load();
    QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 5000);
    QVERIFY(!model.changes().known());
    const QDateTime keptAt = loader.shownAsOf();
    QVERIFY(found.wait(10000));
    QCOMPARE(found.first().first().toDateTime(), keptAt); // "since" is when the kept list came
    QVERIFY(model.changes().known());
    QCOMPARE(model.changes().count(ProductChange::Added), 1);
    QCOMPARE(model.changes().count(ProductChange::Repriced), 1);
    QCOMPARE(model.changes().count(ProductChange::Removed), 1);
    QCOMPARE(model.productCount(), 56);
    QCOMPARE(model.visibleProductCount(), 56); // the gone product is not among them
    const auto only = [&](ProductChange kind) {
        CatalogModel::Criteria c;
        c.change = kind;
        model.setCriteria(c);
        QStringList ids;
        for (int r = 0; r < model.rowCount(); ++r)
            ids << model.index(r, 0).data(CatalogModel::ProductIdRole).toString();
        return ids;
    };
    QCOMPARE(only(ProductChange::Added), QStringList{change.added});
    QCOMPARE(only(ProductChange::Repriced), QStringList{change.repriced});
    QCOMPARE(only(ProductChange::Removed), QStringList{change.removed});
    QVERIFY(model.index(0, 0).data(Qt::FontRole).value<QFont>().strikeOut());
    QVERIFY(model.summaryAt(model.index(0, 0))); // its details still open, from the kept list
    QCOMPARE(only(ProductChange::None).size(), 56);
    QVERIFY(!only(ProductChange::None).contains(change.removed));
    // Another fresh list is compared with this one, not with the kept one.
    QSignalSpy loaded(&loader, &CatalogLoader::loaded);
    loader.load();
    QVERIFY(loaded.wait(10000));
    QTRY_COMPARE_WITH_TIMEOUT(found.count(), 2, 10000); // may have come while waiting for loaded
    QCOMPARE(model.changes().count(ProductChange::Added), 0);
    QCOMPARE(model.changes().count(ProductChange::Repriced), 0);
    QCOMPARE(model.changes().count(ProductChange::Removed), 0);
    QCOMPARE(model.products().size(), 56);
}

// The compact index kept beside a list read in one piece gives back exactly the summaries the
// list would give, with their JSON in the mapped file; an index that does not fit is refused.
void TestCatalogCache::indexGivesTheSummariesBack()
{
    QTemporaryDir dir;
    auto cache = std::make_shared<CatalogCache>(dir.path());
    ApiFixture f;
    loadOnce(f, cache); // streamed into an empty model: no index
    if (QTest::currentTestFailed())
        return;
    const QString key = QDir(dir.path()).entryList({QStringLiteral("*.meta")}).first().chopped(5);
    QVERIFY(!cache->loadSummaries(key, *cache->load(key)));
    // A second load replaces a list the model holds: read in one piece, kept with its index.
    CatalogModel model;
    CatalogLoader loader(accountOf(f.client), &model);
    loader.setCache(cache);
    QSignalSpy loaded(&loader, &CatalogLoader::loaded);
    loader.load();
    QVERIFY(loaded.wait(10000));
    QTRY_VERIFY(QFileInfo::exists(dir.filePath(key + QStringLiteral(".index"))));
    QTRY_VERIFY(cache->load(key) && cache->loadSummaries(key, *cache->load(key)));
    const auto entry = cache->load(key);
    const auto indexed = cache->loadSummaries(key, *entry);
    const auto summarized = bd::domain::decodeProductSummaries(entry->body).value.products;
    QCOMPARE(indexed->products.size(), summarized.size());
    // The order the model had them in is kept too, and used when the same sort is asked for.
    QCOMPARE(indexed->order.column, model.currentOrder().column);
    QCOMPARE(indexed->order.rows, model.currentOrder().rows);
    {
        CatalogModel byName;
        byName.sort(CatalogModel::Name, Qt::DescendingOrder);
        const auto kept = CatalogLoader::prepareKept(*cache, key, CatalogModel::Name, Qt::DescendingOrder);
        byName.adopt(kept.prepared); // the kept order is for another sort: sorted afresh
        for (int r = 1; r < byName.rowCount(); ++r)
            QVERIFY(byName.index(r - 1, 0)
                        .data(CatalogModel::SortRole)
                        .toString()
                        .compare(byName.index(r, 0).data(CatalogModel::SortRole).toString(),
                                 Qt::CaseInsensitive) >= 0);
    }
    QCOMPARE(indexed->search.size(), summarized.size());
    for (qsizetype i = 0; i < summarized.size(); ++i) {
        const bd::domain::ProductSummary &a = indexed->products.at(i), &b = summarized.at(i);
        QCOMPARE(a.json.view(), b.json.view());
        QCOMPARE(a.id, b.id);
        QCOMPARE(a.name, b.name);
        QCOMPARE(a.sku, b.sku);
        QCOMPARE(a.recordType, b.recordType);
        QCOMPARE(a.priceModel, b.priceModel);
        QCOMPARE(a.billingTiming, b.billingTiming);
        QCOMPARE(a.category, b.category);
        QCOMPARE(indexed->search.text(i), QByteArrayView(b.searchText));
        QCOMPARE(a.hasDetails, b.hasDetails);
        QCOMPARE(a.priceHash, b.priceHash);
        QCOMPARE(a.lowestPricesText(), b.lowestPricesText());
        QCOMPARE(a.lowestPrices.size(), b.lowestPrices.size());
        for (qsizetype k = 0; k < a.lowestPrices.size(); ++k) {
            QCOMPARE(a.lowestPrices.at(k).listPrice, b.lowestPrices.at(k).listPrice);
            QCOMPARE(a.lowestPrices.at(k).unitScale, b.lowestPrices.at(k).unitScale);
            QCOMPARE(a.lowestPrices.at(k).rounding, b.lowestPrices.at(k).rounding);
        }
    }
    // Made for another file, or cut short: refused, and the list is summarized instead.
    CatalogCache::Entry other = *entry;
    other.savedAt = other.savedAt.addSecs(1);
    QVERIFY(!cache->loadSummaries(key, other));
    QFile index(dir.filePath(key + QStringLiteral(".index")));
    QVERIFY(index.open(QIODevice::ReadWrite));
    // Damaged anywhere (here: huge numbers written over 64 places in turn), it is read safely:
    // refused or read, never trusted to say how much memory to take.
    const QByteArray whole = index.readAll();
    for (int k = 0; k < 64; ++k) {
        QByteArray damaged = whole;
        damaged.replace(qsizetype(k) * whole.size() / 64, 8, QByteArray(8, '\x7f'));
        QVERIFY(index.seek(0) && index.write(damaged) == damaged.size() && index.flush());
        const auto read = cache->loadSummaries(key, *entry);
        QVERIFY(!read || read->products.size() == summarized.size());
    }
    QVERIFY(index.resize(index.size() / 2));
    index.close();
    QVERIFY(!cache->loadSummaries(key, *entry));
    const auto kept = CatalogLoader::prepareKept(*cache, key, CatalogModel::Name, Qt::AscendingOrder);
    QVERIFY(kept.prepared);
}

// Sign-out erases the kept catalogs while a list that arrived before it is still being written on a
// worker: whichever runs first, nothing is left (it once left the whole catalog 1-5 times in 19).
void TestCatalogCache::signOutLeavesNothingWithAWriteInFlight()
{
    QTemporaryDir dir;
    const CatalogCache cache(dir.path());
    QByteArray body(8 * 1024 * 1024, ' ');
    body[0] = '[';
    body[body.size() - 1] = ']';
    for (int i = 0; i < 20; ++i) {
        const quint64 arrived = CatalogCache::generation(); // when the list arrived
        QFuture<bool> writing = QtConcurrent::run([&] {
            return cache.save(QStringLiteral("tenant"), body, 0, QDateTime::currentDateTimeUtc(), {}, nullptr,
                              {}, arrived);
        });
        if (i % 2)
            QThread::msleep(5); // sometimes the write is under way, sometimes not yet
        cache.eraseAll();
        writing.waitForFinished();
        QVERIFY2(!cache.contains(QStringLiteral("tenant")), qPrintable(QString::number(i)));
        QVERIFY(QDir(dir.path()).entryList(QDir::Files | QDir::NoDotAndDotDot).isEmpty());
    }
    // A list that arrived after the sign-out is kept as before.
    QVERIFY(cache.save(QStringLiteral("tenant"), "[]", 0, QDateTime::currentDateTimeUtc(), {}, nullptr, {},
                       CatalogCache::generation()));
    QVERIFY(cache.contains(QStringLiteral("tenant")));
}

QTEST_GUILESS_MAIN(TestCatalogCache)
#include "tst_catalogcache.moc"
