#pragma once

// products price ID --quantity Q [--term N --term-unit day|month|year] [--start D --end D]
// [--basis 30/360|actual] [--currency ISO] [--uom NAME] [--option ID=Q]: what a deal costs, step
// by step (domain/pricecalculator.h), for the product read from the service. A bundle's options
// that are not bundled are read too and priced in the same currency.

#include "cli/command.h"
#include "domain/bundlepricing.h"

#include <QHash>

namespace bd::cli {

// The command line's pricing options, checked: a sentence naming the option in `problem` when
// one is wrong (nothing is sent then).
struct PriceOptions
{
    domain::BundleInput input;
    QString currency;
    QString uom;
    QString problem;
};
PriceOptions readPriceOptions(const QCommandLineParser &options);

class ProductPriceCommand final : public Command
{
    Q_OBJECT
public:
    static CommandSpec spec();
    using Command::Command;
    void start() override;

private:
    void readOptions(const domain::Product &product);
    void price();

    PriceOptions m_options;
    domain::Product m_product;
    QHash<QString, domain::Product> m_optionProducts;
    int m_pending = 0;
};

} // namespace bd::cli
