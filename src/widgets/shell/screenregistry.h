#pragma once

// The one list of the main window's screens, in their order (Ctrl+1, Ctrl+2, ...). Adding a
// screen is one class, one form and one line in screenregistry.cpp.

#include "api/account.h"
#include <QList>

class QWidget;

namespace bd::widgets {

class Screen;

using ScreenFactory = Screen *(*)(const api::AccountPtr &account, QWidget *parent);
const QList<ScreenFactory> &screenFactories();

} // namespace bd::widgets
