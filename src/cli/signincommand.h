#pragma once

// sign-in: signs in as the sign-in dialog does (same environments, methods and tenant choice)
// and remembers the account in the same settings and keychain entries, so the window and later
// runs of the tool resume it. A secret not given (BILLING_DESK_*, --secret-stdin) is asked for
// on a terminal, never taken from an argument.

#include "api/signinflow.h"
#include "cli/command.h"

namespace bd::cli {

class SignInCommand final : public Command
{
    Q_OBJECT
public:
    static CommandSpec spec();
    using Command::Command;
    void start() override;

private:
    void remember(const api::SignInRequest &request);
};

} // namespace bd::cli
