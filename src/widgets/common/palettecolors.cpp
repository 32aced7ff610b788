#include "widgets/common/palettecolors.h"

#include <QPalette>

#include <algorithm>
#include <cmath>

namespace bd::widgets {

static double luminance(const QColor &c)
{
    const auto channel = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor errorTextColor(const QPalette &palette)
{
    // A dark red on light backgrounds, a light red on dark ones; the palette's own text colour
    // if neither holds 4.5:1 on both the window and the base colour.
    const QColor window = palette.color(QPalette::Window);
    const QColor base = palette.color(QPalette::Base);
    for (const QColor candidate :
         {QColor(0xb3, 0x26, 0x1e), QColor(0xff, 0x8a, 0x80), QColor(0xff, 0xb4, 0xab)}) {
        if (contrastRatio(candidate, window) >= 4.5 && contrastRatio(candidate, base) >= 4.5)
            return candidate;
    }
    return palette.color(QPalette::WindowText);
}

QString errorTextStyle(const QPalette &palette)
{
    return QStringLiteral("color:%1; font-weight:bold;").arg(errorTextColor(palette).name());
}

QString errorBorderStyle(const QPalette &palette)
{
    return QStringLiteral("border: 2px solid %1;").arg(errorTextColor(palette).name());
}

QColor matchBackground()
{
    return QColor(0xff, 0xd5, 0x4f); // amber, opaque: the same on a selected row as on any other
}

QColor matchText()
{
    return QColor(0x1a, 0x1a, 0x1a); // 13:1 on the amber
}

} // namespace bd::widgets
