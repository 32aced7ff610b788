#pragma once

// Exports of what the catalog view shows as JSON: the products exactly as received, exact
// decimals included. (As CSV, the columns as displayed: exportCsv in models/common/csv.h.)

#include <QByteArray>

class QAbstractItemModel;

namespace bd::models {

class CatalogModel;

// A JSON array of the products behind the top-level rows of `view`, in view order.
QByteArray exportJson(const QAbstractItemModel &view, const CatalogModel &catalog, bool indented = true);

} // namespace bd::models
