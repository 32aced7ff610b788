#include "models/admin/invoicedeleter.h"

#include "api/apiclient.h"
#include "api/deleteinvoicesjob.h"
#include "api/queryjob.h"
#include "domain/validation.h"
#include "models/admin/invoicepreviewquery.h"
#include "models/common/queryresponse.h"
#include "models/common/tenantscope.h"

namespace bd::models {

InvoiceDeleter::InvoiceDeleter(api::AccountPtr account, QObject *parent)
    : QObject(parent), m_account(std::move(account))
{
    m_selection.status = domain::deletableInvoiceStatuses().first();
    qRegisterMetaType<InvoicePreview>();
    qRegisterMetaType<DeletionConfirmation>();
    qRegisterMetaType<DeletionOutcome>();
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

void InvoiceDeleter::selectionEdited()
{
    ++m_generation;
    if (m_previewJob) // its answer would be about another selection
        m_previewJob->cancel();
    emit selectionChanged();
}

void InvoiceDeleter::setMode(Mode mode)
{
    if (mode == this->mode())
        return;
    m_selection.byStatus = mode == Mode::Status;
    selectionEdited();
}

void InvoiceDeleter::setIdsText(const QString &text)
{
    const InvoiceIdList parsed = parseInvoiceIds(text);
    if (parsed.ids == m_ids.ids && parsed.duplicates == m_ids.duplicates)
        return;
    m_ids = parsed;
    m_selection.ids = m_ids.ids;
    selectionEdited();
}

void InvoiceDeleter::setStatus(const QString &status)
{
    if (status == m_selection.status || !domain::deletableInvoiceStatuses().contains(status))
        return;
    m_selection.status = status;
    selectionEdited();
}

void InvoiceDeleter::setFlag(InvoiceFlag flag, bool on)
{
    bool &f = m_selection.flags[int(flag)];
    if (f == on)
        return;
    f = on;
    emit selectionChanged(); // the flags do not change what a preview shows
}

domain::DeleteInvoicesRequest InvoiceDeleter::request() const
{
    domain::DeleteInvoicesRequest r = m_selection.byStatus
                                          ? domain::DeleteInvoicesRequest::byStatus(m_selection.status)
                                          : domain::DeleteInvoicesRequest::byIds(m_selection.ids);
    // Every flag is sent, false included: an unchecked box must not leave the choice to a
    // default the spec does not show.
    r.notifyCrm.set(flag(InvoiceFlag::NotifyCrm));
    r.notifyDebitMemoChangedToCrm.set(flag(InvoiceFlag::NotifyDebitMemoChangedToCrm));
    r.notifyPaymentChangedToCrm.set(flag(InvoiceFlag::NotifyPaymentChangedToCrm));
    return r;
}

QStringList InvoiceDeleter::problems() const
{
    if (!m_selection.byStatus && m_selection.ids.isEmpty())
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

void InvoiceDeleter::cancelPreview()
{
    if (m_previewJob)
        m_previewJob->cancel();
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
    const InvoicePreviewQuery query = invoicePreviewQuery(m_selection, detailed);
    auto *job = new api::QueryJob(m_account, query.text, query.variables, this);
    m_previewJob = job;
    connect(job, &api::ApiJob::waiting, this, &InvoiceDeleter::previewWaiting);
    const quint64 generation = m_generation;
    const InvoiceSelection selection = m_selection;
    connect(job, &api::ApiJob::finished, this, [this, job, detailed, generation, selection] {
        if (generation != m_generation || job->error().kind == api::ApiError::Kind::Canceled) {
            m_confirmAfterPreview = false; // the selection changed, or the person stopped it
            if (generation == m_generation)
                emit previewCanceled();
            emit busyChanged();
            return;
        }
        previewAnswered(*job, selection, detailed);
    });
    emit previewStarted();
    emit busyChanged();
    job->start();
}

void InvoiceDeleter::previewAnswered(const api::QueryJob &job, const InvoiceSelection &selection,
                                     bool detailed)
{
    QueryResponse response;
    if (job.succeeded())
        response = readQueryResponse(job.sharedDocument());
    else if (job.error().kind == api::ApiError::Kind::BadRequest)
        response = readQueryResponse(job.responseBody()); // errors may come with a 400
    InvoicePreview p;
    if (!job.succeeded() && response.errors.isEmpty()) {
        p.unavailableReason = job.error().userMessage();
    } else if (!response.errors.isEmpty()) {
        if (detailed) { // perhaps fields this service does not have: ask for id and status only
            runPreview(false);
            return;
        }
        p.unavailableReason = tr("the query endpoint answered: %1").arg(describe(response.errors.first()));
    } else {
        p = readInvoicePreview(response, selection, detailed);
    }
    previewDone(p);
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
    if (m_selection.byStatus && !currentPreview()) {
        // By filter, the person sees how many invoices it selects before confirming.
        m_confirmAfterPreview = true;
        if (!isPreviewing())
            runPreview(true);
        emit busyChanged();
        return;
    }
    m_pending =
        Pending{request(), m_selection, makeDeletionConfirmation(*m_account, m_selection, currentPreview())};
    emit busyChanged();
    emit confirmationNeeded(m_pending->confirmation);
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
    connect(job, &api::ApiJob::finished, this, [this, job, pending] {
        const DeletionOutcome outcome = deletionOutcome(*job, !pending.selection.byStatus);
        m_pending.reset();
        // Logged where it was sent, even if the tenant changed meanwhile.
        DeletionLog(tenantSettingsGroup(*job->account()))
            .append(deletionLogEntry(*job->account(), pending.selection, pending.request, outcome));
        if (outcome.kind == DeletionOutcome::Kind::Deleted ||
            outcome.kind == DeletionOutcome::Kind::Uncertain)
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

} // namespace bd::models
