#include "models/admin/deletionlogmodel.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

namespace bd::models {

void DeletionLogModel::setEntries(QList<DeletionLogEntry> entries)
{
    beginResetModel();
    m_entries = std::move(entries);
    endResetModel();
}

int DeletionLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int DeletionLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DeletionLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const DeletionLogEntry &e = m_entries.at(index.row());
    if (role == SucceededRole)
        return e.succeeded;
    if (role == Qt::ForegroundRole && index.column() == Result && !e.succeeded)
        return QBrush(QColor(0xb3, 0x26, 0x1e));
    if (role == Qt::ToolTipRole) {
        QStringList lines{e.result};
        if (!e.invoiceIds.isEmpty())
            lines << tr("Sent ids: %1").arg(e.invoiceIds.join(QStringLiteral(", ")));
        if (!e.filter.isEmpty())
            lines << tr("Sent filter: %1").arg(e.filter);
        if (!e.deletedIds.isEmpty())
            lines << tr("Deleted ids: %1").arg(e.deletedIds.join(QStringLiteral(", ")));
        return lines.join(u'\n');
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Time: return QLocale().toString(e.time.toLocalTime(), QLocale::ShortFormat);
    case Environment: return e.environment;
    case Tenant: return e.tenant;
    case Selector: return e.selector;
    case Flags: return e.flags.isEmpty() ? tr("none") : e.flags.join(QStringLiteral(", "));
    case Result: return e.result;
    }
    return {};
}

QVariant DeletionLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Time: return tr("Time");
    case Environment: return tr("Environment");
    case Tenant: return tr("Tenant");
    case Selector: return tr("Selected");
    case Flags: return tr("CRM flags");
    case Result: return tr("Result");
    }
    return {};
}

} // namespace bd::models
