#include "models/contacts/contacteditor.h"
#include "domain/contactschema.h"

#include "api/contactjob.h"
#include "api/contactlistjob.h"
#include "api/contactupdatejob.h"
#include "api/queryjob.h"
#include "domain/contactcodec.h"
#include "domain/json/jsonwriter.h"
#include "models/common/tenantscope.h"

#include <QLocale>
#include <QSettings>

namespace bd::models {

using namespace bd::domain;

namespace {

Field<QString> ContactWritable::*memberOf(QStringView field)
{
    for (const ContactFieldRef &f : contactWritableFields()) {
        if (field == QString::fromLatin1(f.name))
            return f.member;
    }
    return nullptr;
}

const QString DraftKey = QStringLiteral("/contactDraft");
const QString RecentKey = QStringLiteral("/recentContacts");
constexpr int MaxRecent = 10;

} // namespace

ContactEditor::ContactEditor(api::AccountPtr account, QObject *parent)
    : QObject(parent), m_account(std::move(account))
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
    connect(job, &api::ApiJob::waiting, this, [this](int seconds, int attempt, int of) {
        emit waiting(api::ApiJob::waitingText(seconds, attempt, of));
    });
}

QString ContactEditor::group() const
{
    return tenantSettingsGroup(*m_account);
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

void ContactEditor::close(bool keepDraft)
{
    dropLookup();
    if (!keepDraft)
        clearDraft();
    m_contact = {};
    m_edited = {};
    m_loaded = false;
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
    dropLookup();
    m_lookingFor = QStringLiteral("id:") + trimmed;
    // A contact id first; what is not a contact may be a customer.
    auto *job = new api::ContactJob(m_account, trimmed, this);
    m_lookup = job;
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
            if (!list->succeeded()) {
                const bool none = list->error().kind == api::ApiError::Kind::NotFound ||
                                  list->error().kind == api::ApiError::Kind::BadRequest;
                emit lookupFailed(none ? tr("No contact or customer has the id %1.").arg(trimmed)
                                       : list->error().userMessage());
                return;
            }
            if (list->contacts().isEmpty()) {
                emit lookupFailed(tr("No contact or customer has the id %1.").arg(trimmed));
                return;
            }
            emit contactsFound(
                tr("%Ln contact(s) of customer %1", nullptr, int(list->contacts().size())).arg(trimmed),
                list->contacts());
        });
        follow(list);
        list->start();
    });
    emit opening(trimmed);
    follow(job);
    job->start();
}

void ContactEditor::search(SearchField field, const QString &text)
{
    const QString value = text.trimmed();
    if (value.isEmpty()) {
        emit lookupFailed(field == SearchField::Email ? tr("Enter the email address to look for.")
                                                      : tr("Enter the full name to look for."));
        return;
    }
    const QString name = field == SearchField::Email ? QStringLiteral("email") : QStringLiteral("name");
    const QString query = QStringLiteral("query FindContacts($value: String) {\n"
                                         "  Contact(where: {%1: {_eq: $value}}) {\n"
                                         "    id name firstName lastName email customerId\n"
                                         "  }\n}")
                              .arg(name);
    json::Writer variables;
    variables.beginObject();
    variables.key(QByteArrayView("value"));
    variables.string(value);
    variables.endObject();
    if (alreadyLookingFor(name + u':' + value))
        return;
    dropLookup();
    m_lookingFor = name + u':' + value;
    auto *job = new api::QueryJob(m_account, query, variables.take(), this);
    m_lookup = job;
    connect(job, &api::ApiJob::finished, this, [this, job, value] {
        if (!job->succeeded()) {
            emit lookupFailed(tr("The search did not run: %1").arg(job->error().userMessage()));
            return;
        }
        if (!job->queryErrors().isEmpty()) {
            emit lookupFailed(
                tr("The service could not search: %1").arg(job->queryErrors().join(QStringLiteral("; "))));
            return;
        }
        // data: {"Contact": [...]} — the list under whatever name the service gives the entity.
        QList<Contact> found;
        const json::Document data = json::Document::parse(job->dataJson());
        for (const json::Member &m : json::members(data.root())) {
            if (m.value.isArray()) {
                found = decodeValue<QList<Contact>>(m.value).value;
                break;
            }
        }
        if (found.isEmpty()) {
            emit lookupFailed(tr("No contact has “%1”.").arg(value));
            return;
        }
        emit contactsFound(tr("%Ln contact(s) with “%1”", nullptr, int(found.size())).arg(value), found);
    });
    emit opening(value);
    follow(job);
    job->start();
}

