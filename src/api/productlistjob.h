#pragma once

#include "api/apijob.h"
#include "domain/productsummary.h"

namespace bd::api {

// GET /catalog/products: every published product. A plain array, or {data, page, limit} pages
// that are followed until the last one. Each page is summarized on a worker thread while it is
// parsed (see ProductSummary); a product is decoded in full when someone looks at it.
class ProductListJob final : public ApiJob
{
    Q_OBJECT
public:
    explicit ProductListJob(ApiClient *client, QObject *parent = nullptr);
    const QList<domain::ProductSummary> &products() const { return m_products; }
    QList<domain::ProductSummary> takeProducts() { return std::move(m_products); }
    int pages() const { return m_pages; }

protected:
    bool parse(const QByteArray &body) override;

private:
    bool applyPage(domain::Decoded<domain::ProductSummaryPage> page);
    QList<domain::ProductSummary> m_products;
    int m_pages = 0;
};

} // namespace bd::api
