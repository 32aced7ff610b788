#include "app/commandline.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

namespace bd::app {

static QString tr(const char *text)
{
    return QCoreApplication::translate("main", text);
}

CommandLine parseCommandLine(QCommandLineParser &parser, const QStringList &arguments)
{
    parser.setApplicationDescription(
        tr("Desktop client for the Billing and Catalog Service.\n\n"
           "Secrets are read from BILLING_DESK_API_KEY, BILLING_DESK_PASSWORD and "
           "BILLING_DESK_TENANT_KEY, or from standard input with --secret-stdin; "
           "never from the command line."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption demo(QStringLiteral("demo"),
                                  tr("Start the built-in sandbox service and sign in to it."));
    const QCommandLineOption environment(QStringLiteral("environment"),
                                         tr("Environment: production, sandbox or custom."),
                                         QStringLiteral("name"));
    const QCommandLineOption baseUrl(QStringLiteral("base-url"),
                                     tr("Service address (https, or http to this computer)."),
                                     QStringLiteral("url"));
    const QCommandLineOption queryUrl(QStringLiteral("query-url"),
                                      tr("Address of the query endpoint's host."), QStringLiteral("url"));
    const QCommandLineOption auth(QStringLiteral("auth"), tr("Authentication: api-key, token or basic."),
                                  QStringLiteral("method"));
    const QCommandLineOption user(QStringLiteral("user"), tr("User name for token or Basic authentication."),
                                  QStringLiteral("name"));
    const QCommandLineOption secretStdin(
        QStringLiteral("secret-stdin"),
        tr("Read the API key (api-key) or the password (token, basic) from standard input."));
    parser.addOptions({demo, environment, baseUrl, queryUrl, auth, user, secretStdin});
    parser.process(arguments);

    CommandLine cl;
    cl.demo = parser.isSet(demo);
    const QString env = parser.value(environment).toLower();
    if (env == u"production") {
        cl.environmentName = tr("Production");
        cl.request.environment.kind = api::Environment::Kind::Production;
    } else if (env == u"sandbox") {
        cl.environmentName = tr("Sandbox");
        cl.request.environment.kind = api::Environment::Kind::Sandbox;
    } else if (!env.isEmpty() && env != u"custom") {
        cl.error = tr("--environment must be production, sandbox or custom.");
        return cl;
    } else if (parser.isSet(baseUrl)) {
        cl.environmentName = tr("Custom address");
    }
    cl.request.environment.name = cl.environmentName;
    if (parser.isSet(baseUrl))
        cl.request.environment.baseUrl = QUrl::fromUserInput(parser.value(baseUrl));
    if (parser.isSet(queryUrl))
        cl.request.environment.appUrl = QUrl::fromUserInput(parser.value(queryUrl));
    const QString method = parser.value(auth).toLower();
    if (method.isEmpty() || method == u"api-key")
        cl.request.method = api::AuthMethod::ApiKey;
    else if (method == u"token")
        cl.request.method = api::AuthMethod::Bearer;
    else if (method == u"basic")
        cl.request.method = api::AuthMethod::Basic;
    else {
        cl.error = tr("--auth must be api-key, token or basic.");
        return cl;
    }
    cl.request.userName = parser.value(user);
    cl.request.apiKey = qEnvironmentVariable("BILLING_DESK_API_KEY");
    cl.request.password = qEnvironmentVariable("BILLING_DESK_PASSWORD");
    cl.request.tenantAccessKey = qEnvironmentVariable("BILLING_DESK_TENANT_KEY");
    if (parser.isSet(secretStdin)) {
        QTextStream in(stdin);
        const QString secret = in.readLine();
        if (cl.request.method == api::AuthMethod::ApiKey)
            cl.request.apiKey = secret;
        else
            cl.request.password = secret;
    }
    const bool haveSecret = cl.request.method == api::AuthMethod::ApiKey
                                ? !cl.request.apiKey.isEmpty()
                                : !cl.request.password.isEmpty() && !cl.request.userName.isEmpty();
    cl.complete = !cl.request.environment.baseUrl.isEmpty() && haveSecret;
    return cl;
}

} // namespace bd::app
