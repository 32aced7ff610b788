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
    // Each name and the value either quoted on both sides or bare: an unbalanced quote is no
    // filter a service could read.
    static const QRegularExpression shape(QStringLiteral(
        R"re(^\s*\{\s*(?:"status"|status)\s*:\s*\{\s*(?:"_eq"|_eq)\s*:\s*(?:"([A-Za-z]+)"|([A-Za-z]+))\s*\}\s*\}\s*$)re"));
    const QRegularExpressionMatch m = shape.match(filter.toString());
    if (!m.hasMatch())
        return {};
    return m.captured(1).isEmpty() ? m.captured(2) : m.captured(1);
}

} // namespace bd::domain
