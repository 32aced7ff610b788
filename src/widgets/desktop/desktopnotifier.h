#pragma once

// A long job that ends while the person is in another window says so on the desktop: a catalog
// download, a deletion, a query or an export that took over five seconds, ending while the
// window is not active, becomes a notification (org.freedesktop.Notifications) whose default
// action brings the window to the front. Quick jobs, and jobs the person watched end, say nothing
// more than the window does. Calls are asynchronous; without a notification service nothing is
// shown and nothing waits.

#include <QDBusConnection>
#include <QObject>
#include <QSet>

class QWidget;

namespace bd::widgets {

class DesktopNotifier final : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 LongJobMs = 5000;

    // Raises `window` (not owned) when a notification's action is chosen.
    DesktopNotifier(QWidget *window, const QDBusConnection &bus, QObject *parent = nullptr);

    // A job ended after `elapsedMs`: `summary` a short headline ("Catalog loaded"), `body` what
    // came of it. Notifies only when it took longer than LongJobMs and the window is not active.
    void jobEnded(const QString &summary, const QString &body, qint64 elapsedMs);

signals:
    // The service took a notification (its id), for tests and logs.
    void notified(uint id);

private slots:
    void actionInvoked(uint id, const QString &action);
    void notificationClosed(uint id, uint reason);

private:
    QWidget *m_window;
    QDBusConnection m_bus;
    QSet<uint> m_shown; // ids of our notifications still on the desktop
};

} // namespace bd::widgets
