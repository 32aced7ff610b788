#include "models/admin/invoicedeleter.h"

#include "api/apiclient.h"
#include "api/deleteinvoicesjob.h"
#include "api/queryjob.h"
#include "domain/json/jsonwriter.h"
#include "domain/validation.h"
#include "models/query/queryresponse.h"
#include "models/common/tenantscope.h"

#include <QSet>

namespace bd::models {

namespace {

// The fields of an invoice the preview shows; a service that knows fewer is asked for id and
// status only (the two the spec names, §2.2).
const char *const DetailedFields = "id invoiceNumber status customerId totalAmount currencyIsoCode";
const char *const MinimalFields = "id status";
constexpr int IdsShown = 10;

bool isDeletable(const QString &status)
{
    for (const QString &s : InvoiceDeleter::deletableStatuses()) {
        if (status.compare(s, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

QString environmentLabel(const api::Environment &env)
{
    return env.name.isEmpty() ? env.baseUrl.host() : env.name;
}

} // namespace

bool InvoiceDeleter::Confirmation::accepts(const QString &typed) const
{
    return !production || (!typeToConfirm.isEmpty() && typed.trimmed() == typeToConfirm.trimmed());
}

InvoiceDeleter::InvoiceDeleter(api::AccountPtr account, QObject *parent)
    : QObject(parent), m_account(std::move(account)), m_status(deletableStatuses().first())
{
    qRegisterMetaType<InvoicePreview>();
    qRegisterMetaType<Confirmation>();
    qRegisterMetaType<Outcome>();
}

InvoiceDeleter::~InvoiceDeleter()
{
    // A preview may stop. A deletion on its way is our child and goes with us: its answer is
    // dropped and not logged, though the service may still carry it out. That is why the screen
    // asks before it is closed while one runs (hasUnsavedWork).
    if (m_previewJob) {
        m_previewJob->disconnect(this);
        m_previewJob->cancel();
    }
}

QStringList InvoiceDeleter::deletableStatuses()
{
    return {QStringLiteral("Canceled"), QStringLiteral("Draft")};
}

QString InvoiceDeleter::flagName(Flag flag)
{
    switch (flag) {
    case Flag::NotifyCrm: return QStringLiteral("notifyCrm");
    case Flag::NotifyDebitMemoChangedToCrm: return QStringLiteral("notifyDebitMemoChangedToCrm");
    case Flag::NotifyPaymentChangedToCrm: return QStringLiteral("notifyPaymentChangedToCrm");
    }
    return {};
}

QString InvoiceDeleter::flagLabel(Flag flag)
{
    switch (flag) {
    case Flag::NotifyCrm: return tr("Delete the invoices in the CRM too");
    case Flag::NotifyDebitMemoChangedToCrm: return tr("Update debit memos in the CRM");
    case Flag::NotifyPaymentChangedToCrm: return tr("Update payments in the CRM");
    }
    return {};
}

QString InvoiceDeleter::flagExplanation(Flag flag)
{
    // The spec's words (§2.2).
    switch (flag) {
    case Flag::NotifyCrm:
        return tr("The mapped invoice record in the connected CRM system is also deleted (notifyCrm).");
    case Flag::NotifyDebitMemoChangedToCrm:
        return tr("The mapped debit memo record in the CRM is updated (notifyDebitMemoChangedToCrm).");
    case Flag::NotifyPaymentChangedToCrm:
        return tr("The mapped payment record in the CRM is updated (notifyPaymentChangedToCrm).");
    }
    return {};
}

void InvoiceDeleter::selectionEdited()
{
    ++m_generation;
    if (m_previewJob) // its answer would be about another selection
        m_previewJob->cancel();
    emit selectionChanged();
}

void InvoiceDeleter::setMode(Mode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    selectionEdited();
}

void InvoiceDeleter::setIdsText(const QString &text)
{
    const InvoiceIdList parsed = parseInvoiceIds(text);
    if (parsed.ids == m_ids.ids && parsed.duplicates == m_ids.duplicates)
        return;
    m_ids = parsed;
    selectionEdited();
}

void InvoiceDeleter::setStatus(const QString &status)
{
    if (status == m_status || !deletableStatuses().contains(status))
        return;
    m_status = status;
    selectionEdited();
}

void InvoiceDeleter::setFlag(Flag flag, bool on)
{
    bool &f = m_flags[int(flag)];
    if (f == on)
        return;
    f = on;
    emit selectionChanged(); // the flags do not change what a preview shows
}

bool InvoiceDeleter::flag(Flag flag) const
{
    return m_flags[int(flag)];
}

domain::DeleteInvoicesRequest InvoiceDeleter::request() const
{
    domain::DeleteInvoicesRequest r = m_mode == Mode::Ids ? domain::DeleteInvoicesRequest::byIds(m_ids.ids)
                                                          : domain::DeleteInvoicesRequest::byStatus(m_status);
    // Every flag is sent, false included: an unchecked box must not leave the choice to a
    // default the spec does not show.
    r.notifyCrm.set(flag(Flag::NotifyCrm));
    r.notifyDebitMemoChangedToCrm.set(flag(Flag::NotifyDebitMemoChangedToCrm));
    r.notifyPaymentChangedToCrm.set(flag(Flag::NotifyPaymentChangedToCrm));
    return r;
}

QStringList InvoiceDeleter::problems() const
{
    if (m_mode == Mode::Ids && m_ids.ids.isEmpty())
        return {tr("Enter or paste the ids of the invoices to delete.")};
    QStringList out;
    for (const domain::Violation &v : domain::validateDeleteInvoicesRequest(request()))
        out << v.message;
    return out;
}

bool InvoiceDeleter::canRequestDeletion() const
{
    return problems().isEmpty() && !isDeleting() && !m_pending && !m_confirmAfterPreview;
}

bool InvoiceDeleter::isPreviewing() const
{
    return m_previewJob && m_previewJob->isRunning();
}

bool InvoiceDeleter::isDeleting() const
{
    return m_deleting && m_deleting->isRunning();
}

std::optional<InvoicePreview> InvoiceDeleter::currentPreview() const
{
    if (m_preview && m_previewGeneration == m_generation)
        return m_preview;
    return std::nullopt;
}

DeletionLog InvoiceDeleter::log() const
{
    return DeletionLog(tenantSettingsGroup(*m_account));
}

void InvoiceDeleter::preview()
{
    if (isPreviewing())
        return;
    const QStringList why = problems();
    if (!why.isEmpty()) {
        InvoicePreview none;
        none.unavailableReason = why.first();
        previewDone(none);
        return;
    }
    runPreview(true);
}

void InvoiceDeleter::runPreview(bool detailed)
{
    const QString fields = QString::fromLatin1(detailed ? DetailedFields : MinimalFields);
    QString query;
    json::Writer variables;
    variables.beginObject();
    if (m_mode == Mode::Status) {
        // The same condition as the filter the deletion sends, with the status as a variable.
        query = QStringLiteral("query InvoicePreview($status: String) {\n"
                               "  Invoice(where: {status: {_eq: $status}}) { %1 }\n")
                    .arg(fields);
        if (detailed)
            query += QStringLiteral("  Invoice_aggregate(where: {status: {_eq: $status}}) { count }\n");
        query += u'}';
        variables.key(QByteArrayView("status"));
        variables.string(m_status);
    } else {
        query = QStringLiteral("query InvoicePreview($ids: [ID!]) {\n"
                               "  Invoice(where: {id: {_in: $ids}}) { %1 }\n}")
                    .arg(fields);
        variables.key(QByteArrayView("ids"));
        variables.beginArray();
        for (const QString &id : m_ids.ids)
            variables.string(id);
        variables.endArray();
    }
    variables.endObject();

    auto *job = new api::QueryJob(m_account, query, variables.take(), this);
    m_previewJob = job;
    const quint64 generation = m_generation;
    const Mode mode = m_mode;
    const QStringList ids = m_ids.ids;
    const QString statusAsked = m_status;
    connect(job, &api::ApiJob::finished, this, [this, job, detailed, generation, mode, ids, statusAsked] {
        if (generation != m_generation || job->error().kind == api::ApiError::Kind::Canceled) {
            if (m_confirmAfterPreview) { // the selection changed under a pending request
                m_confirmAfterPreview = false;
                emit busyChanged();
            }
            return;
        }
        QueryResponse response;
        if (job->succeeded())
            response = readQueryResponse(std::make_shared<const json::Document>(job->document()));
        else if (job->error().kind == api::ApiError::Kind::BadRequest)
            response = readQueryResponse(job->responseBody()); // errors may come with a 400

        InvoicePreview p;
        if (!job->succeeded() && response.errors.isEmpty()) {
            p.unavailableReason = job->error().userMessage();
            previewDone(p);
            return;
        }
        if (!response.errors.isEmpty()) {
            if (detailed) { // perhaps fields this service does not have: ask for id and status only
                runPreview(false);
                return;
            }
            p.unavailableReason =
                tr("the query endpoint answered: %1").arg(describe(response.errors.first()));
            previewDone(p);
            return;
        }
        const json::Value list = memberOf(response.data(), "Invoice");
        if (!list.isArray()) {
            p.unavailableReason = tr("the query endpoint's answer holds no invoice list");
            previewDone(p);
            return;
        }
        p.available = true;
        p.detailed = detailed;
        QSet<QString> found;
        const QSet<QString> selected(ids.begin(), ids.end());
        for (json::Value v : list) {
            // Only what was selected is shown, whatever the answer holds: a service that ignores
            // part of the filter (one that knows only _eq, say) answers invoices nobody chose.
            const QString id = scalarText(memberOf(v, "id"));
            const QString status = scalarText(memberOf(v, "status"));
            if (mode == Mode::Ids ? !selected.contains(id)
                                  : status.compare(statusAsked, Qt::CaseInsensitive) != 0) {
                ++p.ignored;
                continue;
            }
            InvoicePreviewRow r;
            r.id = scalarText(memberOf(v, "id"));
            r.invoiceNumber = scalarText(memberOf(v, "invoiceNumber"));
            r.status = scalarText(memberOf(v, "status"));
            r.customerId = scalarText(memberOf(v, "customerId"));
            r.totalAmount = scalarText(memberOf(v, "totalAmount"));
            r.currency = scalarText(memberOf(v, "currencyIsoCode"));
            r.state = isDeletable(r.status) ? InvoicePreviewRow::State::Deletable
                                            : InvoicePreviewRow::State::NotDeletable;
            p.notDeletable += r.state == InvoicePreviewRow::State::NotDeletable;
            found.insert(r.id);
            p.rows << r;
        }
        p.total = int(p.rows.size());
        qint64 count = 0;
        // A service may page lists; its count is the whole selection — unless it answered rows
        // outside the filter, when its count is about those too.
        if (p.ignored == 0 &&
            memberOf(memberOf(response.data(), "Invoice_aggregate"), "count").toInt64(&count) && count >= 0)
            p.total = int(count);
        if (mode == Mode::Ids) {
            for (const QString &id : ids) {
                if (!found.contains(id)) {
                    InvoicePreviewRow r;
                    r.id = id;
                    r.state = InvoicePreviewRow::State::Unknown;
                    p.rows << r;
                    ++p.unknown;
                }
            }
        }
        previewDone(p);
    });
    emit previewStarted();
    emit busyChanged();
    job->start();
}

void InvoiceDeleter::previewDone(const InvoicePreview &preview)
{
    m_preview = preview;
    m_previewGeneration = m_generation;
    emit previewFinished(preview);
    emit busyChanged();
    if (m_confirmAfterPreview) {
        m_confirmAfterPreview = false;
        requestDeletion();
    }
}

void InvoiceDeleter::requestDeletion()
{
    if (!canRequestDeletion())
        return;
    if (m_mode == Mode::Status && !currentPreview()) {
        // By filter, the person sees how many invoices it selects before confirming.
        m_confirmAfterPreview = true;
        if (!isPreviewing())
            runPreview(true);
        emit busyChanged();
        return;
    }
    Pending pending;
    pending.request = request();
    pending.selector = selectorText();
    pending.ids = m_mode == Mode::Ids ? m_ids.ids : QStringList();
    pending.confirmation = makeConfirmation();
    m_pending = pending;
    emit busyChanged();
    emit confirmationNeeded(pending.confirmation);
}

QString InvoiceDeleter::selectorText() const
{
    return m_mode == Mode::Ids ? tr("%n invoice id(s)", nullptr, int(m_ids.ids.size()))
                               : tr("status %1").arg(m_status);
}

InvoiceDeleter::Confirmation InvoiceDeleter::makeConfirmation() const
{
    const api::Environment &env = m_account->environment();
    const QString tenant = m_account->tenantName();
    Confirmation c;
    c.production = env.isProduction();
    c.where =
        tenant.isEmpty() ? environmentLabel(env) : tr("%1, tenant %2").arg(environmentLabel(env), tenant);
    c.typeToConfirm = tenant.isEmpty() ? environmentLabel(env) : tenant;
    c.typeEnvironment = tenant.isEmpty();
    const std::optional<InvoicePreview> preview = currentPreview();
    if (m_mode == Mode::Ids) {
        c.count = int(m_ids.ids.size());
        c.headline = tr("Delete %n invoice(s)?", nullptr, c.count);
        QStringList shown = m_ids.ids.mid(0, IdsShown);
        QString ids = shown.join(QStringLiteral(", "));
        if (m_ids.ids.size() > IdsShown)
            ids += QLatin1Char(' ') + tr("and %n more", nullptr, int(m_ids.ids.size() - IdsShown));
        c.selector = tr("By id: %1").arg(ids);
        if (preview && preview->available) {
            QStringList notes;
            if (preview->notDeletable > 0)
                notes << tr("Not Canceled or Draft: %n of them; the service will refuse the whole deletion.",
                            nullptr, preview->notDeletable);
            if (preview->unknown > 0)
                notes << tr("Unknown to the service: %n of them.", nullptr, preview->unknown);
            c.previewNote = notes.isEmpty() ? tr("The preview found all of them, each Canceled or Draft.")
                                            : notes.join(u' ');
            if (preview->ignored > 0)
                c.previewNote += u' ' + tr("The query endpoint also answered %n invoice(s) that were not "
                                           "selected; they are not deleted and not shown.",
                                           nullptr, preview->ignored);
        } else if (preview) {
            c.previewNote = tr("Not previewed: %1.").arg(preview->unavailableReason);
        }
    } else {
        const QString filter = domain::invoiceStatusFilter(m_status);
        c.selector = tr("Every invoice with status %1 (filter %2)").arg(m_status, filter);
        if (preview && preview->available && preview->total) {
            c.count = *preview->total;
            c.headline = tr("Delete %n invoice(s) with status %1?", nullptr, c.count).arg(m_status);
            c.previewNote = tr("The preview found %n invoice(s) with this status.", nullptr, c.count);
            if (preview->ignored > 0)
                c.previewNote += u' ' + tr("The query endpoint also answered %n invoice(s) with another "
                                           "status; the service's filter decides what is deleted.",
                                           nullptr, preview->ignored);
        } else {
            c.headline = tr("Delete every invoice with status %1?").arg(m_status);
            c.previewNote =
                tr("The preview is unavailable (%1), so how many invoices this deletes is not known.")
                    .arg(preview ? preview->unavailableReason : tr("not run"));
        }
    }
    for (Flag f : AllFlags)
        c.flags << (flag(f) ? tr("On: %1 — %2").arg(flagLabel(f), flagExplanation(f))
                            : tr("Off: %1 (%2 is sent as false).").arg(flagLabel(f), flagName(f)));
    return c;
}

bool InvoiceDeleter::confirmDeletion(const QString &typed)
{
    if (isDeleting() || !m_pending)
        return false;
    if (!m_pending->confirmation.accepts(typed))
        return false;
    const Pending pending = *m_pending;
    auto *job = new api::DeleteInvoicesJob(m_account, pending.request, this);
    m_deleting = job;
    const QString group = tenantSettingsGroup(*m_account);
    connect(job, &api::ApiJob::finished, this, [this, job, pending, group] {
        const Outcome outcome = outcomeOf(*job, pending);
        m_pending.reset();
        record(group, pending, outcome);
        if (outcome.kind == Outcome::Kind::Deleted || outcome.kind == Outcome::Kind::Uncertain)
            m_preview.reset(); // what it showed may be gone
        emit deletionFinished(outcome);
        emit busyChanged();
    });
    emit deletionStarted();
    emit busyChanged();
    job->start();
    return true;
}

void InvoiceDeleter::cancelDeletion()
{
    if (!m_pending || isDeleting())
        return;
    m_pending.reset();
    emit busyChanged();
}

InvoiceDeleter::Outcome InvoiceDeleter::outcomeOf(const api::DeleteInvoicesJob &job,
                                                  const Pending &pending) const
{
    using Kind = api::ApiError::Kind;
    const api::ApiError &e = job.error();
    Outcome o;
    o.httpStatus = job.httpStatus();
    const bool answered2xx = o.httpStatus >= 200 && o.httpStatus < 300;
    if (job.succeeded() || (e.kind == Kind::Malformed && answered2xx)) {
        o.kind = Outcome::Kind::Deleted;
        o.deletedIds = job.deletedIds();
        o.count = job.deletedCount();
        if (!o.deletedIds.isEmpty()) {
            QString ids = o.deletedIds.mid(0, IdsShown).join(QStringLiteral(", "));
            if (o.deletedIds.size() > IdsShown)
                ids += QLatin1Char(' ') + tr("and %n more", nullptr, int(o.deletedIds.size() - IdsShown));
            o.message = tr("Deleted %n invoice(s): %1.", nullptr, int(o.deletedIds.size())).arg(ids);
        } else if (o.count) {
            o.message = tr("The service deleted %n invoice(s).", nullptr, *o.count);
        } else {
            o.message = tr("The service accepted the deletion; its answer does not say how many invoices "
                           "were deleted.");
        }
        return o;
    }
    switch (e.kind) {
    case Kind::BadRequest:
        o.kind = Outcome::Kind::Refused;
        o.title = e.title;
        o.serviceMessage = e.message;
        o.errorCode = e.errorCode;
        o.message = tr("The service refused the deletion: %1").arg(e.userMessage());
        break;
    case Kind::NotFound:
        o.kind = Outcome::Kind::NotFound;
        o.message = pending.request.invoiceIds.isPresent()
                        ? tr("The service answered 404 Not Found: at least one of these invoices does not "
                             "exist (or no longer exists). Preview to see which.")
                        : tr("The service answered 404 Not Found.");
        break;
    case Kind::Network:
    case Kind::Timeout:
    case Kind::Server:
    case Kind::Malformed:
    case Kind::TooLarge:
        o.kind = Outcome::Kind::Uncertain;
        o.message = e.userMessage() + QLatin1Char(' ') +
                    tr("The deletion may or may not have been carried out: preview to see what is left "
                       "before deleting again.");
        break;
    default:
        o.kind = Outcome::Kind::NotDone;
        o.message = e.userMessage() + QLatin1Char(' ') + tr("Nothing was deleted.");
    }
    return o;
}

void InvoiceDeleter::record(const QString &group, const Pending &pending, const Outcome &outcome)
{
    const api::Environment &env = m_account->environment();
    DeletionLogEntry e;
    e.time = m_account->clock().nowUtc();
    e.environment = environmentLabel(env);
    e.address =
        env.baseUrl.adjusted(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment).toString();
    e.tenant = m_account->tenantName();
    e.selector = pending.selector;
    e.invoiceIds = pending.ids;
    e.filter = pending.request.graphqlFilter.valueOr({});
    const domain::DeleteInvoicesRequest &r = pending.request;
    if (r.notifyCrm.valueOr(false))
        e.flags << flagName(Flag::NotifyCrm);
    if (r.notifyDebitMemoChangedToCrm.valueOr(false))
        e.flags << flagName(Flag::NotifyDebitMemoChangedToCrm);
    if (r.notifyPaymentChangedToCrm.valueOr(false))
        e.flags << flagName(Flag::NotifyPaymentChangedToCrm);
    e.succeeded = outcome.kind == Outcome::Kind::Deleted;
    e.httpStatus = outcome.httpStatus;
    e.errorCode = outcome.errorCode;
    e.result = outcome.message;
    e.deletedIds = outcome.deletedIds;
    DeletionLog(group).append(e); // where it was sent, even if the tenant changed meanwhile
}

} // namespace bd::models
