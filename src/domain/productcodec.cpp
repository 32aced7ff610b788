#include "domain/productcodec.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace bd::domain {

using P = Presence;

static const FieldTable<UnitOfMeasure> &uomTable()
{
    static const FieldTable<UnitOfMeasure> t{
        field<&UnitOfMeasure::name>("name"),
        field<&UnitOfMeasure::quantityDimension>("quantityDimension"),
        field<&UnitOfMeasure::termDimension>("termDimension"),
        field<&UnitOfMeasure::decimalScale>("decimalScale"),
        field<&UnitOfMeasure::roundingMode>("roundingMode"),
    };
    return t;
}

static const FieldTable<PricingAttribute> &pricingAttributeTable()
{
    static const FieldTable<PricingAttribute> t{
        field<&PricingAttribute::name>("name"),
        field<&PricingAttribute::value>("value"),
    };
    return t;
}

static const FieldTable<PriceTier> &priceTierTable()
{
    static const FieldTable<PriceTier> t{
        field<&PriceTier::chargeModel>("chargeModel"),
        field<&PriceTier::discountPercentage>("discountPercentage"),
        field<&PriceTier::startUnit>("startUnit"),
        field<&PriceTier::endUnit>("endUnit"),
    };
    return t;
}

static const FieldTable<PriceTag> &priceTagTable()
{
    static const FieldTable<PriceTag> t{
        field<&PriceTag::priceTagType>("priceTagType"),
        field<&PriceTag::priceType>("priceType"),
        field<&PriceTag::uomDimension>("uomDimension"),
        field<&PriceTag::priceTiers>("priceTiers"),
    };
    return t;
}

static const FieldTable<PriceBookEntry> &priceBookEntryTable()
{
    static const FieldTable<PriceBookEntry> t{
        field<&PriceBookEntry::id>("id"),
        field<&PriceBookEntry::listPrice>("listPrice", P::Required),
        field<&PriceBookEntry::currencyIsoCode>("currencyIsoCode"),
        field<&PriceBookEntry::active>("active"),
        field<&PriceBookEntry::recommended>("recommended"),
        field<&PriceBookEntry::uom>("uom", P::Required),
        field<&PriceBookEntry::pricingAttributes>("pricingAttributes"),
        field<&PriceBookEntry::priceTags>("priceTags"),
    };
    return t;
}

static const FieldTable<ProductRef> &productRefTable()
{
    static const FieldTable<ProductRef> t{
        field<&ProductRef::id>("id", P::Required),
        field<&ProductRef::name>("name"),
        field<&ProductRef::sku>("sku"),
    };
    return t;
}

static const FieldTable<ProductOption> &productOptionTable()
{
    static const FieldTable<ProductOption> t{
        field<&ProductOption::id>("id"),
        field<&ProductOption::optionName>("optionName"),
        field<&ProductOption::optionType>("optionType"),
        field<&ProductOption::defaultQuantity>("defaultQuantity"),
        field<&ProductOption::minQuantity>("minQuantity"),
        field<&ProductOption::maxQuantity>("maxQuantity"),
        field<&ProductOption::quantityEditable>("quantityEditable"),
        field<&ProductOption::required>("required"),
        field<&ProductOption::bundled>("bundled"),
        field<&ProductOption::recommended>("recommended"),
        field<&ProductOption::product>("product"),
    };
    return t;
}

static const FieldTable<FeatureInfo> &featureInfoTable()
{
    static const FieldTable<FeatureInfo> t{
        field<&FeatureInfo::id>("id"),
        field<&FeatureInfo::name>("name"),
        field<&FeatureInfo::description>("description"),
    };
    return t;
}

static const FieldTable<ProductFeature> &productFeatureTable()
{
    static const FieldTable<ProductFeature> t{
        field<&ProductFeature::featureName>("featureName"),
        field<&ProductFeature::featureOrder>("featureOrder"),
        field<&ProductFeature::feature>("feature"),
        field<&ProductFeature::productOptions>("productOptions"),
    };
    return t;
}

static const FieldTable<Product> &productTable()
{
    static const FieldTable<Product> t{
        field<&Product::id>("id", P::Required),
        field<&Product::name>("name", P::Required),
        field<&Product::sku>("sku", P::Required),
        field<&Product::recordType>("recordType"),
        field<&Product::configurable>("configurable"),
        field<&Product::soldIndependently>("soldIndependently"),
        field<&Product::status>("status"),
        field<&Product::publishStatus>("publishStatus"),
        field<&Product::lastPublishedDate>("lastPublishedDate"),
        field<&Product::lastPublishedById>("lastPublishedById"),
        field<&Product::description>("description"),
        field<&Product::longDescription>("longDescription"),
        field<&Product::imageUrl>("imageUrl"),
        field<&Product::priceModel>("priceModel"),
        field<&Product::billingTiming>("billingTiming"),
        field<&Product::defaultUomId>("defaultUomId"),
        field<&Product::autoRenew>("autoRenew"),
        field<&Product::defaultSubscriptionTerm>("defaultSubscriptionTerm"),
        field<&Product::defaultRenewalTerm>("defaultRenewalTerm"),
        field<&Product::evergreen>("evergreen"),
        field<&Product::freeTrialType>("freeTrialType"),
        field<&Product::freeTrialUnit>("freeTrialUnit"),
        field<&Product::taxCode>("taxCode"),
        field<&Product::taxMode>("taxMode"),
        field<&Product::taxCategory>("taxCategory"),
        field<&Product::bundleTemplate>("bundleTemplate"),
        field<&Product::showIncludedProductOptions>("showIncludedProductOptions"),
        field<&Product::referenceProductId>("referenceProductId"),
        field<&Product::productCategory>("productCategory"),
        field<&Product::startDate>("startDate"),
        field<&Product::endDate>("endDate"),
        field<&Product::priceBookEntries>("priceBookEntries"),
        field<&Product::productFeatures>("productFeatures"),
        field<&Product::productOptions>("productOptions"),
        field<&Product::customFields>("customFields"),
        field<&Product::priceTags>("priceTags"),
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
        DecodeContext::Scope scope(ctx, QByteArrayView("customFields"));
        for (const JsonFields::Entry &e : *custom) {
            if (!e.name.endsWith(QLatin1String("__c")) || e.name.size() <= 3) {
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
        field<&ProductEnvelope::data>("data", P::Required),
        field<&ProductEnvelope::page>("page"),
        field<&ProductEnvelope::limit>("limit"),
        field<&ProductEnvelope::total>("total"),
    };
    return t;
}
} // namespace

Decoded<ProductPage> decodeProductList(const QByteArray &text)
{
    Decoded<ProductPage> out;
    json::ParseError error;
    const json::Document doc = json::Document::parse(text, &error);
    if (!doc.isValid()) {
        out.problems.append(parseProblem(error));
        return out;
    }
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
