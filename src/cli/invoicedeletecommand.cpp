#include "cli/invoicedeletecommand.h"

#include "cli/output.h"
#include "cli/terminal.h"
#include "domain/json/jsonwriter.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLoggingCategory>
#include <QRegularExpression>

Q_LOGGING_CATEGORY(lcInvoiceDelete, "billingdesk.cli.invoices", QtInfoMsg)

namespace bd::cli {

namespace {

const QString Ids = QStringLiteral("ids");
const QString IdsFrom = QStringLiteral("ids-from");
const QString Status = QStringLiteral("status");
const QString Yes = QStringLiteral("yes");

// As it can be pasted into a POSIX shell: single quotes around anything but plain characters.
QString shellQuoted(const QString &text)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_.,:/@%+=-]+$"));
    if (plain.match(text).hasMatch())
        return text;
    QString quoted = text;
    quoted.replace(u'\'', QStringLiteral("'\\''"));
    return u'\'' + quoted + u'\'';
}

// The command-line option of each of the window's CRM flags.
QString flagOption(models::InvoiceFlag flag)
{
    switch (flag) {
    case models::InvoiceFlag::NotifyCrm: return QStringLiteral("notify-crm");
    case models::InvoiceFlag::NotifyDebitMemoChangedToCrm: return QStringLiteral("notify-debit-memo");
    case models::InvoiceFlag::NotifyPaymentChangedToCrm: return QStringLiteral("notify-payment");
    }
    return {};
}

} // namespace

CommandSpec InvoiceDeleteCommand::spec()
{
    CommandSpec s;
    s.name = QStringLiteral("invoices delete");
    s.summary =
        QCoreApplication::translate("bd::cli", "Delete invoices by id or by status (Canceled, Draft).");
    s.syntax = QStringLiteral("(--ids ID… | --ids-from FILE | --status STATUS) [--yes[=TENANT]]");
    s.maxArguments = -1; // more ids after --ids
    s.options = {
        QCommandLineOption(
            Ids, QCoreApplication::translate("bd::cli", "Invoice ids (separated by spaces or commas)."),
            QStringLiteral("id")),
        QCommandLineOption(IdsFrom,
                           QCoreApplication::translate("bd::cli",
                                                       "Read the invoice ids from a file (“-”: standard "
                                                       "input), as the window's list takes them."),
                           QStringLiteral("file")),
        QCommandLineOption(Status,
                           QCoreApplication::translate("bd::cli", "Every invoice with this status: "
                                                                  "Canceled or Draft."),
                           QStringLiteral("status")),
        QCommandLineOption(Yes,
                           QCoreApplication::translate("bd::cli",
                                                       "Delete without asking. In Production, name the "
                                                       "tenant: --yes=TENANT."),
                           QStringLiteral("tenant")),
    };
    for (const models::InvoiceFlag f : models::AllInvoiceFlags)
        s.options.append(QCommandLineOption(flagOption(f), models::invoiceFlagExplanation(f)));
    s.formats = true;
    s.details = QCoreApplication::translate(
        "bd::cli",
        "The deletion is sent once and never retried. Without --yes, what would be deleted is shown and "
        "a terminal is asked; with no terminal nothing is deleted (exit status 3).");
    s.check = [](const QCommandLineParser &o, const QStringList &arguments) {
        const int ways = int(o.isSet(Ids)) + int(o.isSet(IdsFrom)) + int(o.isSet(Status));
        if (ways != 1)
            return QCoreApplication::translate("bd::cli", "Give one of --ids, --ids-from or --status.");
        if (!arguments.isEmpty() && !o.isSet(Ids))
            return QCoreApplication::translate("bd::cli", "Unexpected argument: %1").arg(arguments.first());
        if (o.isSet(Status) && !bd::domain::deletableInvoiceStatuses().contains(o.value(Status)))
            return QCoreApplication::translate("bd::cli", "--status must be one of: %1.")
                .arg(bd::domain::deletableInvoiceStatuses().join(QStringLiteral(", ")));
        return QString();
    };
    s.create = [](const Invocation &i) { return new InvoiceDeleteCommand(i); };
    return s;
}

