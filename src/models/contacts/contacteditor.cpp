#include "models/contacts/contacteditor.h"

#include "api/contactjob.h"
#include "api/contactlistjob.h"
#include "api/contactupdatejob.h"
#include "api/queryjob.h"
#include "domain/contactcodec.h"
#include "domain/json/jsonwriter.h"

namespace bd::models {

using namespace bd::domain;

namespace {

// Contacts whose email or full name compares with `op` to the value (spec §4.7: where with an
// operator of the _eq family).
api::QueryJob *searchJob(const api::AccountPtr &account, const QString &field, const QString &op,
                         const QString &value, QObject *parent)
{
    const QString query = QStringLiteral("query FindContacts($value: String) {\n"
                                         "  Contact(where: {%1: {%2: $value}}) {\n"
                                         "    id name firstName lastName email customerId\n"
                                         "  }\n}")
                              .arg(field, op);
    json::Writer variables;
    variables.beginObject();
    variables.key(QByteArrayView("value"));
    variables.string(value);
    variables.endObject();
    return new api::QueryJob(account, query, variables.take(), parent);
}

// The text as a LIKE pattern that matches only itself: \\, % and _ escaped.
QString likeLiteral(const QString &text)
{
    QString out;
    for (const QChar c : text) {
        if (c == u'\\' || c == u'%' || c == u'_')
            out += u'\\';
        out += c;
    }
    return out;
}

// data: {"Contact": [...]}: the list under whatever name the service gives the entity.
QList<Contact> contactsIn(const api::QueryJob &job)
{
    const json::Document data = json::Document::parse(job.dataJson());
    for (const json::Member &m : json::members(data.root())) {
        if (m.value.isArray())
            return decodeValue<QList<Contact>>(m.value).value;
    }
    return {};
}

} // namespace

ContactEditor::ContactEditor(api::AccountPtr account, QObject *parent)
    : QObject(parent), m_account(std::move(account)), m_local(*m_account)
{}

ContactEditor::~ContactEditor() = default;

void ContactEditor::cancel()
{
    if (auto *job = qobject_cast<api::ApiJob *>(m_lookup.data()))
        job->cancel();
    if (m_saving)
        m_saving->cancel();
}

void ContactEditor::follow(api::ApiJob *job)
{
    connect(job, &api::ApiJob::waiting, this, &ContactEditor::waiting);
}

bool ContactEditor::isBusy() const
{
    return m_lookup != nullptr;
}

bool ContactEditor::alreadyLookingFor(const QString &what) const
{
    // Enter pressed twice (or a combo box that reports one Enter twice): one request.
    return m_lookup && m_lookingFor == what;
}

void ContactEditor::dropLookup()
{
    // A newer lookup replaces the one before: its late answer must not replace the newer one.
    if (auto *job = qobject_cast<api::ApiJob *>(m_lookup.data())) {
        job->disconnect(this);
        job->cancel();
    }
    m_lookup = nullptr;
    m_typedSinceLookup = false;
}

void ContactEditor::startLookup(api::ApiJob *job, const QString &what, const QString &shown)
{
    dropLookup();
    m_lookingFor = what;
    m_lookup = job;
    emit opening(shown);
    follow(job);
    job->start();
}

void ContactEditor::close(bool keepDraft)
{
    dropLookup();
    if (!keepDraft)
        clearDraft();
    m_form.clear();
    emit closed();
}

void ContactEditor::find(const QString &id)
{
    const QString trimmed = id.trimmed();
    if (trimmed.isEmpty()) {
        emit lookupFailed(tr("Enter a contact id or a customer id, or search by email or name."));
        return;
    }
    if (alreadyLookingFor(QStringLiteral("id:") + trimmed))
        return;
    // A contact id first; what is not a contact may be a customer.
    auto *job = new api::ContactJob(m_account, trimmed, this);
    connect(job, &api::ApiJob::finished, this, [this, job, trimmed] {
        if (job->succeeded()) {
            show(job->contact());
            return;
        }
        const api::ApiError::Kind kind = job->error().kind;
        if (kind != api::ApiError::Kind::NotFound && kind != api::ApiError::Kind::BadRequest) {
            emit lookupFailed(job->error().userMessage());
            return;
        }
        auto *list = new api::ContactListJob(m_account, trimmed, this);
        m_lookup = list;
        connect(list, &api::ApiJob::finished, this, [this, list, trimmed] {
            const api::ApiError::Kind listKind = list->error().kind;
            const bool none = listKind == api::ApiError::Kind::NotFound ||
                              listKind == api::ApiError::Kind::BadRequest ||
                              (list->succeeded() && list->contacts().isEmpty());
            if (none)
                emit lookupFailed(tr("No contact or customer has the id %1.").arg(trimmed));
            else if (!list->succeeded())
                emit lookupFailed(list->error().userMessage());
            else
                emit contactsFound(
                    tr("%Ln contact(s) of customer %1", nullptr, int(list->contacts().size())).arg(trimmed),
                    list->contacts());
        });
        follow(list);
        list->start();
    });
    startLookup(job, QStringLiteral("id:") + trimmed, trimmed);
}

void ContactEditor::search(SearchField field, const QString &text)
{
    const QString value = text.trimmed();
    if (value.isEmpty()) {
        emit lookupFailed(field == SearchField::Email ? tr("Enter the email address to look for.")
                                                      : tr("Enter the name to look for."));
        return;
    }
    const QString name = field == SearchField::Email ? QStringLiteral("email") : QStringLiteral("name");
    if (alreadyLookingFor(name + u':' + value))
        return;
    runSearch(name, value, !m_exactSearchOnly);
}

void ContactEditor::runSearch(const QString &field, const QString &value, bool loose)
{
    // Loose: an email in any case, a name that holds the text in any case (_ilike, which services
    // of this query language commonly have); else exactly the text (_eq, which the spec names).
    const QString op = loose ? QStringLiteral("_ilike") : QStringLiteral("_eq");
    const QString operand = !loose              ? value
                            : field == u"email" ? likeLiteral(value)
                                                : u'%' + likeLiteral(value) + u'%';
    api::QueryJob *job = searchJob(m_account, field, op, operand, this);
    connect(job, &api::ApiJob::finished, this, [this, job, field, value, loose] {
        const bool refused = job->succeeded() ? !job->queryErrors().isEmpty()
                                              : job->error().kind == api::ApiError::Kind::BadRequest;
        if (loose && refused) {
            // The service does not know _ilike: exact matches from now on, and the person is told.
            m_exactSearchOnly = true;
            runSearch(field, value, false);
            return;
        }
        if (!job->succeeded()) {
            emit lookupFailed(tr("The search did not run: %1").arg(job->error().userMessage()));
            return;
        }
        if (!job->queryErrors().isEmpty()) {
            emit lookupFailed(
                tr("The service could not search: %1").arg(job->queryErrors().join(QStringLiteral("; "))));
            return;
        }
        const QString exactly =
            loose ? QString()
            : field == u"email"
                ? u' ' + tr("(this service finds only the exact email, in the same case)")
                : u' ' + tr("(this service finds only the exact full name, in the same case)");
        const QList<Contact> found = contactsIn(*job);
        if (found.isEmpty())
            emit lookupFailed(tr("No contact has “%1”.").arg(value) + exactly);
        else
            emit contactsFound(
                tr("%Ln contact(s) with “%1”", nullptr, int(found.size())).arg(value) + exactly, found);
    });
    startLookup(job, field + u':' + value, value);
}

void ContactEditor::open(const QString &contactId)
{
    if (contactId.isEmpty() || alreadyLookingFor(QStringLiteral("id:") + contactId))
        return;
    auto *job = new api::ContactJob(m_account, contactId, this);
    connect(job, &api::ApiJob::finished, this, [this, job, contactId] {
        if (job->succeeded())
            show(job->contact());
        else
            emit lookupFailed(job->error().kind == api::ApiError::Kind::NotFound
                                  ? tr("There is no contact %1.").arg(contactId)
                                  : job->error().userMessage());
    });
    startLookup(job, QStringLiteral("id:") + contactId, contactId);
}

void ContactEditor::show(const Contact &contact)
{
    if (m_form.isLoaded() && m_typedSinceLookup && m_form.hasUnsavedChanges()) {
        // Typed into the open contact after the lookup went out: the edits are not replaced.
        const QString found = contact.fields.name.valueOr(contact.info.id.valueOr({}));
        const QString open = m_form.contact().fields.name.valueOr(contactId());
        emit lookupFailed(
            tr("Found %1, but the changes to %2 are not saved yet, so it was not opened. Save or "
               "revert them, then open it again.")
                .arg(found, open));
        return;
    }
    m_form.load(contact);
    m_local.rememberRecent(contact);
    emit loaded();
    emit editsChanged();
}

void ContactEditor::editsMade()
{
    if (m_form.changeCount() > 0)
        m_local.storeDraft(contactId(), m_form.changes());
    else
        m_local.clearDraft();
    emit editsChanged();
}

void ContactEditor::setValue(QStringView field, const QString &text)
{
    if (!m_form.setValue(field, text))
        return;
    if (m_lookup)
        m_typedSinceLookup = true;
    editsMade();
}

void ContactEditor::revert()
{
    if (!m_form.isLoaded())
        return;
    m_form.revert();
    clearDraft();
    emit editsChanged();
}

bool ContactEditor::isSaving() const
{
    return m_saving && m_saving->isRunning();
}

void ContactEditor::save()
{
    if (!m_form.isLoaded() || isSaving() || m_form.changeCount() == 0 || !m_form.blockingProblems().isEmpty())
        return;
    // The person went on with the open contact: a lookup still on its way would answer with what
    // was stored before this save.
    dropLookup();
    const QString id = contactId();
    const ContactWritable sent = m_form.changes();
    // Kept before it leaves: a crash on the way leaves a record that it may have been sent.
    if (!m_history)
        m_history = std::make_unique<ContactHistory>();
    const qint64 record =
        m_history->begin(ContactHistory::recordOf(*m_account, contact(), sent, m_saveSource));
    auto *job = new api::ContactUpdateJob(m_account, id, sent, this);
    m_saving = job;
    connect(job, &api::ApiJob::finished, this,
            [this, job, id, sent, record] { saveAnswered(*job, id, sent, record); });
    emit saving();
    follow(job);
    job->start();
}

void ContactEditor::saveAnswered(const api::ContactUpdateJob &job, const QString &id,
                                 const ContactWritable &sent, qint64 record)
{
    m_history->finish(record, job);
    const bool stillOpen = m_form.isLoaded() && contactId() == id;
    if (job.succeeded()) {
        m_lastSaveRecord = record;
        const ContactUpdateResult result = job.result();
        if (stillOpen) {
            // What was typed while the save was on its way stays edited, and in the draft.
            m_form.takeSaved(sent, result.data);
            editsMade();
        }
        emit saved(result);
        return;
    }
    if (!stillOpen) { // another contact is open now: its form is not this
        SaveFailure failure;
        failure.message = job.error().userMessage();
        emit saveFailed(failure);
        return;
    }
    const SaveFailure failure = contactSaveFailure(job.error(), sent);
    emit editsChanged();
    emit saveFailed(failure);
}

void ContactEditor::takeSavedElsewhere(const QString &contactId, const ContactWritable &sent,
                                       const Contact &answer)
{
    if (!m_form.isLoaded() || this->contactId() != contactId)
        return;
    m_form.takeSaved(sent, answer, ContactForm::Sender::Elsewhere);
    editsMade();
}

std::optional<ContactEditor::Draft> ContactEditor::draft() const
{
    return m_local.draft();
}

bool ContactEditor::restoreDraft()
{
    const std::optional<Draft> kept = draft();
    if (!kept || !m_form.isLoaded() || kept->contactId != contactId())
        return false;
    m_form.restore(kept->changes);
    m_local.storeDraft(contactId(), m_form.changes());
    emit editsChanged();
    return true;
}

void ContactEditor::clearDraft()
{
    m_local.clearDraft();
}

QList<QPair<QString, QString>> ContactEditor::recentContacts() const
{
    return m_local.recentContacts();
}

} // namespace bd::models
