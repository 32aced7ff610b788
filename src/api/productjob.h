#pragma once

#include "api/apijob.h"
#include "domain/product.h"

namespace bd::api {

// GET /catalog/products/{id}. The id format is checked before sending; the service's 400/404
// bodies ({error, message}) arrive in error(). An answer about another product than the one
// asked for (its id neither the same nor the same record's other length) is Malformed.
class ProductJob final : public ApiJob
{
    Q_OBJECT
public:
    ProductJob(AccountPtr account, const QString &productId, QObject *parent = nullptr);
    const domain::Product &product() const { return m_product; }

protected:
    bool parse(const QByteArray &body) override;

private:
    QString m_productId;
    domain::Product m_product;
};

} // namespace bd::api
