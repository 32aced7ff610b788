#pragma once

#include "domain/codec.h"
#include "domain/invoice.h"

namespace bd::domain {

BD_DECLARE_CODEC(DeleteInvoicesRequest)

} // namespace bd::domain
