#pragma once

// What the person is asked before invoices are deleted, built from the selection, what the
// preview found and the account the deletion goes to. Only words and the check of what was
// typed; nothing here sends anything.

#include "api/account.h"
#include "models/admin/invoiceflags.h"
#include "models/admin/invoicepreview.h"

#include <QStringList>

#include <optional>

namespace bd::models {

// Which invoices a deletion selects, as the person chose them.
struct InvoiceSelection
{
    bool byStatus = false;
    QStringList ids;                       // by id
    QString status;                        // by status: Canceled or Draft
    bool flags[3] = {false, false, false}; // indexed by InvoiceFlag
    bool flag(InvoiceFlag f) const { return flags[int(f)]; }
};

struct DeletionConfirmation
{
    QString headline;    // "Delete 3 invoices?"
    QString selector;    // which invoices, in words, with the exact filter when by status
    QStringList flags;   // one line per CRM flag, set or not
    QString previewNote; // what the preview found (or why there is none)
    QString where;       // environment and tenant
    bool production = false;
    QString typeToConfirm;        // production: the text to type (the tenant's name)
    bool typeEnvironment = false; // no tenant name known: the environment's name is typed
    int count = -1;               // invoices selected; -1 when not known
    // True when `typed` confirms (always outside production).
    bool accepts(const QString &typed) const;
};

DeletionConfirmation makeDeletionConfirmation(const api::Account &account, const InvoiceSelection &selection,
                                              const std::optional<InvoicePreview> &preview);
// The selection in a few words, for the deletion log: "3 invoice ids", "status Draft".
QString selectionInWords(const InvoiceSelection &selection);
// How the environment is named to people: its name, else its host.
QString environmentLabel(const api::Environment &environment);
// At most `shown` ids joined, then "and N more".
QString someIds(const QStringList &ids, int shown = 10);

} // namespace bd::models
