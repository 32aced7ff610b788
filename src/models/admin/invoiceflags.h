#pragma once

// The three CRM flags a deletion sends (spec §2.2): wire names, labels and the spec's words.

#include <QString>

namespace bd::models {

enum class InvoiceFlag { NotifyCrm, NotifyDebitMemoChangedToCrm, NotifyPaymentChangedToCrm };

inline constexpr InvoiceFlag AllInvoiceFlags[] = {
    InvoiceFlag::NotifyCrm, InvoiceFlag::NotifyDebitMemoChangedToCrm, InvoiceFlag::NotifyPaymentChangedToCrm};

QString invoiceFlagName(InvoiceFlag flag); // the wire name: notifyCrm
QString invoiceFlagLabel(InvoiceFlag flag);
QString invoiceFlagExplanation(InvoiceFlag flag); // the spec's words

} // namespace bd::models
