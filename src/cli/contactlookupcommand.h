#pragma once

// contacts get ID and contacts find --email E | --name N, through the window's contact
// controller (ContactEditor): the same lookups, the same sentences when nothing is found.

#include "cli/command.h"

namespace bd::models {
class ContactEditor;
}

namespace bd::cli {

class ContactLookupCommand final : public Command
{
    Q_OBJECT
public:
    static CommandSpec getSpec();
    static CommandSpec findSpec();

    ContactLookupCommand(const Invocation &invocation, bool find);
    void start() override;

private:
    bool m_find;
    models::ContactEditor *m_editor = nullptr;
};

} // namespace bd::cli
