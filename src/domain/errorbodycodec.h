#pragma once

#include "domain/codec.h"
#include "domain/errorbody.h"

namespace bd::domain {

BD_DECLARE_CODEC(InvoiceErrorBody)
BD_DECLARE_CODEC(ProductErrorBody)
BD_DECLARE_CODEC(FieldErrorEntry)
BD_DECLARE_CODEC(FieldErrorsBody)

} // namespace bd::domain
