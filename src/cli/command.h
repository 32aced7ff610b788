#pragma once

// One command of the tool (products list, contacts update, ...): what it accepts (CommandSpec,
// shown by --help and checked before anything runs) and the object that carries it out
// (Command, which talks to the service and finishes once with an exit status).

#include "cli/exitcode.h"
#include "cli/recordset.h"

#include <QCommandLineOption>
#include <QObject>

#include <functional>
#include <memory>
#include <optional>

class QCommandLineParser;

namespace bd::api {
class ProductJob;
class Account;
using AccountPtr = std::shared_ptr<Account>;
class ApiClient;
struct ApiError;
} // namespace bd::api

namespace bd::cli {

class Output;
class Session;

// What a command receives once its command line is known to be right.
struct Invocation
{
    const QCommandLineParser *options = nullptr;
    QStringList arguments; // the positional arguments after the command's words
    Output *output = nullptr;
    Session *session = nullptr; // null for commands that talk to no service
    Format format = Format::Table;
    int maxCellWidth = 0; // for tables on a terminal
};

class Command : public QObject
{
    Q_OBJECT
public:
    explicit Command(const Invocation &invocation, QObject *parent = nullptr);
    // Starts; finished() follows exactly once (also for a failure found at once).
    virtual void start() = 0;

signals:
    void finished(int exitCode);

protected:
    void finish(int exitCode);
    // Says what went wrong (the app's sentence for it) and finishes with its exit status.
    void fail(const api::ApiError &error, const QString &what = {});
    // A sentence on standard error, then finishes with `exitCode`.
    void fail(const QString &message, int exitCode);
    // The records in the chosen format on standard output.
    void print(const RecordSet &set);
    // Reads the product `id`: a failure finishes the command with its exit status; otherwise what
    // the spec does not expect is said on standard error and `use` gets the finished job.
    void readProduct(const QString &id, const std::function<void(const api::ProductJob &job)> &use);
    // Passes the service's requests to wait (429) on to standard error, in the app's words.
    void reportWaits(QObject *job);

    // The bytes of the file at `path` ("-": standard input); nullopt, with the reason in `error`,
    // when it cannot be read.
    static std::optional<QByteArray> readInput(const QString &path, QString *error);

    QString option(const QString &name) const;
    QStringList options(const QString &name) const;
    bool isSet(const QString &name) const;
    Output &out() const { return *m_invocation.output; }
    api::ApiClient &client() const;
    // The account the session signed in as: every request of the command belongs to it.
    api::AccountPtr account() const;
    Session &session() const { return *m_invocation.session; }

    Invocation m_invocation;

private:
    bool m_finished = false;
};

// How a command is written on the command line and what it accepts.
struct CommandSpec
{
    QString name;                                // its words: "products list"
    QString summary;                             // one line for the list of commands
    QString syntax;                              // its arguments in the usage line: "ID", "FILE"
    QList<QPair<QString, QString>> argumentHelp; // argument -> what it is
    QString details;                             // paragraphs after the options in its --help
    QList<QCommandLineOption> options;
    int minArguments = 0;
    int maxArguments = 0; // -1: any number
    bool needsSession = true;
    bool formats = true; // takes --format
    Format defaultFormat = Format::Table;
    // A usage mistake the parser cannot see (a wrong combination, a malformed value); empty when
    // the command line is right.
    std::function<QString(const QCommandLineParser &options, const QStringList &arguments)> check;
    std::function<Command *(const Invocation &)> create;
};

// A command that takes one product id (products get, products price): the argument's syntax and
// help in `spec`; productIdProblem() checks it as the window does (empty when it is right).
void takeProductId(CommandSpec &spec);
QString productIdProblem(const QStringList &arguments);

// Every command, in the order --help lists them.
QList<CommandSpec> commandSpecs();

} // namespace bd::cli
