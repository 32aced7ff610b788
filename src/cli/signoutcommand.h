#pragma once

// sign-out: erases every remembered secret and forgets the user, as the window's sign-out does
// (the same keychain entries: the window is signed out too).

#include "cli/command.h"

namespace bd::cli {

class SignOutCommand final : public Command
{
    Q_OBJECT
public:
    static CommandSpec spec();
    using Command::Command;
    void start() override;
};

} // namespace bd::cli
