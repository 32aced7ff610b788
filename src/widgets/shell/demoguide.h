#pragma once

// What to try in the built-in demo, for a person who has not read the README: sample ids and
// the keys that show the headline features. Offered in the Help menu and as a link in the
// status bar while the demo runs; never opened by itself.

#include <QObject>

class QMainWindow;
class QMenu;

namespace bd::widgets {

class DemoGuide final : public QObject
{
    Q_OBJECT
public:
    DemoGuide(QMainWindow *window, QMenu *helpMenu);
    void show();
    static QString text();

private:
    QMainWindow *m_window;
};

} // namespace bd::widgets
