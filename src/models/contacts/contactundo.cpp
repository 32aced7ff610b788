#include "models/contacts/contactundo.h"

#include "api/contactjob.h"
#include "api/contactupdatejob.h"
#include "domain/contactschema.h"
#include "models/common/tenantscope.h"

#include <algorithm>

namespace bd::models {

using domain::ContactWritable;

namespace {

// An empty field and a cleared (null) one read the same to a person, and on the wire.
std::optional<QString> shown(const domain::Field<QString> &value)
{
    const QString text = value.valueOr({});
    return text.isEmpty() ? std::nullopt : std::optional<QString>(text);
}

std::optional<QString> shown(const std::optional<QString> &value)
{
    return value && !value->isEmpty() ? value : std::nullopt;
}

} // namespace

ContactUndo::ContactUndo(api::AccountPtr account, QObject *parent)
    : QObject(parent), m_account(std::move(account))
{}

ContactUndo::~ContactUndo()
{
    // A PATCH on its way goes with this object; its history row stays "no answer", which is true.
    cancel();
}

ContactHistory &ContactUndo::history() const
{
    if (!m_history)
        m_history = std::make_unique<ContactHistory>();
    return *m_history;
}

void ContactUndo::cancel()
{
    if (auto *job = qobject_cast<api::ApiJob *>(m_job.data())) {
        job->disconnect(this);
        job->cancel();
    }
    m_job = nullptr;
    m_fields.clear();
    m_chosen.reset();
}

void ContactUndo::start(qint64 saveId)
{
    if (isBusy()) { // its request is on its way: a second undo would race it
        emit failed(tr("An undo is already on its way; wait for its answer."));
        return;
    }
    cancel(); // a conflict left unanswered
    const std::optional<ContactSaveRecord> record = history().record(saveId);
    if (!record) {
        emit failed(tr("Save %1 is not in the history.").arg(saveId));
        return;
    }
    if (record->scope != tenantSettingsGroup(*m_account)) {
        emit failed(tr("That save was made in another environment or tenant; undo it there."));
        return;
    }
    if (record->outcome == ContactSaveRecord::Outcome::Failed) {
        emit failed(tr("That save was not stored, so there is nothing to undo."));
        return;
    }
    m_record = *record;
    m_chosen.reset();
    read();
}

void ContactUndo::read()
{
    auto *job = new api::ContactJob(m_account, m_record.contactId, this);
    m_job = job;
    connect(job, &api::ApiJob::finished, this, [this, job] {
        m_job = nullptr;
        const QString who = m_record.contactName.isEmpty() ? m_record.contactId : m_record.contactName;
        if (!job->succeeded()) {
            emit failed(
                tr("%1 was not read, so nothing was undone: %2").arg(who, job->error().userMessage()));
            return;
        }
        // Compared only with the contact asked for: an answer about another says nothing of it.
        const QString answered = job->contact().info.id.valueOr({});
        if (!answered.isEmpty() && answered != m_record.contactId) {
            emit failed(tr("Asked for %1, the service answered with contact %2; nothing was undone.")
                            .arg(m_record.contactId, answered));
            return;
        }
        compare(job->contact());
    });
    emit reading();
    job->start();
}

void ContactUndo::compare(const domain::Contact &now)
{
    const QList<Field> asked = m_fields; // what the person chose from, if they did
    m_now = now;
    m_fields.clear();
    bool conflicting = false;
    for (const ContactFieldChange &change : m_record.changes) {
        const domain::ContactFieldSpec *spec = domain::contactField(change.field);
        if (!spec)
            continue;
        Field f{change.field, shown(change.before), shown(change.after), shown(now.fields.*spec->member)};
        if (!m_chosen) {
            conflicting = conflicting || f.conflicts();
        } else if (m_chosen->contains(f.field)) {
            // Chosen with the value the person saw: changed again since, they must see it.
            const auto seen =
                std::find_if(asked.begin(), asked.end(), [&f](const Field &a) { return a.field == f.field; });
            conflicting = conflicting || seen == asked.end() || seen->now != f.now;
        }
        m_fields.append(f);
    }
    if (conflicting) {
        m_chosen.reset();
        emit conflicts(m_fields);
        return;
    }
    QStringList fields;
    for (const Field &f : std::as_const(m_fields)) {
        if (!m_chosen || m_chosen->contains(f.field))
            fields << f.field;
    }
    patch(fields);
}

void ContactUndo::send(const QStringList &fields)
{
    if (fields.isEmpty()) {
        m_fields.clear();
        emit failed(tr("Nothing was undone: no field was chosen."));
        return;
    }
    // The contact is read again: what it holds now, not when the question was asked.
    m_chosen = fields;
    read();
}

void ContactUndo::patch(const QStringList &fields)
{
    ContactWritable sent;
    for (const Field &f : std::as_const(m_fields)) {
        const domain::ContactFieldSpec *spec = domain::contactField(f.field);
        if (!fields.contains(f.field) || !spec || f.before == f.now)
            continue; // not chosen, or it already holds the old value
        sent.*spec->member = f.before ? domain::Field<QString>(*f.before) : domain::Field<QString>::null();
    }
    m_fields.clear();
    m_chosen.reset();
    ContactSaveRecord undo = ContactHistory::recordOf(*m_account, m_now, sent, m_source);
    if (undo.changes.isEmpty()) {
        emit failed(tr("Nothing to undo: every field already holds the value it had before that save."));
        return;
    }
    undo.contactId = m_record.contactId; // the one the request goes to
    undo.contactName = m_now.fields.name.valueOr(m_record.contactName);
    undo.undoOf = m_record.id;
    const qint64 kept = history().begin(undo);
    const QString id = m_record.contactId;
    auto *job = new api::ContactUpdateJob(m_account, id, sent, this);
    m_job = job;
    connect(job, &api::ApiJob::finished, this, [this, job, id, sent, kept] {
        m_job = nullptr;
        history().finish(kept, *job);
        if (job->succeeded())
            emit undone(id, sent, job->result().data, kept);
        else
            emit failed(tr("The undo was not saved: %1").arg(job->error().userMessage()));
    });
    emit sending();
    job->start();
}

} // namespace bd::models
