#include "models/commands/commandlistmodel.h"

namespace bd::models {

void CommandListModel::setCommands(QList<Command> commands)
{
    beginResetModel();
    m_commands = std::move(commands);
    m_rows.clear();
    for (qsizetype i = 0; i < m_commands.size(); ++i) {
        const Command::Group group = m_commands.at(i).group;
        if (i == 0 || m_commands.at(i - 1).group != group)
            m_rows.append({group, -1});
        m_rows.append({group, int(i)});
    }
    endResetModel();
}

const Command *CommandListModel::commandAt(int row) const
{
    if (row < 0 || row >= m_rows.size() || m_rows.at(row).command < 0)
        return nullptr;
    return &m_commands.at(m_rows.at(row).command);
}

int CommandListModel::commandRow(int from, int step) const
{
    for (int row = from; row >= 0 && row < m_rows.size(); row += step)
        if (m_rows.at(row).command >= 0)
            return row;
    return -1;
}

int CommandListModel::groupRow(int row, int step) const
{
    if (m_rows.isEmpty())
        return -1;
    const int n = int(m_rows.size());
    // Titles start groups: find the next (or previous) title from the group `row` is in.
    int title = std::clamp(row, 0, n - 1);
    while (title > 0 && m_rows.at(title).command >= 0)
        --title;
    for (int i = 0; i < n; ++i) {
        title = ((title + step) % n + n) % n;
        if (m_rows.at(title).command < 0)
            return commandRow(title, 1);
    }
    return commandRow(0, 1);
}

int CommandListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant CommandListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &row = m_rows.at(index.row());
    if (row.command < 0) {
        if (role == Qt::DisplayRole || role == Qt::AccessibleTextRole)
            return groupTitle(row.group);
        return role == HeaderRole ? QVariant(true) : QVariant();
    }
    const Command &c = m_commands.at(row.command);
    switch (role) {
    case Qt::DisplayRole: return c.text;
    case Qt::AccessibleTextRole:
        // Heard as "Catalog: Reload, F5, Actions".
        return c.detail.isEmpty() ? QStringLiteral("%1, %2").arg(c.text, groupTitle(c.group))
                                  : QStringLiteral("%1, %2, %3").arg(c.text, c.detail, groupTitle(c.group));
    case Qt::ToolTipRole: return c.detail.isEmpty() ? c.text : c.text + u'\n' + c.detail;
    case DetailRole: return c.detail;
    case HeaderRole: return false;
    case HighlightsRole: return QVariant::fromValue(c.highlights);
    default: return {};
    }
}

Qt::ItemFlags CommandListModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || index.row() >= m_rows.size() || m_rows.at(index.row()).command < 0)
        return Qt::ItemIsEnabled; // a title: seen and heard, not chosen
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

} // namespace bd::models
