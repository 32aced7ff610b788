#pragma once

#include "models/commands/commandsearch.h"

#include <QFrame>
#include <QPointer>

#include <functional>
#include <memory>

namespace Ui {
class CommandBar;
}
class QLineEdit;
class QListView;

namespace bd::models {
class CommandListModel;
}

namespace bd::widgets {

// Ctrl+K: one box over the window that finds, as the person types, every action, screen,
// tenant and record the window's providers offer, in one ranked list grouped by kind. Up / Down
// choose, Tab and Shift+Tab go to the next or previous group, Enter runs, Esc closes (or cancels
// a lookup that is running). The chosen command is remembered as recently used.
class CommandBar final : public QFrame
{
    Q_OBJECT
public:
    // `collect` offers every command to the search; `recents` reads and keeps the recently used
    // ones (for the current environment and tenant).
    using Collect = std::function<void(models::CommandSearch &search)>;
    struct Recents
    {
        std::function<models::CommandRecents()> read;
        std::function<void(const models::CommandRecents &)> write;
    };
    CommandBar(QWidget *window, Collect collect, Recents recents);
    ~CommandBar() override;

    // Shows the bar over the window with `text` typed (selected, so typing replaces it).
    void open(const QString &text = {});
    void close();
    bool isRunning() const { return !m_pending.isNull(); }
    QLineEdit *input() const;
    QListView *list() const;
    models::CommandListModel *model() const { return m_model; }

signals:
    void closed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void search();
    void select(int row);
    void runSelected();
    void showRunning(models::PendingLookup *lookup, const QString &what);
    void place();
    void announce(const QString &text);
    void warmUp();

    std::unique_ptr<Ui::CommandBar> m_ui;
    models::CommandListModel *m_model;
    Collect m_collect;
    Recents m_recents;
    QPointer<models::PendingLookup> m_pending;
    const QObject *m_waitingFor = nullptr; // the lookup shown running (compared, never used)
    QPointer<QWidget> m_focusBefore;
    bool m_warmed = false;
};

} // namespace bd::widgets
