#include "domain/bundlepricing.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

namespace bd::domain {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("bd::domain", text);
}

BundleOption optionOf(const ProductOption &o)
{
    BundleOption b;
    b.optionId = o.id.valueOr(QString());
    b.productId = o.product.isPresent() ? o.product.value().id.valueOr(QString()) : QString();
    const QString productName = o.product.isPresent() ? o.product.value().name.valueOr(QString()) : QString();
    b.name = o.optionName.valueOr(productName);
    b.bundled = o.bundled.valueOr(false);
    b.perBundleUnit =
        o.optionType.valueOr(QString()).compare(u"LinkToBundleQuantity", Qt::CaseInsensitive) == 0;
    b.editable = o.quantityEditable.valueOr(true);
    b.defaultQuantity = o.defaultQuantity.valueOr(1);
    b.minQuantity = o.minQuantity.valueOr(0);
    if (o.maxQuantity.isPresent())
        b.maxQuantity = o.maxQuantity.value();
    return b;
}

qint64 chosenQuantity(const BundleOption &o, const BundleInput &input)
{
    return input.optionQuantities.value(o.optionId, o.defaultQuantity);
}

} // namespace

QList<BundleOption> bundleOptions(const Product &bundle)
{
    QList<BundleOption> out;
    QSet<QString> seen;
    const auto add = [&](const ProductOption &o) {
        const BundleOption b = optionOf(o);
        const QString key = b.optionId.isEmpty() ? b.productId : b.optionId;
        if (!seen.contains(key)) {
            seen.insert(key);
            out.append(b);
        }
    };
    for (const ProductOption &o : bundle.productOptions.orEmpty())
        add(o);
    QList<const ProductFeature *> features;
    for (const ProductFeature &f : bundle.productFeatures.orEmpty())
        features.append(&f);
    std::stable_sort(features.begin(), features.end(), [](const ProductFeature *a, const ProductFeature *b) {
        return a->featureOrder.valueOr(0) < b->featureOrder.valueOr(0);
    });
    for (const ProductFeature *f : std::as_const(features)) {
        for (const ProductOption &o : f->productOptions.orEmpty())
            add(o);
    }
    return out;
}

std::optional<Violation> checkBundleInput(const Product &bundle, const PriceBookEntry &entry,
                                          const BundleInput &input)
{
    if (std::optional<Violation> v = PriceCalculator(bundle, entry).check(input.input))
        return v;
    const QList<BundleOption> options = bundleOptions(bundle);
    for (auto it = input.optionQuantities.begin(); it != input.optionQuantities.end(); ++it) {
        const auto o = std::find_if(options.begin(), options.end(),
                                    [&](const BundleOption &b) { return b.optionId == it.key(); });
        const QString field = QStringLiteral("option ") + it.key();
        if (o == options.end())
            return Violation{field, tr("%1 has no option %2.").arg(bundle.name.valueOr(QString()), it.key())};
        if (!o->editable && it.value() != o->defaultQuantity)
            return Violation{
                field,
                tr("The quantity of %1 cannot be changed: it is %2.").arg(o->name).arg(o->defaultQuantity)};
        if (it.value() < o->minQuantity || (o->maxQuantity && it.value() > *o->maxQuantity))
            return Violation{field, o->maxQuantity ? tr("The quantity of %1 must be from %2 to %3, not %4.")
                                                         .arg(o->name)
                                                         .arg(o->minQuantity)
                                                         .arg(*o->maxQuantity)
                                                         .arg(it.value())
                                                   : tr("The quantity of %1 must be %2 or more, not %3.")
                                                         .arg(o->name)
                                                         .arg(o->minQuantity)
                                                         .arg(it.value())};
    }
    return std::nullopt;
}

PriceResult priceBundle(const Product &bundle, const PriceBookEntry &entry, const BundleInput &input,
                        const ProductLookup &lookup)
{
    const PriceCalculator own(bundle, entry);
    PriceResult r = own.price(input.input);
    // The options share the bundle's term, also when it is the bundle's default.
    PriceInput shared = input.input;
    if (shared.term.isEmpty() && r.termUnit) {
        shared.term.length = r.term.toDecimal();
        shared.term.unit = *r.termUnit;
    }
    using Kind = PriceLine::Kind;
    const Fraction bundleQuantity(r.quantity);
    for (const BundleOption &o : bundleOptions(bundle)) {
        const Fraction chosen(Decimal::fromInteger(chosenQuantity(o, input)));
        const Fraction quantity = o.perBundleUnit ? chosen * bundleQuantity : chosen;
        const QString label = tr("Option %1 × %2").arg(o.name, quantity.toDecimal().toString());
        if (o.bundled) {
            r.lines.append({Kind::Included, label, quantity, Fraction(), Fraction(),
                            tr("Bundled: included in the bundle's price (spec §2.8)."), true});
            continue;
        }
        const Product *product = lookup ? lookup(o.productId) : nullptr;
        const EntryChoice choice = product ? choosePriceBookEntry(*product, r.currency, {}) : EntryChoice();
        if (!choice.entry) {
            r.warnings.append(
                {PriceWarningKind::OptionNotPriced,
                 tr("%1 is not in the total: %2")
                     .arg(o.name, choice.problem ? choice.problem->message
                                  : input.unavailable.contains(o.productId)
                                      ? input.unavailable.value(o.productId)
                                      : tr("its product %1 could not be read.").arg(o.productId))});
            continue;
        }
        PriceInput optionInput = shared;
        optionInput.quantity = quantity.toDecimal();
        const PriceResult option = PriceCalculator(*product, *choice.entry).price(optionInput);
        r.lines.append({Kind::Option, label, Fraction(option.quantity) * option.term, option.listPrice,
                        option.exactTotal,
                        o.perBundleUnit
                            ? tr("Not bundled: priced on its own, its quantity per bundle unit × the "
                                 "bundle quantity (LinkToBundleQuantity, spec §2.8).")
                            : tr("Not bundled: priced on its own at its quantity (spec §2.8)."),
                        true});
        for (PriceLine line : option.lines) {
            line.label = o.name + QStringLiteral(": ") + line.label;
            line.counted = false; // shown; the option line above carries its total
            r.lines.append(line);
        }
        for (PriceWarning w : option.warnings) {
            w.text = o.name + QStringLiteral(": ") + w.text;
            r.warnings.append(w);
        }
        if (!choice.note.isEmpty())
            r.notes.append(o.name + QStringLiteral(": ") + choice.note);
        r.listTotal = r.listTotal + option.listTotal;
        r.exactTotal = r.exactTotal + option.exactTotal;
    }
    r.total = r.exactTotal.rounded(r.minorUnits, RoundingMode::Nearest);
    return r;
}

} // namespace bd::domain
