#include "models/admin/invoiceflags.h"

#include <QCoreApplication>

namespace bd::models {

// The translations stay filed under InvoiceDeleter, where these sentences were first written.
QString invoiceFlagName(InvoiceFlag flag)
{
    switch (flag) {
    case InvoiceFlag::NotifyCrm: return QStringLiteral("notifyCrm");
    case InvoiceFlag::NotifyDebitMemoChangedToCrm: return QStringLiteral("notifyDebitMemoChangedToCrm");
    case InvoiceFlag::NotifyPaymentChangedToCrm: return QStringLiteral("notifyPaymentChangedToCrm");
    }
    return {};
}

QString invoiceFlagLabel(InvoiceFlag flag)
{
    switch (flag) {
    case InvoiceFlag::NotifyCrm:
        return QCoreApplication::translate("bd::models::InvoiceDeleter",
                                           "Delete the invoices in the CRM too");
    case InvoiceFlag::NotifyDebitMemoChangedToCrm:
        return QCoreApplication::translate("bd::models::InvoiceDeleter", "Update debit memos in the CRM");
    case InvoiceFlag::NotifyPaymentChangedToCrm:
        return QCoreApplication::translate("bd::models::InvoiceDeleter", "Update payments in the CRM");
    }
    return {};
}

QString invoiceFlagExplanation(InvoiceFlag flag)
{
    // The spec's words (§2.2).
    switch (flag) {
    case InvoiceFlag::NotifyCrm:
        return QCoreApplication::translate(
            "bd::models::InvoiceDeleter",
            "The mapped invoice record in the connected CRM system is also deleted (notifyCrm).");
    case InvoiceFlag::NotifyDebitMemoChangedToCrm:
        return QCoreApplication::translate(
            "bd::models::InvoiceDeleter",
            "The mapped debit memo record in the CRM is updated (notifyDebitMemoChangedToCrm).");
    case InvoiceFlag::NotifyPaymentChangedToCrm:
        return QCoreApplication::translate(
            "bd::models::InvoiceDeleter",
            "The mapped payment record in the CRM is updated (notifyPaymentChangedToCrm).");
    }
    return {};
}

} // namespace bd::models
