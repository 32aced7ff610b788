#include "productjob.h"

#include "productcodec.h"
#include "validation.h"

namespace bd::api {

ProductJob::ProductJob(ApiClient *client, const QString &productId, QObject *parent)
    : ApiJob(client, "GET", QStringLiteral("/catalog/products/") + pathSegment(productId), parent)
{
    if (const auto violation = domain::validateProductId(productId))
        refuse(violation->field, violation->message);
}

bool ProductJob::parse(const QByteArray &body)
{
    auto decoded = domain::decodeJson<domain::Product>(body);
    if (!decoded.ok) {
        setMalformed(decoded.problems.value(0).toString());
        return false;
    }
    addProblems(decoded.problems);
    m_product = std::move(decoded.value);
    return true;
}

} // namespace bd::api
