#pragma once

// The catalog's columns, and what a product row shows in each: its summary's values. The
// model shows them, the sorter orders by them, and the filter offers their distinct values.

#include "domain/productsummary.h"

namespace bd::models {

struct CatalogColumns
{
    enum Column { Name, Sku, RecordType, PriceModel, BillingTiming, Category, LowestPrice, ColumnCount };
    // What a product row shows in `column`.
    static QString productText(const domain::ProductSummary &p, int column);
    // A column's name where it is kept (saved views, the command line): "name", "sku",
    // "recordType", "priceModel", "billingTiming", "category", "lowestPrice"; -1 for another.
    static QString key(int column);
    static int column(const QString &key);
};

} // namespace bd::models
