#include "models/contacts/contacthistory.h"

#include "api/account.h"
#include "api/contactupdatejob.h"
#include "domain/contactschema.h"
#include "domain/validation.h"
#include "models/common/tenantscope.h"

#include <QAtomicInteger>
#include <QDir>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

Q_LOGGING_CATEGORY(lcHistory, "billingdesk.contacts.history")

namespace bd::models {

using domain::ContactSchema;
using domain::ContactWritable;
using domain::Field;

namespace {

constexpr int SchemaVersion = 1;

QString timeText(const QDateTime &at)
{
    return at.toUTC().toString(Qt::ISODateWithMs); // sorts as text
}

QVariant orNull(const std::optional<QString> &value)
{
    return value ? QVariant(*value) : QVariant(QMetaType(QMetaType::QString));
}

std::optional<QString> optionalText(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional<QString>(value.toString());
}

ContactWritable fieldsFrom(const QList<ContactFieldChange> &changes, bool after)
{
    ContactWritable out;
    for (const ContactFieldChange &change : changes) {
        const domain::ContactFieldSpec *spec = domain::contactField(change.field);
        if (!spec)
            continue;
        const std::optional<QString> &value = after ? change.after : change.before;
        out.*spec->member = value ? Field<QString>(*value) : Field<QString>::null();
    }
    return out;
}

bool run(QSqlQuery &query, QString *error)
{
    if (query.exec())
        return true;
    *error = query.lastError().text();
    qCWarning(lcHistory) << "contact history:" << *error;
    return false;
}

} // namespace

ContactWritable ContactSaveRecord::written() const
{
    return fieldsFrom(changes, true);
}

ContactWritable ContactSaveRecord::replaced() const
{
    return fieldsFrom(changes, false);
}

QString ContactHistory::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/contact-history.sqlite");
}

ContactHistory::ContactHistory(const QString &path) : m_path(path)
{
    static QAtomicInteger<int> serial;
    m_connection = QStringLiteral("bd-contact-history-%1").arg(serial.fetchAndAddRelaxed(1));
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(path);
    // Another process (the window and the command line) may be writing: wait for it a while.
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!db.open()) {
        m_error = db.lastError().text();
        qCWarning(lcHistory) << "contact history not opened:" << m_error;
        return;
    }
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner); // contacts' details
    m_open = createSchema();
}

ContactHistory::~ContactHistory()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

bool ContactHistory::createSchema()
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery query(db);
    // WAL: a reader (the History view) never blocks a save being written, nor the other way.
    for (const char *statement : {"PRAGMA journal_mode=WAL", "PRAGMA synchronous=NORMAL"}) {
        query.prepare(QString::fromLatin1(statement));
        if (!run(query, &m_error))
            return false;
    }
    query.prepare(QStringLiteral("PRAGMA user_version"));
    if (!run(query, &m_error) || !query.next())
        return false;
    const int version = query.value(0).toInt();
    if (version == SchemaVersion)
        return true;
    if (version > SchemaVersion) {
        m_error =
            QStringLiteral("%1 was written by a newer Billing Desk (schema %2)").arg(m_path).arg(version);
        return false;
    }
    db.transaction();
    for (const char *statement : {
             "CREATE TABLE IF NOT EXISTS saves (id INTEGER PRIMARY KEY AUTOINCREMENT, scope TEXT NOT NULL, "
             "contact_id TEXT NOT NULL, contact_name TEXT, at TEXT NOT NULL, signed_in_as TEXT, source TEXT, "
             "outcome INTEGER NOT NULL DEFAULT 0, status INTEGER NOT NULL DEFAULT 0, message TEXT, undo_of "
             "INTEGER)",
             "CREATE TABLE IF NOT EXISTS changes (save_id INTEGER NOT NULL REFERENCES saves(id), "
             "field TEXT NOT NULL, before TEXT, after TEXT)",
             "CREATE INDEX IF NOT EXISTS saves_by_contact ON saves (scope, contact_id, id)",
             "CREATE INDEX IF NOT EXISTS saves_in_scope ON saves (scope, id)",
             "CREATE INDEX IF NOT EXISTS changes_of_save ON changes (save_id)",
         }) {
        query.prepare(QString::fromLatin1(statement));
        if (!run(query, &m_error)) {
            db.rollback();
            return false;
        }
    }
    query.prepare(QStringLiteral("PRAGMA user_version=%1").arg(SchemaVersion));
    if (!run(query, &m_error)) {
        db.rollback();
        return false;
    }
    return db.commit();
}

