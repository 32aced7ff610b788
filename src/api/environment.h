#pragma once

// Where the service is: production, the hosted sandbox, a custom address, or the built-in demo.

#include <QByteArray>
#include <QString>
#include <QUrl>
#include <QUrlQuery>

namespace bd::api {

struct Environment
{
    enum class Kind { Production, Sandbox, Custom, Demo };
    Kind kind = Kind::Custom;
    QString name;
    QUrl baseUrl; // {base_url}
    QUrl appUrl;  // {app_url}: host of the query endpoint; baseUrl when empty
    QByteArray apiKeyHeader = "svc-api-key";
    bool http2Allowed = false;

    bool isProduction() const { return kind == Kind::Production; }
    QUrl queryBaseUrl() const { return appUrl.isEmpty() ? baseUrl : appUrl; }
};

// True for 127.0.0.0/8, ::1 and localhost.
bool isLoopback(const QUrl &url);
// Empty when the address may be used; otherwise why not (https required off this computer).
QString addressProblem(const QUrl &url);
// True when both addresses have the same scheme, host and port (a URL's origin).
bool sameOrigin(const QUrl &a, const QUrl &b);
// Empty when a request that carries credentials or a body may follow a redirect from the service's
// address `origin` to `target`: only within the same origin, and only where addressProblem allows.
// Otherwise a sentence naming the target.
QString credentialRedirectProblem(const QUrl &origin, const QUrl &target);
// Empty when a request without any credential (an image) may follow a redirect from `from` to
// `target`: anywhere addressProblem allows, but never from https down to plain http.
QString bareRedirectProblem(const QUrl &from, const QUrl &target);
// base + path (segments percent-encoded by the caller through pathSegment) + query.
QUrl endpointUrl(const QUrl &base, const QString &path, const QUrlQuery &query = {});
// One path segment, percent-encoded so an id can never add a path or query.
QString pathSegment(const QString &segment);

} // namespace bd::api
