#pragma once

// The one way a screen or a dialog says that the service asked it to wait: after a 429 the
// request goes again by itself, and this counts the seconds down ("The service asked us to wait
// 3 s — retrying (1 of 5)", then 2 s, 1 s, "Trying again (1 of 5)…"). MessageBar::showWait
// shows it with Cancel; a dialog with its own status line and Cancel button shows `text`.

#include <QDeadlineTimer>
#include <QObject>
#include <QTimer>

namespace bd::widgets {

class WaitCountdown final : public QObject
{
    Q_OBJECT
public:
    explicit WaitCountdown(QObject *parent = nullptr);

    // The request goes again in `seconds`: attempt `attempt` of at most `of`.
    void start(int seconds, int attempt, int of);
    void stop();
    bool isCounting() const { return m_tick.isActive(); }
    QString text() const;

signals:
    // Once at start() and whenever the number of seconds left changes.
    void textChanged(const QString &text);

private:
    void tick();

    QTimer m_tick;
    QDeadlineTimer m_end;
    int m_attempt = 0;
    int m_of = 0;
    int m_shownSeconds = -1;
};

} // namespace bd::widgets
