#pragma once

// The preview of a deletion through the query endpoint: the query that asks what a selection
// holds (the same condition the deletion sends, with the values as variables), and what its
// answer says, read so that only invoices that were selected are shown.

#include "models/admin/deletionconfirmation.h"
#include "models/admin/invoicepreview.h"
#include "models/common/queryresponse.h"

#include <QByteArray>
#include <QString>

namespace bd::models {

struct InvoicePreviewQuery
{
    QString text;
    QByteArray variables; // a JSON object
};

// detailed: ask for number, customer and total too; otherwise only id and status (the two the
// spec names), for a service that knows fewer fields.
InvoicePreviewQuery invoicePreviewQuery(const InvoiceSelection &selection, bool detailed);

// Reads an answer to invoicePreviewQuery(selection, detailed). Rows that were not selected are
// counted as ignored, never shown; ids the answer lacks are listed as unknown.
InvoicePreview readInvoicePreview(const QueryResponse &response, const InvoiceSelection &selection,
                                  bool detailed);

} // namespace bd::models
