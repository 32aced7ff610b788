#include "widgets/shell/windowcommands.h"

#include "widgets/common/screen.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>

namespace bd::widgets {

using models::Command;

namespace {

QString plain(QString text)
{
    // "&Copy product as JSON" → "Copy product as JSON" ("&&" stays one "&").
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(u'&');
    text.replace(u'\x01', u'&');
    return text;
}

QString keyOf(const QAction *action, const QString &text)
{
    return QStringLiteral("action:") + (action->objectName().isEmpty() ? text : action->objectName());
}

models::PendingLookup *trigger(QPointer<QAction> action)
{
    if (action && action->isEnabled())
        action->trigger();
    return nullptr;
}

// `prefix` names a submenu's items after it ("Appearance: Dark").
void offerMenu(models::CommandSearch &search, const QMenu *menu, const QList<QAction *> &screenActions,
               const QString &prefix = {})
{
    for (QAction *action : menu->actions()) {
        if (action->isSeparator() || !action->isVisible())
            continue;
        if (action->menu()) {
            offerMenu(search, action->menu(), screenActions,
                      plain(action->menu()->title()) + QStringLiteral(": "));
            continue;
        }
        if (screenActions.contains(action) || action->text().isEmpty() || !action->isEnabled())
            continue;
        Command c;
        c.group = Command::Group::Action;
        c.text = prefix + plain(action->text());
        c.detail = action->shortcut().toString(QKeySequence::NativeText);
        c.key = keyOf(action, c.text);
        c.run = [action = QPointer<QAction>(action)] { return trigger(action); };
        search.offer(std::move(c));
    }
}

} // namespace

void offerWindowCommands(models::CommandSearch &search, const QMenuBar *menus,
                         const QList<QAction *> &screenActions, const QList<Screen *> &screens,
                         const std::function<void(Screen *)> &show)
{
    for (const QAction *top : menus->actions())
        if (top->menu())
            offerMenu(search, top->menu(), screenActions);
    for (Screen *screen : screens) {
        QPointer<Screen> guarded(screen);
        Command go;
        go.group = Command::Group::Screen;
        go.text = screen->title();
        go.detail = screen->shortcut().toString(QKeySequence::NativeText);
        go.key = QStringLiteral("screen:") + QLatin1StringView(screen->metaObject()->className());
        go.run = [guarded, show]() -> models::PendingLookup * {
            if (guarded)
                show(guarded);
            return nullptr;
        };
        search.offer(std::move(go));
        for (QAction *action : screen->actions()) {
            if (action->text().isEmpty() || action->isSeparator())
                continue;
            Command c;
            c.group = Command::Group::Action;
            c.text = screen->title() + QStringLiteral(": ") + plain(action->text());
            c.detail = action->shortcut().toString(QKeySequence::NativeText);
            c.key = QStringLiteral("action:") + QLatin1StringView(screen->metaObject()->className()) + u'/' +
                    plain(action->text());
            c.run = [guarded, show, action = QPointer<QAction>(action)] {
                if (guarded)
                    show(guarded);
                return trigger(action);
            };
            search.offer(std::move(c));
        }
        screen->offerCommands(search);
    }
}

} // namespace bd::widgets
