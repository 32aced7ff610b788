#pragma once

#include <QSortFilterProxyModel>

namespace bd::models {

// Filters product rows by words typed into search (every word must occur in the product's
// name, SKU or description); child rows of a matching product stay visible. Sorts by raw values.
class CatalogFilterModel final : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit CatalogFilterModel(QObject *parent = nullptr);
    void setSearchText(const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    // Only products are sorted; rows inside a product keep their meaningful order.
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QStringList m_words;
};

} // namespace bd::models
