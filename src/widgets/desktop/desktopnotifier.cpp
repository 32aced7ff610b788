#include "widgets/desktop/desktopnotifier.h"

#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QGuiApplication>
#include <QLoggingCategory>
#include <QWidget>

namespace bd::widgets {

Q_LOGGING_CATEGORY(lcNotify, "billingdesk.desktop.notify")

namespace {

const QString Service = QStringLiteral("org.freedesktop.Notifications");
const QString Path = QStringLiteral("/org/freedesktop/Notifications");
const QString Interface = QStringLiteral("org.freedesktop.Notifications");

} // namespace

DesktopNotifier::DesktopNotifier(QWidget *window, const QDBusConnection &bus, QObject *parent)
    : QObject(parent), m_window(window), m_bus(bus)
{
    if (!m_bus.isConnected())
        return;
    m_bus.connect(Service, Path, Interface, QStringLiteral("ActionInvoked"), this,
                  QMetaObject::normalizedSignature(SLOT(actionInvoked(uint, QString))).constData());
    m_bus.connect(Service, Path, Interface, QStringLiteral("NotificationClosed"), this,
                  QMetaObject::normalizedSignature(SLOT(notificationClosed(uint, uint))).constData());
}

void DesktopNotifier::jobEnded(const QString &summary, const QString &body, qint64 elapsedMs)
{
    if (elapsedMs <= LongJobMs || m_window->isActiveWindow() || !m_bus.isConnected())
        return;
    QDBusMessage notify = QDBusMessage::createMethodCall(Service, Path, Interface, QStringLiteral("Notify"));
    const QVariantMap hints{{QStringLiteral("desktop-entry"), QGuiApplication::desktopFileName()},
                            {QStringLiteral("urgency"), QVariant::fromValue(uchar(1))}};
    // Plain text: the specification lets servers read markup in the body; a product name with
    // "<" in it must not become markup.
    QString plain = body;
    plain.replace(u'&', QStringLiteral("&amp;"))
        .replace(u'<', QStringLiteral("&lt;"))
        .replace(u'>', QStringLiteral("&gt;"));
    notify << QGuiApplication::applicationDisplayName() << uint(0) << QStringLiteral("billing-desk")
           << summary << plain << QStringList{QStringLiteral("default"), tr("Show Billing Desk")} << hints
           << int(-1);
    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(notify, 5000), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this](QDBusPendingCallWatcher *w) {
        w->deleteLater();
        const QDBusPendingReply<uint> reply = *w;
        if (reply.isError()) {
            qCDebug(lcNotify) << "no desktop notification:" << reply.error().message();
            return;
        }
        m_shown.insert(reply.value());
        emit notified(reply.value());
    });
}

void DesktopNotifier::actionInvoked(uint id, const QString &action)
{
    if (!m_shown.contains(id) || action != u"default")
        return; // another program's notification, or not ours to answer
    m_window->showNormal();
    m_window->raise();
    m_window->activateWindow();
}

void DesktopNotifier::notificationClosed(uint id, uint)
{
    m_shown.remove(id);
}

} // namespace bd::widgets
