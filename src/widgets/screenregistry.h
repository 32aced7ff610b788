#pragma once

// The one list of the main window's screens, in their order (Ctrl+1, Ctrl+2, ...). Adding a
// screen is one class, one form and one line in screenregistry.cpp.

#include <QList>

class QWidget;

namespace bd::api {
class ApiClient;
}

namespace bd::widgets {

class Screen;

using ScreenFactory = Screen *(*)(api::ApiClient *client, QWidget *parent);
const QList<ScreenFactory> &screenFactories();

} // namespace bd::widgets
