#pragma once

// Generated invoices for the query console's large-answer benchmark and tests: copies of a
// tenant's sample invoices with their own ids, numbers, dates, statuses and exact amounts, each
// with two invoice lines and a billing address (nested values a table can drill into). About
// 550 bytes of JSON each: 200,000 make an answer of about 110 MB.

#include "domain/jsonfields.h"

namespace bd::sandbox {

// serial numbers the copy (0, 1, 2...); prefix is the tenant's letters for ids and numbers.
domain::JsonFields generateInvoice(const domain::JsonFields &sample, int serial, const QString &prefix);

} // namespace bd::sandbox
