#include "widgets/shell/viewsmenu.h"

#include "models/common/savedviews.h"
#include "models/common/tenantscope.h"
#include "widgets/common/screen.h"
#include "widgets/shell/viewsdialog.h"

#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>

namespace bd::widgets {

namespace {

Screen *screenFor(const ViewsContext &context, const QString &key)
{
    for (Screen *screen : context.screens())
        if (screen->viewsKey() == key)
            return screen;
    return nullptr;
}

void showView(const ViewsContext &context, const models::SavedView &view)
{
    if (Screen *screen = screenFor(context, view.screen)) {
        context.show(screen);
        screen->applyView(view);
    }
}

} // namespace

bool saveCurrentView(const ViewsContext &context, QWidget *parent)
{
    Screen *screen = context.current();
    const api::AccountPtr account = context.account();
    if (!screen || !account || screen->viewsKey().isEmpty())
        return false;
    bool ok = false;
    const QString name =
        QInputDialog::getText(parent, QObject::tr("Save view"),
                              QObject::tr("Name for what %1 shows now (its search, filters, sort and "
                                          "column widths):")
                                  .arg(screen->title()),
                              QLineEdit::Normal, QString(), &ok)
            .trimmed();
    if (!ok || name.isEmpty())
        return false;
    models::SavedViews views(*account);
    if (views.find(screen->viewsKey(), name)) {
        const auto answer = QMessageBox::question(
            parent, QObject::tr("Replace view?"),
            QObject::tr("%1 already has a view named “%2”. Replace it with what it shows now?")
                .arg(screen->title(), name),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Yes)
            return false;
    }
    models::SavedView view = screen->currentView();
    view.name = name;
    views.save(view);
    return true;
}

QMenu *savedViewsMenu(const ViewsContext &context, QWidget *parent)
{
    auto *menu = new QMenu(QObject::tr("Saved &Views"), parent);
    menu->setObjectName(QStringLiteral("menuSavedViews"));
    QObject::connect(menu, &QMenu::aboutToShow, menu, [menu, context, parent] {
        menu->clear();
        Screen *current = context.current();
        QAction *save = menu->addAction(QObject::tr("&Save This View…"));
        save->setObjectName(QStringLiteral("actionSaveView"));
        save->setEnabled(current && !current->viewsKey().isEmpty() && context.account());
        QObject::connect(save, &QAction::triggered, parent,
                         [context, parent] { saveCurrentView(context, parent); });
        const api::AccountPtr account = context.account();
        const QList<models::SavedView> views =
            account ? models::SavedViews(*account).all() : QList<models::SavedView>();
        if (!views.isEmpty())
            menu->addSeparator();
        for (const models::SavedView &view : views) {
            const Screen *screen = screenFor(context, view.screen);
            QAction *show =
                menu->addAction(QObject::tr("%1: %2").arg(screen ? screen->title() : view.screen, view.name));
            QObject::connect(show, &QAction::triggered, parent, [context, view] { showView(context, view); });
        }
        menu->addSeparator();
        QAction *manage = menu->addAction(QObject::tr("&Manage Views…"));
        manage->setObjectName(QStringLiteral("actionManageViews"));
        manage->setEnabled(account != nullptr);
        QObject::connect(manage, &QAction::triggered, parent, [context, parent] {
            if (const api::AccountPtr a = context.account()) {
                QHash<QString, QString> titles;
                for (const Screen *s : context.screens())
                    if (!s->viewsKey().isEmpty())
                        titles.insert(s->viewsKey(), s->title());
                ViewsDialog dialog(models::tenantSettingsGroup(*a), titles, parent);
                dialog.exec();
            }
        });
    });
    return menu;
}

void offerViewCommands(models::CommandSearch &search, const ViewsContext &context)
{
    const api::AccountPtr account = context.account();
    if (!account)
        return;
    for (const models::SavedView &view : models::SavedViews(*account).all()) {
        const Screen *screen = screenFor(context, view.screen);
        models::Command c;
        c.group = models::Command::Group::View;
        c.text = view.name;
        c.detail = screen ? screen->title() : view.screen;
        c.key = QStringLiteral("view:") + view.screen + u'/' + view.name;
        c.run = [context, view]() -> models::PendingLookup * {
            showView(context, view);
            return nullptr;
        };
        search.offer(std::move(c));
    }
}

} // namespace bd::widgets
