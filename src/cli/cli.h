#pragma once

// The tool's composition root: reads the command line (global options, the command's words, its
// own options), prints help, usage mistakes (exit status 2) and the version without touching the
// network, then opens the session a command needs, runs the command, and returns its exit
// status once every keychain write has finished.

#include "api/signinoptions.h"

#include <QCommandLineParser>
#include <QObject>
#include <QStringList>

#include <memory>

namespace bd::cli {

struct CommandSpec;
class Output;
class Session;

class Cli final : public QObject
{
    Q_OBJECT
public:
    explicit Cli(QStringList arguments, QObject *parent = nullptr);
    ~Cli() override;

    // Runs the command line; returns the exit status.
    int exec();

private:
    int prepare();
    int usage(const QString &problem, const QString &helpCommand = {});
    void end(int exitCode);
    QList<QCommandLineOption> globalOptions() const;
    QString mainHelp() const;
    QString groupHelp(const QString &group) const;
    QString commandHelp(const CommandSpec &spec) const;

    QStringList m_arguments;
    api::SignInOptions m_signInOptions;
    const QCommandLineOption m_help;
    const QCommandLineOption m_version;
    const QCommandLineOption m_demo;
    const QCommandLineOption m_tenant;
    Output *m_output;
    Session *m_session = nullptr;
    std::unique_ptr<QCommandLineParser> m_parser; // the command's options
    std::function<void()> m_run;                  // what exec() starts in the event loop
    bool m_ended = false;
};

} // namespace bd::cli
