#include "domain/invoicecodec.h"

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
    return QStringLiteral("{status: {_eq: %1}}").arg(status);
}

QString statusFromInvoiceFilter(QStringView filter)
{
    static const QRegularExpression shape(
        QStringLiteral(R"re(^\s*\{\s*"?status"?\s*:\s*\{\s*"?_eq"?\s*:\s*"?([A-Za-z]+)"?\s*\}\s*\}\s*$)re"));
    const QRegularExpressionMatch m = shape.match(filter.toString());
    return m.hasMatch() ? m.captured(1) : QString();
}

static const FieldTable<DeleteInvoicesRequest> &deleteTable()
{
    static const FieldTable<DeleteInvoicesRequest> t{
        field<&DeleteInvoicesRequest::invoiceIds>("invoiceIds"),
        field<&DeleteInvoicesRequest::graphqlFilter>("graphqlFilter"),
        field<&DeleteInvoicesRequest::notifyCrm>("notifyCrm"),
        field<&DeleteInvoicesRequest::notifyDebitMemoChangedToCrm>("notifyDebitMemoChangedToCrm"),
        field<&DeleteInvoicesRequest::notifyPaymentChangedToCrm>("notifyPaymentChangedToCrm"),
    };
    return t;
}

static const FieldTable<InvoiceErrorBody> &invoiceErrorTable()
{
    static const FieldTable<InvoiceErrorBody> t{
        field<&InvoiceErrorBody::title>("title"),
        field<&InvoiceErrorBody::message>("message"),
        field<&InvoiceErrorBody::errorCode>("errorCode"),
    };
    return t;
}

static const FieldTable<ProductErrorBody> &productErrorTable()
{
    static const FieldTable<ProductErrorBody> t{
        field<&ProductErrorBody::error>("error"),
        field<&ProductErrorBody::message>("message"),
    };
    return t;
}

BD_DEFINE_STRUCT_CODEC(DeleteInvoicesRequest, deleteTable)
BD_DEFINE_STRUCT_CODEC(InvoiceErrorBody, invoiceErrorTable)
BD_DEFINE_STRUCT_CODEC(ProductErrorBody, productErrorTable)

} // namespace bd::domain
