#pragma once

// The deletion log as a table for the invoice screen: newest first, one row per deletion sent.

#include "models/admin/deletionlog.h"

#include <QAbstractTableModel>

namespace bd::models {

class DeletionLogModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Time, Environment, Tenant, Selector, Flags, Result, ColumnCount };
    enum Role { SucceededRole = Qt::UserRole + 1 };

    using QAbstractTableModel::QAbstractTableModel;

    void setEntries(QList<DeletionLogEntry> entries);
    const QList<DeletionLogEntry> &entries() const { return m_entries; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<DeletionLogEntry> m_entries;
};

} // namespace bd::models
