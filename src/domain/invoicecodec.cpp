#include "domain/invoicecodec.h"

namespace bd::domain {

static const FieldTable<DeleteInvoicesRequest> &deleteTable()
{
    static const FieldTable<DeleteInvoicesRequest> t{
        field<&DeleteInvoicesRequest::invoiceIds>("invoiceIds"),
        field<&DeleteInvoicesRequest::graphqlFilter>("graphqlFilter"),
        field<&DeleteInvoicesRequest::notifyCrm>("notifyCrm"),
        field<&DeleteInvoicesRequest::notifyDebitMemoChangedToCrm>("notifyDebitMemoChangedToCrm"),
        field<&DeleteInvoicesRequest::notifyPaymentChangedToCrm>("notifyPaymentChangedToCrm"),
    };
    return t;
}

BD_DEFINE_STRUCT_CODEC(DeleteInvoicesRequest, deleteTable)

} // namespace bd::domain
