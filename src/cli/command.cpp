#include "cli/command.h"

#include "api/apierror.h"
#include "api/apijob.h"
#include "cli/output.h"
#include "cli/session.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QTimer>

namespace bd::cli {

Command::Command(const Invocation &invocation, QObject *parent) : QObject(parent), m_invocation(invocation) {}

void Command::finish(int exitCode)
{
    if (m_finished)
        return;
    m_finished = true;
    out().clearProgress();
    // Queued: a command may finish from inside start(), before anyone could connect.
    QTimer::singleShot(0, this, [this, exitCode] { emit finished(exitCode); });
}

void Command::fail(const api::ApiError &error, const QString &what)
{
    const QString sentence = error.userMessage();
    out().message(what.isEmpty() ? sentence : what + QStringLiteral(": ") + sentence);
    const ExitCode code = exitCodeFor(error);
    finish(code == Done ? RequestFailed : code);
}

std::optional<QByteArray> Command::readInput(const QString &path, QString *error)
{
    QFile file;
    const bool opened = path == u"-" ? file.open(stdin, QIODevice::ReadOnly)
                                     : (file.setFileName(path), file.open(QIODevice::ReadOnly));
    if (!opened) {
        *error =
            QCoreApplication::translate("bd::cli", "Could not read %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    return file.readAll();
}

void Command::fail(const QString &message, int exitCode)
{
    out().message(message);
    finish(exitCode);
}

void Command::print(const RecordSet &set)
{
    out().data(formatRecords(set, m_invocation.format, m_invocation.maxCellWidth));
}

void Command::reportWaits(QObject *job)
{
    if (auto *apiJob = qobject_cast<api::ApiJob *>(job)) {
        connect(apiJob, &api::ApiJob::waiting, this, [this](int seconds, int attempt, int of) {
            out().message(api::ApiJob::waitingText(seconds, attempt, of));
        });
    }
}

QString Command::option(const QString &name) const
{
    return m_invocation.options->value(name);
}

QStringList Command::options(const QString &name) const
{
    return m_invocation.options->values(name);
}

bool Command::isSet(const QString &name) const
{
    return m_invocation.options->isSet(name);
}

api::ApiClient &Command::client() const
{
    return session().client();
}

api::AccountPtr Command::account() const
{
    return session().client().session().current();
}

} // namespace bd::cli
