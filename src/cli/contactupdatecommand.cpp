#include "cli/contactupdatecommand.h"
#include "domain/contactschema.h"

#include "cli/output.h"
#include "domain/json/jsonwriter.h"
#include "domain/validation.h"
#include "models/common/csv.h"
#include "models/common/waitsentence.h"
#include "models/contacts/contacteditor.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace bd::cli {

namespace {

const QString FromCsv = QStringLiteral("from-csv");
const QString DryRun = QStringLiteral("dry-run");

bool succeeded(const QString &result)
{
    return result == u"updated" || result == u"unchanged" || result == u"would-update";
}

} // namespace

CommandSpec ContactUpdateCommand::spec()
{
    CommandSpec s;
    s.name = QStringLiteral("contacts update");
    s.summary =
        QCoreApplication::translate("bd::cli", "Change contacts: one from the command line, or many from "
                                               "a CSV file.");
    s.syntax = QStringLiteral("[ID field=value…]");
    s.argumentHelp = {
        {QStringLiteral("ID"), QCoreApplication::translate("bd::cli", "The contact's id (003…).")},
        {QStringLiteral("field=value"),
         QCoreApplication::translate("bd::cli",
                                     "A writable field by its name (firstName, email, billingCity, …) "
                                     "and its new value; an empty value clears the field.")}};
    s.maxArguments = -1;
    s.options = {
        QCommandLineOption(FromCsv,
                           QCoreApplication::translate("bd::cli", "Read the changes from a CSV file (“-”: "
                                                                  "standard input): a header with id and "
                                                                  "the fields, then one row per contact."),
                           QStringLiteral("file")),
        QCommandLineOption(DryRun, QCoreApplication::translate("bd::cli", "Load each contact and show "
                                                                          "old → new; send nothing."))};
    s.details = QCoreApplication::translate(
        "bd::cli",
        "Each value is checked as the window checks it (length limits, email, birthday as YYYY-MM-DD) before "
        "anything is sent, and only fields whose value changes are sent. In a CSV file an empty cell leaves "
        "the field as it is. A row that fails is reported and the others are still sent; the exit status is "
        "then 4. Results: updated, unchanged, would-update (dry run), invalid (refused before sending), "
        "refused (by the service), not-found, failed (no answer or a server failure: try again).");
    s.check = [](const QCommandLineParser &o, const QStringList &arguments) {
        if (o.isSet(FromCsv))
            return arguments.isEmpty()
                       ? QString()
                       : QCoreApplication::translate("bd::cli", "Give either --from-csv or ID "
                                                                "field=value…, not both.");
        const ContactRows rows = contactRowsFromArguments(arguments);
        if (!rows.problem.isEmpty())
            return rows.problem;
        // Values from the command line that the window would refuse are a usage mistake.
        for (const auto &[field, value] : rows.rows.first().values) {
            if (const auto v = domain::validateContactField(field, value))
                return v->message;
        }
        return QString();
    };
    s.create = [](const Invocation &i) { return new ContactUpdateCommand(i); };
    return s;
}

ContactUpdateCommand::ContactUpdateCommand(const Invocation &invocation) : Command(invocation) {}

void ContactUpdateCommand::makeEditor()
{
    // Made once signed in, for the account the session signed in as.
    m_editor = new models::ContactEditor(account(), this);
    // A script's edits are not a draft for the window to offer back.
    m_editor->setKeepsLocalState(false);
    connect(m_editor, &models::ContactEditor::waiting, this, [this](int seconds, int attempt, int of) {
        out().message(models::waitSentence(seconds, attempt, of));
    });
    connect(m_editor, &models::ContactEditor::loaded, this, &ContactUpdateCommand::loaded);
    connect(m_editor, &models::ContactEditor::lookupFailed, this, [this](const QString &message) {
        const ContactRow &row = m_rows.at(m_current);
        done({row.line, row.id, QStringLiteral("not-found"), message, {}, {}, {}});
    });
    connect(m_editor, &models::ContactEditor::saved, this, [this](const domain::ContactUpdateResult &saved) {
        Result result = m_results.takeLast(); // prepared in loaded()
        result.result = QStringLiteral("updated");
        for (const domain::ServiceWarning &w : saved.warnings)
            result.warnings.append({w.code.valueOr({}), w.message.valueOr({})});
        done(result);
    });
    connect(m_editor, &models::ContactEditor::saveFailed, this,
            [this](const models::ContactEditor::SaveFailure &failure) {
                Result result = m_results.takeLast();
                using Kind = models::ContactEditor::SaveFailure::Kind;
                result.result = failure.kind == Kind::Gone        ? QStringLiteral("not-found")
                                : failure.kind == Kind::Retryable ? QStringLiteral("failed")
                                                                  : QStringLiteral("refused");
                result.message = failure.message;
                for (const auto &[field, said] : failure.fields)
                    result.message += QStringLiteral(" %1: %2").arg(field, said);
                done(result);
            });
}

