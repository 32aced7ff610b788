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

DisplayedPrice displayPrice(const Decimal &price, const QString &currency, int unitScale, RoundingMode mode,
                            const QLocale &locale)
{
    // The rule (README, "Prices"): money shows the currency's ISO 4217 minor unit (JPY 0, USD 2,
    // BHD 3). A price below one minor unit — a sub-cent usage price — shows more digits, up to
    // the unit's decimalScale (or as sent when the unit gives none), so that the unit's own
    // precision is not lost. Rounding to what is shown uses the unit's roundingMode. Whenever the
    // number shown is not the exact list price, it is marked "≈" and the exact price is kept.
    const QString code = currency.isEmpty() ? QString() : QLatin1Char(' ') + currency;
    DisplayedPrice out;
    out.exact = price.toLocaleString(locale) + code;
    int digits = currency.isEmpty() ? price.scale() : currencyMinorUnits(currency);
    const Decimal zero;
    if (!(price == zero) && price.rounded(digits, RoundingMode::Down) == zero)
        digits = std::max(digits, std::min(unitScale >= 0 ? unitScale : price.scale(), price.scale()));
    const Decimal shown = price.rounded(std::clamp(digits, 0, 10), mode);
    out.approximate = !(shown == price);
    out.text = (out.approximate ? QStringLiteral("≈ ") : QString()) + shown.toLocaleString(locale) + code;
    return out;
}

QString formatListPrice(const Decimal &price, const QString &currency, int unitScale, RoundingMode mode,
                        const QLocale &locale)
{
    return displayPrice(price, currency, unitScale, mode, locale).text;
}

} // namespace bd::domain
