#pragma once

// What a deletion request came to, in the kinds a person acts on (deleted, refused, not found,
// uncertain, not done) with a sentence, and the entry it leaves in the deletion log.

#include "api/account.h"
#include "domain/invoice.h"
#include "models/admin/deletionconfirmation.h"
#include "models/admin/deletionlog.h"

#include <optional>

namespace bd::api {
class DeleteInvoicesJob;
}

namespace bd::models {

struct DeletionOutcome
{
    enum class Kind {
        Deleted,
        Refused,   // 400: title, message, errorCode
        NotFound,  // 404
        Uncertain, // no answer or a server failure: it may or may not have happened
        NotDone,   // refused before being carried out (rate limit, credentials, ...)
    } kind = Kind::NotDone;
    QString message; // for people, plain text
    QString title;   // the 400 body's fields
    QString serviceMessage;
    QString errorCode;
    int httpStatus = 0;
    QStringList deletedIds;
    std::optional<int> count;
};

// The outcome of a finished deletion job; `byIds`: the request named invoices by id.
DeletionOutcome deletionOutcome(const api::DeleteInvoicesJob &job, bool byIds);

// The log entry of a deletion sent with `account` (where it went, even if the person has moved
// on since), for `request` selected as `selection`.
DeletionLogEntry deletionLogEntry(const api::Account &account, const InvoiceSelection &selection,
                                  const domain::DeleteInvoicesRequest &request,
                                  const DeletionOutcome &outcome);

} // namespace bd::models
