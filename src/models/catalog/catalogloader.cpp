#include "models/catalog/catalogloader.h"

#include "api/apiclient.h"
#include "api/background.h"
#include "api/productjob.h"
#include "api/productlistjob.h"
#include "api/productliststream.h"
#include "domain/validation.h"
#include "models/catalog/catalogcache.h"
#include "models/catalog/catalogmodel.h"
#include "models/common/tenantscope.h"

#include <QElapsedTimer>
#include <QTimer>

#include <algorithm>

namespace bd::models {

CatalogLoader::CatalogLoader(api::AccountPtr account, CatalogModel *model, QObject *parent)
    : QObject(parent), m_account(std::move(account)), m_model(model)
{}

CatalogLoader::~CatalogLoader()
{
    // Stop the download without telling anyone: whoever listened is going away too.
    if (m_job) {
        m_job->disconnect(this);
        m_job->cancel();
    }
}

bool CatalogLoader::isLoading() const
{
    return (m_job && m_job->isRunning()) || m_keeping || m_draining;
}

void CatalogLoader::load()
{
    if (isLoading())
        return;
    auto *job = new api::ProductListJob(m_account, this);
    m_job = job;
    m_arrived = 0;
    const bool shownCached = m_model->products().isEmpty() && showCached();
    m_streaming = m_model->products().isEmpty() && !shownCached;
    job->setStreaming(m_streaming);
    connect(job, &api::ProductListJob::arrived, this, [this, job] {
        if (!job->isRunning())
            return;
        queueRows(job->takeArrived(), {});
    });
    // Decode and the model's preparation (search index, sorted order, filter choices, rows) run
    // in one task on a worker; the GUI thread only swaps the result in. The sort the model has
    // now is used; a sort changed meanwhile is applied by adopt().
    auto prepared = std::make_shared<std::shared_ptr<CatalogModel::Prepared>>();
    if (!m_streaming)
        job->setFinisher([prepared, column = m_model->sorter().column(),
                          order = m_model->sorter().order()](QList<domain::ProductSummary> &&products) {
            *prepared = CatalogModel::prepare(std::move(products), column, order);
        });
    connect(job, &api::ApiJob::progress, this, &CatalogLoader::progress);
    connect(job, &api::ApiJob::waiting, this, &CatalogLoader::waiting);
    connect(job, &api::ApiJob::finished, this, [this, job, prepared] {
        if (!job->succeeded() && m_streaming && job->unfinishedStream()) {
            keepWhatArrived(job->unfinishedStream(), job->error());
        } else if (job->succeeded() && m_streaming) {
            m_asOf = {};
            m_listTime = QDateTime::currentDateTimeUtc();
            m_listSource = source();
            ++m_listSerial;
            queueRows({}, [this, problems = int(job->problems().size())] {
                emit loaded(int(m_model->products().size()), problems);
            });
        } else if (job->succeeded() && *prepared) {
            QList<domain::ProductSummary> older = m_model->products(); // shared, not copied
            const qsizetype olderCount = m_model->productCount();
            const QDateTime since = m_listTime;
            const bool sameSource = m_listSource == source(); // not after a tenant switch
            m_model->adopt(std::move(*prepared));
            m_asOf = {};
            m_listTime = QDateTime::currentDateTimeUtc();
            m_listSource = source();
            ++m_listSerial;
            emit loaded(int(m_model->products().size()), int(job->problems().size()));
            if (olderCount > 0 && sameSource)
                findChanges(std::move(older), olderCount, since);
        } else if (job->error().kind == api::ApiError::Kind::Canceled) {
            emit canceled();
        } else {
            emit failed(job->error());
        }
        if (job->succeeded() && job->pages() == 1)
            keep(job->responseBody(), m_model->products());
    });
    job->start();
}

// A streamed list cut short or canceled: the products that arrived whole stay in the model
// (those still on the worker are added first), and the list is said to be incomplete.
void CatalogLoader::keepWhatArrived(std::shared_ptr<api::ProductListStream> stream, api::ApiError error)
{
    m_keeping = true;
    api::runInBackground(
        this, [stream] { return stream->finish().value.products; },
        [this, error](QList<domain::ProductSummary> rest) {
            m_keeping = false;
            queueRows(std::move(rest), [this, error] {
                if (error.kind == api::ApiError::Kind::Canceled)
                    emit canceled();
                else
                    emit failed(error);
            });
        });
}

// Streamed rows go into the model a slice per event-loop turn, so that a worker that fell
// behind and then handed over thousands at once does not stall the window: a slice is as many
// rows as the last ones say fit in SliceNs, but at least MinSlice (part of a turn's work grows
// with the whole list, not with the slice: the view lays out every row again, so smaller slices
// would only mean more turns). `then` runs once every row queued so far is in.
void CatalogLoader::queueRows(QList<domain::ProductSummary> rows, std::function<void()> then)
{
    m_queue += std::move(rows);
    if (then)
        m_afterQueue = std::move(then);
    if (m_draining)
        return;
    m_draining = true;
    QTimer::singleShot(0, this, &CatalogLoader::appendQueued);
}

void CatalogLoader::appendQueued()
{
    constexpr qint64 SliceNs = 4'000'000;
    constexpr qsizetype MinSlice = 1024, MaxSlice = 8192;
    QList<domain::ProductSummary> batch;
    if (m_queue.size() <= m_sliceRows) {
        batch = std::exchange(m_queue, {});
    } else {
        batch = m_queue.first(m_sliceRows);
        m_queue.remove(0, m_sliceRows);
    }
    // More follow while rows wait or the list has not ended (the loaded or failed step not set).
    const bool more = !m_queue.isEmpty() || !m_afterQueue;
    const qsizetype rows = batch.size();
    QElapsedTimer took;
    took.start();
    const bool grew = m_model->append(std::move(batch), more);
    const qint64 ns = std::max<qint64>(took.nsecsElapsed(), 1);
    if (rows >= m_sliceRows / 2) // a full slice measures the cost per row
        m_sliceRows = std::clamp<qsizetype>((m_sliceRows + rows * SliceNs / ns) / 2, MinSlice, MaxSlice);
    m_arrived = int(m_model->products().size());
    emit arrived(m_arrived, grew);
    if (!m_queue.isEmpty()) {
        QTimer::singleShot(0, this, &CatalogLoader::appendQueued);
        return;
    }
    m_draining = false;
    if (auto then = std::exchange(m_afterQueue, {}))
        then();
}

QString CatalogLoader::cacheKey() const
{
    // A tenant by name, or nothing kept: an API key's session does not say whose it is.
    const api::Account &account = *m_account;
    if (account.tenantName().isEmpty())
        return {};
    return CatalogCache::keyFor(QUrl(placeOf(account.environment())), account.userName(),
                                account.tenantName());
}

QString CatalogLoader::source() const
{
    const api::Account &account = *m_account;
    QString id = placeOf(account.environment()) + u'\n' + account.userName() + u'\n' + account.tenantName();
    if (account.tenantName().isEmpty())
        id += u'\n' + QString::number(account.serial());
    return id;
}

// The list kept from last time, into the empty model: read and prepared on a worker, shown
// unless a fresh list got there first.
bool CatalogLoader::showCached()
{
    if (!m_cache || cacheKey().isEmpty() || !m_cache->contains(cacheKey()))
        return false;
    api::runInBackground(
        this,
        [cache = m_cache, key = cacheKey(), column = m_model->sorter().column(),
         order = m_model->sorter().order()] { return prepareKept(*cache, key, column, order); },
        [this](Kept kept) {
            if (!kept.prepared || !m_model->products().isEmpty())
                return;
            m_model->adopt(std::move(kept.prepared));
            m_asOf = kept.savedAt;
            m_listTime = kept.savedAt;
            m_listSource = source();
            ++m_listSerial;
            emit shownFromCache(m_asOf, int(m_model->products().size()));
        });
    return true;
}

CatalogLoader::Kept CatalogLoader::prepareKept(const CatalogCache &cache, const QString &key, int sortColumn,
                                               Qt::SortOrder order)
{
    Kept out;
    const std::optional<CatalogCache::Entry> entry = cache.load(key);
    if (!entry)
        return out;
    std::optional<IndexedCatalog> indexed = cache.loadSummaries(key, *entry);
    if (!indexed) {
        domain::Decoded<domain::ProductSummaryPage> page =
            domain::decodeProductSummaries(entry->body, entry->mapping);
        if (!page.ok)
            return out;
        indexed = IndexedCatalog{std::move(page.value.products), {}, {}};
    }
    entry->releasePages(); // the summaries hold what rows show; a product's JSON comes back when opened
    out.savedAt = entry->savedAt;
    out.prepared = CatalogModel::prepare(std::move(indexed->products), sortColumn, order,
                                         std::move(indexed->search), std::move(indexed->order));
    return out;
}

// Compares the list the model held with the one that replaced it, on a worker; the marks reach
// the model unless yet another list came meanwhile.
void CatalogLoader::findChanges(QList<domain::ProductSummary> older, qsizetype olderCount,
                                const QDateTime &since)
{
    api::runInBackground(
        this,
        [older = std::move(older), olderCount, newer = m_model->products()] {
            return compareCatalogs(older, olderCount, newer);
        },
        [this, serial = m_listSerial, since](CatalogChanges changes) {
            if (serial != m_listSerial)
                return;
            m_model->setChanges(std::move(changes));
            if (m_model->changes().known())
                emit changesFound(since);
        });
}

// A fresh list of one page, exactly as received, for the next start (written on a worker).
void CatalogLoader::keep(const QByteArray &body, const QList<domain::ProductSummary> &summaries)
{
    if (!m_cache || body.isEmpty() || cacheKey().isEmpty())
        return;
    // The summaries go along for the index when they are slices of this body (a list read in
    // one piece); a streamed list's are not, and the next start summarizes it.
    if (!m_account->canSend())
        return; // signed out or elsewhere: this account's list is not kept
    api::runInBackground([cache = m_cache, key = cacheKey(), body, summaries,
                          texts = m_model->search().texts(), order = m_model->currentOrder(),
                          savedAt = m_listTime, startedIn = CatalogCache::generation()] {
        cache->save(key, body, int(summaries.size()), savedAt, summaries, &texts, order, startedIn);
    });
}

void CatalogLoader::cancel()
{
    if (m_job)
        m_job->cancel();
}

void CatalogLoader::fetchProduct(const QString &id)
{
    if (const auto violation = domain::validateProductId(id)) {
        emit productFetchFailed(id, violation->message);
        return;
    }
    dropFetch(); // one product opens at a time: the one asked for last
    auto *job = new api::ProductJob(m_account, id, this);
    m_fetch = job;
    connect(job, &api::ApiJob::waiting, this, &CatalogLoader::fetchWaiting);
    connect(job, &api::ApiJob::finished, this, [this, job, id] {
        if (job->succeeded())
            emit productFetched(job->product());
        else if (job->error().kind == api::ApiError::Kind::Canceled)
            emit fetchCanceled(id);
        else
            emit productFetchFailed(id, job->error().userMessage());
    });
    job->start();
}

void CatalogLoader::cancelFetch()
{
    if (m_fetch)
        m_fetch->cancel();
}

void CatalogLoader::dropFetch()
{
    if (m_fetch) {
        m_fetch->disconnect(this);
        m_fetch->cancel();
    }
}

bool CatalogLoader::isFetching() const
{
    return m_fetch && m_fetch->isRunning();
}

} // namespace bd::models
