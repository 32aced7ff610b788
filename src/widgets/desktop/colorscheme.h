#pragma once

// The window's colours follow the desktop's light or dark choice, live, unless the person picks
// one (View → Appearance: System, Light, Dark; kept in the settings). Qt 6.4 has no
// QStyleHints::colorScheme, so the choice is read where desktops publish it, the XDG desktop
// portal: org.freedesktop.portal.Settings, "org.freedesktop.appearance" "color-scheme" (0 no
// preference, 1 dark, 2 light), followed through its SettingChanged signal. Without a portal, or
// with no preference, the style's own (light) palette. Calls are asynchronous: a slow or absent
// portal never holds up the window.

#include <QDBusConnection>
#include <QDBusVariant> // complete: D-Bus finds the slot's argument types through moc
#include <QObject>

#include <optional>

class QPalette;

namespace bd::widgets {

class ColorScheme final : public QObject
{
    Q_OBJECT
public:
    enum class Appearance { System, Light, Dark };
    Q_ENUM(Appearance)

    // Applies the kept appearance at once (light until the portal answers, for System).
    explicit ColorScheme(const QDBusConnection &bus, QObject *parent = nullptr);

    Appearance appearance() const { return m_appearance; }
    void setAppearance(Appearance appearance);
    // What the desktop prefers, as last heard (nullopt: no portal, no answer yet, no preference).
    std::optional<bool> desktopPrefersDark() const { return m_desktopDark; }
    bool isDark() const { return m_dark; }

    static QPalette darkPalette();

signals:
    void darkChanged(bool dark);
    // The portal has answered the first read (or failed to): tests wait for it.
    void desktopRead();

private slots:
    void settingChanged(const QString &group, const QString &key, const QDBusVariant &value);

private:
    void readDesktop();
    void apply();

    QDBusConnection m_bus;
    Appearance m_appearance = Appearance::System;
    std::optional<bool> m_desktopDark;
    bool m_dark = false;
    bool m_applied = false;
};

} // namespace bd::widgets
