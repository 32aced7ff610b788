#pragma once

// Between the invoice screen and the API: what to delete (ids or one deletable status, never
// both), the CRM flags, a preview through the query endpoint of what the selection holds, the
// confirmation to ask for (typed in production), and the one deletion request (never retried,
// never twice at once), logged where it was sent. The words are built in deletionconfirmation
// and deletionoutcome, the preview query in invoicepreviewquery.

#include "api/account.h"
#include "domain/invoice.h"
#include "models/admin/deletionconfirmation.h"
#include "models/admin/deletionlog.h"
#include "models/admin/deletionoutcome.h"
#include "models/admin/invoiceids.h"
#include "models/admin/invoicepreview.h"

#include <QObject>
#include <QPointer>

#include <optional>

namespace bd::api {
class DeleteInvoicesJob;
class QueryJob;
} // namespace bd::api

namespace bd::models {

class InvoiceDeleter final : public QObject
{
    Q_OBJECT
public:
    enum class Mode { Ids, Status };

    explicit InvoiceDeleter(api::AccountPtr account, QObject *parent = nullptr);
    ~InvoiceDeleter() override;

    // The selection. Each change makes an earlier preview stale.
    void setMode(Mode mode);
    Mode mode() const { return m_selection.byStatus ? Mode::Status : Mode::Ids; }
    void setIdsText(const QString &text);
    const InvoiceIdList &ids() const { return m_ids; }
    void setStatus(const QString &status);
    QString status() const { return m_selection.status; }
    void setFlag(InvoiceFlag flag, bool on);
    bool flag(InvoiceFlag flag) const { return m_selection.flag(flag); }

    // The request the current selection sends (every flag explicit, true or false).
    domain::DeleteInvoicesRequest request() const;
    // Why the selection cannot be deleted as it is; empty when it can.
    QStringList problems() const;
    // True when a deletion may be asked for now (no problems, nothing running).
    bool canRequestDeletion() const;

    // Asks the query endpoint what the selection holds; answers with previewFinished.
    void preview();
    bool isPreviewing() const;
    // Stops the preview under way (previewCanceled follows).
    void cancelPreview();
    // The last preview, when it is for the current selection.
    std::optional<InvoicePreview> currentPreview() const;

    // Starts a deletion: by status, previews first when there is no current preview; then
    // answers with confirmationNeeded. Does nothing while a deletion runs or when there are
    // problems().
    void requestDeletion();
    // The person confirmed (`typed`: what they typed, checked in production): sends the request
    // confirmed, once. Returns false when nothing was sent (not confirmed, or one is running).
    bool confirmDeletion(const QString &typed = {});
    void cancelDeletion();
    bool isDeleting() const;
    bool isAwaitingConfirmation() const { return m_pending.has_value(); }

    DeletionLog log() const;

signals:
    void selectionChanged();
    void previewStarted();
    // The service asked the preview to wait (429): it goes again by itself after `seconds`
    // (attempt `attempt` of at most `of`); cancelPreview() ends the wait.
    void previewWaiting(int seconds, int attempt, int of);
    void previewFinished(const bd::models::InvoicePreview &preview);
    void previewCanceled();
    void confirmationNeeded(const bd::models::DeletionConfirmation &confirmation);
    void deletionStarted();
    void deletionFinished(const bd::models::DeletionOutcome &outcome);
    void busyChanged();

private:
    struct Pending
    {
        domain::DeleteInvoicesRequest request;
        InvoiceSelection selection;
        DeletionConfirmation confirmation;
    };
    void selectionEdited();
    void runPreview(bool detailed);
    void previewAnswered(const api::QueryJob &job, const InvoiceSelection &selection, bool detailed);
    void previewDone(const InvoicePreview &preview);

    api::AccountPtr m_account;
    InvoiceSelection m_selection; // ids are kept there too, once parsed
    InvoiceIdList m_ids;
    quint64 m_generation = 0; // counts selection changes
    std::optional<InvoicePreview> m_preview;
    quint64 m_previewGeneration = 0;
    QPointer<api::QueryJob> m_previewJob;
    bool m_confirmAfterPreview = false;
    std::optional<Pending> m_pending;
    QPointer<api::DeleteInvoicesJob> m_deleting;
};

} // namespace bd::models

Q_DECLARE_METATYPE(bd::models::InvoicePreview)
Q_DECLARE_METATYPE(bd::models::DeletionConfirmation)
Q_DECLARE_METATYPE(bd::models::DeletionOutcome)
