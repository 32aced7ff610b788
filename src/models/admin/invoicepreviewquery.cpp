#include "models/admin/invoicepreviewquery.h"

#include "domain/invoice.h"
#include "domain/json/jsonwriter.h"

#include <QCoreApplication>
#include <QSet>

namespace bd::models {

namespace {

class Texts
{
    Q_DECLARE_TR_FUNCTIONS(bd::models::InvoiceDeleter)
};

// The fields of an invoice the preview shows; a service that knows fewer is asked for id and
// status only (the two the spec names, §2.2).
const char *const DetailedFields = "id invoiceNumber status customerId totalAmount currencyIsoCode";
const char *const MinimalFields = "id status";

InvoicePreviewRow rowOf(json::Value v)
{
    InvoicePreviewRow r;
    r.id = scalarText(memberOf(v, "id"));
    r.invoiceNumber = scalarText(memberOf(v, "invoiceNumber"));
    r.status = scalarText(memberOf(v, "status"));
    r.customerId = scalarText(memberOf(v, "customerId"));
    r.totalAmount = scalarText(memberOf(v, "totalAmount"));
    r.currency = scalarText(memberOf(v, "currencyIsoCode"));
    r.state = domain::deletableInvoiceStatuses().contains(r.status, Qt::CaseInsensitive)
                  ? InvoicePreviewRow::State::Deletable
                  : InvoicePreviewRow::State::NotDeletable;
    return r;
}

} // namespace

InvoicePreviewQuery invoicePreviewQuery(const InvoiceSelection &selection, bool detailed)
{
    const QString fields = QString::fromLatin1(detailed ? DetailedFields : MinimalFields);
    InvoicePreviewQuery q;
    json::Writer variables;
    variables.beginObject();
    if (selection.byStatus) {
        // The same condition as the filter the deletion sends, with the status as a variable.
        q.text = QStringLiteral("query InvoicePreview($status: String) {\n"
                                "  Invoice(where: {status: {_eq: $status}}) { %1 }\n")
                     .arg(fields);
        if (detailed)
            q.text += QStringLiteral("  Invoice_aggregate(where: {status: {_eq: $status}}) { count }\n");
        q.text += u'}';
        variables.key(QByteArrayView("status"));
        variables.string(selection.status);
    } else {
        q.text = QStringLiteral("query InvoicePreview($ids: [ID!]) {\n"
                                "  Invoice(where: {id: {_in: $ids}}) { %1 }\n}")
                     .arg(fields);
        variables.key(QByteArrayView("ids"));
        variables.beginArray();
        for (const QString &id : selection.ids)
            variables.string(id);
        variables.endArray();
    }
    variables.endObject();
    q.variables = variables.take();
    return q;
}

InvoicePreview readInvoicePreview(const QueryResponse &response, const InvoiceSelection &selection,
                                  bool detailed)
{
    InvoicePreview p;
    const json::Value list = memberOf(response.data(), "Invoice");
    if (!list.isArray()) {
        p.unavailableReason = Texts::tr("the query endpoint's answer holds no invoice list");
        return p;
    }
    p.available = true;
    p.detailed = detailed;
    QSet<QString> found;
    const QSet<QString> selected(selection.ids.begin(), selection.ids.end());
    for (json::Value v : list) {
        // Only what was selected is shown, whatever the answer holds: a service that ignores
        // part of the filter (one that knows only _eq, say) answers invoices nobody chose.
        InvoicePreviewRow r = rowOf(v);
        if (selection.byStatus ? r.status.compare(selection.status, Qt::CaseInsensitive) != 0
                               : !selected.contains(r.id)) {
            ++p.ignored;
            continue;
        }
        p.notDeletable += r.state == InvoicePreviewRow::State::NotDeletable;
        found.insert(r.id);
        p.rows << std::move(r);
    }
    p.total = int(p.rows.size());
    qint64 count = 0;
    // A service may page lists; its count is the whole selection — unless it answered rows
    // outside the filter, when its count is about those too.
    if (p.ignored == 0 && memberOf(memberOf(response.data(), "Invoice_aggregate"), "count").toInt64(&count) &&
        count >= 0)
        p.total = int(count);
    if (!selection.byStatus) {
        for (const QString &id : selection.ids) {
            if (found.contains(id))
                continue;
            InvoicePreviewRow r;
            r.id = id;
            r.state = InvoicePreviewRow::State::Unknown;
            p.rows << r;
            ++p.unknown;
        }
    }
    return p;
}

} // namespace bd::models
