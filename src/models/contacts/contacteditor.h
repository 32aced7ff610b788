#pragma once

// Between the contact screen and the API: finds and loads a contact, holds the user's edits,
// validates them, keeps them as a local draft (per environment and tenant; never a secret),
// and saves only what changed with one failure policy: nothing typed is ever lost.

#include "api/account.h"
#include "domain/contact.h"
#include "domain/validation.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>

#include <optional>

namespace bd::api {
class ApiJob;
class ContactUpdateJob;
} // namespace bd::api

namespace bd::models {

class ContactEditor final : public QObject
{
    Q_OBJECT
public:
    // Why a save did not go through, and what the user can do.
    struct SaveFailure
    {
        enum class Kind {
            Gone,      // the contact no longer exists: offer to copy the edits
            Retryable, // network, timeout, busy, server: Save again
            Refused,   // the service refused the values (or the credentials)
        } kind = Kind::Refused;
        QString message;                       // for people, plain text
        QList<QPair<QString, QString>> fields; // wire name -> what the service said about it
    };

    struct Draft
    {
        QString contactId;
        domain::ContactWritable changes; // only the changed fields (null: cleared)
        QDateTime savedAt;
    };

    explicit ContactEditor(api::AccountPtr account, QObject *parent = nullptr);
    ~ContactEditor() override;

    // Whether lookups and edits leave local state for the person at the window: a draft of
    // unsaved edits and the recent contacts (on by default). The command-line tool turns it
    // off: a script's edits are not someone's draft, and its lookups are not their history.
    void setKeepsLocalState(bool keep) { m_keepLocalState = keep; }

    // An id the user typed: tried as a contact id first, then as a customer id (the spec gives
    // no id format, so nothing is decided from how an id looks). Answers with loaded,
    // contactsFound or lookupFailed.
    void find(const QString &id);
    // Contacts whose email or full name is exactly `text`, through the query endpoint's Contact
    // entity (spec §4.7: where with _eq). Answers with contactsFound or lookupFailed.
    enum class SearchField { Email, Name };
    void search(SearchField field, const QString &text);
    // Loads one contact (the caller has asked about unsaved edits first).
    void open(const QString &contactId);
    bool isBusy() const;
    const api::AccountPtr &account() const { return m_account; }

    bool isLoaded() const { return m_loaded; }
    const domain::Contact &contact() const { return m_contact; }
    QString contactId() const { return m_contact.info.id.valueOr({}); }

    // Edits, by wire name. An edit equal to the loaded value is no edit.
    void setValue(QStringView field, const QString &text);
    QString value(QStringView field) const;
    QString originalValue(QStringView field) const;
    domain::ContactWritable edited() const { return m_edited; }
    domain::ContactWritable changes() const; // see domain::contactChanges
    int changeCount() const;
    bool hasUnsavedChanges() const { return m_loaded && changeCount() > 0; }
    QList<domain::Violation> problems() const; // of every value in the form
    // The problems of values that would be sent (changed ones): these stop a save. A stored
    // value over a limit that was not changed is only a warning on its field.
    QList<domain::Violation> blockingProblems() const;
    QStringList reviewLines() const; // "First name: “Ann” → “Anna”"
    void revert();

    // Sends PATCH with only the changes; answers with saved or saveFailed. Does nothing while
    // a save runs or when there is nothing valid to send (blockingProblems() says why). The
    // answer updates only the fields it sent, and only while that contact is still open; a field
    // edited again meanwhile keeps the new edit (and its draft).
    void save();
    bool isSaving() const;
    // Stops a lookup or a save that is waiting or under way.
    void cancel();
    // Closes the contact (its account is going away): the draft of unsaved edits is kept for
    // when it is opened again in that tenant, or dropped.
    void close(bool keepDraft);

    std::optional<Draft> draft() const;
    // Puts the draft's edits back (when it is for the loaded contact); true when it did.
    bool restoreDraft();
    void clearDraft();

    // Contacts opened recently in this environment and tenant: (id, name), newest first.
    QList<QPair<QString, QString>> recentContacts() const;

signals:
    void opening(const QString &contactId);
    void loaded();
    void closed();
    // A customer's contacts, or the contacts a search found; `what` says which, for people.
    void contactsFound(const QString &what, const QList<bd::domain::Contact> &contacts);
    void lookupFailed(const QString &message);
    void editsChanged();
    void saving();
    // The service asked to wait (429): the lookup or save goes on by itself.
    void waiting(const QString &sentence);
    void saved(const bd::domain::ContactUpdateResult &result);
    void saveFailed(const bd::models::ContactEditor::SaveFailure &failure);

private:
    void show(const domain::Contact &contact);
    void dropLookup();
    bool alreadyLookingFor(const QString &what) const;
    void takeSaved(const domain::ContactWritable &sent, const domain::Contact &answer);
    void follow(api::ApiJob *job); // passes its waits on
    void rememberRecent(const domain::Contact &contact);
    void storeDraft();
    QString group() const;

    api::AccountPtr m_account;
    domain::Contact m_contact;
    domain::ContactWritable m_edited;
    bool m_loaded = false;
    bool m_keepLocalState = true;
    QPointer<QObject> m_lookup;
    bool m_typedSinceLookup = false; // edits made while the lookup was on its way
    QString m_lookingFor;            // what the lookup on its way asks for
    QPointer<api::ContactUpdateJob> m_saving;
};

} // namespace bd::models
