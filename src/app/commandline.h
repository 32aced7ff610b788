#pragma once

// The command line: the demo, or where and how to sign in. Parsed before any GUI object
// exists, so --help, --version and mistakes work without a display. Secrets never come from
// arguments (they would show in the process list and shell history): they come from
// BILLING_DESK_* environment variables, which are removed from the environment once read,
// or from standard input.

#include "api/signinflow.h"

#include <QStringList>

#include <optional>

namespace bd::app {

struct CommandLine
{
    bool demo = false;
    QString environmentName;    // as shown in the sign-in dialog: Production, Sandbox, ...
    api::SignInRequest request; // what is known; secrets from BILLING_DESK_* or stdin
    bool complete = false;      // enough to sign in without asking
    // Set when the program should stop at once: 0 after --help/--version, 2 for a usage error
    // (the text is printed already).
    std::optional<int> exitCode;
};

// Reads the arguments (argv[0] first) and, with --secret-stdin, one line of standard input.
CommandLine parseCommandLine(const QStringList &arguments);

} // namespace bd::app
