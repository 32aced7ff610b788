#include "widgets/commands/commandbar.h"

#include "models/commands/commandlistmodel.h"
#include "ui_commandbar.h"
#include "widgets/commands/commanddelegate.h"

#include <QAccessible>
#include <QApplication>
#include <QImage>
#include <QKeyEvent>
#include <QPainter>
#include <QTimer>

namespace bd::widgets {

using models::Command;
using models::CommandListModel;

CommandBar::CommandBar(QWidget *window, Collect collect, Recents recents)
    : QFrame(window), m_ui(std::make_unique<Ui::CommandBar>()), m_model(new CommandListModel(this)),
      m_collect(std::move(collect)), m_recents(std::move(recents))
{
    m_ui->setupUi(this);
    setObjectName(QStringLiteral("commandBar"));
    setAutoFillBackground(true);
    m_ui->list->setModel(m_model);
    m_ui->list->setItemDelegate(new CommandDelegate(m_ui->list));
    m_ui->status->setVisible(false);
    connect(m_ui->input, &QLineEdit::textEdited, this, &CommandBar::search);
    connect(m_ui->list, &QListView::clicked, this, [this](const QModelIndex &index) {
        if (m_model->commandAt(index.row())) {
            select(index.row());
            runSelected();
        }
    });
    m_ui->input->installEventFilter(this);
    window->installEventFilter(this); // follows the window's size
    // Clicking elsewhere in the window closes the bar, as a popup would.
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *, QWidget *now) {
        if (isVisible() && !isRunning() && now && now != this && !isAncestorOf(now) &&
            now->window() == parentWidget()->window())
            close();
    });
    hide();
}

CommandBar::~CommandBar() = default;

QLineEdit *CommandBar::input() const
{
    return m_ui->input;
}

QListView *CommandBar::list() const
{
    return m_ui->list;
}

void CommandBar::open(const QString &text)
{
    if (!isVisible())
        m_focusBefore = QApplication::focusWidget();
    m_ui->status->setVisible(false);
    m_ui->input->setEnabled(true);
    m_ui->input->setReadOnly(false);
    m_ui->input->setText(text);
    m_ui->input->selectAll();
    place();
    show();
    raise();
    m_ui->input->setFocus(Qt::ShortcutFocusReason);
    search();
    if (!std::exchange(m_warmed, true))
        QTimer::singleShot(0, this, &CommandBar::warmUp);
}

void CommandBar::warmUp()
{
    // The first matches drawn in bold load that face and its glyphs (40–50 ms once): done now,
    // while the bar shows and before the first key, not on it.
    QFont bold = m_ui->list->font();
    bold.setBold(true);
    QImage scratch(8, 8, QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&scratch);
    painter.setFont(bold);
    painter.drawText(0, 8,
                     QStringLiteral("abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ 0123456789-—#"));
}

void CommandBar::close()
{
    if (m_pending)
        m_pending->cancel();
    m_pending.clear();
    m_waitingFor = nullptr;
    const bool hadFocus = isAncestorOf(QApplication::focusWidget());
    hide();
    if (hadFocus && m_focusBefore)
        m_focusBefore->setFocus(Qt::PopupFocusReason);
    emit closed();
}

void CommandBar::place()
{
    const QWidget *window = parentWidget();
    const int width = std::min(680, window->width() - 40);
    const int height = std::min(460, window->height() * 7 / 10);
    setGeometry((window->width() - width) / 2, std::max(8, window->height() / 12), width, height);
}

void CommandBar::search()
{
    if (m_pending)
        return;
    models::CommandSearch found(m_ui->input->text(),
                                m_recents.read ? m_recents.read() : models::CommandRecents());
    if (m_collect)
        m_collect(found);
    m_model->setCommands(found.ranked());
    select(m_model->commandRow(0, 1));
    const int count = m_model->commandCount();
    const QString typed = m_ui->input->text().trimmed();
    if (count == 0 && !typed.isEmpty()) {
        m_ui->status->setText(tr("Nothing matches “%1”.").arg(typed));
        m_ui->status->setVisible(true);
    } else {
        m_ui->status->setVisible(false);
    }
    announce(count == 0 ? m_ui->status->text() : tr("%n result(s)", nullptr, count));
}