qint64 ContactHistory::begin(const ContactSaveRecord &record)
{
    if (!m_open)
        return 0;
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    db.transaction();
    QSqlQuery query(db);
    query.prepare(QStringLiteral("INSERT INTO saves (scope, contact_id, contact_name, at, signed_in_as, "
                                 "source, outcome, status, message, "
                                 "undo_of) VALUES (?, ?, ?, ?, ?, ?, 0, 0, NULL, ?)"));
    query.addBindValue(record.scope);
    query.addBindValue(record.contactId);
    query.addBindValue(record.contactName);
    query.addBindValue(timeText(record.at.isValid() ? record.at : QDateTime::currentDateTimeUtc()));
    query.addBindValue(record.signedInAs);
    query.addBindValue(record.source);
    query.addBindValue(record.undoOf > 0 ? QVariant(record.undoOf)
                                         : QVariant(QMetaType(QMetaType::LongLong)));
    if (!run(query, &m_error)) {
        db.rollback();
        return 0;
    }
    const qint64 id = query.lastInsertId().toLongLong();
    query.prepare(QStringLiteral("INSERT INTO changes (save_id, field, before, after) VALUES (?, ?, ?, ?)"));
    for (const ContactFieldChange &change : record.changes) {
        query.addBindValue(id);
        query.addBindValue(change.field);
        query.addBindValue(orNull(change.before));
        query.addBindValue(orNull(change.after));
        if (!run(query, &m_error)) {
            db.rollback();
            return 0;
        }
    }
    if (!db.commit()) {
        m_error = db.lastError().text();
        return 0;
    }
    return id;
}

void ContactHistory::finish(qint64 id, ContactSaveRecord::Outcome outcome, int status, const QString &message)
{
    if (!m_open || id <= 0)
        return;
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    query.prepare(QStringLiteral("UPDATE saves SET outcome = ?, status = ?, message = ? WHERE id = ?"));
    query.addBindValue(int(outcome));
    query.addBindValue(status);
    query.addBindValue(message);
    query.addBindValue(id);
    run(query, &m_error);
}

ContactSaveRecord ContactHistory::recordOf(const api::Account &account, const domain::Contact &stored,
                                           const ContactWritable &sent, const QString &source)
{
    ContactSaveRecord r;
    r.scope = tenantSettingsGroup(account);
    r.contactId = stored.info.id.valueOr({});
    r.contactName = stored.fields.name.valueOr({});
    r.at = QDateTime::currentDateTimeUtc();
    r.signedInAs = signedInAs(account);
    r.source = source;
    for (const domain::ContactFieldSpec &f : ContactSchema) {
        const Field<QString> &value = sent.*f.member;
        if (value.isAbsent())
            continue;
        const Field<QString> &before = stored.fields.*f.member;
        r.changes.append({QString::fromLatin1(f.name),
                          before.isPresent() ? std::optional<QString>(before.valueOr({})) : std::nullopt,
                          value.isPresent() ? std::optional<QString>(value.valueOr({})) : std::nullopt});
    }
    return r;
}

void ContactHistory::finish(qint64 id, const api::ContactUpdateJob &answered)
{
    if (answered.succeeded()) {
        QStringList warnings;
        for (const domain::ServiceWarning &w : answered.result().warnings) {
            const QString code = w.code.valueOr({});
            const QString message = w.message.valueOr({});
            warnings << (code.isEmpty()      ? message
                         : message.isEmpty() ? code
                                             : code + QStringLiteral(": ") + message);
        }
        finish(id, ContactSaveRecord::Outcome::Saved, answered.httpStatus(), warnings.join(u'\n'));
        return;
    }
    const api::ApiError &error = answered.error();
    using Kind = api::ApiError::Kind;
    const int status = error.httpStatus > 0 ? error.httpStatus : answered.httpStatus();
    if (status >= 200 && status < 300) { // stored; only its answer could not be read
        finish(id, ContactSaveRecord::Outcome::Saved, status, error.userMessage());
        return;
    }
    // Sent, perhaps stored, but no answer came: the service may hold the new values.
    const bool unknown = status == 0 && (error.kind == Kind::Network || error.kind == Kind::Timeout ||
                                         error.kind == Kind::Canceled);
    finish(id, unknown ? ContactSaveRecord::Outcome::Unanswered : ContactSaveRecord::Outcome::Failed, status,
           error.userMessage());
}

std::optional<ContactSaveRecord> ContactHistory::record(qint64 id) const
{
    ContactHistoryFilter filter;
    filter.id = id;
    const QList<ContactSaveRecord> found = records(filter, 1);
    if (found.isEmpty())
        return std::nullopt;
    return found.first();
}

QList<ContactSaveRecord> ContactHistory::records(const ContactHistoryFilter &filter, int limit) const
{
    QList<ContactSaveRecord> out;
    if (!m_open)
        return out;
    QVariantList values;
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    query.setForwardOnly(true);
    query.prepare(changeRowsSql(filter, &values));
    for (const QVariant &value : values)
        query.addBindValue(value);
    QString error;
    if (!run(query, &error))
        return out;
    while (query.next()) {
        const qint64 id = query.value(0).toLongLong();
        if (out.isEmpty() || out.last().id != id) {
            if (out.size() == limit)
                break;
            ContactSaveRecord r;
            r.id = id;
            r.at = QDateTime::fromString(query.value(1).toString(), Qt::ISODateWithMs);
            r.contactId = query.value(2).toString();
            r.contactName = query.value(3).toString();
            r.source = query.value(7).toString();
            r.signedInAs = query.value(8).toString();
            r.outcome = ContactSaveRecord::Outcome(query.value(9).toInt());
            r.status = query.value(10).toInt();
            r.message = query.value(11).toString();
            r.undoOf = query.value(12).toLongLong();
            r.scope = query.value(13).toString();
            out.append(r);
        }
        out.last().changes.append(
            {query.value(4).toString(), optionalText(query.value(5)), optionalText(query.value(6))});
    }
    return out;
}

