#include "api/deleteinvoicesjob.h"

#include "domain/invoicecodec.h"
#include "domain/validation.h"

#include <limits>

namespace bd::api {

DeleteInvoicesJob::DeleteInvoicesJob(ApiClient *client, const domain::DeleteInvoicesRequest &request,
                                     QObject *parent)
    : ApiJob(client, "DELETE", QStringLiteral("/billing/invoices"), parent)
{
    // Said here, not left to the verb: a deletion that notifies the CRM changes records there,
    // and after a dropped answer or a 5xx nobody knows whether it happened. The person decides
    // whether to send it again, after seeing what is left (tests/api pins one attempt per fault).
    setIdempotent(false);
    setBody(domain::encodeJson(request));
    setRetryOnRateLimit(false); // deleting is the user's decision, every time
    for (const domain::Violation &v : domain::validateDeleteInvoicesRequest(request))
        refuse(v.field, v.message);
}

bool DeleteInvoicesJob::parse(const QByteArray &body)
{
    const json::Document doc = json::Document::parse(body);
    bool listed = false;
    for (const json::Member &m : json::members(doc.root())) {
        if ((m.rawName() == "deletedInvoiceIds" || m.rawName() == "invoiceIds") && m.value.isArray()) {
            listed = true;
            for (json::Value id : m.value)
                m_deleted << id.toString();
        } else if ((m.rawName() == "count" || m.rawName() == "deletedCount") && m.value.isNumber()) {
            qint64 n = 0;
            if (m.value.toInt64(&n) && n >= 0 && n <= std::numeric_limits<int>::max())
                m_count = int(n);
        }
    }
    if (!m_count && listed)
        m_count = int(m_deleted.size());
    return true; // any 2xx is success; the body's shape is not specified
}

} // namespace bd::api
