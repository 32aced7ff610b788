#pragma once

// What to try in the built-in demo, for a person who has not read the README: sample ids and
// the keys that show the headline features. A hint above the screens until the person dismisses
// it (remembered), and the whole guide from the hint, the Help menu and a link in the status bar;
// never a dialog that opens by itself.

#include <QObject>

class QBoxLayout;
class QMainWindow;
class QMenu;

namespace bd::widgets {

class DemoGuide final : public QObject
{
    Q_OBJECT
public:
    // The hint goes first in `layout` (above the screens).
    DemoGuide(QMainWindow *window, QMenu *helpMenu, QBoxLayout *layout);
    void show();
    static QString text();

private:
    QMainWindow *m_window;
};

} // namespace bd::widgets
