#pragma once

#include <QSortFilterProxyModel>

namespace bd::models {

// Filters product rows by words typed into search (every word must occur in the product's
// name, SKU or description); child rows of a matching product stay visible. Sorts by raw values.
class CatalogFilterModel final : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    // Choices that narrow the product rows; an empty value means "any".
    struct Criteria
    {
        QString recordType;
        QString priceModel;
        QString billingTiming;
        QString category;
        QString currency;   // has an active price in this currency
        friend bool operator==(const Criteria &, const Criteria &) = default;
    };

    explicit CatalogFilterModel(QObject *parent = nullptr);
    void setSearchText(const QString &text);
    void setCriteria(const Criteria &criteria);
    const Criteria &criteria() const { return m_criteria; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    // Only products are sorted; rows inside a product keep their meaningful order.
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QStringList m_words;
    Criteria m_criteria;
};

} // namespace bd::models
