#pragma once

// Measures how long the event loop goes without turning: a 5 ms timer notes the longest gap
// between its ticks while the watch lives.

#include "timebudget.h"

#include <QElapsedTimer>
#include <QTimer>

#include <algorithm>

namespace bd::test {

class LoopWatch
{
public:
    LoopWatch()
    {
        m_sinceTick.start();
        QObject::connect(&m_ticker, &QTimer::timeout, [this] {
            m_longestGapMs = std::max(m_longestGapMs, m_sinceTick.elapsed());
            m_sinceTick.restart();
        });
        m_ticker.start(5);
    }
    qint64 longestGapMs() const { return m_longestGapMs; }

private:
    QTimer m_ticker;
    QElapsedTimer m_sinceTick;
    qint64 m_longestGapMs = 0;
};

} // namespace bd::test
