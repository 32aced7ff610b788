#include "cli/cli.h"

#include "cli/command.h"
#include "cli/output.h"
#include "cli/session.h"
#include "cli/terminal.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTimer>

namespace bd::cli {

namespace {

QString translateCli(const char *context, const char *text)
{
    return QCoreApplication::translate(context, text);
}

const QString Program = QStringLiteral("billing-desk-cli");

// A table cell is cut to this many characters when the table goes to a terminal.
constexpr int TerminalCellWidth = 48;

// QCommandLineParser has no option with an optional value: a bare --yes becomes "--yes=" (set,
// empty), so that --yes and --yes=<tenant> are one option.
QStringList withOptionalValues(QStringList arguments)
{
    for (QString &a : arguments) {
        if (a == u"--yes")
            a = QStringLiteral("--yes=");
    }
    return arguments;
}

// The part of a parser's help from "Options:" on (its usage line is replaced by ours).
QString optionsSection(const QList<QCommandLineOption> &options)
{
    QCommandLineParser parser;
    parser.addOptions(options);
    const QString text = parser.helpText();
    const qsizetype lineEnd = text.indexOf(u'\n');
    return text.mid(lineEnd + 1).trimmed() + u'\n';
}

// Help fits an 80-column terminal.
constexpr qsizetype HelpWidth = 80;

// `text` broken at spaces into lines of at most HelpWidth columns, its first line starting at
// column `first`, the others indented by `indent` (a word longer than a line stays whole).
QString wrapped(const QString &text, qsizetype indent, qsizetype first)
{
    QString out;
    qsizetype column = first;
    bool lineStarted = false;
    for (const QString &word : text.split(u' ', Qt::SkipEmptyParts)) {
        if (lineStarted && column + 1 + word.size() > HelpWidth) {
            out += u'\n' + QString(indent, u' ');
            column = indent;
            lineStarted = false;
        }
        if (lineStarted) {
            out += u' ';
            ++column;
        }
        out += word;
        column += word.size();
        lineStarted = true;
    }
    return out;
}

// Each line of a text that may hold lists or aligned columns: kept as it is when it fits, else
// wrapped, its continued lines indented two more than its own.
QString wrappedLines(const QString &text)
{
    QStringList lines;
    for (const QString &line : text.split(u'\n')) {
        qsizetype lead = 0;
        while (lead < line.size() && line.at(lead) == u' ')
            ++lead;
        lines << (line.size() <= HelpWidth ? line
                                           : QString(lead, u' ') + wrapped(line.mid(lead), lead + 2, lead));
    }
    return lines.join(u'\n');
}

// Names and what they do; a name wider than 28 columns has its text on the line below.
QString twoColumns(const QList<QPair<QString, QString>> &rows)
{
    qsizetype width = 0;
    for (const auto &[name, text] : rows)
        if (name.size() <= 28)
            width = std::max(width, name.size());
    const qsizetype textColumn = 2 + width + 2;
    QString out;
    for (const auto &[name, text] : rows) {
        if (name.size() > width)
            out += QStringLiteral("  ") + wrapped(name, 6, 2) + u'\n' + QString(textColumn, u' ');
        else
            out += QStringLiteral("  ") + name.leftJustified(width) + QStringLiteral("  ");
        out += wrapped(text, textColumn, textColumn) + u'\n';
    }
    return out;
}

} // namespace

Cli::Cli(QStringList arguments, QObject *parent)
    : QObject(parent), m_arguments(withOptionalValues(std::move(arguments))), m_signInOptions(&translateCli),
      m_help({QStringLiteral("h"), QStringLiteral("help")},
             QCoreApplication::translate("bd::cli", "Show this help (or a command's) and exit.")),
      m_version({QStringLiteral("v"), QStringLiteral("version")},
                QCoreApplication::translate("bd::cli", "Show the version and exit.")),
      m_demo(QStringLiteral("demo"),
             QCoreApplication::translate("bd::cli", "Run against the built-in sandbox service: sample data, "
                                                    "no account needed.")),
      m_tenant(
          QStringLiteral("tenant"),
          QCoreApplication::translate("bd::cli", "With --auth token: which of your tenants (id or name)."),
          QStringLiteral("name")),
      m_output(new Output)
{}

Cli::~Cli()
{
    delete m_session; // before the output it writes to
    delete m_output;
}

QList<QCommandLineOption> Cli::globalOptions() const
{
    return QList<QCommandLineOption>{m_demo} + m_signInOptions.all() + QList<QCommandLineOption>{m_tenant};
}

int Cli::usage(const QString &problem, const QString &helpCommand)
{
    const QString command = helpCommand.isEmpty() ? Program : Program + u' ' + helpCommand;
    m_output->message(problem);
    m_output->message(
        QCoreApplication::translate("bd::cli", "Run “%1 --help” for how to use it.").arg(command));
    return Usage;
}

int Cli::exec()
{
    const int early = prepare();
    if (early >= 0)
        return early;
    QTimer::singleShot(0, this, [this] { m_run(); });
    return QCoreApplication::exec();
}

void Cli::end(int exitCode)
{
    if (m_ended)
        return;
    m_ended = true;
    const auto quit = [exitCode] { QCoreApplication::exit(exitCode); };
    if (m_session)
        m_session->close(quit); // a refreshed token is still being remembered
    else
        quit();
}

// Everything that needs no event loop: help, version, usage mistakes. Returns the exit status
// when the run ends here, -1 when a command is ready in m_run.
int Cli::prepare()
{
    QCommandLineParser top;
    // Options up to the command's first word are global; the rest belongs to the command.
    top.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    top.addOptions(globalOptions() + QList<QCommandLineOption>{m_help, m_version});
    if (!top.parse(m_arguments))
        return usage(top.errorText());
    const QStringList positional = top.positionalArguments();
    if (positional.isEmpty()) {
        if (top.isSet(m_version)) {
            m_output->data(
                QStringLiteral("%1 %2\n").arg(Program, QCoreApplication::applicationVersion()).toUtf8());
            return Done;
        }
        if (top.isSet(m_help)) {
            m_output->data(mainHelp().toUtf8());
            return Done;
        }
        return usage(QCoreApplication::translate("bd::cli", "Name a command, for example “products list”."));
    }

    const QList<CommandSpec> specs = commandSpecs();
    const CommandSpec *spec = nullptr;
    for (const CommandSpec &s : specs) {
        const QStringList words = s.name.split(u' ');
        if (positional.mid(0, words.size()) == words && (!spec || s.name.size() > spec->name.size()))
            spec = &s;
    }
    const bool wantsHelp =
        m_arguments.contains(QStringLiteral("--help")) || m_arguments.contains(QStringLiteral("-h"));
    if (!spec) {
        const QString group = positional.first();
        const bool isGroup = std::any_of(specs.begin(), specs.end(), [&](const CommandSpec &s) {
            return s.name.startsWith(group + u' ');
        });
        if (isGroup && wantsHelp && (positional.size() == 1 || positional.at(1).startsWith(u'-'))) {
            m_output->data(groupHelp(group).toUtf8());
            return Done;
        }
        if (isGroup) {
            const QString problem =
                positional.size() == 1
                    ? QCoreApplication::translate("bd::cli", "“%1” needs a command after it.").arg(group)
                    : QCoreApplication::translate("bd::cli", "Unknown command: %1 %2")
                          .arg(group, positional.at(1));
            m_output->message(problem);
            m_output->message(groupHelp(group).trimmed());
            return Usage;
        }
        return usage(QCoreApplication::translate("bd::cli", "Unknown command: %1").arg(group));
    }

    // The command's own parse: global options may also come after its words.
    const qsizetype words = spec->name.count(u' ') + 1;
    const QStringList before = m_arguments.mid(1, m_arguments.size() - 1 - positional.size());
    const QCommandLineOption format(
        QStringLiteral("format"),
        QCoreApplication::translate("bd::cli", "Output: table, csv, json or jsonl."),
        QStringLiteral("format"));
    m_parser = std::make_unique<QCommandLineParser>(); // answers the command's option lookups
    QCommandLineParser &parser = *m_parser;
    parser.addOptions(globalOptions() + QList<QCommandLineOption>{m_help} + spec->options);
    if (spec->formats)
        parser.addOption(format);
    if (!parser.parse(QStringList{m_arguments.first()} + before + positional.mid(words)))
        return usage(parser.errorText(), spec->name);
    if (parser.isSet(m_help)) {
        m_output->data(commandHelp(*spec).toUtf8());
        return Done;
    }
    const QStringList arguments = parser.positionalArguments();
    if (arguments.size() < spec->minArguments)
        return usage(QCoreApplication::translate("bd::cli", "Missing: %1").arg(spec->syntax), spec->name);
    if (spec->maxArguments >= 0 && arguments.size() > spec->maxArguments)
        return usage(QCoreApplication::translate("bd::cli", "Unexpected argument: %1")
                         .arg(arguments.at(spec->maxArguments)),
                     spec->name);
    Invocation invocation;
    invocation.format = spec->defaultFormat;
    if (spec->formats && parser.isSet(format)) {
        const std::optional<Format> f = parseFormat(parser.value(format));
        if (!f)
            return usage(
                QCoreApplication::translate("bd::cli", "--format must be table, csv, json or jsonl."),
                spec->name);
        invocation.format = *f;
    }
    if (spec->check) {
        if (const QString problem = spec->check(parser, arguments); !problem.isEmpty())
            return usage(problem, spec->name);
    }
    if (parser.isSet(m_demo) && !spec->needsSession)
        return usage(QCoreApplication::translate("bd::cli",
                                                 "The demo needs no sign-in: run the other commands "
                                                 "with --demo."),
                     spec->name);
    const bool readsStdin =
        arguments.contains(QStringLiteral("-")) ||
        std::any_of(spec->options.begin(), spec->options.end(), [&](const QCommandLineOption &o) {
            return parser.values(o).contains(QStringLiteral("-"));
        });
    if (readsStdin && parser.isSet(m_signInOptions.secretStdin))
        return usage(QCoreApplication::translate("bd::cli",
                                                 "--secret-stdin cannot be combined with reading a file "
                                                 "from standard input (“-”)."),
                     spec->name);

    // Read (and take out of the environment) the secrets even when the command needs none.
    Session::Options sessionOptions;
    sessionOptions.demo = parser.isSet(m_demo);
    sessionOptions.given = m_signInOptions.read(parser);
    sessionOptions.tenant = parser.value(m_tenant);
    if (!sessionOptions.given.problem.isEmpty())
        return usage(sessionOptions.given.problem, spec->name);

    m_session = new Session(std::move(sessionOptions), *m_output);
    connect(m_session, &Session::ended, this, &Cli::end);
    invocation.output = m_output;
    invocation.session = m_session;
    invocation.arguments = arguments;
    invocation.maxCellWidth = Terminal::stdoutIsTerminal() ? TerminalCellWidth : 0;
    invocation.options = m_parser.get();
    const CommandSpec chosen = *spec;
    m_run = [this, chosen, invocation] {
        const auto start = [this, chosen, invocation] {
            Command *command = chosen.create(invocation);
            command->setParent(this);
            connect(command, &Command::finished, this, &Cli::end);
            command->start();
        };
        if (!chosen.needsSession) {
            start();
            return;
        }
        m_session->open([this, start](int code) {
            if (code == Done)
                start();
            else
                end(code);
        });
    };
    return -1;
}

QString Cli::mainHelp() const
{
    QString text = wrapped(QCoreApplication::translate(
                               "bd::cli", "Usage: %1 [options] <command> [arguments] [command options]")
                               .arg(Program),
                           4, 0) +
                   u'\n';
    text +=
        wrapped(QCoreApplication::translate(
                    "bd::cli", "Command-line client for the Billing and Catalog Service: the same core as "
                               "the Billing Desk window, for terminals and scripts. Data goes to standard "
                               "output; messages, waits and progress go to standard error."),
                0, 0) +
        QStringLiteral("\n\n");
    text += optionsSection(globalOptions() + QList<QCommandLineOption>{m_help, m_version}) + u'\n';
    text += QCoreApplication::translate("bd::cli", "Commands:") + u'\n';
    QList<QPair<QString, QString>> rows;
    for (const CommandSpec &s : commandSpecs())
        rows.append({s.syntax.isEmpty() ? s.name : s.name + u' ' + s.syntax, s.summary});
    text += twoColumns(rows) + u'\n';
    text += QCoreApplication::translate("bd::cli", "Run “%1 <command> --help” for a command's options.")
                .arg(Program) +
            QStringLiteral("\n\n");
    text +=
        wrapped(
            QCoreApplication::translate(
                "bd::cli",
                "Where and how to sign in work as in the window. Secrets never come from arguments (they "
                "would show in the process list): they come from the keychain (after “sign-in”; the window "
                "and this tool share it), from BILLING_DESK_API_KEY, BILLING_DESK_PASSWORD and "
                "BILLING_DESK_TENANT_KEY (removed from the environment once read), or from standard input "
                "with --secret-stdin."),
            0, 0) +
        QStringLiteral("\n\n");
    text += QCoreApplication::translate("bd::cli", "Exit status:") + u'\n';
    text += twoColumns({
        {QStringLiteral("0"), QCoreApplication::translate("bd::cli", "done")},
        {QStringLiteral("1"),
         QCoreApplication::translate("bd::cli", "a request failed (the service could not be "
                                                "reached, refused it, or answered badly)")},
        {QStringLiteral("2"),
         QCoreApplication::translate("bd::cli", "usage: the command line is wrong or a value "
                                                "breaks the service's rules; nothing was sent")},
        {QStringLiteral("3"),
         QCoreApplication::translate("bd::cli", "not signed in, credentials refused, or a "
                                                "deletion not confirmed")},
        {QStringLiteral("4"),
         QCoreApplication::translate("bd::cli", "some rows of a CSV update failed; the others "
                                                "were sent")},
    });
    text += u'\n' + QCoreApplication::translate("bd::cli", "Examples:") + u'\n';
    for (const char *example :
         {"billing-desk-cli --demo products list --format csv | head",
          "billing-desk-cli --demo contacts update --from-csv fixes.csv --dry-run",
          "BILLING_DESK_API_KEY=... billing-desk-cli \\\n      --base-url https://billing.example.com tenant",
          "billing-desk-cli sign-in --environment production \\\n      --auth token --user me@example.com",
          "billing-desk-cli invoices delete --status Canceled --yes='Acme Software Ltd'"})
        text += QStringLiteral("  ") + QString::fromLatin1(example) + u'\n';
    return text;
}

QString Cli::groupHelp(const QString &group) const
{
    QString text = wrapped(QCoreApplication::translate(
                               "bd::cli", "Usage: %1 [options] %2 <command> [arguments] [command "
                                          "options]")
                               .arg(Program, group),
                           4, 0) +
                   QStringLiteral("\n\n") + QCoreApplication::translate("bd::cli", "Commands:") + u'\n';
    QList<QPair<QString, QString>> rows;
    for (const CommandSpec &s : commandSpecs()) {
        if (s.name.startsWith(group + u' '))
            rows.append({s.syntax.isEmpty() ? s.name : s.name + u' ' + s.syntax, s.summary});
    }
    return text + twoColumns(rows);
}

QString Cli::commandHelp(const CommandSpec &spec) const
{
    QString usageLine = Program + QStringLiteral(" [options] ") + spec.name;
    if (!spec.syntax.isEmpty())
        usageLine += u' ' + spec.syntax;
    QString text = wrapped(QCoreApplication::translate("bd::cli", "Usage: %1").arg(usageLine), 4, 0) + u'\n' +
                   wrapped(spec.summary, 0, 0) + QStringLiteral("\n\n");
    QList<QCommandLineOption> options = spec.options;
    if (spec.formats)
        options.append(QCommandLineOption(
            QStringLiteral("format"),
            QCoreApplication::translate("bd::cli", "Output: table, csv, json or jsonl (default: %1).")
                .arg(QStringList{QStringLiteral("table"), QStringLiteral("csv"), QStringLiteral("json"),
                                 QStringLiteral("jsonl")}
                         .at(int(spec.defaultFormat))),
            QStringLiteral("format")));
    options.append(m_help);
    text += optionsSection(options);
    if (!spec.argumentHelp.isEmpty())
        text += u'\n' + QCoreApplication::translate("bd::cli", "Arguments:") + u'\n' +
                twoColumns(spec.argumentHelp);
    if (!spec.details.isEmpty())
        text += u'\n' + wrappedLines(spec.details.trimmed()) + u'\n';
    text += u'\n' +
            wrapped(QCoreApplication::translate(
                        "bd::cli", "Global options (--demo, --environment, --base-url, --auth, ...): "
                                   "see “%1 --help”.")
                        .arg(Program),
                    0, 0) +
            u'\n';
    return text;
}

} // namespace bd::cli