void ContactUpdateCommand::start()
{
    makeEditor();
    m_dryRun = isSet(DryRun);
    m_fromCsv = isSet(FromCsv);
    ContactRows rows;
    if (m_fromCsv) {
        QString error;
        const std::optional<QByteArray> csv = readInput(option(FromCsv), &error);
        if (!csv) {
            fail(error, Usage);
            return;
        }
        rows = contactRowsFromCsv(*csv);
    } else {
        rows = contactRowsFromArguments(m_invocation.arguments);
    }
    if (!rows.problem.isEmpty()) {
        fail(rows.problem, Usage);
        return;
    }
    m_rows = rows.rows;
    if (m_invocation.format == Format::Csv)
        out().data(models::csvRecord({QStringLiteral("line"), QStringLiteral("id"), QStringLiteral("result"),
                                      QStringLiteral("changes"), QStringLiteral("message"),
                                      QStringLiteral("warnings")}));
    next();
}

void ContactUpdateCommand::next()
{
    ++m_current;
    if (m_current >= m_rows.size()) {
        summarize();
        return;
    }
    if (m_rows.size() > 1)
        out().progress(QCoreApplication::translate("bd::cli", "Contacts"), m_current, m_rows.size());
    const ContactRow &row = m_rows.at(m_current);
    if (!row.problem.isEmpty()) {
        done({row.line, row.id, QStringLiteral("invalid"), row.problem, {}, {}, {}});
        return;
    }
    // Refused before anything is sent (not even the lookup): a value the window would refuse.
    QStringList violations;
    for (const auto &[field, value] : row.values) {
        if (const auto v = domain::validateContactField(field, value))
            violations << v->message;
    }
    if (!violations.isEmpty()) {
        done({row.line, row.id, QStringLiteral("invalid"), violations.join(u' '), {}, {}, {}});
        return;
    }
    // For the history of saves: which file and line each save came from ("-": standard input).
    m_editor->setSaveSource(m_fromCsv ? QStringLiteral("cli:%1:%2").arg(option(FromCsv)).arg(row.line)
                                      : QStringLiteral("cli"));
    m_editor->open(row.id);
}

QList<ContactUpdateCommand::Change> ContactUpdateCommand::changes() const
{
    QList<Change> out;
    const domain::ContactWritable c = m_editor->form().changes();
    for (const domain::ContactFieldSpec &f : domain::ContactSchema) {
        const QString name = QString::fromLatin1(f.name);
        if (!(c.*f.member).isAbsent())
            out.append({name, m_editor->form().originalValue(name), (c.*f.member).valueOr({})});
    }
    return out;
}

void ContactUpdateCommand::loaded()
{
    const ContactRow &row = m_rows.at(m_current);
    for (const auto &[field, value] : row.values)
        m_editor->setValue(field, value);
    Result result{row.line, row.id, {}, {}, changes(), m_editor->form().reviewLines(), {}};
    QStringList problems;
    for (const domain::Violation &v : m_editor->form().blockingProblems())
        problems << v.message;
    if (!problems.isEmpty()) {
        result.result = QStringLiteral("invalid");
        result.message = problems.join(u' ');
        done(result);
        return;
    }
    if (result.changes.isEmpty()) {
        result.result = QStringLiteral("unchanged");
        done(result);
        return;
    }
    if (m_dryRun) {
        result.result = QStringLiteral("would-update");
        done(result);
        return;
    }
    m_results.append(result); // completed by saved or saveFailed
    m_editor->save();
}

void ContactUpdateCommand::done(Result result)
{
    m_results.append(result);
    writeResult(result);
    // Queued: the editor is still inside the signal that brought us here.
    QMetaObject::invokeMethod(this, &ContactUpdateCommand::next, Qt::QueuedConnection);
}

