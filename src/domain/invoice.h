#pragma once

// Invoice deletion (spec §2.2, §4.1).

#include "domain/field.h"
#include "domain/jsonfields.h"

#include <QStringList>

namespace bd::domain {

struct DeleteInvoicesRequest
{
    Field<QStringList> invoiceIds; // mutually exclusive with graphqlFilter
    Field<QString> graphqlFilter;  // {status: {_eq: "<status>"}}, as sent
    // The status graphqlFilter selects, when byStatus() built it: what is checked before sending.
    // The client builds the filter from this value and never reads a status back out of text.
    QString filterStatus;
    Field<bool> notifyCrm;
    Field<bool> notifyDebitMemoChangedToCrm;
    Field<bool> notifyPaymentChangedToCrm;
    JsonFields extra;

    static DeleteInvoicesRequest byIds(QStringList ids);
    static DeleteInvoicesRequest byStatus(QStringView status);
};

// The filter text for one status, e.g. {status: {_eq: "Canceled"}} (spec §2.2's shape).
QString invoiceStatusFilter(QStringView status);
// Canceled, Draft: the statuses the service deletes (spec §2.2).
QStringList deletableInvoiceStatuses();

} // namespace bd::domain
