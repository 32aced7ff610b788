#pragma once

// What the tool knows about the terminal it runs in, and the two ways it asks a person something:
// a line (a tenant's name, yes or no) and a secret (typed without echo). Questions go to standard
// error, so standard output stays for data.

#include <QString>

namespace bd::cli {

class Terminal
{
public:
    static bool stdinIsTerminal();
    static bool stdoutIsTerminal();
    static bool stderrIsTerminal();
    // Columns of the terminal standard output goes to; 0 when it is not a terminal.
    static int stdoutColumns();
    static int stderrColumns();

    // Shows `prompt` on standard error and reads one line of standard input (without its line
    // break); with `secret`, the terminal does not echo what is typed. A null string at the end
    // of the input.
    static QString ask(const QString &prompt, bool secret = false);
};

} // namespace bd::cli
