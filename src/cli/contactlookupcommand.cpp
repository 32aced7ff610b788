#include "cli/contactlookupcommand.h"

#include "cli/output.h"
#include "domain/contactcodec.h"
#include "models/common/waitsentence.h"
#include "models/contacts/contacteditor.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace bd::cli {

CommandSpec ContactLookupCommand::getSpec()
{
    CommandSpec s;
    s.name = QStringLiteral("contacts get");
    s.summary = QCoreApplication::translate("bd::cli", "Show one contact with every field.");
    s.syntax = QStringLiteral("ID");
    s.argumentHelp = {
        {QStringLiteral("ID"), QCoreApplication::translate("bd::cli", "The contact's id (003…).")}};
    s.minArguments = 1;
    s.maxArguments = 1;
    s.create = [](const Invocation &i) { return new ContactLookupCommand(i, false); };
    return s;
}

CommandSpec ContactLookupCommand::findSpec()
{
    CommandSpec s;
    s.name = QStringLiteral("contacts find");
    s.summary = QCoreApplication::translate("bd::cli", "Find contacts by exact email address or full name.");
    s.options = {QCommandLineOption(QStringLiteral("email"),
                                    QCoreApplication::translate("bd::cli", "The email address to look for."),
                                    QStringLiteral("address")),
                 QCommandLineOption(QStringLiteral("name"),
                                    QCoreApplication::translate("bd::cli", "The full name to look for."),
                                    QStringLiteral("name"))};
    s.details =
        QCoreApplication::translate("bd::cli", "Searches through the query endpoint, as the window does. "
                                               "Exits with 1 when no contact matches.");
    s.check = [](const QCommandLineParser &o, const QStringList &) {
        if (o.isSet(QStringLiteral("email")) == o.isSet(QStringLiteral("name")))
            return QCoreApplication::translate("bd::cli", "Give one of --email or --name.");
        return QString();
    };
    s.create = [](const Invocation &i) { return new ContactLookupCommand(i, true); };
    return s;
}

ContactLookupCommand::ContactLookupCommand(const Invocation &invocation, bool find)
    : Command(invocation), m_find(find)
{}

void ContactLookupCommand::start()
{
    // Made now, for the account the session signed in as.
    m_editor = new models::ContactEditor(account(), this);
    m_editor->setKeepsLocalState(false); // a script's lookups are not the window's recent contacts
    connect(m_editor, &models::ContactEditor::waiting, this, [this](int seconds, int attempt, int of) {
        out().message(models::waitSentence(seconds, attempt, of));
    });
    connect(m_editor, &models::ContactEditor::lookupFailed, this,
            [this](const QString &message) { fail(message, RequestFailed); });
    connect(m_editor, &models::ContactEditor::loaded, this, [this] {
        const QByteArray json = domain::encodeJson(m_editor->contact());
        RecordSet set;
        set.single = true;
        set.columns = jsonColumns({json});
        set.records << jsonRecord(json, set.columns);
        print(set);
        finish(Done);
    });
    connect(m_editor, &models::ContactEditor::contactsFound, this,
            [this](const QString &what, const QList<domain::Contact> &contacts) {
                RecordSet set;
                // The fields the search asks for, in the window's order.
                set.columns = QStringList{QStringLiteral("id"),        QStringLiteral("name"),
                                          QStringLiteral("firstName"), QStringLiteral("lastName"),
                                          QStringLiteral("email"),     QStringLiteral("customerId")};
                for (const domain::Contact &c : contacts)
                    set.records << jsonRecord(domain::encodeJson(c), set.columns);
                out().message(what);
                print(set);
                finish(Done);
            });
    if (!m_find) {
        m_editor->open(m_invocation.arguments.first());
        return;
    }
    if (isSet(QStringLiteral("email")))
        m_editor->search(models::ContactEditor::SearchField::Email, option(QStringLiteral("email")));
    else
        m_editor->search(models::ContactEditor::SearchField::Name, option(QStringLiteral("name")));
}

} // namespace bd::cli
