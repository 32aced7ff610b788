#include "api/productlistjob.h"

namespace bd::api {

ProductListJob::ProductListJob(ApiClient *client, QObject *parent)
    : ApiJob(client, "GET", QStringLiteral("/catalog/products"), parent)
{}

bool ProductListJob::parse(const QByteArray &body)
{
    using Page = domain::Decoded<domain::ProductSummaryPage>;
    parseInBackground(
        [body] {
            return std::static_pointer_cast<void>(
                std::make_shared<Page>(domain::decodeProductSummaries(body)));
        },
        [this](std::shared_ptr<void> result) {
            return applyPage(std::move(*std::static_pointer_cast<Page>(result)));
        });
    return true;
}

bool ProductListJob::applyPage(domain::Decoded<domain::ProductSummaryPage> page)
{
    if (!page.ok) {
        setMalformed(page.problems.value(0).toString());
        return false;
    }
    ++m_pages;
    for (domain::DecodeProblem &p : page.problems)
        p.path = QStringLiteral("page %1: %2").arg(m_pages).arg(p.path);
    addProblems(page.problems);
    const qsizetype received = page.value.products.size();
    m_products += std::move(page.value.products);
    const domain::ProductSummaryPage &meta = page.value;
    if (meta.enveloped && meta.page.isPresent() && meta.limit.isPresent() && received > 0 &&
        received >= meta.limit.value() &&
        (!meta.total.isPresent() || m_products.size() < meta.total.value())) {
        QUrlQuery next;
        next.addQueryItem(QStringLiteral("page"), QString::number(meta.page.value() + 1));
        next.addQueryItem(QStringLiteral("limit"), QString::number(meta.limit.value()));
        continueWith(next);
    }
    return true;
}

} // namespace bd::api
