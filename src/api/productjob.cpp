#include "api/productjob.h"

#include "domain/productcodec.h"
#include "domain/validation.h"

namespace bd::api {

ProductJob::ProductJob(AccountPtr account, const QString &productId, QObject *parent)
    : ApiJob(std::move(account), "GET", QStringLiteral("/catalog/products/") + pathSegment(productId), parent)
{
    if (const auto violation = domain::validateProductId(productId))
        refuse(violation->field, violation->message);
}

bool ProductJob::parse(const QByteArray &body)
{
    return accept(domain::decodeJson<domain::Product>(body), m_product);
}

} // namespace bd::api