void CommandBar::select(int row)
{
    if (row < 0) {
        m_ui->list->setCurrentIndex({});
        return;
    }
    const QModelIndex index = m_model->index(row);
    m_ui->list->setCurrentIndex(index);
    // A group's title above its first command stays in sight.
    m_ui->list->scrollTo(row > 0 && !m_model->commandAt(row - 1) ? m_model->index(row - 1) : index);
    m_ui->list->scrollTo(index);
    // The input keeps the focus: assistive technology hears the chosen row through it.
    m_ui->input->setAccessibleDescription(index.data(Qt::AccessibleTextRole).toString());
    QAccessibleEvent event(m_ui->input, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&event);
}

void CommandBar::runSelected()
{
    const Command *chosen = m_model->commandAt(m_ui->list->currentIndex().row());
    if (!chosen || !chosen->run)
        return;
    const Command command = *chosen;
    if (m_recents.read && m_recents.write) {
        models::CommandRecents recents = m_recents.read();
        recents.use(command.key);
        m_recents.write(recents);
    }
    // Closed first, so what the command opens (a dialog, a screen's field) takes the focus.
    close();
    if (models::PendingLookup *lookup = command.run())
        showRunning(lookup, command.text);
}

void CommandBar::showRunning(models::PendingLookup *lookup, const QString &what)
{
    m_focusBefore = QApplication::focusWidget();
    m_pending = lookup;
    place();
    show();
    raise();
    m_ui->input->setText(what);
    m_ui->input->setEnabled(true);
    m_ui->input->setReadOnly(true);
    m_ui->input->setFocus(Qt::OtherFocusReason);
    m_model->setCommands({});
    m_ui->status->setText(tr("%1 — asking the service… (Esc cancels)").arg(what));
    m_ui->status->setVisible(true);
    announce(m_ui->status->text());
    connect(lookup, &models::PendingLookup::finished, this,
            [this, lookup](bool found, const QString &message) {
                if (m_pending != lookup)
                    return;
                m_pending.clear();
                m_waitingFor = nullptr;
                m_ui->input->setReadOnly(false);
                if (found) {
                    close();
                    return;
                }
                m_ui->input->selectAll();
                m_ui->status->setText(message);
                announce(message);
            });
    // Its screen went with the account it was for (another tenant, signing out): the request
    // ended with it, unanswered; the bar says so instead of waiting on.
    m_waitingFor = lookup;
    connect(lookup, &QObject::destroyed, this, [this](QObject *gone) {
        if (gone != m_waitingFor)
            return; // it finished, or was cancelled, first
        m_waitingFor = nullptr;
        m_pending.clear();
        m_ui->input->setReadOnly(false);
        m_ui->input->selectAll();
        m_ui->status->setText(tr("Stopped: the window moved to another account before the answer came."));
        announce(m_ui->status->text());
    });
}

void CommandBar::announce(const QString &text)
{
    m_ui->status->setAccessibleDescription(text);
    QAccessibleEvent event(m_ui->status, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&event);
}

bool CommandBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize && isVisible())
        place();
    if (watched != m_ui->input || event->type() != QEvent::KeyPress)
        return QFrame::eventFilter(watched, event);
    const auto *key = static_cast<QKeyEvent *>(event);
    const int row = m_ui->list->currentIndex().row();
    const int page =
        std::max(1, m_ui->list->viewport()->height() / std::max(1, m_ui->list->sizeHintForRow(0)));
    switch (key->key()) {
    case Qt::Key_Escape:
        if (m_pending) {
            m_pending->cancel();
            m_pending.clear();
            m_waitingFor = nullptr;
            m_ui->input->setReadOnly(false);
            m_ui->input->selectAll();
            m_ui->status->setText(tr("Cancelled: nothing more is asked of the service."));
            announce(m_ui->status->text());
        } else {
            close();
        }
        return true;
    case Qt::Key_Down: select(std::max(row, m_model->commandRow(row + 1, 1))); return true;
    case Qt::Key_Up: {
        const int up = m_model->commandRow(row - 1, -1);
        select(up >= 0 ? up : row);
        return true;
    }
    case Qt::Key_PageDown: {
        const int to = m_model->commandRow(std::min(row + page, m_model->rowCount() - 1), -1);
        select(std::max(row, to));
        return true;
    }
    case Qt::Key_PageUp: {
        const int to = m_model->commandRow(std::max(row - page, 0), 1);
        select(to >= 0 && to < row ? to : row);
        return true;
    }
    case Qt::Key_Tab: select(m_model->groupRow(row, 1)); return true;
    case Qt::Key_Backtab: select(m_model->groupRow(row, -1)); return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (!m_pending)
            runSelected();
        return true;
    default: return QFrame::eventFilter(watched, event);
    }
}

} // namespace bd::widgets
