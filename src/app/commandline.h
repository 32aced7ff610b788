#pragma once

// The command line: the demo, or where and how to sign in. Secrets never come from arguments
// (they would show in the process list and shell history): they come from environment
// variables or standard input.

#include "api/signinflow.h"

#include <QCommandLineParser>

namespace bd::app {

struct CommandLine
{
    bool demo = false;
    QString environmentName;    // as shown in the sign-in dialog: Production, Sandbox, ...
    api::SignInRequest request; // what is known; secrets from BILLING_DESK_* or stdin
    bool complete = false;      // enough to sign in without asking
    QString error;              // for people; non-empty: exit with usage
};

CommandLine parseCommandLine(QCommandLineParser &parser, const QStringList &arguments);

} // namespace bd::app
