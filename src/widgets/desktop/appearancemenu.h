#pragma once

// View → Appearance: follow the desktop's light or dark choice, or always light, or always dark
// (one checked at a time; the choice is ColorScheme's, kept in the settings).

class QMenu;
class QWidget;

namespace bd::widgets {

class ColorScheme;

QMenu *appearanceMenu(ColorScheme *colors, QWidget *parent);

} // namespace bd::widgets
