#pragma once

// Doing what a person does in widget tests: click a row, answer a dialog or a popup menu that
// a button opens (their exec() blocks, so the answer is set up before the click).

#include <QAbstractItemView>
#include <QApplication>
#include <QContextMenuEvent>
#include <QMenu>
#include <QTest>
#include <QTimer>

#include <functional>

namespace bd::test {

inline void clickRow(QAbstractItemView *view, const QModelIndex &index)
{
    view->scrollTo(index);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
}

// Runs `act` on the next modal dialog (or, with popup, popup menu) once it is shown.
inline void whenShown(std::function<void(QWidget *)> act, bool popup = false)
{
    auto *timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, [timer, act, popup] {
        QWidget *w = popup ? QApplication::activePopupWidget() : QApplication::activeModalWidget();
        if (!w || !w->isVisible())
            return;
        timer->stop();
        timer->deleteLater();
        act(w);
    });
    timer->start();
}

// Opens the context menu of a view's row the way the platform does for a right click, and
// clicks the entry whose text starts with `entry`. False when there was no such entry.
inline bool chooseFromContextMenu(QAbstractItemView *view, const QModelIndex &index, const QString &entry)
{
    bool found = false;
    whenShown(
        [&found, entry](QWidget *w) {
            auto *menu = qobject_cast<QMenu *>(w);
            for (QAction *a : menu ? menu->actions() : QList<QAction *>()) {
                if (a->text().remove(u'&').startsWith(entry) && a->isEnabled()) {
                    found = true;
                    QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(a).center());
                    return;
                }
            }
            if (menu)
                menu->close();
        },
        true);
    const QPoint at = view->visualRect(index).center();
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, view->viewport()->mapToGlobal(at));
    QApplication::sendEvent(view->viewport(), &event);
    return found;
}

} // namespace bd::test