void ContactEditor::open(const QString &contactId)
{
    if (contactId.isEmpty() || alreadyLookingFor(QStringLiteral("id:") + contactId))
        return;
    dropLookup();
    m_lookingFor = QStringLiteral("id:") + contactId;
    auto *job = new api::ContactJob(m_account, contactId, this);
    m_lookup = job;
    connect(job, &api::ApiJob::finished, this, [this, job, contactId] {
        if (job->succeeded())
            show(job->contact());
        else
            emit lookupFailed(job->error().kind == api::ApiError::Kind::NotFound
                                  ? tr("There is no contact %1.").arg(contactId)
                                  : job->error().userMessage());
    });
    emit opening(contactId);
    follow(job);
    job->start();
}

void ContactEditor::show(const Contact &contact)
{
    if (m_loaded && m_typedSinceLookup && hasUnsavedChanges()) {
        // Typed into the open contact after the lookup went out: the edits are not replaced.
        const QString found = contact.fields.name.valueOr(contact.info.id.valueOr({}));
        const QString open = m_contact.fields.name.valueOr(contactId());
        emit lookupFailed(
            tr("Found %1, but the changes to %2 are not saved yet, so it was not opened. Save or "
               "revert them, then open it again.")
                .arg(found, open));
        return;
    }
    m_contact = contact;
    m_edited = contact.fields;
    m_loaded = true;
    rememberRecent(contact);
    emit loaded();
    emit editsChanged();
}

void ContactEditor::takeSaved(const ContactWritable &sent, const Contact &answer)
{
    // The answer is about this contact only if it says so (or names none): what it says about
    // another record is not taken.
    const QString answerId = answer.info.id.valueOr({});
    const bool usable = answerId.isEmpty() || answerId == contactId();
    if (usable)
        m_contact.info = answer.info;
    if (m_contact.info.id.valueOr({}).isEmpty())
        m_contact.info.id.set(contactId());
    for (const ContactFieldRef &f : contactWritableFields()) {
        const Field<QString> &wentOut = sent.*f.member;
        if (wentOut.isAbsent())
            continue; // not part of this save: neither the stored value nor the form changes
        const Field<QString> &stored =
            usable && !(answer.fields.*f.member).isAbsent() ? answer.fields.*f.member : wentOut;
        const bool editedSince = (m_edited.*f.member).valueOr({}) != wentOut.valueOr({}) ||
                                 (m_edited.*f.member).isNull() != wentOut.isNull();
        m_contact.fields.*f.member = stored;
        if (!editedSince)
            m_edited.*f.member = stored;
    }
    // What was typed while the save was on its way stays edited, and in the draft.
    if (changeCount() > 0)
        storeDraft();
    else
        clearDraft();
    emit editsChanged();
}

void ContactEditor::setValue(QStringView field, const QString &text)
{
    const auto member = memberOf(field);
    if (!member || !m_loaded)
        return;
    if (m_lookup)
        m_typedSinceLookup = true;
    if (text == (m_contact.fields.*member).valueOr({}))
        m_edited.*member = m_contact.fields.*member; // back to what was loaded: no edit
    else
        (m_edited.*member).set(text);
    // The draft follows the user's edits (never the service's data arriving).
    if (changeCount() > 0)
        storeDraft();
    else
        clearDraft();
    emit editsChanged();
}

QString ContactEditor::value(QStringView field) const
{
    const auto member = memberOf(field);
    return member ? (m_edited.*member).valueOr({}) : QString();
}

QString ContactEditor::originalValue(QStringView field) const
{
    const auto member = memberOf(field);
    return member ? (m_contact.fields.*member).valueOr({}) : QString();
}

ContactWritable ContactEditor::changes() const
{
    return contactChanges(m_contact.fields, m_edited);
}

int ContactEditor::changeCount() const
{
    const ContactWritable c = changes();
    int n = 0;
    for (const ContactFieldRef &f : contactWritableFields())
        n += (c.*f.member).isAbsent() ? 0 : 1;
    return n;
}

QList<Violation> ContactEditor::problems() const
{
    QList<Violation> out;
    for (const ContactFieldRef &f : contactWritableFields()) {
        if (auto violation =
                validateContactField(QString::fromLatin1(f.name), (m_edited.*f.member).valueOr({})))
            out.append(*violation);
    }
    return out;
}

QList<Violation> ContactEditor::blockingProblems() const
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

QStringList ContactEditor::reviewLines() const
{
    const ContactWritable c = changes();
    QStringList lines;
    for (const ContactFieldRef &f : contactWritableFields()) {
        const Field<QString> &change = c.*f.member;
        if (!change.isAbsent())
            lines << tr("%1: “%2” → “%3”")
                         .arg(contactFieldLabel(QString::fromLatin1(f.name)),
                              (m_contact.fields.*f.member).valueOr({}), change.valueOr({}));
    }
    return lines;
}

void ContactEditor::revert()
{
    if (!m_loaded)
        return;
    m_edited = m_contact.fields;
    clearDraft();
    emit editsChanged();
}

bool ContactEditor::isSaving() const
{
    return m_saving && m_saving->isRunning();
}

