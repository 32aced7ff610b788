#pragma once

// The sandbox as a program of its own (BD_SANDBOX_EXE), for tests that measure this process's
// memory: an in-process sandbox's own buffers would count as the client's.

#include <QProcess>
#include <QString>
#include <QStringList>

namespace bd::test {

class SandboxProcess
{
public:
    // Starts it on a free port with the given faults (and other options, such as
    // --generate-invoices N); baseUrl and apiKey are empty on failure.
    explicit SandboxProcess(const QStringList &faults, const QStringList &options = {})
    {
        QStringList arguments = QStringList{QStringLiteral("--port"), QStringLiteral("0")} + options;
        for (const QString &f : faults)
            arguments << QStringLiteral("--fault") << f;
        m_process.start(QStringLiteral(BD_SANDBOX_EXE), arguments);
        if (!m_process.waitForStarted())
            return;
        while (apiKey.isEmpty() && m_process.waitForReadyRead(10000)) {
            while (m_process.canReadLine()) {
                const QString line = QString::fromUtf8(m_process.readLine()).trimmed();
                if (line.contains(u"listening on "))
                    baseUrl = line.section(u' ', -1);
                else if (line.startsWith(u"Demo API key"))
                    apiKey = line.section(u' ', -1);
            }
        }
    }
    ~SandboxProcess()
    {
        m_process.kill();
        m_process.waitForFinished();
    }
    SandboxProcess(const SandboxProcess &) = delete;
    SandboxProcess &operator=(const SandboxProcess &) = delete;

    QString baseUrl;
    QString apiKey;

private:
    QProcess m_process;
};

} // namespace bd::test
