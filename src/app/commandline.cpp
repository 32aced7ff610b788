#include "app/commandline.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLocale>
#include <QTextStream>
#include <QTranslator>

#include <cstdio>

namespace bd::app {

// No application object exists yet, so the translator is asked directly (the translations are
// built into the program as resources).
static QString translate(const char *context, const char *text)
{
    static QTranslator *translator = [] {
        auto *t = new QTranslator;
        if (!t->load(QLocale(), QStringLiteral("billing-desk"), QStringLiteral("_"),
                     QStringLiteral(":/i18n"))) {
            delete t; // no translation for this locale: the English text is used
            return static_cast<QTranslator *>(nullptr);
        }
        return t;
    }();
    const QString translated = translator ? translator->translate(context, text) : QString();
    return translated.isEmpty() ? QString::fromUtf8(text) : translated;
}

// Reads a secret once and takes it out of the process environment, where every process of the
// same user could read it for the whole run.
static QString takeEnvironmentSecret(const char *name)
{
    const QString value = qEnvironmentVariable(name);
    qunsetenv(name);
    return value;
}

static void print(FILE *to, const QString &text)
{
    std::fputs(qPrintable(text), to);
    std::fflush(to);
}

CommandLine parseCommandLine(const QStringList &arguments)
{
    QCommandLineParser parser;
    // No application object yet: name the program in the usage line ourselves.
    const QString program =
        arguments.isEmpty() ? QStringLiteral("billing-desk") : arguments.first().section(u'/', -1);
    const auto helpText = [&] {
        return parser.helpText().replace(QStringLiteral("<executable_name>"), program);
    };
    parser.setApplicationDescription(translate(
        "bd::app::CommandLine", "Desktop client for the Billing and Catalog Service.\n\n"
                                "Secrets are read from BILLING_DESK_API_KEY, BILLING_DESK_PASSWORD and "
                                "BILLING_DESK_TENANT_KEY, or from standard input with --secret-stdin; "
                                "never from the command line."));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  translate("bd::app::CommandLine", "Show this help and exit."));
    const QCommandLineOption version({QStringLiteral("v"), QStringLiteral("version")},
                                     translate("bd::app::CommandLine", "Show the version and exit."));
    parser.addOption(help);
    parser.addOption(version);
    const QCommandLineOption demo(
        QStringLiteral("demo"),
        translate("bd::app::CommandLine", "Start the built-in sandbox service and sign in to it."));
    const QCommandLineOption environment(
        QStringLiteral("environment"),
        translate("bd::app::CommandLine", "Environment: production, sandbox or custom."),
        QStringLiteral("name"));
    const QCommandLineOption baseUrl(
        QStringLiteral("base-url"),
        translate("bd::app::CommandLine", "Service address (https, or http to this computer)."),
        QStringLiteral("url"));
    const QCommandLineOption queryUrl(
        QStringLiteral("query-url"),
        translate("bd::app::CommandLine", "Address of the query endpoint's host."), QStringLiteral("url"));
    const QCommandLineOption auth(
        QStringLiteral("auth"), translate("bd::app::CommandLine", "Authentication: api-key, token or basic."),
        QStringLiteral("method"));
    const QCommandLineOption user(
        QStringLiteral("user"),
        translate("bd::app::CommandLine", "User name for token or Basic authentication."),
        QStringLiteral("name"));
    const QCommandLineOption secretStdin(
        QStringLiteral("secret-stdin"),
        translate("bd::app::CommandLine",
                  "Read the API key (api-key) or the password (token, basic) from standard input."));
    parser.addOptions({demo, environment, baseUrl, queryUrl, auth, user, secretStdin});
    CommandLine cl;
    const auto usage = [&](const QString &problem) {
        print(stderr, problem + QStringLiteral("\n\n") + helpText());
        cl.exitCode = 2;
        return cl;
    };
    if (!parser.parse(arguments))
        return usage(parser.errorText());
    if (parser.isSet(help)) {
        print(stdout, helpText());
        cl.exitCode = 0;
        return cl;
    }
    if (parser.isSet(version)) {
        print(stdout, QStringLiteral("%1 %2\n").arg(QCoreApplication::applicationName(),
                                                    QCoreApplication::applicationVersion()));
        cl.exitCode = 0;
        return cl;
    }
    if (!parser.positionalArguments().isEmpty())
        return usage(translate("bd::app::CommandLine", "Unexpected argument: %1")
                         .arg(parser.positionalArguments().first()));

    cl.demo = parser.isSet(demo);
    const QString env = parser.value(environment).toLower();
    if (env == u"production") {
        cl.environmentName = translate("bd::app::CommandLine", "Production");
        cl.request.environment.kind = api::Environment::Kind::Production;
    } else if (env == u"sandbox") {
        cl.environmentName = translate("bd::app::CommandLine", "Sandbox");
        cl.request.environment.kind = api::Environment::Kind::Sandbox;
    } else if (!env.isEmpty() && env != u"custom") {
        return usage(
            translate("bd::app::CommandLine", "--environment must be production, sandbox or custom."));
    } else if (parser.isSet(baseUrl)) {
        cl.environmentName = translate("bd::app::CommandLine", "Custom address");
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
        return usage(translate("bd::app::CommandLine", "--auth must be api-key, token or basic."));
    }
    cl.request.userName = parser.value(user);
    cl.request.apiKey = takeEnvironmentSecret("BILLING_DESK_API_KEY");
    cl.request.password = takeEnvironmentSecret("BILLING_DESK_PASSWORD");
    cl.request.tenantAccessKey = takeEnvironmentSecret("BILLING_DESK_TENANT_KEY");
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
