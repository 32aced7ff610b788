#include "domain/invoice.h"

namespace bd::domain {

DeleteInvoicesRequest DeleteInvoicesRequest::byIds(QStringList ids)
{
    DeleteInvoicesRequest r;
    r.invoiceIds.set(std::move(ids));
    return r;
}

DeleteInvoicesRequest DeleteInvoicesRequest::byStatus(QStringView status)
{
    DeleteInvoicesRequest r;
    r.graphqlFilter.set(invoiceStatusFilter(status));
    r.filterStatus = status.toString();
    return r;
}

QString invoiceStatusFilter(QStringView status)
{
    // A string literal, not a bare word: in the query language a bare word is an enum value,
    // which a strict service refuses where the field is a string. Statuses are plain words, so
    // quoting needs no escapes.
    return QStringLiteral("{status: {_eq: \"%1\"}}").arg(status);
}

QStringList deletableInvoiceStatuses()
{
    return {QStringLiteral("Canceled"), QStringLiteral("Draft")};
}

} // namespace bd::domain
