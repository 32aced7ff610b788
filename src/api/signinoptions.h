#pragma once

// The command-line options both programs take for where and how to sign in (billing-desk and
// billing-desk-cli: --environment, --base-url, --query-url, --auth, --user, --secret-stdin), read
// into a SignInRequest in one way. Secrets never come from arguments (they would show in the
// process list and shell history): they come from BILLING_DESK_API_KEY, BILLING_DESK_PASSWORD and
// BILLING_DESK_TENANT_KEY, which are taken out of the environment once read, or from one line of
// standard input.

#include "api/signinflow.h"

#include <QCommandLineOption>
#include <QList>

class QCommandLineParser;

namespace bd::api {

class SignInOptions
{
public:
    // Translates (context, text): the window parses its command line before any application
    // object (and so any installed translator) exists, and passes its own.
    using Translate = QString (*)(const char *context, const char *text);
    explicit SignInOptions(Translate translate);

    QList<QCommandLineOption> all() const;

    struct Reading
    {
        SignInRequest request;   // what is known; secrets from BILLING_DESK_* or stdin
        QString environmentName; // as the sign-in dialog names it: Production, Sandbox, ...
        bool whereGiven = false; // --environment or --base-url was given
        bool complete = false;   // an address and the method's secrets: enough to sign in
        QString problem;         // a usage mistake, for people; empty when none
    };
    // Reads the options of a parsed command line; with --secret-stdin, one line of standard input.
    Reading read(const QCommandLineParser &parser) const;

    const QCommandLineOption environment;
    const QCommandLineOption baseUrl;
    const QCommandLineOption queryUrl;
    const QCommandLineOption auth;
    const QCommandLineOption user;
    const QCommandLineOption secretStdin;

private:
    Translate m_translate;
};

} // namespace bd::api
