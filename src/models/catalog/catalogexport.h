#pragma once

// Exports of what the catalog view shows: as JSON, the products exactly as received; as CSV, data
// a spreadsheet can use — the id and one column per value, each price an exact number beside its
// currency (one row per currency where a product has prices in several), never display text.

#include <QByteArray>

class QAbstractItemModel;

namespace bd::models {

class CatalogModel;

// A JSON array of the products behind the top-level rows of `view`, in view order.
QByteArray exportJson(const QAbstractItemModel &view, const CatalogModel &catalog, bool indented = true);

// CSV of the same products: id, name, sku, recordType, priceModel, billingTiming, category,
// currency, lowestListPrice (the service's field names; the price's digits as received, in the
// currency's row; a product without a price has one row with both empty). Formula-safe.
QByteArray exportCatalogCsv(const QAbstractItemModel &view, const CatalogModel &catalog);

} // namespace bd::models
