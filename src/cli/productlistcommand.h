#pragma once

// products list and products export: the whole published catalog (every page), narrowed by the
// window's search and filters, printed or written to a file (JSON exactly as received, or CSV).

#include "cli/command.h"
#include "domain/productsummary.h"

namespace bd::cli {

class ProductListCommand final : public Command
{
    Q_OBJECT
public:
    static CommandSpec listSpec();
    static CommandSpec exportSpec();

    ProductListCommand(const Invocation &invocation, bool exportToFile);
    void start() override;

private:
    void write(const QList<domain::ProductSummary> &products);
    bool m_export;
};

} // namespace bd::cli
