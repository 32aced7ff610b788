#include "cli/command.h"

#include "api/apierror.h"
#include "api/apijob.h"
#include "api/productjob.h"
#include "cli/output.h"
#include "cli/session.h"
#include "domain/validation.h"
#include "models/common/waitsentence.h"

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

void Command::readProduct(const QString &id, const std::function<void(const api::ProductJob &job)> &use)
{
    auto *job = new api::ProductJob(account(), id, this);
    reportWaits(job);
    connect(job, &api::ApiJob::finished, this, [this, job, id, use] {
        if (!job->succeeded()) {
            fail(job->error(), QCoreApplication::translate("bd::cli", "Product %1").arg(id));
            return;
        }
        for (const domain::DecodeProblem &p : job->problems())
            out().message(
                QCoreApplication::translate("bd::cli", "Not as the spec describes: %1").arg(p.toString()));
        use(*job);
    });
    job->start();
}

void takeProductId(CommandSpec &spec)
{
    spec.syntax = QStringLiteral("ID");
    spec.argumentHelp = {
        {QStringLiteral("ID"),
         QCoreApplication::translate("bd::cli", "The product's id: 15 or 18 letters and digits.")}};
    spec.minArguments = 1;
    spec.maxArguments = 1;
}

QString productIdProblem(const QStringList &arguments)
{
    const std::optional<domain::Violation> v = domain::validateProductId(arguments.value(0));
    return v ? v->message : QString();
}

void Command::reportWaits(QObject *job)
{
    if (auto *apiJob = qobject_cast<api::ApiJob *>(job)) {
        connect(apiJob, &api::ApiJob::waiting, this, [this](int seconds, int attempt, int of) {
            out().message(models::waitSentence(seconds, attempt, of));
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