QByteArray ContactUpdateCommand::resultJson(const Result &r)
{
    json::Writer w;
    w.beginObject();
    if (r.line > 0) {
        w.key(QByteArrayView("line"));
        w.integer(r.line);
    }
    w.key(QByteArrayView("id"));
    w.string(r.id);
    w.key(QByteArrayView("result"));
    w.string(r.result);
    w.key(QByteArrayView("changes"));
    w.beginArray();
    for (const Change &c : r.changes) {
        w.beginObject();
        w.key(QByteArrayView("field"));
        w.string(c.field);
        w.key(QByteArrayView("old"));
        w.string(c.before);
        w.key(QByteArrayView("new"));
        if (c.after.isEmpty())
            w.null(); // cleared: sent as null
        else
            w.string(c.after);
        w.endObject();
    }
    w.endArray();
    w.key(QByteArrayView("message"));
    w.string(r.message);
    w.key(QByteArrayView("warnings"));
    w.beginArray();
    for (const auto &[code, message] : r.warnings) {
        w.beginObject();
        w.key(QByteArrayView("code"));
        w.string(code);
        w.key(QByteArrayView("message"));
        w.string(message);
        w.endObject();
    }
    w.endArray();
    w.endObject();
    return w.take();
}

void ContactUpdateCommand::writeResult(const Result &r)
{
    switch (m_invocation.format) {
    case Format::Json: return; // one array at the end
    case Format::Jsonl: out().data(resultJson(r) + '\n'); return;
    case Format::Csv: {
        QStringList changes;
        for (const Change &c : r.changes)
            changes << QStringLiteral("%1: %2 → %3").arg(c.field, c.before, c.after);
        QStringList warnings;
        for (const auto &[code, message] : r.warnings)
            warnings << (code.isEmpty() ? message : code + QStringLiteral(": ") + message);
        out().data(models::csvRecord({r.line > 0 ? QString::number(r.line) : QString(), r.id, r.result,
                                      changes.join(QStringLiteral("; ")), r.message,
                                      warnings.join(QStringLiteral("; "))}));
        return;
    }
    case Format::Table: break;
    }
    // For people: what happened to the contact, then old → new as the window shows it.
    QString where =
        r.line > 0 ? QCoreApplication::translate("bd::cli", "%1 (line %2)").arg(r.id).arg(r.line) : r.id;
    static const QHash<QString, const char *> words{
        {QStringLiteral("updated"), QT_TRANSLATE_NOOP("bd::cli", "updated")},
        {QStringLiteral("unchanged"), QT_TRANSLATE_NOOP("bd::cli", "unchanged: every value is already so")},
        {QStringLiteral("would-update"),
         QT_TRANSLATE_NOOP("bd::cli", "would change (dry run, nothing sent)")},
        {QStringLiteral("invalid"), QT_TRANSLATE_NOOP("bd::cli", "refused before sending")},
        {QStringLiteral("refused"), QT_TRANSLATE_NOOP("bd::cli", "refused by the service")},
        {QStringLiteral("not-found"), QT_TRANSLATE_NOOP("bd::cli", "not found")},
        {QStringLiteral("failed"), QT_TRANSLATE_NOOP("bd::cli", "failed")}};
    QString text =
        where + QStringLiteral(": ") + QCoreApplication::translate("bd::cli", words.value(r.result));
    if (!r.message.isEmpty())
        text += QStringLiteral(" — ") + r.message;
    text += u'\n';
    for (const QString &line : r.review)
        text += QStringLiteral("  ") + line + u'\n';
    for (const auto &[code, message] : r.warnings)
        text += QStringLiteral("  ") +
                QCoreApplication::translate("bd::cli", "warning %1: %2").arg(code, message) + u'\n';
    out().data(text.toUtf8());
}

void ContactUpdateCommand::summarize()
{
    out().clearProgress();
    if (m_invocation.format == Format::Json) {
        json::Writer w;
        w.beginArray();
        for (const Result &r : std::as_const(m_results))
            w.raw(resultJson(r));
        w.endArray();
        out().data(json::reformat(w.data(), true) + '\n');
    }
    int changed = 0;
    int failed = 0;
    for (const Result &r : std::as_const(m_results)) {
        failed += !succeeded(r.result);
        changed += r.result == u"updated" || r.result == u"would-update";
    }
    if (m_rows.size() > 1 || m_dryRun) {
        out().message(m_dryRun
                          ? QCoreApplication::translate("bd::cli", "Dry run: %1 of %2 contacts would change, "
                                                                   "%3 failed; nothing was sent.")
                                .arg(changed)
                                .arg(m_results.size())
                                .arg(failed)
                          : QCoreApplication::translate("bd::cli", "%1 of %2 contacts updated, %3 failed.")
                                .arg(changed)
                                .arg(m_results.size())
                                .arg(failed));
    }
    if (failed == 0)
        finish(Done);
    else if (m_fromCsv)
        finish(RowsFailed);
    else
        finish(RequestFailed);
}

} // namespace bd::cli
