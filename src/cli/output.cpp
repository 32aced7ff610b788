#include "cli/output.h"

#include "cli/terminal.h"

#include <QLocale>

#include <cstdio>

namespace bd::cli {

Output::Output() : m_bars(Terminal::stderrIsTerminal()) {}

void Output::data(const QByteArray &bytes)
{
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

void Output::message(const QString &text)
{
    clearProgress();
    std::fputs((text + u'\n').toLocal8Bit().constData(), stderr);
    std::fflush(stderr);
}

void Output::progress(const QString &label, qint64 done, qint64 total)
{
    if (!m_bars)
        return;
    const bool last = total > 0 && done >= total;
    if (m_barShown && !last && m_lastDraw.isValid() && m_lastDraw.elapsed() < 100)
        return;
    m_lastDraw.start();
    const int columns = std::max(40, Terminal::stderrColumns());
    QString counts;
    if (total > 0)
        counts = QStringLiteral("%1/%2").arg(QLocale().toString(done), QLocale().toString(total));
    else
        counts = QLocale().formattedDataSize(done);
    QString line = label + u' ';
    const int barWidth = columns - int(line.size()) - int(counts.size()) - 4;
    if (total > 0 && barWidth >= 10) {
        const int filled = int(double(barWidth) * double(std::min(done, total)) / double(total));
        line += u'[' + QString(filled, u'#') + QString(barWidth - filled, u'.') + QStringLiteral("] ");
    }
    line += counts;
    // \r back to the start and \x1b[K to clear what a longer earlier line left.
    std::fputs(
        (QStringLiteral("\r") + line.left(columns - 1) + QStringLiteral("\x1b[K")).toLocal8Bit().constData(),
        stderr);
    std::fflush(stderr);
    m_barShown = true;
}

void Output::clearProgress()
{
    if (!m_barShown)
        return;
    std::fputs("\r\x1b[K", stderr);
    std::fflush(stderr);
    m_barShown = false;
}

} // namespace bd::cli