void InvoiceDeleteCommand::start()
{
    m_deleter = new models::InvoiceDeleter(account(), this);
    if (isSet(Status)) {
        m_deleter->setMode(models::InvoiceDeleter::Mode::Status);
        m_deleter->setStatus(option(Status));
    } else {
        QString text;
        if (isSet(IdsFrom)) {
            QString error;
            const std::optional<QByteArray> ids = readInput(option(IdsFrom), &error);
            if (!ids) {
                fail(error, Usage);
                return;
            }
            text = QString::fromUtf8(*ids);
        } else {
            text = (options(Ids) + m_invocation.arguments).join(u'\n');
        }
        m_deleter->setMode(models::InvoiceDeleter::Mode::Ids);
        m_deleter->setIdsText(text);
    }
    for (const models::InvoiceFlag f : models::AllInvoiceFlags)
        m_deleter->setFlag(f, isSet(flagOption(f)));
    if (const QStringList problems = m_deleter->problems(); !problems.isEmpty()) {
        fail(problems.join(u' '), Usage);
        return;
    }
    connect(m_deleter, &models::InvoiceDeleter::confirmationNeeded, this, &InvoiceDeleteCommand::confirm);
    connect(m_deleter, &models::InvoiceDeleter::deletionFinished, this, &InvoiceDeleteCommand::finished);
    m_deleter->requestDeletion();
}

void InvoiceDeleteCommand::confirm(const models::DeletionConfirmation &c)
{
    // What the window's confirmation shows, for the person or the script's log.
    out().message(c.headline);
    out().message(QStringLiteral("  ") + c.selector);
    for (const QString &flag : c.flags)
        out().message(QStringLiteral("  ") + flag);
    if (!c.previewNote.isEmpty())
        out().message(QStringLiteral("  ") + c.previewNote);
    out().message(QStringLiteral("  ") + c.where);

    QString typed;
    if (isSet(Yes)) {
        typed = option(Yes);
        if (!c.accepts(typed)) {
            m_deleter->cancelDeletion();
            fail(QCoreApplication::translate("bd::cli", "Nothing deleted: in Production, --yes must name the "
                                                        "tenant: --yes=%1")
                     .arg(shellQuoted(c.typeToConfirm)),
                 NotSignedIn);
            return;
        }
    } else if (Terminal::stdinIsTerminal()) {
        typed = Terminal::ask(
            c.production
                ? QCoreApplication::translate("bd::cli", "Type “%1” to delete: ").arg(c.typeToConfirm)
                : QCoreApplication::translate("bd::cli", "Delete? Type “yes”: "));
        const bool confirmed = c.production ? c.accepts(typed) : typed.trimmed() == u"yes";
        if (!confirmed) {
            m_deleter->cancelDeletion();
            fail(QCoreApplication::translate("bd::cli", "Nothing deleted."), NotSignedIn);
            return;
        }
    } else {
        m_deleter->cancelDeletion();
        fail(c.production ? QCoreApplication::translate("bd::cli", "Nothing deleted: confirm with --yes=%1.")
                                .arg(c.typeToConfirm)
                          : QCoreApplication::translate("bd::cli", "Nothing deleted: confirm with --yes."),
             NotSignedIn);
        return;
    }
    qCDebug(lcInvoiceDelete) << "deletion confirmed";
    if (!m_deleter->confirmDeletion(typed))
        fail(QCoreApplication::translate("bd::cli", "Nothing deleted."), NotSignedIn);
}

void InvoiceDeleteCommand::finished(const models::DeletionOutcome &o)
{
    using Kind = models::DeletionOutcome::Kind;
    out().message(o.message);
    if (o.kind == Kind::Refused) {
        // The service's own words (spec §4.1: title, message, errorCode), on the output too, so
        // a script reads them in the format it asked for.
        const QList<QPair<QString, QString>> fields{{QStringLiteral("status"), QString::number(o.httpStatus)},
                                                    {QStringLiteral("title"), o.title},
                                                    {QStringLiteral("message"), o.serviceMessage},
                                                    {QStringLiteral("errorCode"), o.errorCode}};
        RecordSet set;
        set.single = true;
        Record record;
        json::Writer w;
        w.beginObject();
        for (const auto &[name, value] : fields) {
            set.columns << name;
            record.cells << value;
            w.key(name);
            if (name == u"status")
                w.raw(value.toLatin1());
            else
                w.string(value);
        }
        w.endObject();
        record.json = w.take();
        set.records << record;
        print(set);
        finish(RequestFailed);
        return;
    }
    if (o.kind != Kind::Deleted) {
        finish(RequestFailed);
        return;
    }
    RecordSet set;
    set.columns = {QStringLiteral("id")};
    for (const QString &id : o.deletedIds)
        set.records << Record{{id}, QByteArray('"' + id.toUtf8() + '"')};
    print(set);
    finish(Done);
}

} // namespace bd::cli
