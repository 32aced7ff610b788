#pragma once

// The independent service (tests/conformance/alt_service.py) as a process on loopback, and a
// client signed in to one of its tenants with a bearer token, as the window signs in.

#include "../common/accounttestutil.h"
#include "api/apiclient.h"
#include "api/tokenjob.h"

#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QUrl>

namespace bd::test {

class AltService
{
public:
    ~AltService()
    {
        m_process.terminate();
        m_process.waitForFinished(5000);
    }
    // Starts it on a free port; the address, or an empty one (with a warning) when it did not.
    QUrl start(const QStringList &options = {})
    {
        const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
        if (python.isEmpty()) {
            qWarning("python3 is needed for the independent service");
            return {};
        }
        m_process.setProgram(python);
        // Its request log is not read: a full pipe would stop it mid-answer.
        m_process.setStandardErrorFile(QProcess::nullDevice());
        m_process.setArguments(QStringList{QStringLiteral(BD_SOURCE_DIR "/tests/conformance/alt_service.py"),
                                           QStringLiteral("--port"), QStringLiteral("0")} +
                               options);
        m_process.start();
        if (!m_process.waitForStarted() ||
            !QTest::qWaitFor([this] { return m_process.canReadLine(); }, 10000))
            return {};
        const QString line = QString::fromUtf8(m_process.readLine()).trimmed();
        if (!line.startsWith(QStringLiteral("listening on ")))
            return {};
        m_base = QUrl(line.mid(13));
        return m_base;
    }
    QUrl base() const { return m_base; }

    // Signs `client` in as olga@alt.test to the tenant with this id ("north", "south").
    bool signIn(api::ApiClient &client, const QString &tenantId) const
    {
        api::Environment env;
        env.name = QStringLiteral("Alternative");
        env.baseUrl = m_base;
        if (!client.setEnvironment(env).isEmpty())
            return false;
        api::TokenJob token(anonymousOf(client), QStringLiteral("olga@alt.test"),
                            QStringLiteral("pa55-word!"));
        token.setAutoDelete(false);
        QSignalSpy done(&token, &api::ApiJob::finished);
        token.start();
        if (!done.wait(10000) || !token.succeeded())
            return false;
        for (const domain::Tenant &t : token.grant().tenants) {
            if (t.id == tenantId) {
                client.session().useBearer(QStringLiteral("olga@alt.test"), token.grant(), t.accessKey);
                client.session().setTenant(t.accessKey, t.name);
                return true;
            }
        }
        return false;
    }

private:
    QProcess m_process;
    QUrl m_base;
};

} // namespace bd::test
