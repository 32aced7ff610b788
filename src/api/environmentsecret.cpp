#include "api/environmentsecret.h"

#include <QByteArray>
#include <QFile>
#include <QList>

#include <cstdlib>
#include <cstring>

namespace bd::api {

#ifdef Q_OS_LINUX
// Where the kernel placed the environment the process started with: fields 50 and 51 of
// /proc/self/stat (env_start, env_end; proc(5)), counted after the command name, which may hold
// spaces and parentheses and ends at the last ')'.
static bool startingEnvironment(char **begin, char **end)
{
    QFile stat(QStringLiteral("/proc/self/stat"));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray line = stat.readAll();
    const qsizetype close = line.lastIndexOf(')');
    if (close < 0)
        return false;
    const QList<QByteArray> fields = line.mid(close + 2).trimmed().split(' ');
    constexpr qsizetype EnvStart = 50 - 3, EnvEnd = 51 - 3; // the list starts at field 3
    if (fields.size() <= EnvEnd)
        return false;
    bool startOk = false, endOk = false;
    const quintptr start = fields.at(EnvStart).toULongLong(&startOk);
    const quintptr stop = fields.at(EnvEnd).toULongLong(&endOk);
    if (!startOk || !endOk || start == 0 || stop <= start)
        return false;
    *begin = reinterpret_cast<char *>(start);
    *end = reinterpret_cast<char *>(stop);
    return true;
}

// Overwrites the value of every NAME=value entry of the starting environment with zero bytes.
static void wipeFromStartingEnvironment(const QByteArray &name)
{
    char *p = nullptr;
    char *end = nullptr;
    if (!startingEnvironment(&p, &end))
        return;
    const size_t n = size_t(name.size());
    while (p < end) {
        const size_t length = strnlen(p, size_t(end - p));
        if (length > n && std::memcmp(p, name.constData(), n) == 0 && p[n] == '=')
            std::memset(p + n + 1, 0, length - n - 1);
        p += length + 1;
    }
}
#endif

QString takeEnvironmentSecret(const char *name)
{
    const QString value = qEnvironmentVariable(name);
    if (char *held = std::getenv(name)) // the C library's entry (the starting block, or a copy)
        std::memset(held, 0, std::strlen(held));
#ifdef Q_OS_LINUX
    wipeFromStartingEnvironment(QByteArray(name));
#endif
    qunsetenv(name);
    return value;
}

} // namespace bd::api
