#pragma once

#include "domain/codec.h"
#include "domain/invoice.h"

namespace bd::domain {

BD_DECLARE_CODEC(DeleteInvoicesRequest)
BD_DECLARE_CODEC(InvoiceErrorBody)
BD_DECLARE_CODEC(ProductErrorBody)

} // namespace bd::domain
