#pragma once

// The contact being edited: what the service stored and what the person typed, by wire name
// (domain/contactschema.h). Which fields changed, what of it is wrong, and how a save's answer
// comes back in without taking anything typed meanwhile. A value: no requests, no signals.

#include "domain/contact.h"
#include "domain/validation.h"

#include <QStringList>

namespace bd::models {

class ContactForm
{
public:
    void load(const domain::Contact &contact);
    void clear() { *this = {}; }
    bool isLoaded() const { return m_loaded; }
    const domain::Contact &contact() const { return m_contact; }
    QString contactId() const { return m_contact.info.id.valueOr({}); }

    // An edit, by wire name; one equal to the stored value is no edit. False: no such field, or
    // nothing loaded.
    bool setValue(QStringView field, const QString &text);
    QString value(QStringView field) const;
    QString originalValue(QStringView field) const;
    const domain::ContactWritable &edited() const { return m_edited; }
    domain::ContactWritable changes() const; // see domain::contactChanges
    int changeCount() const;
    bool hasUnsavedChanges() const { return m_loaded && changeCount() > 0; }
    QList<domain::Violation> problems() const; // of every value in the form
    // The problems of values that would be sent (changed ones): these stop a save. A stored
    // value over a limit that was not changed is only a warning on its field.
    QList<domain::Violation> blockingProblems() const;
    QStringList reviewLines() const; // "First name: “Ann” → “Anna”"
    // Whether a save is shown old → new before it is sent: it clears a field, changes the full
    // name or the email, or changes more than three fields.
    bool needsReview() const;
    void revert() { m_edited = m_contact.fields; }
    // Puts kept edits back (a draft): a cleared field comes back cleared.
    void restore(const domain::ContactWritable &changes);
    // A save of `sent` was answered with `answer`: the fields sent take the stored values, except
    // those edited again meanwhile, which keep the new edit. What the answer says about another
    // record is not taken.
    // Sent by another than this form (an undo): only the fields without an unsaved edit take it.
    enum class Sender { Form, Elsewhere };
    void takeSaved(const domain::ContactWritable &sent, const domain::Contact &answer,
                   Sender sender = Sender::Form);

private:
    domain::Contact m_contact;
    domain::ContactWritable m_edited;
    bool m_loaded = false;
};

} // namespace bd::models
