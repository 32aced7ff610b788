#include "cli/querycommand.h"

#include "cli/output.h"
#include "models/query/queryrunner.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace bd::cli {

namespace {

const QString Variables = QStringLiteral("variables");

} // namespace

CommandSpec QueryCommand::spec()
{
    CommandSpec s;
    s.name = QStringLiteral("query");
    s.summary =
        QCoreApplication::translate("bd::cli", "Run a GraphQL query from a file and print the answer.");
    s.syntax = QStringLiteral("FILE");
    s.argumentHelp = {{QStringLiteral("FILE"),
                       QCoreApplication::translate("bd::cli", "The query; “-” for standard input.")}};
    s.minArguments = 1;
    s.maxArguments = 1;
    s.formats = false;
    s.options = {QCommandLineOption(Variables,
                                    QCoreApplication::translate("bd::cli", "The variables: a JSON object, or "
                                                                           "@FILE to read them from a file."),
                                    QStringLiteral("json"))};
    s.check = [](const QCommandLineParser &o, const QStringList &) {
        const QString v = o.value(Variables);
        return v.startsWith(u'@') ? QString() : models::QueryRunner::variablesProblem(v);
    };
    s.create = [](const Invocation &i) { return new QueryCommand(i); };
    return s;
}

void QueryCommand::start()
{
    QString error;
    const std::optional<QByteArray> query = readInput(m_invocation.arguments.first(), &error);
    std::optional<QByteArray> variables = option(Variables).toUtf8();
    if (variables->startsWith('@'))
        variables = readInput(QString::fromUtf8(variables->mid(1)), &error);
    if (!query || !variables) {
        fail(error, Usage);
        return;
    }
    const QString queryText = QString::fromUtf8(*query);
    const QString variablesText = QString::fromUtf8(*variables);
    m_runner = new models::QueryRunner(account(), this);
    if (const QString problem = m_runner->runProblem(queryText, variablesText); !problem.isEmpty()) {
        fail(problem, Usage);
        return;
    }
    connect(m_runner, &models::QueryRunner::finished, this, &QueryCommand::finished);
    m_runner->run(queryText, variablesText);
}

void QueryCommand::finished()
{
    const models::QueryRunner::Run &run = m_runner->lastRun();
    if (!run.failure.isEmpty()) {
        fail(run.failure, RequestFailed);
        return;
    }
    out().data(run.body.endsWith('\n') ? run.body : run.body + '\n');
    for (const models::QueryError &e : run.response.errors) {
        out().message(e.line > 0 ? QCoreApplication::translate("bd::cli", "Line %1, column %2: %3")
                                       .arg(e.line)
                                       .arg(e.column)
                                       .arg(e.message)
                                 : e.message);
    }
    finish(run.response.errors.isEmpty() ? Done : RequestFailed);
}

} // namespace bd::cli
