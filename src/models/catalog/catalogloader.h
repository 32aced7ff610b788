#pragma once

// Between the catalog screen and the API: loads the product list into a CatalogModel, reports
// progress, failure and cancellation, and fetches single products by id. The screen never sees
// an API job. Into an empty model the list streams: rows are appended in batches as their
// bytes arrive (search and filters apply to them). A model that holds a list keeps it until the
// new one is complete, decoded and prepared in one background task, and then swapped in.

#include "api/account.h"
#include "api/apierror.h"
#include "domain/product.h"
#include "domain/productsummary.h"
#include "models/catalog/catalogmodel.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

namespace bd::api {
class ProductJob;
class ProductListJob;
class ProductListStream;
} // namespace bd::api

namespace bd::models {

class CatalogCache;
class CatalogModel;

class CatalogLoader final : public QObject
{
    Q_OBJECT
public:
    CatalogLoader(api::AccountPtr account, CatalogModel *model, QObject *parent = nullptr);
    ~CatalogLoader() override;

    // Loads the whole list; does nothing while a load is under way. With a cache (setCache) and
    // an empty model, the list kept from last time is shown first (shownFromCache), and the
    // fresh one replaces it when it is complete; a fresh list of one page is kept for next time.
    void load();
    void setCache(std::shared_ptr<CatalogCache> cache) { m_cache = std::move(cache); }
    // The time of the kept list the model shows; invalid once a fresh list replaced it.
    QDateTime shownAsOf() const { return m_asOf; }
    void cancel();
    bool isLoading() const;
    // The load under way (or the last one) streams its rows into the model.
    bool isStreaming() const { return m_streaming; }
    // Streamed rows are in the model; for a load that failed or was canceled: the list is
    // incomplete.
    int arrivedCount() const { return m_arrived; }

    // The list kept for `key`, read and prepared for a model (any thread; what showing it from
    // the cache costs, which bench/run.sh reopen measures). Null when none is kept or readable.
    struct Kept
    {
        QDateTime savedAt;
        std::shared_ptr<CatalogModel::Prepared> prepared;
    };
    static Kept prepareKept(const CatalogCache &cache, const QString &key, int sortColumn,
                            Qt::SortOrder order);

    // Checks the id locally (spec: 15 or 18 letters and digits), then asks the service.
    // Answers with productFetched or productFetchFailed; a local refusal answers at once.
    void fetchProduct(const QString &id);
    // Stops the product on its way: cancelFetch() says so (fetchCanceled), dropFetch() does not
    // (another product was asked for).
    void cancelFetch();
    void dropFetch();
    bool isFetching() const;

signals:
    void progress(qint64 received, qint64 total); // total -1 when unknown
    // Streaming: `productCount` products are in the model so far; choicesGrew: the filter
    // choices have new values.
    void arrived(int productCount, bool choicesGrew);
    // The model holds the new list. problems: parts of the answer that did not match the spec.
    void loaded(int productCount, int problems);
    void canceled();
    // The model shows the list kept from `asOf`; a fresh one is on its way.
    void shownFromCache(const QDateTime &asOf, int productCount);
    // A list replaced another (the one kept from last time, or the one shown before a reload):
    // the model now marks what changed since that list, which is from `since`.
    void changesFound(const QDateTime &since);
    // The service asked to wait (429): the load goes on by itself after `seconds` (attempt
    // `attempt` of at most `of`); cancel() ends the wait. fetchWaiting: the same for a product
    // fetched by id; cancelFetch() ends it (productFetchFailed follows).
    void waiting(int seconds, int attempt, int of);
    void fetchWaiting(int seconds, int attempt, int of);
    void failed(const bd::api::ApiError &error);
    void productFetched(const bd::domain::Product &product);
    void productFetchFailed(const QString &id, const QString &message);
    void fetchCanceled(const QString &id);

private:
    void keepWhatArrived(std::shared_ptr<api::ProductListStream> stream, api::ApiError error);
    void queueRows(QList<domain::ProductSummary> rows, std::function<void()> then);
    void appendQueued();
    QString cacheKey() const;
    // Whose list the model would get now: environment, user, tenant (for a session that names
    // no tenant, its credentials' generation). Lists are compared only with the same source's.
    QString source() const;
    bool showCached();
    void keep(const QByteArray &body, const QList<domain::ProductSummary> &summaries);
    void findChanges(QList<domain::ProductSummary> older, qsizetype olderCount, const QDateTime &since);

    api::AccountPtr m_account;
    CatalogModel *m_model;
    QPointer<api::ProductListJob> m_job;
    QPointer<api::ProductJob> m_fetch;
    bool m_streaming = false;
    int m_arrived = 0;
    bool m_keeping = false;                // a cut list's last rows are on their way (keepWhatArrived)
    QList<domain::ProductSummary> m_queue; // streamed rows not in the model yet
    std::function<void()> m_afterQueue;
    bool m_draining = false;
    qsizetype m_sliceRows = 2048; // rows appended per event-loop turn (appendQueued)
    std::shared_ptr<CatalogCache> m_cache;
    QDateTime m_asOf;
    QDateTime m_listTime; // when the list the model holds was received
    int m_listSerial = 0; // counts the lists the model was given
    QString m_listSource; // source() of the list the model holds
};

} // namespace bd::models
