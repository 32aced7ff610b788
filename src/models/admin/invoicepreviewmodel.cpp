#include "models/admin/invoicepreviewmodel.h"

#include "domain/decimal.h"

#include <QBrush>
#include <QColor>

namespace bd::models {

void InvoicePreviewModel::setPreview(const InvoicePreview &preview)
{
    beginResetModel();
    m_rows = preview.rows;
    endResetModel();
}

void InvoicePreviewModel::clear()
{
    if (m_rows.isEmpty())
        return;
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

int InvoicePreviewModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int InvoicePreviewModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant InvoicePreviewModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const InvoicePreviewRow &r = m_rows.at(index.row());
    using State = InvoicePreviewRow::State;
    if (role == StateRole)
        return int(r.state);
    if (role == Qt::ForegroundRole && r.state != State::Deletable)
        return QBrush(QColor(0xb3, 0x26, 0x1e));
    if (role == Qt::TextAlignmentRole && index.column() == Total)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case Id: return r.id;
    case Number: return r.invoiceNumber;
    case Status: return r.state == State::Unknown ? tr("not found") : r.status;
    case Customer: return r.customerId;
    case Total: {
        // In the user's notation, as the catalog writes prices (26,950.00 USD; 26 950,00 USD),
        // every digit the service sent kept; text that is not a number as it came.
        const std::optional<domain::Decimal> amount = domain::Decimal::fromString(r.totalAmount);
        const QString shown = amount ? amount->toLocaleString() : r.totalAmount;
        return shown.isEmpty() ? QString() : QStringLiteral("%1 %2").arg(shown, r.currency).trimmed();
    }
    case Note:
        switch (r.state) {
        case State::Deletable: return tr("will be deleted");
        case State::NotDeletable: return tr("not Canceled or Draft: the service refuses the whole deletion");
        case State::Unknown: return tr("the service does not know this id");
        }
    }
    return {};
}

QVariant InvoicePreviewModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Id: return tr("Id");
    case Number: return tr("Number");
    case Status: return tr("Status");
    case Customer: return tr("Customer");
    case Total: return tr("Total");
    case Note: return tr("What happens");
    }
    return {};
}

} // namespace bd::models
