// The list of commands, in the order --help shows them.

#include "cli/command.h"
#include "cli/contactlookupcommand.h"
#include "cli/contactupdatecommand.h"
#include "cli/productgetcommand.h"
#include "cli/productlistcommand.h"
#include "cli/tenantcommand.h"
#include "cli/webhooklistcommand.h"

namespace bd::cli {

QList<CommandSpec> commandSpecs()
{
    return {
        ProductListCommand::listSpec(),  ProductGetCommand::spec(),        ProductListCommand::exportSpec(),
        ContactLookupCommand::getSpec(), ContactLookupCommand::findSpec(), ContactUpdateCommand::spec(),
        WebhookListCommand::spec(),
        TenantCommand::spec(),
    };
}

} // namespace bd::cli
