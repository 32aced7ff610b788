#pragma once

// invoices delete: the window's invoice deletion (models::InvoiceDeleter: the selection's rules,
// the preview of a status, the one request, its outcome) with the confirmation a script gives.
// Without --yes it shows what would be deleted and asks on a terminal (nothing is deleted when
// no one can answer: exit 3); in Production --yes must name the tenant, as the window makes a
// person type it.

#include "cli/command.h"
#include "models/admin/invoicedeleter.h"

namespace bd::cli {

class InvoiceDeleteCommand final : public Command
{
    Q_OBJECT
public:
    static CommandSpec spec();
    using Command::Command;
    void start() override;

private:
    void confirm(const models::DeletionConfirmation &confirmation);
    void finished(const models::DeletionOutcome &outcome);

    models::InvoiceDeleter *m_deleter = nullptr;
};

} // namespace bd::cli
