#include "widgets/common/waitcountdown.h"

#include "models/common/waitsentence.h"

namespace bd::widgets {

WaitCountdown::WaitCountdown(QObject *parent) : QObject(parent)
{
    // Four times a second, so the number changes within a quarter second of the real one.
    m_tick.setInterval(250);
    connect(&m_tick, &QTimer::timeout, this, &WaitCountdown::tick);
}

void WaitCountdown::start(int seconds, int attempt, int of)
{
    m_end = QDeadlineTimer(qint64(std::max(seconds, 0)) * 1000, Qt::PreciseTimer);
    m_attempt = attempt;
    m_of = of;
    m_shownSeconds = -1;
    m_tick.start();
    tick();
}

void WaitCountdown::stop()
{
    m_tick.stop();
}

QString WaitCountdown::text() const
{
    if (m_shownSeconds > 0)
        return models::waitSentence(m_shownSeconds, m_attempt, m_of);
    return tr("Trying again (%1 of %2)…").arg(m_attempt).arg(m_of);
}

void WaitCountdown::tick()
{
    const int left = int((m_end.remainingTime() + 999) / 1000);
    if (left <= 0)
        m_tick.stop(); // the request is on its way; its answer brings the next message
    if (left == m_shownSeconds)
        return;
    m_shownSeconds = left;
    emit textChanged(text());
}

} // namespace bd::widgets
