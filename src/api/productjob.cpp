#include "api/productjob.h"

#include "domain/productcodec.h"
#include "domain/validation.h"

#include <algorithm>

namespace bd::api {

ProductJob::ProductJob(AccountPtr account, const QString &productId, QObject *parent)
    : ApiJob(std::move(account), "GET", QStringLiteral("/catalog/products/") + pathSegment(productId),
             parent),
      m_productId(productId)
{
    if (const auto violation = domain::validateProductId(productId))
        refuse(violation->field, violation->message);
}

bool ProductJob::parse(const QByteArray &body)
{
    domain::Product product;
    if (!accept(domain::decodeJson<domain::Product>(body), product))
        return false;
    // A record id has 15 case-sensitive characters, or 18 with a suffix that spells their case.
    const QString id = product.id.valueOr({});
    const qsizetype common = std::min(id.size(), m_productId.size());
    if (!id.isEmpty() &&
        (common < 15 || QStringView(id).left(common) != QStringView(m_productId).left(common))) {
        setMalformed(tr("the service answered with product %1 instead of %2").arg(id, m_productId));
        return false;
    }
    m_product = std::move(product);
    return true;
}

} // namespace bd::api
