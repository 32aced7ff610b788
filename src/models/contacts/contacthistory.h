#pragma once

// Every contact save this app or its command line sends, kept per environment and tenant in an
// SQLite file in the user's data folder: when, which contact, each field's old → new value, who
// was signed in, from where, and what the service answered. A save is written before its request
// is sent and completed with the answer, so a crash leaves a row that says it may have been sent.
// Never a secret: values of contact fields, a user name, an environment's address.

#include "domain/contact.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace bd::api {
class Account;
class ContactUpdateJob;
} // namespace bd::api

namespace bd::models {

struct ContactFieldChange
{
    QString field;                        // wire name
    std::optional<QString> before, after; // nullopt: empty (a cleared field is sent as null)
};

struct ContactSaveRecord
{
    enum class Outcome { Unanswered, Saved, Failed };

    qint64 id = 0;
    QString scope; // the environment and tenant (tenantSettingsGroup)
    QString contactId;
    QString contactName;
    QDateTime at; // UTC, when it was sent
    QString signedInAs;
    QString source; // "window", "cli", or "cli:FILE:LINE" (a row of a CSV file); see sourceText()
    Outcome outcome = Outcome::Unanswered;
    int status = 0;    // the HTTP status of the answer; 0: none
    QString message;   // why it failed, or the service's warnings, one per line
    qint64 undoOf = 0; // the save this one undid; 0: none
    QList<ContactFieldChange> changes;

    // The values this save wrote and the ones it replaced, as a contact's writable fields.
    domain::ContactWritable written() const;
    domain::ContactWritable replaced() const;
};

// What to list. Empty members do not filter.
struct ContactHistoryFilter
{
    QString scope;
    QString contactId; // exactly this contact
    QString contact;   // an id, or a part of a name (any case)
    QString field;     // wire name
    QString source;    // "window" or "cli" (those starting with it)
    QDate from, to;    // inclusive, in UTC
    qint64 id = 0;     // one save
};

class ContactHistory
{
    Q_DECLARE_TR_FUNCTIONS(bd::models::ContactHistory)
public:
    static QString defaultPath(); // contact-history.sqlite in the app's data folder
    explicit ContactHistory(const QString &path = defaultPath());
    ~ContactHistory();
    ContactHistory(const ContactHistory &) = delete;
    ContactHistory &operator=(const ContactHistory &) = delete;

    bool isOpen() const { return m_open; }
    QString errorText() const { return m_error; } // why it is not open, or the last write failed
    QString path() const { return m_path; }
    QString connectionName() const { return m_connection; }

    // The record of sending `sent` to the contact stored as `stored`, from `source`.
    static ContactSaveRecord recordOf(const api::Account &account, const domain::Contact &stored,
                                      const domain::ContactWritable &sent, const QString &source);
    // Before sending: the record as it will be sent (id, outcome and status are ignored). Its id,
    // or 0 when it could not be written (errorText() says why).
    qint64 begin(const ContactSaveRecord &record);
    // The answer: saved, or failed with the status and why.
    void finish(qint64 id, ContactSaveRecord::Outcome outcome, int status, const QString &message);
    void finish(qint64 id, const api::ContactUpdateJob &answered);

    std::optional<ContactSaveRecord> record(qint64 id) const;
    // Newest first, at most `limit`.
    QList<ContactSaveRecord> records(const ContactHistoryFilter &filter, int limit = 500) const;

    // The SQL (and its bound values, in order) of one row per changed field of the saves that pass
    // `filter`, newest first, with columns: id, at, contact_id, contact_name, field, before,
    // after, source, signed_in_as, outcome, status, message, undo_of, scope. For the History view.
    QString changeRowsSql(const ContactHistoryFilter &filter, QVariantList *values) const;

    // Who is signed in, as the history keeps it: the user name; empty for an API key.
    static QString signedInAs(const api::Account &account);
    // For people: where a save came from, and who sent it.
    static QString sourceText(const QString &source);
    static QString signedInText(const QString &signedInAs);
    static QString outcomeText(const ContactSaveRecord &record);
    static QString valueText(const std::optional<QString> &value); // “value”, or (empty)
    static QString changeText(const ContactFieldChange &change);   // Phone: “a” → “b”

private:
    bool createSchema();
    QString m_path;
    QString m_connection;
    bool m_open = false;
    QString m_error;
};

} // namespace bd::models
