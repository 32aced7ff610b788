#pragma once

// The invoices a deletion would select, as a table; rows the service would refuse (another
// status) or does not know are marked.

#include "models/admin/invoicepreview.h"

#include <QAbstractTableModel>

namespace bd::models {

class InvoicePreviewModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Id, Number, Status, Customer, Total, Note, ColumnCount };
    enum Role { StateRole = Qt::UserRole + 1 };

    using QAbstractTableModel::QAbstractTableModel;

    void setPreview(const InvoicePreview &preview);
    void clear();
    const QList<InvoicePreviewRow> &rows() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<InvoicePreviewRow> m_rows;
};

} // namespace bd::models
