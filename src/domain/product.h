#pragma once

// The read-only product catalog of spec §2.4–§2.9. Every field is a Field<T> so absent,
// null and present stay apart; members the spec does not name are kept in `extra`.

#include "domain/decimal.h"
#include "domain/field.h"
#include "domain/jsonfields.h"
#include "domain/lowestprices.h"

#include <QList>
#include <QString>

namespace bd::domain {

struct UnitOfMeasure
{
    Field<QString> name;
    Field<QString> quantityDimension; // what is counted: User, Each, Hour
    Field<QString> termDimension;     // Month, Year, Quarter
    Field<qint64> decimalScale;       // 0..10
    Field<QString> roundingMode;      // Up, Down, Nearest
    JsonFields extra;

    int effectiveDecimalScale() const;          // 2 when absent, clamped to 0..10
    RoundingMode effectiveRoundingMode() const; // Nearest when absent or unknown
};

struct PricingAttribute
{
    Field<QString> name;
    Field<QString> value;
    JsonFields extra;
};

struct PriceTier
{
    Field<QString> chargeModel; // e.g. PerUnit
    Field<Decimal> discountPercentage;
    Field<Decimal> startUnit;
    Field<Decimal> endUnit; // null: no upper bound
    JsonFields extra;
};

struct PriceTag
{
    Field<QString> priceTagType; // Quantity, Term, ...
    Field<QString> priceType;    // Volume, Tiered, Ramp
    Field<QString> uomDimension;
    Field<QList<PriceTier>> priceTiers;
    JsonFields extra;
};

struct PriceBookEntry
{
    Field<QString> id;
    Field<Decimal> listPrice;       // required
    Field<QString> currencyIsoCode; // ISO 4217
    Field<bool> active;
    Field<bool> recommended;
    Field<UnitOfMeasure> uom; // required
    Field<QList<PricingAttribute>> pricingAttributes;
    Field<QList<PriceTag>> priceTags; // where price tags attach is not shown: accepted here too
    JsonFields extra;

    QString formattedPrice(const QLocale &locale = QLocale()) const;
    bool isActive() const; // spec §2.6: only active prices are shown
};

// A list price for people by one rule (see displayPrice() in product.cpp and the README):
// the currency's minor unit, more digits (up to the unit's decimalScale) only for prices below
// one minor unit, the unit's rounding, and "≈" whenever the number shown is not the exact price.
// unitScale is the unit's decimalScale (0..10), or -1 when the unit gives none.
struct DisplayedPrice
{
    QString text;  // "≈ 0.01 USD"
    QString exact; // "0.0000001 USD"
    bool approximate = false;
};
DisplayedPrice displayPrice(const Decimal &price, const QString &currency, int unitScale, RoundingMode mode,
                            const QLocale &locale = QLocale());
QString formatListPrice(const Decimal &price, const QString &currency, int unitScale, RoundingMode mode,
                        const QLocale &locale = QLocale());

// The nested product of a bundle option: at least id, name and sku.
struct ProductRef
{
    Field<QString> id;
    Field<QString> name;
    Field<QString> sku;
    JsonFields extra;
};

struct ProductOption
{
    Field<QString> id;
    Field<QString> optionName;
    Field<QString> optionType; // RelatedProduct, LinkToBundleQuantity
    Field<qint64> defaultQuantity;
    Field<qint64> minQuantity;
    Field<qint64> maxQuantity; // null: unlimited
    Field<bool> quantityEditable;
    Field<bool> required;
    Field<bool> bundled;
    Field<bool> recommended;
    Field<ProductRef> product;
    JsonFields extra;
};

struct FeatureInfo
{
    Field<QString> id;
    Field<QString> name;
    Field<QString> description;
    JsonFields extra;
};

struct ProductFeature
{
    Field<QString> featureName;
    Field<qint64> featureOrder; // lower first
    Field<FeatureInfo> feature;
    Field<QList<ProductOption>> productOptions;
    JsonFields extra;
};

struct Product
{
    Field<QString> id;
    Field<QString> name;
    Field<QString> sku;
    Field<QString> recordType;     // Product, Service, Bundle; default Product
    Field<bool> configurable;      // default false
    Field<bool> soldIndependently; // default true
    Field<QString> status;
    Field<QString> publishStatus;
    Field<QString> lastPublishedDate; // ISO 8601 date-time, kept as sent
    Field<QString> lastPublishedById;
    Field<QString> description;     // <= 255 characters, may be null
    Field<QString> longDescription; // HTML: sanitize before display
    Field<QString> imageUrl;        // <= 255 characters, may be null
    Field<QString> priceModel;      // Recurring, OneTime, Usage, CRBD; default OneTime
    Field<QString> billingTiming;   // In Advance, In Arrears; default In Advance
    Field<QString> defaultUomId;
    Field<bool> autoRenew;
    Field<qint64> defaultSubscriptionTerm;
    Field<qint64> defaultRenewalTerm;
    Field<bool> evergreen;
    Field<QString> freeTrialType; // Days, Months, Years
    Field<qint64> freeTrialUnit;
    Field<QString> taxCode;
    Field<QString> taxMode; // TaxExclusive, TaxInclusive
    Field<QString> taxCategory;
    Field<QString> bundleTemplate; // Basic, Advanced, DynamicOptions
    Field<bool> showIncludedProductOptions;
    Field<QString> referenceProductId;
    Field<QString> productCategory;
    Field<QString> startDate;
    Field<QString> endDate; // may be null
    Field<QList<PriceBookEntry>> priceBookEntries;
    Field<QList<ProductFeature>> productFeatures;
    Field<QList<ProductOption>> productOptions;
    Field<JsonFields> customFields; // keys <fieldName>__c
    Field<QList<PriceTag>> priceTags;
    JsonFields extra;

    // The spec's defaults for absent fields (§2.4). isDefault*() tells the UI to label them.
    QString effectiveRecordType() const;
    bool effectiveConfigurable() const;
    bool effectiveSoldIndependently() const;
    QString effectivePriceModel() const;
    QString effectiveBillingTiming() const;
};

// The lowest active list price in each currency (lowestprices.h), sorted by currency.
QList<PriceSummary> lowestPrices(const Product &product);
// "19.99 USD · 17.50 EUR".
QString lowestPricesText(const Product &product, const QLocale &locale = QLocale());

} // namespace bd::domain
