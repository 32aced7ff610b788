#include "domain/errorbodycodec.h"

namespace bd::domain {

static const FieldTable<InvoiceErrorBody> &invoiceErrorTable()
{
    static const FieldTable<InvoiceErrorBody> t{
        field<&InvoiceErrorBody::title>("title"),
        field<&InvoiceErrorBody::message>("message"),
        field<&InvoiceErrorBody::errorCode>("errorCode"),
    };
    return t;
}

static const FieldTable<ProductErrorBody> &productErrorTable()
{
    static const FieldTable<ProductErrorBody> t{
        field<&ProductErrorBody::error>("error"),
        field<&ProductErrorBody::message>("message"),
    };
    return t;
}

static const FieldTable<FieldErrorEntry> &fieldErrorEntryTable()
{
    static const FieldTable<FieldErrorEntry> t{
        field<&FieldErrorEntry::field>("field"),
        field<&FieldErrorEntry::message>("message"),
    };
    return t;
}

static const FieldTable<FieldErrorsBody> &fieldErrorsTable()
{
    static const FieldTable<FieldErrorsBody> t{
        field<&FieldErrorsBody::message>("message"),
        field<&FieldErrorsBody::errors>("errors"),
    };
    return t;
}

BD_DEFINE_STRUCT_CODEC(InvoiceErrorBody, invoiceErrorTable)
BD_DEFINE_STRUCT_CODEC(ProductErrorBody, productErrorTable)
BD_DEFINE_STRUCT_CODEC(FieldErrorEntry, fieldErrorEntryTable)
BD_DEFINE_STRUCT_CODEC(FieldErrorsBody, fieldErrorsTable)

} // namespace bd::domain
