#include "domain/productcodec.h"

#include "domain/productschema.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace bd::domain {

using P = Presence;

static const FieldTable<UnitOfMeasure> &uomTable()
{
    static const FieldTable<UnitOfMeasure> t{
        field<&UnitOfMeasure::name>(schema::uom::name),
        field<&UnitOfMeasure::quantityDimension>(schema::uom::quantityDimension),
        field<&UnitOfMeasure::termDimension>(schema::uom::termDimension),
        field<&UnitOfMeasure::decimalScale>(schema::uom::decimalScale),
        field<&UnitOfMeasure::roundingMode>(schema::uom::roundingMode),
    };
    return t;
}

static const FieldTable<PricingAttribute> &pricingAttributeTable()
{
    static const FieldTable<PricingAttribute> t{
        field<&PricingAttribute::name>(schema::pricingAttribute::name),
        field<&PricingAttribute::value>(schema::pricingAttribute::value),
    };
    return t;
}

static const FieldTable<PriceTier> &priceTierTable()
{
    static const FieldTable<PriceTier> t{
        field<&PriceTier::chargeModel>(schema::priceTier::chargeModel),
        field<&PriceTier::discountPercentage>(schema::priceTier::discountPercentage),
        field<&PriceTier::startUnit>(schema::priceTier::startUnit),
        field<&PriceTier::endUnit>(schema::priceTier::endUnit),
    };
    return t;
}

static const FieldTable<PriceTag> &priceTagTable()
{
    static const FieldTable<PriceTag> t{
        field<&PriceTag::priceTagType>(schema::priceTag::priceTagType),
        field<&PriceTag::priceType>(schema::priceTag::priceType),
        field<&PriceTag::uomDimension>(schema::priceTag::uomDimension),
        field<&PriceTag::priceTiers>(schema::priceTag::priceTiers),
    };
    return t;
}

static const FieldTable<PriceBookEntry> &priceBookEntryTable()
{
    static const FieldTable<PriceBookEntry> t{
        field<&PriceBookEntry::id>(schema::priceBookEntry::id),
        field<&PriceBookEntry::listPrice>(schema::priceBookEntry::listPrice, P::Required),
        field<&PriceBookEntry::currencyIsoCode>(schema::priceBookEntry::currencyIsoCode),
        field<&PriceBookEntry::active>(schema::priceBookEntry::active),
        field<&PriceBookEntry::recommended>(schema::priceBookEntry::recommended),
        field<&PriceBookEntry::uom>(schema::priceBookEntry::uom, P::Required),
        field<&PriceBookEntry::pricingAttributes>(schema::priceBookEntry::pricingAttributes),
        field<&PriceBookEntry::priceTags>(schema::priceBookEntry::priceTags),
    };
    return t;
}

static const FieldTable<ProductRef> &productRefTable()
{
    static const FieldTable<ProductRef> t{
        field<&ProductRef::id>(schema::productRef::id, P::Required),
        field<&ProductRef::name>(schema::productRef::name),
        field<&ProductRef::sku>(schema::productRef::sku),
    };
    return t;
}

static const FieldTable<ProductOption> &productOptionTable()
{
    static const FieldTable<ProductOption> t{
        field<&ProductOption::id>(schema::option::id),
        field<&ProductOption::optionName>(schema::option::optionName),
        field<&ProductOption::optionType>(schema::option::optionType),
        field<&ProductOption::defaultQuantity>(schema::option::defaultQuantity),
        field<&ProductOption::minQuantity>(schema::option::minQuantity),
        field<&ProductOption::maxQuantity>(schema::option::maxQuantity),
        field<&ProductOption::quantityEditable>(schema::option::quantityEditable),
        field<&ProductOption::required>(schema::option::required),
        field<&ProductOption::bundled>(schema::option::bundled),
        field<&ProductOption::recommended>(schema::option::recommended),
        field<&ProductOption::product>(schema::option::product),
    };
    return t;
}

static const FieldTable<FeatureInfo> &featureInfoTable()
{
    static const FieldTable<FeatureInfo> t{
        field<&FeatureInfo::id>(schema::feature::infoId),
        field<&FeatureInfo::name>(schema::feature::infoName),
        field<&FeatureInfo::description>(schema::feature::infoDescription),
    };
    return t;
}

static const FieldTable<ProductFeature> &productFeatureTable()
{
    static const FieldTable<ProductFeature> t{
        field<&ProductFeature::featureName>(schema::feature::featureName),
        field<&ProductFeature::featureOrder>(schema::feature::featureOrder),
        field<&ProductFeature::feature>(schema::feature::feature),
        field<&ProductFeature::productOptions>(schema::feature::productOptions),
    };
    return t;
}

