#pragma once

// View → Saved Views: save what the current screen shows under a name, show a saved view again,
// and manage them (rename, delete, export to and import from a JSON file). The views belong to
// the window's current environment and tenant; the command bar offers them too.

#include "api/account.h"
#include "models/commands/commandsearch.h"

#include <functional>

class QMenu;
class QWidget;

namespace bd::widgets {

class Screen;

struct ViewsContext
{
    std::function<api::AccountPtr()> account;
    std::function<QList<Screen *>()> screens;
    std::function<Screen *()> current;
    std::function<void(Screen *)> show; // brings a screen forward
};

// The submenu, filled each time it opens.
QMenu *savedViewsMenu(const ViewsContext &context, QWidget *parent);
// Asks for a name and keeps what the current screen shows (replacing a view of that name after
// asking); false when the screen keeps no views or the person cancelled.
bool saveCurrentView(const ViewsContext &context, QWidget *parent);
// "View: <name>" for each saved view of the current tenant.
void offerViewCommands(models::CommandSearch &search, const ViewsContext &context);

} // namespace bd::widgets