QString ContactHistory::changeRowsSql(const ContactHistoryFilter &filter, QVariantList *values) const
{
    QStringList where;
    if (!filter.scope.isEmpty()) {
        where << QStringLiteral("s.scope = ?");
        *values << filter.scope;
    }
    if (!filter.contactId.isEmpty()) {
        where << QStringLiteral("s.contact_id = ?");
        *values << filter.contactId;
    }
    if (!filter.contact.isEmpty()) {
        QString pattern = filter.contact;
        pattern.replace(u'\\', QStringLiteral("\\\\"))
            .replace(u'%', QStringLiteral("\\%"))
            .replace(u'_', QStringLiteral("\\_"));
        where << QStringLiteral("(s.contact_id = ? OR s.contact_name LIKE ? ESCAPE '\\')");
        *values << filter.contact << (u'%' + pattern + u'%');
    }
    if (!filter.field.isEmpty()) {
        // A save shows whole when one of its fields is the one asked for. EXISTS, not IN: the
        // newest saves are checked first and the first screenful comes at once.
        where << QStringLiteral("EXISTS (SELECT 1 FROM changes f WHERE f.save_id = s.id AND f.field = ?)");
        *values << filter.field;
    }
    if (!filter.source.isEmpty()) {
        where << QStringLiteral("substr(s.source, 1, ?) = ?");
        *values << int(filter.source.size()) << filter.source;
    }
    if (filter.from.isValid()) {
        where << QStringLiteral("s.at >= ?");
        *values << filter.from.toString(Qt::ISODate);
    }
    if (filter.to.isValid()) {
        where << QStringLiteral("s.at < ?");
        *values << filter.to.addDays(1).toString(Qt::ISODate);
    }
    if (filter.id > 0) {
        where << QStringLiteral("s.id = ?");
        *values << filter.id;
    }
    return QStringLiteral(
               "SELECT s.id, s.at, s.contact_id, s.contact_name, c.field, c.before, c.after, s.source, "
               "s.signed_in_as, s.outcome, s.status, s.message, s.undo_of, s.scope "
               "FROM saves s JOIN changes c ON c.save_id = s.id") +
           (where.isEmpty() ? QString() : QStringLiteral(" WHERE ") + where.join(QStringLiteral(" AND "))) +
           QStringLiteral(" ORDER BY s.id DESC, c.rowid");
}

QString ContactHistory::signedInAs(const api::Account &account)
{
    return account.method() == api::AuthMethod::ApiKey ? QString() : account.userName();
}

QString ContactHistory::sourceText(const QString &source)
{
    if (source == u"window")
        return tr("Billing Desk window");
    if (source == u"cli")
        return tr("command line");
    if (source.startsWith(u"cli:")) { // cli:FILE:LINE
        const QString line = source.section(u':', -1);
        const QString file = source.mid(4, source.size() - 5 - line.size());
        return tr("command line, %1 line %2").arg(file, line);
    }
    return source;
}

QString ContactHistory::signedInText(const QString &signedInAs)
{
    return signedInAs.isEmpty() ? tr("API key") : signedInAs;
}

QString ContactHistory::outcomeText(const ContactSaveRecord &record)
{
    switch (record.outcome) {
    case ContactSaveRecord::Outcome::Unanswered:
        return record.message.isEmpty()
                   ? tr("No answer: it may or may not have been saved")
                   : tr("No answer (%1): it may or may not have been saved").arg(record.message);
    case ContactSaveRecord::Outcome::Saved:
        return record.message.isEmpty() ? tr("Saved") : tr("Saved, with warnings: %1").arg(record.message);
    case ContactSaveRecord::Outcome::Failed:
        return record.status > 0 ? tr("Not saved (%1): %2").arg(record.status).arg(record.message)
                                 : tr("Not saved: %1").arg(record.message);
    }
    return {};
}

} // namespace bd::models

namespace bd::models {

QString ContactHistory::valueText(const std::optional<QString> &value)
{
    return value && !value->isEmpty() ? QStringLiteral("“%1”").arg(*value) : tr("(empty)");
}

QString ContactHistory::changeText(const ContactFieldChange &change)
{
    return tr("%1: %2 → %3")
        .arg(domain::contactFieldLabel(change.field), valueText(change.before), valueText(change.after));
}

} // namespace bd::models
