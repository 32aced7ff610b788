#pragma once

// The error bodies of spec §7, and the field-error shape some services add to a 400.

#include "domain/field.h"
#include "domain/jsonfields.h"

namespace bd::domain {

// 400 body of the invoice deletion.
struct InvoiceErrorBody
{
    Field<QString> title;
    Field<QString> message;
    Field<QString> errorCode;
    JsonFields extra;
};

// 400/404 body of the product read.
struct ProductErrorBody
{
    Field<QString> error;
    Field<QString> message;
    JsonFields extra;
};

// A 400 that names fields: {"message": ..., "errors": [{"field": ..., "message": ...}]} (not in
// the spec; services built on common frameworks answer so, and the sandbox does for contacts).
struct FieldErrorEntry
{
    Field<QString> field;
    Field<QString> message;
    JsonFields extra;
};

struct FieldErrorsBody
{
    Field<QString> message;
    Field<QList<FieldErrorEntry>> errors;
    JsonFields extra;
};

} // namespace bd::domain
