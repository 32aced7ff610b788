#include "product.h"

#include <algorithm>

namespace bd::domain {

int UnitOfMeasure::effectiveDecimalScale() const
{
    return int(std::clamp<qint64>(decimalScale.valueOr(2), 0, 10));  // 2: the common case for money
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
    // The unit's decimal scale and rounding apply, but never hide the currency's minor unit:
    // 0.50 USD with a scale-0 unit reads "0.50 USD", not "1 USD". Without a scale from the unit,
    // the price shows exactly as the service sent it.
    const QString currency = currencyIsoCode.valueOr({});
    const int scale = unit.decimalScale.isPresent()
                          ? std::max(unit.effectiveDecimalScale(), currency.isEmpty() ? 0 : currencyMinorUnits(currency))
                          : listPrice.value().scale();
    return formatMoney(listPrice.value(), currencyIsoCode.valueOr({}), scale, unit.effectiveRoundingMode(), locale);
}

} // namespace bd::domain
