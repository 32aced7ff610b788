#include "api/deleteinvoicesjob.h"

#include "domain/invoicecodec.h"
#include "domain/validation.h"

namespace bd::api {

DeleteInvoicesJob::DeleteInvoicesJob(ApiClient *client, const domain::DeleteInvoicesRequest &request,
                                     QObject *parent)
    : ApiJob(client, "DELETE", QStringLiteral("/billing/invoices"), parent)
{
    setBody(domain::encodeJson(request));
    setRetryOnRateLimit(false); // deleting is the user's decision, every time
    for (const domain::Violation &v : domain::validateDeleteInvoicesRequest(request))
        refuse(v.field, v.message);
}

bool DeleteInvoicesJob::parse(const QByteArray &body)
{
    const json::Document doc = json::Document::parse(body);
    for (const json::Member &m : json::members(doc.root())) {
        if ((m.rawName() == "deletedInvoiceIds" || m.rawName() == "invoiceIds") && m.value.isArray()) {
            for (json::Value id : m.value)
                m_deleted << id.toString();
        }
    }
    return true; // any 2xx is success; the body's shape is not specified
}

} // namespace bd::api
