#pragma once

// The command bar's list: each group's title as a row of its own (not selectable), then its
// commands, in the order CommandSearch ranked them.

#include "models/commands/command.h"

#include <QAbstractListModel>

namespace bd::models {

class CommandListModel final : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        DetailRole = Qt::UserRole + 1, // the command's detail (a shortcut, a SKU)
        HeaderRole,                    // true for a group's title
        HighlightsRole,                // QList<int>: the characters of the text that matched
    };
    using QAbstractListModel::QAbstractListModel;

    void setCommands(QList<Command> commands);
    // The command of a row (null for a title or no row).
    const Command *commandAt(int row) const;
    // The first command's row at or after `from` going `step` (±1) ways; -1 when none.
    int commandRow(int from, int step) const;
    // The first command of the next (step 1) or previous (-1) group from `row`; wraps.
    int groupRow(int row, int step) const;
    int commandCount() const { return int(m_commands.size()); }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    struct Row
    {
        Command::Group group;
        int command; // -1: the group's title
    };
    QList<Command> m_commands;
    QList<Row> m_rows;
};

} // namespace bd::models
