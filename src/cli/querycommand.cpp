#include "cli/querycommand.h"

#include "cli/output.h"
#include "cli/recordset.h"
#include "models/query/queryexport.h"
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
    // json: the answer exactly as received; table, csv, jsonl: the rows of its list of objects.
    s.defaultFormat = Format::Json;
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
    if (m_invocation.format == Format::Json)
        out().data(run.body.endsWith('\n') ? run.body : run.body + '\n');
    else if (!printRows(run.response))
        return;
    for (const models::QueryError &e : run.response.errors) {
        out().message(e.line > 0 ? QCoreApplication::translate("bd::cli", "Line %1, column %2: %3")
                                       .arg(e.line)
                                       .arg(e.column)
                                       .arg(e.message)
                                 : e.message);
    }
    finish(run.response.errors.isEmpty() ? Done : RequestFailed);
}

// The rows of the answer's list of objects (its first, when it has several: the others named).
bool QueryCommand::printRows(const models::QueryResponse &response)
{
    const QList<models::QueryTable> tables = models::findQueryTables(response);
    if (tables.isEmpty()) {
        fail(QCoreApplication::translate("bd::cli", "The answer holds no list of records to print as rows; "
                                                    "--format json prints it whole."),
             Usage);
        return false;
    }
    if (tables.size() > 1) {
        QStringList others;
        for (qsizetype i = 1; i < tables.size(); ++i)
            others << tables.at(i).path;
        out().message(QCoreApplication::translate("bd::cli", "The answer has %1 lists of records: these are "
                                                             "the rows of %2; not printed: %3.")
                          .arg(tables.size())
                          .arg(tables.first().path, others.join(QStringLiteral(", "))));
    }
    QList<QByteArray> objects;
    for (const json::Value &row : tables.first().list)
        objects << row.raw().toByteArray();
    RecordSet set;
    set.columns = jsonColumns(objects);
    for (const QByteArray &object : objects)
        set.records << jsonRecord(object, set.columns);
    print(set);
    return true;
}

} // namespace bd::cli
