#pragma once

// The product schema of spec §2.4–§2.9 written once: the JSON field names and the spec's
// defaults. The codecs (productcodec.cpp), the list summarizer (productsummary.cpp) and the
// effective*() accessors all read them from here.

#include "domain/decimal.h"

namespace bd::domain::schema {

namespace product {
inline constexpr char id[] = "id";
inline constexpr char name[] = "name";
inline constexpr char sku[] = "sku";
inline constexpr char recordType[] = "recordType";
inline constexpr char configurable[] = "configurable";
inline constexpr char soldIndependently[] = "soldIndependently";
inline constexpr char status[] = "status";
inline constexpr char publishStatus[] = "publishStatus";
inline constexpr char lastPublishedDate[] = "lastPublishedDate";
inline constexpr char lastPublishedById[] = "lastPublishedById";
inline constexpr char description[] = "description";
inline constexpr char longDescription[] = "longDescription";
inline constexpr char imageUrl[] = "imageUrl";
inline constexpr char priceModel[] = "priceModel";
inline constexpr char billingTiming[] = "billingTiming";
inline constexpr char defaultUomId[] = "defaultUomId";
inline constexpr char autoRenew[] = "autoRenew";
inline constexpr char defaultSubscriptionTerm[] = "defaultSubscriptionTerm";
inline constexpr char defaultRenewalTerm[] = "defaultRenewalTerm";
inline constexpr char evergreen[] = "evergreen";
inline constexpr char freeTrialType[] = "freeTrialType";
inline constexpr char freeTrialUnit[] = "freeTrialUnit";
inline constexpr char taxCode[] = "taxCode";
inline constexpr char taxMode[] = "taxMode";
inline constexpr char taxCategory[] = "taxCategory";
inline constexpr char bundleTemplate[] = "bundleTemplate";
inline constexpr char showIncludedProductOptions[] = "showIncludedProductOptions";
inline constexpr char referenceProductId[] = "referenceProductId";
inline constexpr char productCategory[] = "productCategory";
inline constexpr char startDate[] = "startDate";
inline constexpr char endDate[] = "endDate";
inline constexpr char priceBookEntries[] = "priceBookEntries";
inline constexpr char productFeatures[] = "productFeatures";
inline constexpr char productOptions[] = "productOptions";
inline constexpr char customFields[] = "customFields";
inline constexpr char priceTags[] = "priceTags"; // where price tags attach is not shown: both places
} // namespace product

namespace uom {
inline constexpr char name[] = "name";
inline constexpr char quantityDimension[] = "quantityDimension";
inline constexpr char termDimension[] = "termDimension";
inline constexpr char decimalScale[] = "decimalScale";
inline constexpr char roundingMode[] = "roundingMode";
} // namespace uom

namespace priceBookEntry {
inline constexpr char id[] = "id";
inline constexpr char listPrice[] = "listPrice";
inline constexpr char currencyIsoCode[] = "currencyIsoCode";
inline constexpr char active[] = "active";
inline constexpr char recommended[] = "recommended";
inline constexpr char uom[] = "uom";
inline constexpr char pricingAttributes[] = "pricingAttributes";
inline constexpr char priceTags[] = "priceTags";
} // namespace priceBookEntry

namespace feature {
inline constexpr char featureName[] = "featureName";
inline constexpr char featureOrder[] = "featureOrder";
inline constexpr char feature[] = "feature";
inline constexpr char productOptions[] = "productOptions";
inline constexpr char infoId[] = "id"; // inside `feature`
inline constexpr char infoName[] = "name";
inline constexpr char infoDescription[] = "description";
} // namespace feature

namespace option {
inline constexpr char id[] = "id";
inline constexpr char optionName[] = "optionName";
inline constexpr char optionType[] = "optionType";
inline constexpr char defaultQuantity[] = "defaultQuantity";
inline constexpr char minQuantity[] = "minQuantity";
inline constexpr char maxQuantity[] = "maxQuantity";
inline constexpr char quantityEditable[] = "quantityEditable";
inline constexpr char required[] = "required";
inline constexpr char bundled[] = "bundled";
inline constexpr char recommended[] = "recommended";
inline constexpr char product[] = "product"; // nested {id, name, sku}
} // namespace option

namespace pricingAttribute {
inline constexpr char name[] = "name";
inline constexpr char value[] = "value";
} // namespace pricingAttribute

namespace priceTag {
inline constexpr char priceTagType[] = "priceTagType";
inline constexpr char priceType[] = "priceType";
inline constexpr char uomDimension[] = "uomDimension";
inline constexpr char priceTiers[] = "priceTiers";
} // namespace priceTag

namespace priceTier {
inline constexpr char chargeModel[] = "chargeModel";
inline constexpr char discountPercentage[] = "discountPercentage";
inline constexpr char startUnit[] = "startUnit";
inline constexpr char endUnit[] = "endUnit";
} // namespace priceTier

namespace productRef {
inline constexpr char id[] = "id";
inline constexpr char name[] = "name";
inline constexpr char sku[] = "sku";
} // namespace productRef

namespace list {
inline constexpr char data[] = "data"; // {"data": [...], "page", "limit", "total"}
inline constexpr char page[] = "page";
inline constexpr char limit[] = "limit";
inline constexpr char total[] = "total";
} // namespace list

// The spec's defaults (§2.4) and the display rules where the spec gives none.
namespace defaults {
inline constexpr char recordType[] = "Product";
inline constexpr char priceModel[] = "OneTime";
inline constexpr char billingTiming[] = "In Advance";
inline constexpr bool configurable = false;
inline constexpr bool soldIndependently = true;
inline constexpr bool priceActive = true; // an entry that does not say counts as active (§2.6)
inline constexpr int decimalScale = 2;    // money's common case when a unit gives no scale
inline constexpr RoundingMode roundingMode = RoundingMode::Nearest;
} // namespace defaults

// Suffix of custom field names (§2.4).
inline constexpr char customFieldSuffix[] = "__c";

} // namespace bd::domain::schema
