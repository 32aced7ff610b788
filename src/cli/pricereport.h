#pragma once

// A price as `products price` prints it. JSON for scripts, every number an exact decimal string
// (a value that never ends in decimal, such as a term of 227/365 of a year, to 12 places; the
// notes say so): {"productId", "currency", "uom", "quantity" (after rounding), "term" (in the
// price's term unit), "termUnit", "listTotal", "total" (rounded once), "lines": [{"label",
// "units", "unitPrice", "amount", "kind", "counted", "rule"}], "notes": [...]}. A table for people:
// the steps with their rules numbered under them, then the notes and warnings.

#include "domain/pricing.h"

#include <QByteArray>
#include <QString>

namespace bd::cli {

QByteArray priceJson(const domain::PriceResult &result);
QString priceTable(const domain::PriceResult &result, int maxCellWidth = 0);

} // namespace bd::cli
