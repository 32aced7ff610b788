#pragma once

// Products as the tool prints them: the columns of the catalog's list (by the service's field
// names), each product's JSON exactly as received, and the catalog's search and filters.

#include "cli/recordset.h"
#include "domain/productsummary.h"
#include "models/common/savedviews.h"

namespace bd::cli {

// Columns: id, name, sku, recordType, priceModel, billingTiming, category, then lowestPrices (one
// line, in the user's locale in a table); CSV has currency and lowestListPrice instead, an exact
// number, one row per currency (a product without prices: one row, both empty).
RecordSet productRecords(const QList<domain::ProductSummary> &products, Format format);

// The catalog's filters (--filter field=value): recordType, priceModel, billingTiming, category,
// currency. Values compare without regard to case; several filters must all hold.
class ProductFilter
{
public:
    // Why `filters` ("field=value" each) cannot be used; empty when they can.
    static QString problem(const QStringList &filters);
    ProductFilter(const QString &search, const QStringList &filters);

    // The window's search: every word (lower case) in the product's search text, and each filter.
    bool matches(const domain::ProductSummary &product) const;

private:
    QList<QByteArray> m_words;
    QList<QPair<QString, QString>> m_filters;
};

// The products a catalog view shows, in its order: its search and filters, then its sort (by
// the column's value as the window sorts it; the service's order when it has none).
QList<domain::ProductSummary> productsInView(const QList<domain::ProductSummary> &products,
                                             const models::SavedView &view);

} // namespace bd::cli
