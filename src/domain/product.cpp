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
    // Without a scale from the unit, show the price exactly as the service sent it.
    const int scale = unit.decimalScale.isPresent() ? unit.effectiveDecimalScale() : listPrice.value().scale();
    return formatMoney(listPrice.value(), currencyIsoCode.valueOr({}), scale, unit.effectiveRoundingMode(), locale);
}

} // namespace bd::domain
