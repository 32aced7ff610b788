#pragma once

// Exports of what the catalog view shows: the visible product rows as CSV (the columns as
// displayed) or as JSON (the products exactly as received, exact decimals included).

#include <QByteArray>

class QAbstractItemModel;

namespace bd::models {

class CatalogModel;

// RFC 4180 CSV of the top-level rows of `view` (a proxy over CatalogModel or the model itself),
// with a header row.
QByteArray exportCsv(const QAbstractItemModel &view);
// A JSON array of the products behind the top-level rows of `view`, in view order.
QByteArray exportJson(const QAbstractItemModel &view, const CatalogModel &catalog, bool indented = true);

} // namespace bd::models
