// The list of commands, in the order --help shows them.

#include "cli/command.h"
#include "cli/contacthistorycommand.h"
#include "cli/contactlookupcommand.h"
#include "cli/contactupdatecommand.h"
#include "cli/invoicedeletecommand.h"
#include "cli/productgetcommand.h"
#include "cli/productlistcommand.h"
#include "cli/productpricecommand.h"
#include "cli/querycommand.h"
#include "cli/signincommand.h"
#include "cli/signoutcommand.h"
#include "cli/tenantcommand.h"
#include "cli/webhooklistcommand.h"

namespace bd::cli {

QList<CommandSpec> commandSpecs()
{
    return {
        SignInCommand::spec(),           SignOutCommand::spec(),
        ProductListCommand::listSpec(),  ProductGetCommand::spec(),
        ProductPriceCommand::spec(),     ProductListCommand::exportSpec(),
        ContactLookupCommand::getSpec(), ContactLookupCommand::findSpec(),
        ContactUpdateCommand::spec(),    ContactHistoryCommand::spec(),
        WebhookListCommand::spec(),      TenantCommand::spec(),
        InvoiceDeleteCommand::spec(),    QueryCommand::spec(),
    };
}

} // namespace bd::cli
