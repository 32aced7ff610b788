#pragma once

// What the command bar offers from the window itself: every menu item (with its shortcut), each
// screen, each screen's own actions (run on that screen), then whatever each screen finds among
// its records (Screen::offerCommands).

#include "models/commands/commandsearch.h"

#include <functional>

class QAction;
class QMenuBar;

namespace bd::widgets {

class Screen;

// `screenActions` are the menu's items that show a screen: offered once, as the screen.
void offerWindowCommands(models::CommandSearch &search, const QMenuBar *menus,
                         const QList<QAction *> &screenActions, const QList<Screen *> &screens,
                         const std::function<void(Screen *)> &show);

} // namespace bd::widgets
