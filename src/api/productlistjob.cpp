#include "api/productlistjob.h"

#include "api/productliststream.h"

#include <QLoggingCategory>
#include <QTimer>

namespace bd::api {

namespace {
Q_LOGGING_CATEGORY(lcList, "billingdesk.api.productlist", QtInfoMsg)
} // namespace

struct ProductListJob::PageResult
{
    domain::Decoded<domain::ProductSummaryPage> page;
    std::optional<QUrlQuery> next; // the following page, when there is one
    bool finished = false;         // the finisher has taken every product
    qsizetype received = 0;        // the page's elements
};

// An enveloped page that is full, of a list that says it has more (or says nothing), has a next.
static std::optional<QUrlQuery> nextPage(const domain::ProductSummaryPage &meta, qsizetype received,
                                         qsizetype soFar)
{
    if (!meta.enveloped || !meta.page.isPresent() || !meta.limit.isPresent() || received == 0 ||
        received < meta.limit.value() || (meta.total.isPresent() && soFar >= meta.total.value()))
        return std::nullopt;
    QUrlQuery next;
    next.addQueryItem(QStringLiteral("page"), QString::number(meta.page.value() + 1));
    next.addQueryItem(QStringLiteral("limit"), QString::number(meta.limit.value()));
    return next;
}

ProductListJob::ProductListJob(AccountPtr account, QObject *parent)
    : ApiJob(std::move(account), "GET", QStringLiteral("/catalog/products"), parent)
{
    setSize(Size::List);
}

void ProductListJob::replyStarting()
{
    if (!m_streaming)
        return;
    m_stream.reset();    // made when this answer's first bytes arrive
    setIdempotent(true); // until rows of this body are handed over
}

void ProductListJob::bodyArrived(const QByteArray &piece)
{
    if (!m_streaming)
        return;
    if (!m_stream)
        m_stream = std::make_shared<ProductListStream>();
    // Rows of this body are on their way to the screen: fetching it again would repeat them.
    setIdempotent(false);
    if (m_stream->queue(piece))
        runBesideTheWindow([stream = m_stream] { stream->drain(); });
    if (!m_batchTimer) {
        m_batchTimer = new QTimer(this);
        m_batchTimer->setInterval(50);
        connect(m_batchTimer, &QTimer::timeout, this, &ProductListJob::takeReady);
        connect(this, &ApiJob::finished, m_batchTimer, &QTimer::stop);
    }
    if (!m_batchTimer->isActive())
        m_batchTimer->start();
}

void ProductListJob::takeReady()
{
    if (m_stream)
        handOver(m_stream->takeReady());
}

void ProductListJob::handOver(QList<domain::ProductSummary> batch)
{
    if (batch.isEmpty())
        return;
    m_arrivedCount += batch.size();
    if (m_batch.isEmpty())
        m_batch = std::move(batch);
    else
        m_batch += std::move(batch);
    emit arrived();
}

bool ProductListJob::parseStreamed()
{
    if (m_batchTimer)
        m_batchTimer->stop();
    if (!m_stream) // an empty body
        m_stream = std::make_shared<ProductListStream>();
    parseInBackground(
        [stream = m_stream, before = m_beforePage]() {
            PageResult r{stream->finish(), std::nullopt, false, stream->count()};
            if (r.page.ok)
                r.next = nextPage(r.page.value, r.received, before + r.received);
            return r;
        },
        [this](PageResult result) {
            takeReady(); // summaries the timer has not taken yet come first
            handOver(std::move(result.page.value.products));
            result.page.value.products.clear();
            m_beforePage += result.received;
            qCDebug(lcList) << "page" << m_pages + 1 << "streamed:" << result.received << "products";
            m_stream.reset();
            return applyPage(std::move(result));
        });
    return true;
}

bool ProductListJob::parse(const QByteArray &body)
{
    if (m_streaming)
        return parseStreamed();
    parseInBackground(
        [body, previous = m_products, finisher = m_finisher]() mutable {
            PageResult r{domain::decodeProductSummaries(body), std::nullopt, false};
            if (!r.page.ok)
                return r;
            const qsizetype received = r.page.value.products.size();
            r.next = nextPage(r.page.value, received, previous.size() + received);
            if (!r.next && finisher) {
                previous += std::move(r.page.value.products);
                r.page.value.products.clear();
                finisher(std::move(previous));
                r.finished = true;
            }
            return r;
        },
        [this](PageResult result) { return applyPage(std::move(result)); });
    return true;
}

bool ProductListJob::applyPage(PageResult result)
{
    domain::Decoded<domain::ProductSummaryPage> &page = result.page;
    if (!page.ok) {
        setMalformed(page.problems.value(0).toString());
        return false;
    }
    ++m_pages;
    for (domain::DecodeProblem &p : page.problems)
        p.path = QStringLiteral("page %1: %2").arg(m_pages).arg(p.path);
    addProblems(page.problems);
    if (result.finished)
        m_products.clear();
    else
        m_products += std::move(page.value.products);
    if (result.next)
        continueWith(*result.next);
    return true;
}

} // namespace bd::api
