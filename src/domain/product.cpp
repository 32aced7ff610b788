#include "domain/product.h"

#include <algorithm>
#include <map>

namespace bd::domain {

int UnitOfMeasure::effectiveDecimalScale() const
{
    return int(std::clamp<qint64>(decimalScale.valueOr(2), 0, 10)); // 2: the common case for money
}

RoundingMode UnitOfMeasure::effectiveRoundingMode() const
{
    if (const QString *mode = roundingMode.get())
        return roundingModeFromString(*mode).value_or(RoundingMode::Nearest);
    return RoundingMode::Nearest;
}

QString PriceBookEntry::formattedPrice(const QLocale &locale) const
{
    if (!listPrice.isPresent())
        return {};
    const UnitOfMeasure unit = uom.valueOr({});
    return formatListPrice(listPrice.value(), currencyIsoCode.valueOr({}),
                           unit.decimalScale.isPresent() ? unit.effectiveDecimalScale() : -1,
                           unit.effectiveRoundingMode(), locale);
}

QString lowestPricesText(const Product &product, const QLocale &locale)
{
    std::map<QString, const PriceBookEntry *> lowest;
    for (const PriceBookEntry &e : product.priceBookEntries.orEmpty()) {
        if (!e.active.valueOr(true) || !e.listPrice.isPresent())
            continue;
        const QString currency = e.currencyIsoCode.valueOr({});
        auto it = lowest.find(currency);
        if (it == lowest.end() || e.listPrice.value() < it->second->listPrice.value())
            lowest[currency] = &e;
    }
    QStringList parts;
    for (const auto &[currency, entry] : lowest)
        parts << entry->formattedPrice(locale);
    return parts.join(QStringLiteral(" · "));
}

QString formatListPrice(const Decimal &price, const QString &currency, int unitScale, RoundingMode mode,
                        const QLocale &locale)
{
    // The unit's decimal scale and rounding apply, but never hide the currency's minor unit:
    // 0.50 USD with a scale-0 unit reads "0.50 USD", not "1 USD". Without a scale from the unit,
    // the price shows exactly as the service sent it.
    const int scale = unitScale >= 0
                          ? std::max(unitScale, currency.isEmpty() ? 0 : currencyMinorUnits(currency))
                          : price.scale();
    return formatMoney(price, currency, scale, mode, locale);
}

} // namespace bd::domain
