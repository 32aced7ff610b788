#include "api/deleteinvoicesjob.h"

#include "domain/invoicecodec.h"
#include "domain/validation.h"

#include <limits>

namespace bd::api {

DeleteInvoicesJob::DeleteInvoicesJob(AccountPtr account, const domain::DeleteInvoicesRequest &request,
                                     QObject *parent)
    : ApiJob(std::move(account), "DELETE", QStringLiteral("/billing/invoices"), parent)
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

namespace {

// A list of ids: strings, numbers, or records carrying an id.
bool readIds(json::Value list, QStringList &out)
{
    if (!list.isArray())
        return false;
    for (json::Value item : list) {
        if (item.isObject()) {
            for (const json::Member &m : json::members(item)) {
                if (m.rawName() == "id" || m.rawName() == "invoiceId")
                    out << (m.value.isString() ? m.value.toString() : QString::fromUtf8(m.value.raw()));
            }
        } else if (item.isString()) {
            out << item.toString();
        } else if (item.isNumber()) {
            out << QString::fromUtf8(item.raw());
        }
    }
    return true;
}

} // namespace

bool DeleteInvoicesJob::parse(const QByteArray &body)
{
    // The 200 body is not shown (spec §4.1): ids are read under the names services use —
    // {"deleted": [...]}, {"deletedInvoiceIds": [...]}, {"data": {...} or [...]}, a bare list —
    // and a count under "count", "deletedCount" or a numeric "deleted".
    const json::Document doc = json::Document::parse(body);
    bool listed = false;
    const auto readObject = [&](json::Value object, auto &self, int depth) -> void {
        if (readIds(object, m_deleted)) {
            listed = true;
            return;
        }
        for (const json::Member &m : json::members(object)) {
            const QByteArrayView name = m.rawName();
            if ((name == "deleted" || name == "deletedIds" || name == "deletedInvoiceIds" ||
                 name == "invoiceIds" || name == "ids" || name == "invoices") &&
                readIds(m.value, m_deleted)) {
                listed = true;
            } else if ((name == "count" || name == "deletedCount" || name == "deleted") &&
                       m.value.isNumber()) {
                qint64 n = 0;
                if (m.value.toInt64(&n) && n >= 0 && n <= std::numeric_limits<int>::max())
                    m_count = int(n);
            } else if ((name == "data" || name == "result") && depth == 0) {
                self(m.value, self, 1);
            }
        }
    };
    readObject(doc.root(), readObject, 0);
    m_deleted.removeDuplicates();
    if (!m_count && listed)
        m_count = int(m_deleted.size());
    return true; // any 2xx is success; the body's shape is not specified
}

} // namespace bd::api
