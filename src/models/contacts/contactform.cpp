#include "models/contacts/contactform.h"

#include "domain/contactschema.h"
#include "models/contacts/contacthistory.h"

namespace bd::models {

using namespace bd::domain;

namespace {

Field<QString> ContactWritable::*memberOf(QStringView field)
{
    const ContactFieldSpec *f = contactField(field);
    return f ? f->member : nullptr;
}

} // namespace

void ContactForm::load(const Contact &contact)
{
    m_contact = contact;
    m_edited = contact.fields;
    m_loaded = true;
}

bool ContactForm::setValue(QStringView field, const QString &text)
{
    const auto member = memberOf(field);
    if (!member || !m_loaded)
        return false;
    if (text == (m_contact.fields.*member).valueOr({}))
        m_edited.*member = m_contact.fields.*member; // back to what was loaded: no edit
    else
        (m_edited.*member).set(text);
    return true;
}

QString ContactForm::value(QStringView field) const
{
    const auto member = memberOf(field);
    return member ? (m_edited.*member).valueOr({}) : QString();
}

QString ContactForm::originalValue(QStringView field) const
{
    const auto member = memberOf(field);
    return member ? (m_contact.fields.*member).valueOr({}) : QString();
}

ContactWritable ContactForm::changes() const
{
    return contactChanges(m_contact.fields, m_edited);
}

int ContactForm::changeCount() const
{
    const ContactWritable c = changes();
    int n = 0;
    for (const ContactFieldSpec &f : ContactSchema)
        n += (c.*f.member).isAbsent() ? 0 : 1;
    return n;
}

QList<Violation> ContactForm::problems() const
{
    QList<Violation> out;
    for (const ContactFieldSpec &f : ContactSchema) {
        if (auto violation =
                validateContactField(QString::fromLatin1(f.name), (m_edited.*f.member).valueOr({})))
            out.append(*violation);
    }
    return out;
}

QList<Violation> ContactForm::blockingProblems() const
{
    // A stored value the service accepted once, left as it is, is not sent: it only warns.
    const ContactWritable c = changes();
    QList<Violation> out;
    for (const Violation &v : problems()) {
        const auto member = memberOf(v.field);
        if (member && !(c.*member).isAbsent())
            out.append(v);
    }
    return out;
}

QStringList ContactForm::reviewLines() const
{
    const ContactWritable c = changes();
    QStringList lines;
    for (const ContactFieldSpec &f : ContactSchema) {
        const Field<QString> &change = c.*f.member;
        if (!change.isAbsent()) // as the history of saves shows it: a cleared value is "(empty)"
            lines << ContactHistory::changeText(
                {QString::fromLatin1(f.name), (m_contact.fields.*f.member).valueOr({}), change.valueOr({})});
    }
    return lines;
}

bool ContactForm::needsReview() const
{
    const ContactWritable c = changes();
    int count = 0;
    for (const ContactFieldSpec &f : ContactSchema) {
        const Field<QString> &change = c.*f.member;
        if (change.isAbsent())
            continue;
        ++count;
        if (change.valueOr({}).isEmpty() || f.member == &ContactWritable::name ||
            f.member == &ContactWritable::email)
            return true;
    }
    return count > 3;
}

void ContactForm::restore(const ContactWritable &changes)
{
    for (const ContactFieldSpec &f : ContactSchema) {
        const Field<QString> &value = changes.*f.member;
        if (!value.isAbsent())
            m_edited.*f.member = value;
    }
}

void ContactForm::takeSaved(const ContactWritable &sent, const Contact &answer, Sender sender)
{
    // The answer is about this contact only if it says so (or names none).
    const QString answerId = answer.info.id.valueOr({});
    const bool usable = answerId.isEmpty() || answerId == contactId();
    const QString id = contactId();
    if (usable)
        m_contact.info = answer.info;
    if (m_contact.info.id.valueOr({}).isEmpty())
        m_contact.info.id.set(id);
    for (const ContactFieldSpec &f : ContactSchema) {
        const Field<QString> &wentOut = sent.*f.member;
        if (wentOut.isAbsent())
            continue; // not part of this save: neither the stored value nor the form changes
        const Field<QString> &stored =
            usable && !(answer.fields.*f.member).isAbsent() ? answer.fields.*f.member : wentOut;
        // Sent from the form: edited again unless it still holds what went out. Sent from
        // elsewhere: edited when the form holds an unsaved edit of the field.
        const Field<QString> &unchanged = sender == Sender::Form ? wentOut : m_contact.fields.*f.member;
        const bool editedSince = (m_edited.*f.member).valueOr({}) != unchanged.valueOr({}) ||
                                 (m_edited.*f.member).isNull() != unchanged.isNull();
        m_contact.fields.*f.member = stored;
        if (!editedSince)
            m_edited.*f.member = stored;
    }
}

} // namespace bd::models
