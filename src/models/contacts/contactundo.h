#pragma once

// Undoes a kept contact save: reads the contact first, and sends the values that save replaced
// only where each field still holds what the save wrote. Where one does not (someone changed it
// since), it sends nothing and lists the conflicts field by field until the person chooses. The
// undo is a save like any other: kept in the history (as the undo of its save) before it is sent.
// Bound to one account: a save kept for another environment or tenant is not undone from here.

#include "api/account.h"
#include "models/contacts/contacthistory.h"

#include <QObject>
#include <QPointer>

#include <memory>

namespace bd::models {

class ContactUndo final : public QObject
{
    Q_OBJECT
public:
    struct Field
    {
        QString field;                       // wire name
        std::optional<QString> before;       // what the save replaced: what an undo puts back
        std::optional<QString> written, now; // what the save wrote, and what the field holds now
        bool conflicts() const { return written != now; }
    };

    explicit ContactUndo(api::AccountPtr account, QObject *parent = nullptr);
    ~ContactUndo() override;

    // Where the undo comes from, for its history record (ContactSaveRecord::source).
    void setSource(const QString &source) { m_source = source; }

    // Starts undoing `saveId`: reading, then undone, conflicts or failed.
    void start(qint64 saveId);
    // After conflicts(): puts back the fields named, leaving the others as they are now. The
    // contact is read again first; a chosen field changed since the question asks again.
    void send(const QStringList &fields);
    void cancel();
    bool isBusy() const { return m_job != nullptr; }
    const ContactSaveRecord &record() const { return m_record; }
    // The saves kept on this computer (the one the editor writes to).
    // Opened at first use (a contact shown, an undo), not when the screen is made at start.
    ContactHistory &history() const;

signals:
    void reading();
    // Some fields no longer hold what the save wrote: nothing is sent until send() or cancel().
    void conflicts(const QList<bd::models::ContactUndo::Field> &fields);
    void sending();
    // The undo was stored: `sent` went to the contact, whose stored state is `answer`.
    void undone(const QString &contactId, const bd::domain::ContactWritable &sent,
                const bd::domain::Contact &answer, qint64 undoRecord);
    void failed(const QString &message);

private:
    void read();
    void compare(const domain::Contact &now);
    void patch(const QStringList &fields);

    api::AccountPtr m_account;
    mutable std::unique_ptr<ContactHistory> m_history;
    QString m_source = QStringLiteral("window");
    ContactSaveRecord m_record;
    domain::Contact m_now;               // the contact as read before sending
    QList<Field> m_fields;               // the save's fields against the contact as read
    std::optional<QStringList> m_chosen; // the fields the person chose to put back
    QPointer<QObject> m_job;
};

} // namespace bd::models
