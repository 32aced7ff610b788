#pragma once

// The one list of the main window's screens, in their order (Ctrl+1, Ctrl+2, ...). Adding a
// screen is one class, one form and one line in screenregistry.cpp.

#include "api/account.h"
#include <QList>

class QWidget;

namespace bd::widgets {

class Screen;

// What the application decides for every screen it opens.
struct ScreenOptions
{
    // The last complete catalog of each tenant is kept for the next start (not in the demo).
    bool keepCatalogs = false;
};

using ScreenFactory = Screen *(*)(const api::AccountPtr &account, const ScreenOptions &options,
                                  QWidget *parent);
const QList<ScreenFactory> &screenFactories();

} // namespace bd::widgets
