#pragma once

// contacts history: the contact saves kept on this machine for the signed-in environment and
// tenant (models::ContactHistory — the window's and this tool's), one record per changed field,
// newest first; for one contact, and since a date, when asked.

#include "cli/command.h"

namespace bd::cli {

class ContactHistoryCommand final : public Command
{
    Q_OBJECT
public:
    static CommandSpec spec();

    explicit ContactHistoryCommand(const Invocation &invocation);
    void start() override;
};

} // namespace bd::cli
