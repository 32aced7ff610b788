#pragma once

// products get ID: one product, its id checked as the window checks it before anything is sent.

#include "cli/command.h"

namespace bd::cli {

class ProductGetCommand final : public Command
{
    Q_OBJECT
public:
    static CommandSpec spec();
    using Command::Command;
    void start() override;
};

} // namespace bd::cli
