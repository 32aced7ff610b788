#pragma once

#include "domain/codec.h"
#include "domain/product.h"

namespace bd::domain {

BD_DECLARE_CODEC(UnitOfMeasure)
BD_DECLARE_CODEC(PricingAttribute)
BD_DECLARE_CODEC(PriceTier)
BD_DECLARE_CODEC(PriceTag)
BD_DECLARE_CODEC(PriceBookEntry)
BD_DECLARE_CODEC(ProductRef)
BD_DECLARE_CODEC(ProductOption)
BD_DECLARE_CODEC(FeatureInfo)
BD_DECLARE_CODEC(ProductFeature)
BD_DECLARE_CODEC(Product)

// A product list as the service sends it: a plain array, or {"data": [...], "page":..., "limit":...}.
template <typename T> struct ProductListPage
{
    QList<T> products;
    Field<qint64> page;
    Field<qint64> limit;
    Field<qint64> total;
    bool enveloped = false;
};
using ProductPage = ProductListPage<Product>;
Decoded<ProductPage> decodeProductList(const QByteArray &text);

} // namespace bd::domain
