#include "app/commandline.h"

#include "api/signinoptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLocale>
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
    const api::SignInOptions signIn(&translate);
    parser.addOption(demo);
    parser.addOptions(signIn.all());
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
    const api::SignInOptions::Reading given = signIn.read(parser);
    if (!given.problem.isEmpty())
        return usage(given.problem);
    cl.environmentName = given.environmentName;
    cl.request = given.request;
    cl.complete = given.complete;
    return cl;
}

} // namespace bd::app
