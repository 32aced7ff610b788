#pragma once

// Where the tool writes: data on standard output (and nothing else, so it can be piped), and
// messages, waits and progress on standard error. A progress bar is drawn only when standard
// error is a terminal; in a pipe or a log file there is none.

#include <QByteArray>
#include <QElapsedTimer>
#include <QString>

namespace bd::cli {

class Output
{
public:
    Output();

    // Data, exactly these bytes.
    void data(const QByteArray &bytes);
    // A line for people on standard error (a line break is added).
    void message(const QString &text);

    // Progress: `done` of `total` (total <= 0: unknown), with a label. Redrawn at most ten times
    // a second; nothing when standard error is not a terminal.
    void progress(const QString &label, qint64 done, qint64 total);
    // Removes the bar (before a message, and at the end).
    void clearProgress();

    bool progressShown() const { return m_barShown; }

private:
    bool m_bars;
    bool m_barShown = false;
    QElapsedTimer m_lastDraw;
};

} // namespace bd::cli
