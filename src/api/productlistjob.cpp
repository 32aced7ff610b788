#include "api/productlistjob.h"

namespace bd::api {

struct ProductListJob::PageResult
{
    domain::Decoded<domain::ProductSummaryPage> page;
    std::optional<QUrlQuery> next; // the following page, when there is one
    bool finished = false;         // the finisher has taken every product
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

ProductListJob::ProductListJob(ApiClient *client, QObject *parent)
    : ApiJob(client, "GET", QStringLiteral("/catalog/products"), parent)
{
    setSize(Size::List);
}

bool ProductListJob::parse(const QByteArray &body)
{
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