void ContactEditor::save()
{
    if (!m_loaded || isSaving() || changeCount() == 0 || !blockingProblems().isEmpty())
        return;
    // The person went on with the open contact: a lookup still on its way would answer with what
    // was stored before this save.
    dropLookup();
    const QString id = contactId();
    const ContactWritable sent = changes();
    auto *job = new api::ContactUpdateJob(m_account, id, sent, this);
    m_saving = job;
    connect(job, &api::ApiJob::finished, this, [this, job, id, sent] {
        if (job->succeeded()) {
            const ContactUpdateResult result = job->result();
            if (m_loaded && contactId() == id)
                takeSaved(sent, result.data);
            emit saved(result);
            return;
        }
        if (!m_loaded || contactId() != id) { // another contact is open now: its form is not this
            SaveFailure failure;
            failure.message = job->error().userMessage();
            emit saveFailed(failure);
            return;
        }
        const api::ApiError &e = job->error();
        SaveFailure failure;
        for (const api::FieldError &f : e.fieldErrors)
            failure.fields.append({f.field, f.message});
        switch (e.kind) {
        case api::ApiError::Kind::NotFound:
            failure.kind = SaveFailure::Kind::Gone;
            failure.message = tr("This contact no longer exists on the service; nothing was saved.");
            break;
        case api::ApiError::Kind::Network:
        case api::ApiError::Kind::Timeout:
        case api::ApiError::Kind::Server:
        case api::ApiError::Kind::RateLimited:
            failure.kind = SaveFailure::Kind::Retryable;
            failure.message = e.userMessage();
            break;
        default:
            failure.kind = SaveFailure::Kind::Refused;
            failure.message = e.userMessage();
            if (e.kind == api::ApiError::Kind::BadRequest && e.message.isEmpty() && e.fieldErrors.isEmpty()) {
                // The spec gives the contact update's 400 no body: say what was sent.
                QStringList names;
                for (const ContactFieldRef &f : contactWritableFields()) {
                    if (!(sent.*f.member).isAbsent())
                        names << contactFieldLabel(QString::fromLatin1(f.name));
                }
                failure.message = tr("The service refused the change without saying why. Fields sent: %1.")
                                      .arg(QLocale().createSeparatedList(names));
            }
            break;
        }
        emit editsChanged();
        emit saveFailed(failure);
    });
    emit saving();
    follow(job);
    job->start();
}

std::optional<ContactEditor::Draft> ContactEditor::draft() const
{
    QSettings settings;
    settings.beginGroup(group() + DraftKey);
    const QString id = settings.value(QStringLiteral("contactId")).toString();
    if (id.isEmpty())
        return std::nullopt;
    const auto decoded = decodeJson<Contact>(settings.value(QStringLiteral("changes")).toString().toUtf8());
    return Draft{id, decoded.value.fields, settings.value(QStringLiteral("savedAt")).toDateTime()};
}

bool ContactEditor::restoreDraft()
{
    const std::optional<Draft> kept = draft();
    if (!kept || !m_loaded || kept->contactId != contactId())
        return false;
    for (const ContactFieldRef &f : contactWritableFields()) {
        const Field<QString> &value = kept->changes.*f.member;
        if (!value.isAbsent())
            m_edited.*f.member = value; // a cleared field comes back cleared (null)
    }
    storeDraft();
    emit editsChanged();
    return true;
}

void ContactEditor::storeDraft()
{
    if (!m_keepLocalState)
        return;
    QSettings settings;
    settings.beginGroup(group() + DraftKey);
    settings.setValue(QStringLiteral("contactId"), contactId());
    settings.setValue(QStringLiteral("changes"), QString::fromUtf8(encodeContactPatch(changes())));
    settings.setValue(QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc());
}

void ContactEditor::clearDraft()
{
    if (!m_keepLocalState)
        return; // a draft kept by the window is someone's work: not ours to drop
    QSettings().remove(group() + DraftKey);
}

QList<QPair<QString, QString>> ContactEditor::recentContacts() const
{
    QList<QPair<QString, QString>> out;
    for (const QString &entry : QSettings().value(group() + RecentKey).toStringList())
        out.append({entry.section(u'\t', 0, 0), entry.section(u'\t', 1)});
    return out;
}

void ContactEditor::rememberRecent(const Contact &contact)
{
    if (!m_keepLocalState)
        return;
    QSettings settings;
    QStringList recent = settings.value(group() + RecentKey).toStringList();
    const QString id = contact.info.id.valueOr({});
    recent.erase(std::remove_if(recent.begin(), recent.end(),
                                [&](const QString &e) { return e.startsWith(id + u'\t'); }),
                 recent.end());
    recent.prepend(id + u'\t' + contact.fields.name.valueOr(id)); // ids and names only, never the data
    while (recent.size() > MaxRecent)
        recent.removeLast();
    settings.setValue(group() + RecentKey, recent);
}

} // namespace bd::models
