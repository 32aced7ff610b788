#pragma once

// Between the invoice screen and the API: what to delete (ids or one deletable status, never
// both), the CRM flags, a preview through the query endpoint of what the selection holds, the
// confirmation to ask for (typed in production), the one deletion request (never retried, never
// twice at once), its outcome in words, and the local log of deletions.

#include "api/account.h"
#include "domain/invoice.h"
#include "models/admin/deletionlog.h"
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
    enum class Flag { NotifyCrm, NotifyDebitMemoChangedToCrm, NotifyPaymentChangedToCrm };

    // What the person is asked before anything is deleted.
    struct Confirmation
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

    struct Outcome
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

    explicit InvoiceDeleter(api::AccountPtr account, QObject *parent = nullptr);
    ~InvoiceDeleter() override;

    static QStringList deletableStatuses(); // Canceled, Draft
    static QString flagName(Flag flag);     // the wire name
    static QString flagLabel(Flag flag);
    static QString flagExplanation(Flag flag); // the spec's words
    static constexpr Flag AllFlags[] = {Flag::NotifyCrm, Flag::NotifyDebitMemoChangedToCrm,
                                        Flag::NotifyPaymentChangedToCrm};

    // The selection. Each change makes an earlier preview stale.
    void setMode(Mode mode);
    Mode mode() const { return m_mode; }
    void setIdsText(const QString &text);
    const InvoiceIdList &ids() const { return m_ids; }
    void setStatus(const QString &status);
    QString status() const { return m_status; }
    void setFlag(Flag flag, bool on);
    bool flag(Flag flag) const;

    // The request the current selection sends (every flag explicit, true or false).
    domain::DeleteInvoicesRequest request() const;
    // Why the selection cannot be deleted as it is; empty when it can.
    QStringList problems() const;
    // True when a deletion may be asked for now (no problems, nothing running).
    bool canRequestDeletion() const;

    // Asks the query endpoint what the selection holds; answers with previewFinished.
    void preview();
    bool isPreviewing() const;
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
    void previewFinished(const bd::models::InvoicePreview &preview);
    void confirmationNeeded(const bd::models::InvoiceDeleter::Confirmation &confirmation);
    void deletionStarted();
    void deletionFinished(const bd::models::InvoiceDeleter::Outcome &outcome);
    void busyChanged();

private:
    struct Pending
    {
        domain::DeleteInvoicesRequest request;
        QString selector;
        QStringList ids;
        Confirmation confirmation;
    };
    void selectionEdited();
    void runPreview(bool detailed);
    void previewDone(const InvoicePreview &preview);
    Confirmation makeConfirmation() const;
    QString selectorText() const;
    Outcome outcomeOf(const api::DeleteInvoicesJob &job, const Pending &pending) const;
    void record(const QString &group, const Pending &pending, const Outcome &outcome);

    api::AccountPtr m_account;
    Mode m_mode = Mode::Ids;
    InvoiceIdList m_ids;
    QString m_status;
    bool m_flags[3] = {false, false, false};
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
Q_DECLARE_METATYPE(bd::models::InvoiceDeleter::Confirmation)
Q_DECLARE_METATYPE(bd::models::InvoiceDeleter::Outcome)
