#pragma once

// query FILE: runs a GraphQL query through the query endpoint as the window's query console does
// (models::QueryRunner: the same checks of the variables, the same history), and writes the answer
// exactly as received (--format json, the default) or the rows of its list of records (table,
// csv, jsonl); the service's errors go to standard error and make the exit status 1.

#include "cli/command.h"

namespace bd::models {
class QueryRunner;
struct QueryResponse;
} // namespace bd::models

namespace bd::cli {

class QueryCommand final : public Command
{
    Q_OBJECT
public:
    static CommandSpec spec();
    using Command::Command;
    void start() override;

private:
    void finished();
    bool printRows(const models::QueryResponse &response);

    models::QueryRunner *m_runner = nullptr;
};

} // namespace bd::cli
