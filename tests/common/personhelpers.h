#pragma once

// Doing what a person does in widget tests: click a row, answer a dialog or a popup menu that
// a button opens (their exec() blocks, so the answer is set up before the click).

#include <QAbstractItemView>
#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QTest>
#include <QTimer>

#include <functional>

namespace bd::test {

// Types over what a field holds, as a person who selected it all does (empty: deletes it).
inline void typeOver(QWidget *field, const QString &text)
{
    field->setFocus();
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    if (text.isEmpty())
        QTest::keyClick(field, Qt::Key_Delete);
    else
        QTest::keyClicks(field, text);
}

inline void clickRow(QAbstractItemView *view, const QModelIndex &index)
{
    view->scrollTo(index);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
}

// Saves in a file dialog as a person does: pastes the path as the file name (typed, each "/"
// would open a folder) and clicks Save. Save stays disabled until the dialog's file system model
// has read the folder, slow under sanitizers: a person who sees that pastes the name again. A
// completion popup takes a click (it only closes), so Save is clicked until the dialog closes.
// False when it never did (the dialog is then rejected, so nothing hangs).
inline bool saveInFileDialog(QFileDialog *dialog, const QString &path)
{
    auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
    auto *buttons = dialog->findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"));
    QPushButton *save = buttons ? buttons->button(QDialogButtonBox::Save) : nullptr;
    if (!name || !save)
        return false;
    const auto paste = [&] {
        name->selectAll();
        QGuiApplication::clipboard()->setText(path);
        QTest::keyClick(name, Qt::Key_V, Qt::ControlModifier);
    };
    paste();
    for (int attempt = 0; attempt < 100 && dialog->isVisible(); ++attempt) {
        if (save->isEnabled())
            QTest::mouseClick(save, Qt::LeftButton);
        if (!dialog->isVisible())
            break;
        QTest::qWait(100);
        if (!save->isEnabled())
            paste();
    }
    if (!dialog->isVisible())
        return true;
    dialog->reject();
    return false;
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
                    // The pointer travels onto the entry, then clicks, as a person's does: from
                    // Qt 6.8 a menu takes no click before the pointer has moved in it (a few
                    // motion events), so one jump and a click close it without choosing.
                    const QPoint centre = menu->actionGeometry(a).center();
                    for (int step = 8; step >= 0; --step)
                        QTest::mouseMove(menu, centre - QPoint(step, 0));
                    QTest::mouseClick(menu, Qt::LeftButton, {}, centre);
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
