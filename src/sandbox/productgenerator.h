#pragma once

// Generated catalogs for benchmarks and load tests. Each generated product is a copy of a sample
// product made as large as a realistic one (about 5.5 KB of JSON): prices in more currencies and
// terms with pricing attributes and volume tiers, a longer description, custom fields, and words
// that vary from product to product so a search has real work to do.

#include "domain/product.h"

namespace bd::sandbox {

// serial numbers the copy (0, 1, 2...); prefix is the tenant's letter for ids and SKUs.
domain::Product generateProduct(const domain::Product &sample, int serial, const QString &prefix);

} // namespace bd::sandbox
