#pragma once

#include "api/apijob.h"
#include "domain/productsummary.h"

#include <functional>

namespace bd::api {

// GET /catalog/products: every published product. A plain array, or {data, page, limit} pages
// that are followed until the last one. Each page is summarized on a worker thread while it is
// parsed (see ProductSummary); a product is decoded in full when someone looks at it.
class ProductListJob final : public ApiJob
{
    Q_OBJECT
public:
    explicit ProductListJob(ApiClient *client, QObject *parent = nullptr);
    // Work that must follow the decode of the whole list, run on the same worker right after the
    // last page is decoded, with every product (products() is then empty). A catalog loader
    // builds its model there, so one background task does decode + prepare.
    using Finisher = std::function<void(QList<domain::ProductSummary> &&)>;
    void setFinisher(Finisher finisher) { m_finisher = std::move(finisher); }
    const QList<domain::ProductSummary> &products() const { return m_products; }
    QList<domain::ProductSummary> takeProducts() { return std::move(m_products); }
    int pages() const { return m_pages; }

protected:
    bool parse(const QByteArray &body) override;

private:
    struct PageResult;
    bool applyPage(PageResult page);
    QList<domain::ProductSummary> m_products;
    Finisher m_finisher;
    int m_pages = 0;
};

} // namespace bd::api
