#pragma once

// A field of /proc/self/status in kB ("VmRSS:", "VmHWM:"), -1 when it cannot be read: what the
// benchmarks report as memory.

#include <QByteArray>
#include <QFile>

inline long statusKb(const char *field)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith(field))
            return line.mid(qsizetype(qstrlen(field))).trimmed().split(' ').first().toLong();
    }
    return -1;
}
