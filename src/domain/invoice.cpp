#include "domain/invoice.h"

#include <QRegularExpression>

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
    return r;
}

QString invoiceStatusFilter(QStringView status)
{
    // A string literal, not a bare word: in the query language a bare word is an enum value,
    // which a strict service refuses where the field is a string. Statuses are plain words, so
    // quoting needs no escapes.
    return QStringLiteral("{status: {_eq: \"%1\"}}").arg(status);
}

QString statusFromInvoiceFilter(QStringView filter)
{
    static const QRegularExpression shape(
        QStringLiteral(R"re(^\s*\{\s*"?status"?\s*:\s*\{\s*"?_eq"?\s*:\s*"?([A-Za-z]+)"?\s*\}\s*\}\s*$)re"));
    const QRegularExpressionMatch m = shape.match(filter.toString());
    return m.hasMatch() ? m.captured(1) : QString();
}

} // namespace bd::domain
