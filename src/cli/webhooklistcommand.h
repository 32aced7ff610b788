#pragma once

// webhooks list: the tenant's webhook endpoints (GET /webhook-endpoints), in the window's
// column order; JSON output holds each entry exactly as received.

#include "cli/command.h"

namespace bd::cli {

class WebhookListCommand final : public Command
{
    Q_OBJECT
public:
    static CommandSpec spec();
    using Command::Command;
    void start() override;
};

} // namespace bd::cli
