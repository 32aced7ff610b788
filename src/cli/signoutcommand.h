#pragma once

// sign-out: erases every remembered secret and forgets the user, and erases what was kept for
// the accounts (kept catalogs, drafts, recent lists: models/common/keptdata.h), as the window's
// sign-out does (the same keychain entries and files: the window is signed out too).

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
