#pragma once

// Starts the sandbox in-process on a free loopback port for one test class.

#include "../common/httptestclient.h"
#include "sandbox/sandboxserver.h"

#include <QTest>

namespace bd::test {

class SandboxFixture
{
public:
    explicit SandboxFixture(bd::sandbox::SandboxOptions options = {})
    {
        QString error;
        if (!server.start(options, 0, &error))
            qFatal("sandbox did not start: %s", qPrintable(error));
    }

    QUrl url(const QString &path) const { return QUrl(server.baseUrl().toString() + path); }

    HttpResult get(const QString &path, const Headers &headers)
    {
        return httpRequest(nam, "GET", url(path), headers);
    }
    HttpResult send(const QByteArray &method, const QString &path, const Headers &headers,
                    const QByteArray &body)
    {
        return httpRequest(nam, method, url(path), headers, body);
    }

    Headers apiKey(const char *tenant = "acme")
    {
        for (const auto &t : server.service().data().tenants) {
            if (t.id == QLatin1String(tenant))
                return {{"svc-api-key", t.apiKeys.first().toUtf8()}};
        }
        return {};
    }
    QByteArray accessKey(const char *tenant)
    {
        for (const auto &t : server.service().data().tenants) {
            if (t.id == QLatin1String(tenant))
                return t.accessKey.toUtf8();
        }
        return {};
    }

    bd::sandbox::SandboxServer server;
    QNetworkAccessManager nam;
};

inline constexpr const char *DemoUser = "demo@billingdesk.test";
inline constexpr const char *DemoPassword = "demo-password";

} // namespace bd::test
