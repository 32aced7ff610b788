#pragma once

// What assistive technology needs and Qt does not give by itself. On Linux, Qt names a combo
// box by its current text, whatever its accessible name, and expects a label to say what it
// chooses (AT-SPI "labelled by"), and a tab bar by its current tab; a line edit's clear button
// has no name at all.

class QLabel;
class QString;
class QWidget;

namespace bd::widgets {

// Under `root`: every combo box without a label gets one from its accessible name (hidden where
// the screen shows none), every line edit's clear button is named after its field, and every
// tab bar after its tab widget (a tab bar of its own after its accessible name). Run once a screen or dialog
// has its widgets.
void nameForAssistiveTech(QWidget *root);

// A label whose text is news (the status bar's): shown, and heard as its description, with
// assistive technology told that it changed.
void setHeardText(QLabel *label, const QString &text);

} // namespace bd::widgets
