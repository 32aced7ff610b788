#pragma once

// Between the contact screen and the API: finds and loads a contact, holds the user's edits
// (ContactForm), keeps them as a local draft (ContactLocalState), and saves only what changed
// with one failure policy (ContactSaveFailure): nothing typed is ever lost.

#include "api/account.h"
#include "domain/contact.h"
#include "models/contacts/contactform.h"
#include "models/contacts/contacthistory.h"
#include "models/contacts/contactlocalstate.h"
#include "models/contacts/contactsavefailure.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>

#include <memory>
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
    using SaveFailure = ContactSaveFailure;
    using Draft = ContactDraft;

    explicit ContactEditor(api::AccountPtr account, QObject *parent = nullptr);
    ~ContactEditor() override;

    // Whether lookups and edits leave local state for the person at the window: a draft of
    // unsaved edits and the recent contacts (on by default). The command-line tool turns it
    // off: a script's edits are not someone's draft, and its lookups are not their history.
    void setKeepsLocalState(bool keep) { m_local.setEnabled(keep); }
    // Where the saves come from, for the history (ContactSaveRecord::source): "window" unless set.
    void setSaveSource(const QString &source) { m_saveSource = source; }
    // The history's id of the last save answered (0: none yet), for "Undo this save".
    qint64 lastSaveRecord() const { return m_lastSaveRecord; }
    // A save of this contact made elsewhere (an undo) was answered: the fields sent take the
    // stored values unless edited again meanwhile, as for a save of the form.
    void takeSavedElsewhere(const QString &contactId, const domain::ContactWritable &sent,
                            const domain::Contact &answer);

    // An id the user typed: tried as a contact id first, then as a customer id (the spec gives
    // no id format, so nothing is decided from how an id looks). Answers with loaded,
    // contactsFound or lookupFailed.
    void find(const QString &id);
    // Contacts whose email is `text` in any case, or whose full name holds it in any case, through
    // the query endpoint's Contact entity (spec §4.7: where with `_ilike`). A service that refuses
    // `_ilike` is asked for exactly the text (`_eq`) from then on, and the answer says so. Answers
    // with contactsFound or lookupFailed.
    enum class SearchField { Email, Name };
    void search(SearchField field, const QString &text);
    // Loads one contact (the caller has asked about unsaved edits first).
    void open(const QString &contactId);
    bool isBusy() const;
    const api::AccountPtr &account() const { return m_account; }

    bool isLoaded() const { return m_form.isLoaded(); }
    const domain::Contact &contact() const { return m_form.contact(); }
    QString contactId() const { return m_form.contactId(); }
    // What is stored and what was typed: changes, problems, the review before saving.
    const ContactForm &form() const { return m_form; }

    // Edits, by wire name. An edit equal to the loaded value is no edit.
    void setValue(QStringView field, const QString &text);
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
    // The service asked to wait (429): the lookup or save goes on by itself after `seconds`
    // (attempt `attempt` of at most `of`); cancel() ends the wait.
    void waiting(int seconds, int attempt, int of);
    void saved(const bd::domain::ContactUpdateResult &result);
    void saveFailed(const bd::models::ContactSaveFailure &failure);

private:
    void show(const domain::Contact &contact);
    void dropLookup();
    // Starts `job` as the lookup on its way, for `what` ("id:…", "email:…").
    void startLookup(api::ApiJob *job, const QString &what, const QString &shown);
    bool alreadyLookingFor(const QString &what) const;
    void saveAnswered(const api::ContactUpdateJob &job, const QString &id,
                      const domain::ContactWritable &sent, qint64 record);
    void follow(api::ApiJob *job); // passes its waits on
    void runSearch(const QString &field, const QString &value, bool loose);
    void editsMade(); // the draft follows the person's edits (never the service's data arriving)

    api::AccountPtr m_account;
    ContactForm m_form;
    ContactLocalState m_local;
    QPointer<QObject> m_lookup;
    bool m_typedSinceLookup = false; // edits made while the lookup was on its way
    QString m_lookingFor;            // what the lookup on its way asks for
    QPointer<api::ContactUpdateJob> m_saving;
    // Every save, written before it is sent, completed with the answer; opened at the first save
    // (a lookup alone makes no file).
    std::unique_ptr<ContactHistory> m_history;
    QString m_saveSource = QStringLiteral("window");
    qint64 m_lastSaveRecord = 0;
    bool m_exactSearchOnly = false; // the service refused _ilike: search with _eq
};

} // namespace bd::models
