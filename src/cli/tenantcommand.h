#pragma once

// tenant: the signed-in tenant's details (GET /tenant), every field the service sent.

#include "cli/command.h"

namespace bd::cli {

class TenantCommand final : public Command
{
    Q_OBJECT
public:
    static CommandSpec spec();
    using Command::Command;
    void start() override;
};

} // namespace bd::cli
