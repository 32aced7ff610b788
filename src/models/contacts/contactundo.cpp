#include "models/contacts/contactundo.h"

#include "api/contactjob.h"
#include "api/contactupdatejob.h"
#include "domain/contactschema.h"
#include "models/common/tenantscope.h"

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
    cancel();
}

void ContactUndo::cancel()
{
    if (auto *job = qobject_cast<api::ApiJob *>(m_job.data())) {
        job->disconnect(this);
        job->cancel();
    }
    m_job = nullptr;
    m_fields.clear();
}

void ContactUndo::start(qint64 saveId)
{
    cancel();
    const std::optional<ContactSaveRecord> record = m_history.record(saveId);
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
    auto *job = new api::ContactJob(m_account, m_record.contactId, this);
    m_job = job;
    connect(job, &api::ApiJob::finished, this, [this, job] {
        m_job = nullptr;
        if (job->succeeded())
            compare(job->contact());
        else
            emit failed(tr("%1 was not read, so nothing was undone: %2")
                            .arg(m_record.contactName.isEmpty() ? m_record.contactId : m_record.contactName,
                                 job->error().userMessage()));
    });
    emit reading();
    job->start();
}

void ContactUndo::compare(const domain::Contact &now)
{
    m_now = now;
    m_fields.clear();
    bool conflicting = false;
    for (const ContactFieldChange &change : m_record.changes) {
        const domain::ContactFieldSpec *spec = domain::contactField(change.field);
        if (!spec)
            continue;
        Field f{change.field, shown(change.before), shown(change.after), shown(now.fields.*spec->member)};
        conflicting = conflicting || f.conflicts();
        m_fields.append(f);
    }
    if (conflicting) {
        emit conflicts(m_fields);
        return;
    }
    QStringList all;
    for (const Field &f : std::as_const(m_fields))
        all << f.field;
    send(all);
}

void ContactUndo::send(const QStringList &fields)
{
    if (fields.isEmpty()) {
        m_fields.clear();
        emit failed(tr("Nothing was undone: no field was chosen."));
        return;
    }
    ContactWritable sent;
    for (const Field &f : std::as_const(m_fields)) {
        const domain::ContactFieldSpec *spec = domain::contactField(f.field);
        if (!fields.contains(f.field) || !spec || f.before == f.now)
            continue; // not chosen, or it already holds the old value
        sent.*spec->member = f.before ? domain::Field<QString>(*f.before) : domain::Field<QString>::null();
    }
    m_fields.clear();
    ContactSaveRecord undo = ContactHistory::recordOf(*m_account, m_now, sent, m_source);
    if (undo.changes.isEmpty()) {
        emit failed(tr("Nothing to undo: every field already holds the value it had before that save."));
        return;
    }
    undo.undoOf = m_record.id;
    const qint64 kept = m_history.begin(undo);
    const QString id = m_record.contactId;
    auto *job = new api::ContactUpdateJob(m_account, id, sent, this);
    m_job = job;
    connect(job, &api::ApiJob::finished, this, [this, job, id, sent, kept] {
        m_job = nullptr;
        m_history.finish(kept, *job);
        if (job->succeeded())
            emit undone(id, sent, job->result().data, kept);
        else
            emit failed(tr("The undo was not saved: %1").arg(job->error().userMessage()));
    });
    emit sending();
    job->start();
}

} // namespace bd::models
