#include "cli/terminal.h"

#include <QTextStream>

#include <cstdio>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

namespace bd::cli {

bool Terminal::stdinIsTerminal()
{
    return isatty(STDIN_FILENO) == 1;
}

bool Terminal::stdoutIsTerminal()
{
    return isatty(STDOUT_FILENO) == 1;
}

bool Terminal::stderrIsTerminal()
{
    return isatty(STDERR_FILENO) == 1;
}

static int columnsOf(int fd)
{
    if (isatty(fd) != 1)
        return 0;
    winsize size{};
    if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_col == 0)
        return 80;
    return size.ws_col;
}

int Terminal::stdoutColumns()
{
    return columnsOf(STDOUT_FILENO);
}

int Terminal::stderrColumns()
{
    return columnsOf(STDERR_FILENO);
}

QString Terminal::ask(const QString &prompt, bool secret)
{
    std::fputs(prompt.toLocal8Bit().constData(), stderr);
    std::fflush(stderr);
    termios saved{};
    const bool hideEcho = secret && stdinIsTerminal() && tcgetattr(STDIN_FILENO, &saved) == 0;
    if (hideEcho) {
        termios quiet = saved;
        quiet.c_lflag &= ~tcflag_t(ECHO);
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet);
    }
    QTextStream in(stdin);
    const QString line = in.readLine();
    if (hideEcho) {
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved);
        std::fputs("\n", stderr); // the Enter that was not echoed
    }
    return line;
}

} // namespace bd::cli
