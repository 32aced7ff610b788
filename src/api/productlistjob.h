#pragma once

#include "api/apijob.h"
#include "domain/productsummary.h"

#include <functional>
#include <memory>
#include <utility>

class QTimer;

namespace bd::api {
class ProductListStream;
}

namespace bd::api {

// GET /catalog/products: every published product. A plain array, or {data, page, limit} pages
// that are followed until the last one. Each page is summarized on a worker thread while it is
// parsed (see ProductSummary); a product is decoded in full when someone looks at it.
// Streaming (setStreaming): each page is summarized as its bytes arrive and the products are
// handed over in batches (arrived()) while the list downloads, instead of all at the end.
class ProductListJob final : public ApiJob
{
    Q_OBJECT
public:
    explicit ProductListJob(AccountPtr account, QObject *parent = nullptr);
    // Work that must follow the decode of the whole list, run on the same worker right after the
    // last page is decoded, with every product (products() is then empty). A catalog loader
    // builds its model there, so one background task does decode + prepare.
    using Finisher = std::function<void(QList<domain::ProductSummary> &&)>;
    void setFinisher(Finisher finisher) { m_finisher = std::move(finisher); }
    const QList<domain::ProductSummary> &products() const { return m_products; }
    QList<domain::ProductSummary> takeProducts() { return std::move(m_products); }
    int pages() const { return m_pages; }
    // Before start(). A body cut short is then not fetched again (its rows were handed over
    // already): the job fails and the rows that arrived stay with whoever took them.
    void setStreaming(bool streaming) { m_streaming = streaming; }
    bool isStreaming() const { return m_streaming; }
    qsizetype arrivedCount() const { return m_arrivedCount; }
    // The products that arrived since the last call, in list order.
    QList<domain::ProductSummary> takeArrived() { return std::exchange(m_batch, {}); }
    // After a streamed page was cut short or canceled: its stream (null when none of its bytes
    // had arrived), which may still hold products that arrived whole but were not handed over
    // (ProductListStream::finish() on a worker).
    std::shared_ptr<ProductListStream> unfinishedStream() const { return m_stream; }

signals:
    // Streaming: more products arrived (at most every 50 ms while bytes arrive); takeArrived().
    void arrived();

protected:
    bool parse(const QByteArray &body) override;
    void replyStarting() override;
    void bodyArrived(const QByteArray &piece) override;

private:
    struct PageResult;
    bool applyPage(PageResult page);
    bool parseStreamed();
    void handOver(QList<domain::ProductSummary> batch);
    void takeReady();
    QList<domain::ProductSummary> m_products;
    Finisher m_finisher;
    int m_pages = 0;
    bool m_streaming = false;
    std::shared_ptr<ProductListStream> m_stream;
    QTimer *m_batchTimer = nullptr;
    qsizetype m_arrivedCount = 0;
    QList<domain::ProductSummary> m_batch; // arrived, not taken yet
    qsizetype m_beforePage = 0;            // products in the pages before this one
};

} // namespace bd::api
