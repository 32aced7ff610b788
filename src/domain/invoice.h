#pragma once

// Invoice deletion (spec §2.2, §4.1).

#include "domain/field.h"
#include "domain/jsonfields.h"

#include <QStringList>

namespace bd::domain {

struct DeleteInvoicesRequest
{
    Field<QStringList> invoiceIds; // mutually exclusive with graphqlFilter
    Field<QString> graphqlFilter;  // {status: {_eq: <status>}}
    Field<bool> notifyCrm;
    Field<bool> notifyDebitMemoChangedToCrm;
    Field<bool> notifyPaymentChangedToCrm;
    JsonFields extra;

    static DeleteInvoicesRequest byIds(QStringList ids);
    static DeleteInvoicesRequest byStatus(QStringView status);
};

// The filter text for one status, e.g. {status: {_eq: "Canceled"}} (spec §2.2's shape).
QString invoiceStatusFilter(QStringView status);
// The status a filter selects, or empty when the filter is not of the spec's shape.
QString statusFromInvoiceFilter(QStringView filter);

} // namespace bd::domain
