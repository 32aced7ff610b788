#pragma once

// The price of a configurable bundle (spec §2.8): the bundle's own price, plus each option that
// is not `bundled` priced on its own in the same currency at its quantity (a LinkToBundleQuantity
// option's quantity counts per bundle, so it is multiplied by the bundle quantity); bundled options
// are listed at no extra price. A person may change an option's quantity within its min and max.

#include "domain/pricecalculator.h"

#include <QHash>

#include <functional>

namespace bd::domain {

struct BundleOption
{
    QString optionId;
    QString name;
    QString productId;
    bool bundled = false;
    bool perBundleUnit = false; // LinkToBundleQuantity
    bool editable = true;
    qint64 defaultQuantity = 1;
    qint64 minQuantity = 0;
    std::optional<qint64> maxQuantity; // absent: no limit
};

// The bundle's options once each (its productOptions, then its features' in featureOrder).
QList<BundleOption> bundleOptions(const Product &bundle);

struct BundleInput
{
    PriceInput input;                        // the bundle's quantity, term and date
    QHash<QString, qint64> optionQuantities; // option id -> quantity; absent: the option's default
    // Why an option's product is not at hand, by product id ("its price is being read…"): said in
    // the option's warning instead of "could not be read".
    QHash<QString, QString> unavailable;
};

// The full product of an option (a bundle names only id, name and sku); null when not at hand.
using ProductLookup = std::function<const Product *(const QString &productId)>;

// What is wrong with the input, naming the field ("quantity", "option <id>"); nullopt when fine.
std::optional<Violation> checkBundleInput(const Product &bundle, const PriceBookEntry &entry,
                                          const BundleInput &input);

// Precondition: checkBundleInput() found nothing. The result's total is rounded once, over the
// bundle and its options together.
PriceResult priceBundle(const Product &bundle, const PriceBookEntry &entry, const BundleInput &input,
                        const ProductLookup &lookup);

} // namespace bd::domain
