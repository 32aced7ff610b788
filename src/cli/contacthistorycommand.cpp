#include "cli/contacthistorycommand.h"

#include "domain/json/jsonwriter.h"
#include "models/common/tenantscope.h"
#include "models/contacts/contacthistory.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace bd::cli {

namespace {
const QString Since = QStringLiteral("since");

QDate sinceDate(const QString &text)
{
    return QDate::fromString(text, Qt::ISODate);
}

const char *outcomeName(models::ContactSaveRecord::Outcome outcome)
{
    switch (outcome) {
    case models::ContactSaveRecord::Outcome::Saved: return "saved";
    case models::ContactSaveRecord::Outcome::Failed: return "failed";
    case models::ContactSaveRecord::Outcome::Unanswered: break;
    }
    return "unanswered";
}
} // namespace

CommandSpec ContactHistoryCommand::spec()
{
    CommandSpec s;
    s.name = QStringLiteral("contacts history");
    s.summary = QCoreApplication::translate("bd::cli", "Show the contact saves kept on this computer.");
    s.syntax = QStringLiteral("[ID]");
    s.argumentHelp = {
        {QStringLiteral("ID"), QCoreApplication::translate("bd::cli", "Only this contact's saves.")}};
    s.maxArguments = 1;
    s.options = {QCommandLineOption(
        Since,
        QCoreApplication::translate("bd::cli", "Only saves made on or after this day (YYYY-MM-DD, UTC)."),
        QStringLiteral("date"))};
    s.details = QCoreApplication::translate(
        "bd::cli", "Every save the window and this tool sent in the signed-in environment and tenant, newest "
                   "first, one record per changed field: when, the contact, the field's old and new value, "
                   "where it came from, who was signed in and what the service answered (\"unanswered\": it "
                   "was sent but no answer came, so it may have been stored).");
    s.check = [](const QCommandLineParser &o, const QStringList &) {
        if (o.isSet(Since) && !sinceDate(o.value(Since)).isValid())
            return QCoreApplication::translate("bd::cli",
                                               "--since takes a date as YYYY-MM-DD, like 2026-11-01; "
                                               "\"%1\" is not one.")
                .arg(o.value(Since));
        return QString();
    };
    s.create = [](const Invocation &i) { return new ContactHistoryCommand(i); };
    return s;
}

ContactHistoryCommand::ContactHistoryCommand(const Invocation &invocation) : Command(invocation) {}

void ContactHistoryCommand::start()
{
    const models::ContactHistory history;
    if (!history.isOpen()) {
        fail(QCoreApplication::translate("bd::cli", "The history of saves in %1 cannot be read: %2")
                 .arg(history.path(), history.errorText()),
             RequestFailed);
        return;
    }
    models::ContactHistoryFilter filter;
    filter.scope = models::tenantSettingsGroup(*account());
    if (!m_invocation.arguments.isEmpty())
        filter.contactId = m_invocation.arguments.first();
    if (isSet(Since))
        filter.from = sinceDate(option(Since));
    RecordSet set;
    set.columns = {QStringLiteral("save"),    QStringLiteral("at"),     QStringLiteral("contactId"),
                   QStringLiteral("name"),    QStringLiteral("field"),  QStringLiteral("before"),
                   QStringLiteral("after"),   QStringLiteral("source"), QStringLiteral("signedInAs"),
                   QStringLiteral("outcome"), QStringLiteral("status"), QStringLiteral("message"),
                   QStringLiteral("undoOf")};
    for (const models::ContactSaveRecord &r : history.records(filter, std::numeric_limits<int>::max())) {
        for (const models::ContactFieldChange &c : r.changes) {
            const QString at = r.at.toString(Qt::ISODateWithMs);
            const QString outcome = QString::fromLatin1(outcomeName(r.outcome));
            json::Writer w;
            w.beginObject();
            const auto text = [&w](const char *key, const QString &value) {
                w.key(QByteArrayView(key));
                w.string(value);
            };
            const auto optional = [&w](const char *key, const std::optional<QString> &value) {
                w.key(QByteArrayView(key));
                value ? w.string(*value) : w.null();
            };
            w.key(QByteArrayView("save"));
            w.integer(r.id);
            text("at", at);
            text("contactId", r.contactId);
            text("name", r.contactName);
            text("field", c.field);
            optional("before", c.before);
            optional("after", c.after);
            text("source", r.source);
            text("signedInAs", r.signedInAs);
            text("outcome", outcome);
            w.key(QByteArrayView("status"));
            r.status > 0 ? w.integer(r.status) : w.null();
            text("message", r.message);
            w.key(QByteArrayView("undoOf"));
            r.undoOf > 0 ? w.integer(r.undoOf) : w.null();
            w.endObject();
            set.records << Record{{QString::number(r.id), at, r.contactId, r.contactName, c.field,
                                   c.before.value_or(QString()), c.after.value_or(QString()), r.source,
                                   r.signedInAs, outcome,
                                   r.status > 0 ? QString::number(r.status) : QString(), r.message,
                                   r.undoOf > 0 ? QString::number(r.undoOf) : QString()},
                                  w.take()};
        }
    }
    print(set);
    finish(Done);
}

} // namespace bd::cli
