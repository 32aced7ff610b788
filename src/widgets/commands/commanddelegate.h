#pragma once

#include <QStyledItemDelegate>

namespace bd::widgets {

// Paints the command bar's rows: a group's title small and dimmed; a command with the characters
// the typed ones matched in bold on the marker colour, and its detail (a shortcut, a SKU) at the
// right, dimmed.
class CommandDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace bd::widgets
