#include "api/signinoptions.h"

#include "api/environmentsecret.h"

#include <QCommandLineParser>
#include <QTextStream>

namespace bd::api {

// The strings keep the context they had when only the window read them, so their translations
// stay where they are.
static const char Context[] = "bd::app::CommandLine";

SignInOptions::SignInOptions(Translate translate)
    : environment(QStringLiteral("environment"),
                  translate(Context, QT_TRANSLATE_NOOP("bd::app::CommandLine",
                                                       "Environment: production, sandbox or custom.")),
                  QStringLiteral("name")),
      baseUrl(QStringLiteral("base-url"),
              translate(Context, QT_TRANSLATE_NOOP("bd::app::CommandLine",
                                                   "Service address (https, or http to this computer).")),
              QStringLiteral("url")),
      queryUrl(QStringLiteral("query-url"),
               translate(Context,
                         QT_TRANSLATE_NOOP("bd::app::CommandLine", "Address of the query endpoint's host.")),
               QStringLiteral("url")),
      auth(QStringLiteral("auth"),
           translate(Context,
                     QT_TRANSLATE_NOOP("bd::app::CommandLine", "Authentication: api-key, token or basic.")),
           QStringLiteral("method")),
      user(QStringLiteral("user"),
           translate(Context, QT_TRANSLATE_NOOP("bd::app::CommandLine",
                                                "User name for token or Basic authentication.")),
           QStringLiteral("name")),
      secretStdin(QStringLiteral("secret-stdin"),
                  translate(Context, QT_TRANSLATE_NOOP("bd::app::CommandLine",
                                                       "Read the API key (api-key) or the password (token, "
                                                       "basic) from standard input."))),
      m_translate(translate)
{}

QList<QCommandLineOption> SignInOptions::all() const
{
    return {environment, baseUrl, queryUrl, auth, user, secretStdin};
}

SignInOptions::Reading SignInOptions::read(const QCommandLineParser &parser) const
{
    Reading r;
    const QString env = parser.value(environment).toLower();
    if (env == u"production") {
        r.environmentName = m_translate(Context, QT_TRANSLATE_NOOP("bd::app::CommandLine", "Production"));
        r.request.environment.kind = Environment::Kind::Production;
    } else if (env == u"sandbox") {
        r.environmentName = m_translate(Context, QT_TRANSLATE_NOOP("bd::app::CommandLine", "Sandbox"));
        r.request.environment.kind = Environment::Kind::Sandbox;
    } else if (!env.isEmpty() && env != u"custom") {
        r.problem =
            m_translate(Context, QT_TRANSLATE_NOOP("bd::app::CommandLine",
                                                   "--environment must be production, sandbox or custom."));
        return r;
    } else if (parser.isSet(baseUrl)) {
        r.environmentName = m_translate(Context, QT_TRANSLATE_NOOP("bd::app::CommandLine", "Custom address"));
    }
    r.whereGiven = !env.isEmpty() || parser.isSet(baseUrl);
    r.request.environment.name = r.environmentName;
    if (parser.isSet(baseUrl))
        r.request.environment.baseUrl = QUrl::fromUserInput(parser.value(baseUrl));
    if (parser.isSet(queryUrl))
        r.request.environment.appUrl = QUrl::fromUserInput(parser.value(queryUrl));
    const QString method = parser.value(auth).toLower();
    if (method.isEmpty() || method == u"api-key") {
        r.request.method = AuthMethod::ApiKey;
    } else if (method == u"token") {
        r.request.method = AuthMethod::Bearer;
    } else if (method == u"basic") {
        r.request.method = AuthMethod::Basic;
    } else {
        r.problem = m_translate(
            Context, QT_TRANSLATE_NOOP("bd::app::CommandLine", "--auth must be api-key, token or basic."));
        return r;
    }
    r.request.userName = parser.value(user);
    r.request.apiKey = takeEnvironmentSecret("BILLING_DESK_API_KEY");
    r.request.password = takeEnvironmentSecret("BILLING_DESK_PASSWORD");
    r.request.tenantAccessKey = takeEnvironmentSecret("BILLING_DESK_TENANT_KEY");
    if (parser.isSet(secretStdin)) {
        QTextStream in(stdin);
        const QString secret = in.readLine();
        if (r.request.method == AuthMethod::ApiKey)
            r.request.apiKey = secret;
        else
            r.request.password = secret;
    }
    const bool haveSecret = r.request.method == AuthMethod::ApiKey
                                ? !r.request.apiKey.isEmpty()
                                : !r.request.password.isEmpty() && !r.request.userName.isEmpty();
    r.complete = !r.request.environment.baseUrl.isEmpty() && haveSecret;
    return r;
}

} // namespace bd::api
