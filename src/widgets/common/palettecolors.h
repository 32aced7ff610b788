#pragma once

// Colours that carry meaning, picked for the palette in use (light or dark) so that text keeps
// at least 4.5:1 contrast (WCAG AA). Meaning never rests on colour alone: errors also have an
// icon or a word.

#include <QColor>
#include <QString>

class QPalette;

namespace bd::widgets {

// WCAG contrast ratio of two colours, 1 to 21.
double contrastRatio(const QColor &a, const QColor &b);
// Red for error text on the palette's window and base colours.
QColor errorTextColor(const QPalette &palette);
QString errorTextStyle(const QPalette &palette);   // "color:…; font-weight:bold;"
QString errorBorderStyle(const QPalette &palette); // a field marked as wrong
// Search matches: an opaque box and the text colour drawn on it.
QColor matchBackground();
QColor matchText();

} // namespace bd::widgets
