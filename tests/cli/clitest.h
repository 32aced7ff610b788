#pragma once

// Runs the real billing-desk-cli (BD_CLI_PATH) the way a script does — arguments, environment,
// standard input — and waits in an event loop, so a sandbox started in the test keeps answering
// it. Each runner has its own HOME and XDG folders: no settings or accounts leak between tests.

#include "../sandbox/sandboxfixture.h"
#include "api/programnames.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

namespace bd::test {

struct CliResult
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QString outText() const { return QString::fromUtf8(out); }
    QString errText() const { return QString::fromUtf8(err); }
    QStringList outLines() const { return outText().split(u'\n', Qt::SkipEmptyParts); }
};

class CliRunner
{
public:
    CliRunner()
    {
        environment = QProcessEnvironment::systemEnvironment();
        for (const QString &name : environment.keys()) {
            if (name.startsWith(QStringLiteral("BILLING_DESK_")))
                environment.remove(name);
        }
        for (const char *dir : {"home", "config", "data", "cache"})
            QDir(m_dir.path()).mkpath(QString::fromLatin1(dir));
        environment.insert(QStringLiteral("HOME"), path("home"));
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), path("config"));
        environment.insert(QStringLiteral("XDG_DATA_HOME"), path("data"));
        environment.insert(QStringLiteral("XDG_CACHE_HOME"), path("cache"));
        // English messages and C number formats, whatever the machine's language.
        environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        environment.insert(QStringLiteral("LANGUAGE"), QString());
        environment.remove(QStringLiteral("DISPLAY"));
        environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
    }

    QString path(const char *sub) const { return m_dir.filePath(QString::fromLatin1(sub)); }
    // The settings file the tool (and the window) uses in this runner's folders.
    QString settingsFile() const
    {
        return path("config") + u'/' + api::programOrganizationName() + u'/' + api::programSettingsName() +
               QStringLiteral(".conf");
    }

    CliResult run(const QStringList &arguments, const QByteArray &input = {},
                  const QList<QPair<QString, QString>> &extraEnvironment = {}, int timeoutMs = 60000)
    {
        QProcessEnvironment env = environment;
        for (const auto &[name, value] : extraEnvironment)
            env.insert(name, value);
        QProcess process;
        process.setProcessEnvironment(env);
        process.setWorkingDirectory(m_dir.path());
        QEventLoop loop;
        QObject::connect(&process, &QProcess::finished, &loop, &QEventLoop::quit);
        QObject::connect(&process, &QProcess::errorOccurred, &loop, &QEventLoop::quit);
        QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
        process.start(QStringLiteral(BD_CLI_PATH), arguments);
        process.write(input);
        process.closeWriteChannel();
        loop.exec();
        CliResult r;
        if (process.state() != QProcess::NotRunning) {
            process.kill();
            process.waitForFinished();
            r.err = "(timed out)";
            return r;
        }
        r.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        r.out = process.readAllStandardOutput();
        r.err = process.readAllStandardError();
        return r;
    }

    QProcessEnvironment environment;

private:
    QTemporaryDir m_dir;
};

// Arguments and environment that point the tool at a sandbox with an API key for this run.
inline QStringList sandboxArguments(SandboxFixture &f)
{
    return {QStringLiteral("--base-url"), f.server.baseUrl().toString()};
}
inline QList<QPair<QString, QString>> apiKeyEnvironment(SandboxFixture &f, const char *tenant = "acme")
{
    return {{QStringLiteral("BILLING_DESK_API_KEY"), QString::fromUtf8(f.apiKey(tenant).first().second)}};
}

// The requests the sandbox received to paths starting with `prefix`, as "METHOD path".
inline QStringList receivedRequests(SandboxFixture &f, const QString &prefix = QStringLiteral("/"))
{
    QStringList out;
    for (const auto &r : f.server.service().received()) {
        if (r.path.startsWith(prefix))
            out << QString::fromLatin1(r.method) + u' ' + r.path;
    }
    return out;
}

} // namespace bd::test
