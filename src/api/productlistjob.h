#pragma once

#include "apijob.h"
#include "productcodec.h"

namespace bd::api {

// GET /catalog/products: every published product. A plain array, or {data, page, limit} pages
// that are followed until the last one.
class ProductListJob final : public ApiJob
{
    Q_OBJECT
public:
    explicit ProductListJob(ApiClient *client, QObject *parent = nullptr);
    const QList<domain::Product> &products() const { return m_products; }
    int pages() const { return m_pages; }

protected:
    bool parse(const QByteArray &body) override;

private:
    bool applyPage(domain::Decoded<domain::ProductPage> page);
    QList<domain::Product> m_products;
    int m_pages = 0;
};

} // namespace bd::api
