#include "domain/product.h"

#include "domain/productschema.h"

#include <algorithm>

namespace bd::domain {

int UnitOfMeasure::effectiveDecimalScale() const
{
    return int(std::clamp<qint64>(decimalScale.valueOr(schema::defaults::decimalScale), 0,
                                  10)); // 2: the common case for money
}

RoundingMode UnitOfMeasure::effectiveRoundingMode() const
{
    if (const QString *mode = roundingMode.get())
        return roundingModeFromString(*mode).value_or(schema::defaults::roundingMode);
    return schema::defaults::roundingMode;
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

bool PriceBookEntry::isActive() const
{
    return active.valueOr(schema::defaults::priceActive);
}

QList<PriceSummary> lowestPrices(const Product &product)
{
    LowestPrices lowest;
    for (const PriceBookEntry &e : product.priceBookEntries.orEmpty()) {
        if (!e.isActive() || !e.listPrice.isPresent())
            continue;
        const UnitOfMeasure unit = e.uom.valueOr({});
        lowest.offer({e.currencyIsoCode.valueOr({}), e.listPrice.value(),
                      unit.decimalScale.isPresent() ? unit.effectiveDecimalScale() : -1,
                      unit.effectiveRoundingMode()});
    }
    return lowest.take();
}

QString lowestPricesText(const Product &product, const QLocale &locale)
{
    return lowestPricesText(lowestPrices(product), locale);
}

QString Product::effectiveRecordType() const
{
    return recordType.valueOr(QString::fromLatin1(schema::defaults::recordType));
}

bool Product::effectiveConfigurable() const
{
    return configurable.valueOr(schema::defaults::configurable);
}

bool Product::effectiveSoldIndependently() const
{
    return soldIndependently.valueOr(schema::defaults::soldIndependently);
}

QString Product::effectivePriceModel() const
{
    return priceModel.valueOr(QString::fromLatin1(schema::defaults::priceModel));
}

QString Product::effectiveBillingTiming() const
{
    return billingTiming.valueOr(QString::fromLatin1(schema::defaults::billingTiming));
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