static const FieldTable<Product> &productTable()
{
    static const FieldTable<Product> t{
        field<&Product::id>(schema::product::id, P::Required),
        field<&Product::name>(schema::product::name, P::Required),
        field<&Product::sku>(schema::product::sku, P::Required),
        field<&Product::recordType>(schema::product::recordType),
        field<&Product::configurable>(schema::product::configurable),
        field<&Product::soldIndependently>(schema::product::soldIndependently),
        field<&Product::status>(schema::product::status),
        field<&Product::publishStatus>(schema::product::publishStatus),
        field<&Product::lastPublishedDate>(schema::product::lastPublishedDate),
        field<&Product::lastPublishedById>(schema::product::lastPublishedById),
        field<&Product::description>(schema::product::description),
        field<&Product::longDescription>(schema::product::longDescription),
        field<&Product::imageUrl>(schema::product::imageUrl),
        field<&Product::priceModel>(schema::product::priceModel),
        field<&Product::billingTiming>(schema::product::billingTiming),
        field<&Product::defaultUomId>(schema::product::defaultUomId),
        field<&Product::autoRenew>(schema::product::autoRenew),
        field<&Product::defaultSubscriptionTerm>(schema::product::defaultSubscriptionTerm),
        field<&Product::defaultRenewalTerm>(schema::product::defaultRenewalTerm),
        field<&Product::evergreen>(schema::product::evergreen),
        field<&Product::freeTrialType>(schema::product::freeTrialType),
        field<&Product::freeTrialUnit>(schema::product::freeTrialUnit),
        field<&Product::taxCode>(schema::product::taxCode),
        field<&Product::taxMode>(schema::product::taxMode),
        field<&Product::taxCategory>(schema::product::taxCategory),
        field<&Product::bundleTemplate>(schema::product::bundleTemplate),
        field<&Product::showIncludedProductOptions>(schema::product::showIncludedProductOptions),
        field<&Product::referenceProductId>(schema::product::referenceProductId),
        field<&Product::productCategory>(schema::product::productCategory),
        field<&Product::startDate>(schema::product::startDate),
        field<&Product::endDate>(schema::product::endDate),
        field<&Product::priceBookEntries>(schema::product::priceBookEntries),
        field<&Product::productFeatures>(schema::product::productFeatures),
        field<&Product::productOptions>(schema::product::productOptions),
        field<&Product::customFields>(schema::product::customFields),
        field<&Product::priceTags>(schema::product::priceTags),
    };
    return t;
}

BD_DEFINE_STRUCT_CODEC(UnitOfMeasure, uomTable)
BD_DEFINE_STRUCT_CODEC(PricingAttribute, pricingAttributeTable)
BD_DEFINE_STRUCT_CODEC(PriceTier, priceTierTable)
BD_DEFINE_STRUCT_CODEC(PriceTag, priceTagTable)
BD_DEFINE_STRUCT_CODEC(PriceBookEntry, priceBookEntryTable)
BD_DEFINE_STRUCT_CODEC(ProductRef, productRefTable)
BD_DEFINE_STRUCT_CODEC(ProductOption, productOptionTable)
BD_DEFINE_STRUCT_CODEC(FeatureInfo, featureInfoTable)
BD_DEFINE_STRUCT_CODEC(ProductFeature, productFeatureTable)

bool Codec<Product>::read(json::Value v, Product &out, DecodeContext &ctx)
{
    if (!decodeStruct(v, out, ctx, productTable()))
        return false;
    if (const JsonFields *custom = out.customFields.get()) {
        DecodeContext::Scope scope(ctx, QByteArrayView(schema::product::customFields));
        for (const JsonFields::Entry &e : *custom) {
            const QLatin1StringView suffix(schema::customFieldSuffix);
            if (!e.name.endsWith(suffix) || e.name.size() <= suffix.size()) {
                const QByteArray key = e.name.toUtf8();
                DecodeContext::Scope inner(ctx, QByteArrayView(key));
                ctx.problem(QCoreApplication::translate("bd::domain", "custom field names end in \"__c\""));
            }
        }
    }
    return true;
}

void Codec<Product>::write(json::Writer &w, const Product &value)
{
    encodeStruct(w, value, productTable());
}

namespace {
struct ProductEnvelope
{
    Field<QList<Product>> data;
    Field<qint64> page;
    Field<qint64> limit;
    Field<qint64> total;
    JsonFields extra;
};

const FieldTable<ProductEnvelope> &envelopeTable()
{
    static const FieldTable<ProductEnvelope> t{
        field<&ProductEnvelope::data>(schema::list::data, P::Required),
        field<&ProductEnvelope::page>(schema::list::page),
        field<&ProductEnvelope::limit>(schema::list::limit),
        field<&ProductEnvelope::total>(schema::list::total),
    };
    return t;
}
} // namespace

Decoded<ProductPage> decodeProductList(const QByteArray &text)
{
    Decoded<ProductPage> out;
    const std::optional<json::Document> parsed = parseOrReport(text, out.problems);
    if (!parsed)
        return out;
    const json::Document &doc = *parsed;
    DecodeContext ctx;
    const json::Value root = doc.root();
    if (root.isObject()) {
        ProductEnvelope envelope;
        out.ok = decodeStruct(root, envelope, ctx, envelopeTable()) && envelope.data.isPresent();
        out.value.enveloped = true;
        out.value.products = envelope.data.valueOr({});
        out.value.page = envelope.page;
        out.value.limit = envelope.limit;
        out.value.total = envelope.total;
    } else {
        out.ok = Codec<QList<Product>>::read(root, out.value.products, ctx);
    }
    out.problems = ctx.takeProblems();
    return out;
}

} // namespace bd::domain
