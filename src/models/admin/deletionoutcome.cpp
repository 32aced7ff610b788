#include "models/admin/deletionoutcome.h"

#include "api/deleteinvoicesjob.h"

#include <QCoreApplication>

namespace bd::models {

namespace {

class Texts
{
    Q_DECLARE_TR_FUNCTIONS(bd::models::InvoiceDeleter)
};

DeletionOutcome deleted(const api::DeleteInvoicesJob &job)
{
    DeletionOutcome o;
    o.kind = DeletionOutcome::Kind::Deleted;
    o.deletedIds = job.deletedIds();
    o.count = job.deletedCount();
    if (!o.deletedIds.isEmpty())
        o.message = Texts::tr("Deleted %n invoice(s): %1.", nullptr, int(o.deletedIds.size()))
                        .arg(someIds(o.deletedIds));
    else if (o.count)
        o.message = Texts::tr("The service deleted %n invoice(s).", nullptr, *o.count);
    else
        o.message = Texts::tr("The service accepted the deletion; its answer does not say how many invoices "
                              "were deleted.");
    return o;
}

} // namespace

DeletionOutcome deletionOutcome(const api::DeleteInvoicesJob &job, bool byIds)
{
    using Kind = api::ApiError::Kind;
    const api::ApiError &e = job.error();
    const int status = job.httpStatus();
    const bool answered2xx = status >= 200 && status < 300;
    DeletionOutcome o =
        job.succeeded() || (e.kind == Kind::Malformed && answered2xx) ? deleted(job) : DeletionOutcome();
    o.httpStatus = status;
    if (o.kind == DeletionOutcome::Kind::Deleted)
        return o;
    switch (e.kind) {
    case Kind::BadRequest:
        o.kind = DeletionOutcome::Kind::Refused;
        o.title = e.title;
        o.serviceMessage = e.message;
        o.errorCode = e.errorCode;
        o.message = Texts::tr("The service refused the deletion: %1").arg(e.userMessage());
        break;
    case Kind::NotFound:
        o.kind = DeletionOutcome::Kind::NotFound;
        o.message =
            byIds ? Texts::tr("The service answered 404 Not Found: at least one of these invoices does not "
                              "exist (or no longer exists). Preview to see which.")
                  : Texts::tr("The service answered 404 Not Found.");
        break;
    case Kind::Network:
    case Kind::Timeout:
    case Kind::Server:
    case Kind::Malformed:
    case Kind::TooLarge:
        o.kind = DeletionOutcome::Kind::Uncertain;
        o.message =
            e.userMessage() + QLatin1Char(' ') +
            Texts::tr("The deletion may or may not have been carried out: preview to see what is left "
                      "before deleting again.");
        break;
    default:
        o.kind = DeletionOutcome::Kind::NotDone;
        o.message = e.userMessage() + QLatin1Char(' ') + Texts::tr("Nothing was deleted.");
    }
    return o;
}

DeletionLogEntry deletionLogEntry(const api::Account &account, const InvoiceSelection &selection,
                                  const domain::DeleteInvoicesRequest &request,
                                  const DeletionOutcome &outcome)
{
    const api::Environment &env = account.environment();
    DeletionLogEntry e;
    e.time = account.clock().nowUtc();
    e.environment = environmentLabel(env);
    e.address =
        env.baseUrl.adjusted(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment).toString();
    e.tenant = account.tenantName();
    e.selector = selectionInWords(selection);
    e.invoiceIds = selection.byStatus ? QStringList() : selection.ids;
    e.filter = request.graphqlFilter.valueOr({});
    for (InvoiceFlag f : AllInvoiceFlags) {
        if (selection.flag(f))
            e.flags << invoiceFlagName(f);
    }
    e.succeeded = outcome.kind == DeletionOutcome::Kind::Deleted;
    e.httpStatus = outcome.httpStatus;
    e.errorCode = outcome.errorCode;
    e.result = outcome.message;
    e.deletedIds = outcome.deletedIds;
    return e;
}

} // namespace bd::models
