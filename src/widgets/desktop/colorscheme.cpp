#include "widgets/desktop/colorscheme.h"

#include <QApplication>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QDBusVariant>
#include <QLabel>
#include <QLoggingCategory>
#include <QPalette>
#include <QSettings>
#include <QStyle>

namespace bd::widgets {

Q_LOGGING_CATEGORY(lcColors, "billingdesk.desktop.colors")

namespace {

const QString Portal = QStringLiteral("org.freedesktop.portal.Desktop");
const QString PortalPath = QStringLiteral("/org/freedesktop/portal/desktop");
const QString Settings = QStringLiteral("org.freedesktop.portal.Settings");
const QString Group = QStringLiteral("org.freedesktop.appearance");
const QString Key = QStringLiteral("color-scheme");
const QString Kept = QStringLiteral("view/appearance");

// The portal's value, however deeply it is wrapped (Read answers a variant in a variant):
// 1 dark, 2 light, anything else no preference.
std::optional<bool> prefersDark(QVariant value)
{
    for (int depth = 0; depth < 4 && value.metaType() == QMetaType::fromType<QDBusVariant>(); ++depth)
        value = value.value<QDBusVariant>().variant();
    bool ok = false;
    const uint scheme = value.toUInt(&ok);
    if (!ok || (scheme != 1 && scheme != 2))
        return std::nullopt;
    return scheme == 1;
}

} // namespace

ColorScheme::ColorScheme(const QDBusConnection &bus, QObject *parent) : QObject(parent), m_bus(bus)
{
    const QString kept = QSettings().value(Kept).toString();
    m_appearance = kept == u"light"  ? Appearance::Light
                   : kept == u"dark" ? Appearance::Dark
                                     : Appearance::System;
    apply();
    if (!m_bus.isConnected()) {
        QMetaObject::invokeMethod(this, &ColorScheme::desktopRead, Qt::QueuedConnection);
        return;
    }
    // Known to the meta-type system before the first connection looks the slot's types up (on a
    // program's first bus connection, QtDBus registers its own types only later).
    qRegisterMetaType<QDBusVariant>();
    m_bus.connect(
        Portal, PortalPath, Settings, QStringLiteral("SettingChanged"), this,
        QMetaObject::normalizedSignature(SLOT(settingChanged(QString, QString, QDBusVariant))).constData());
    readDesktop();
}

void ColorScheme::setAppearance(Appearance appearance)
{
    m_appearance = appearance;
    QSettings().setValue(Kept, appearance == Appearance::Light  ? QStringLiteral("light")
                               : appearance == Appearance::Dark ? QStringLiteral("dark")
                                                                : QStringLiteral("system"));
    apply();
}

void ColorScheme::readDesktop()
{
    QDBusMessage read = QDBusMessage::createMethodCall(Portal, PortalPath, Settings, QStringLiteral("Read"));
    read << Group << Key;
    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(read, 3000), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this](QDBusPendingCallWatcher *w) {
        w->deleteLater();
        const QDBusPendingReply<QDBusVariant> reply = *w;
        if (reply.isError()) {
            qCDebug(lcColors) << "no colour scheme from the desktop portal:" << reply.error().message();
        } else {
            m_desktopDark = prefersDark(QVariant::fromValue(reply.value()));
            apply();
        }
        emit desktopRead();
    });
}

void ColorScheme::settingChanged(const QString &group, const QString &key, const QDBusVariant &value)
{
    if (group != Group || key != Key)
        return;
    m_desktopDark = prefersDark(QVariant::fromValue(value));
    apply();
}

void ColorScheme::apply()
{
    const bool dark = m_appearance == Appearance::Dark ||
                      (m_appearance == Appearance::System && m_desktopDark.value_or(false));
    if (m_applied && dark == m_dark)
        return;
    const bool first = !m_applied;
    m_applied = true;
    m_dark = dark;
    if (first && !dark)
        return; // the style's own palette is in use already
    QApplication::setPalette(dark ? darkPalette() : QApplication::style()->standardPalette());
    // A label's rich text keeps the link colour it was laid out with: laid out again.
    for (QWidget *widget : QApplication::allWidgets()) {
        auto *label = qobject_cast<QLabel *>(widget);
        if (label && label->text().contains(u"<a ")) {
            const QString text = label->text();
            label->clear(); // setText() of the same text does nothing
            label->setText(text);
        }
    }
    emit darkChanged(dark);
}

QPalette ColorScheme::darkPalette()
{
    QPalette p;
    const QColor window(45, 45, 48), base(30, 30, 32), text(232, 232, 232), disabled(130, 130, 130);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(40, 40, 43));
    p.setColor(QPalette::ToolTipBase, QColor(20, 20, 22));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(150, 150, 150));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(255, 110, 110));
    p.setColor(QPalette::Light, QColor(75, 75, 80));
    p.setColor(QPalette::Midlight, QColor(60, 60, 64));
    p.setColor(QPalette::Mid, QColor(38, 38, 40));
    p.setColor(QPalette::Dark, QColor(25, 25, 27));
    p.setColor(QPalette::Shadow, QColor(10, 10, 10));
    p.setColor(QPalette::Highlight, QColor(53, 132, 228));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(120, 175, 255));
    p.setColor(QPalette::LinkVisited, QColor(190, 150, 255));
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Base, window);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(80, 80, 84));
    return p;
}

} // namespace bd::widgets
