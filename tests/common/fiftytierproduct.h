#pragma once

// The product the price benchmarks and the Price panel's speed test price: 50 tiers of a Tiered
// price tag (flat first tier, per unit after, prices with cents), a 50-tier Volume discount tag
// and a term ramp of 5 yearly periods, EUR per User/Month with 2 decimal places.

#include <QByteArray>

namespace bd::test {

inline QByteArray productWith50Tiers()
{
    QByteArray tiers;
    QByteArray discounts;
    for (int i = 0; i < 50; ++i) {
        const int start = i * 20 + 1;
        const QByteArray end = i == 49 ? QByteArray("null") : QByteArray::number(start + 19);
        const QByteArray model = i == 0 ? "FlatFee" : "PerUnit";
        const int cents = i == 0 ? 89900 : 4999 - i * 61; // 899.00 flat, then 49.38 down to 19.10 a unit
        const QByteArray amount =
            QByteArray::number(cents / 100) + '.' + QByteArray::number(cents % 100).rightJustified(2, '0');
        tiers += (i ? "," : "") + QByteArray("{\"tierNumber\":") + QByteArray::number(i + 1) +
                 ",\"chargeModel\":\"" + model + "\",\"startUnit\":" + QByteArray::number(start) +
                 ",\"endUnit\":" + end + ",\"amount\":\"" + amount + "\"}";
        discounts += (i ? "," : "") + QByteArray("{\"startUnit\":") + QByteArray::number(start) +
                     ",\"endUnit\":" + end +
                     ",\"discountPercentage\":" + QByteArray::number(i * 0.4, 'f', 1) + '}';
    }
    return "{\"id\":\"01tBENCH0000000001\",\"name\":\"Fifty "
           "tiers\",\"sku\":\"BENCH-50\",\"priceModel\":\"Recurring\","
           "\"priceBookEntries\":[{\"listPrice\":\"59.90\",\"currencyIsoCode\":\"EUR\",\"active\":true,"
           "\"uom\":{\"name\":\"User/Month\",\"quantityDimension\":\"User\",\"termDimension\":\"Month\","
           "\"decimalScale\":2,\"roundingMode\":\"Nearest\"},\"priceTags\":["
           "{\"name\":\"Fifty price tiers\",\"priceTagType\":\"Quantity\",\"priceType\":\"Tiered\","
           "\"uomDimension\":\"User\",\"priceTiers\":[" +
           tiers +
           "]},{\"name\":\"Fifty volume discounts\",\"priceTagType\":\"Quantity\",\"priceType\":\"Volume\","
           "\"uomDimension\":\"User\",\"priceTiers\":[" +
           discounts +
           "]},{\"name\":\"Yearly "
           "ramp\",\"priceTagType\":\"Term\",\"priceType\":\"Ramp\",\"uomDimension\":\"Year\","
           "\"priceTiers\":[{\"startUnit\":1,\"endUnit\":1,\"discountPercentage\":0},{\"startUnit\":2,"
           "\"endUnit\":2,"
           "\"discountPercentage\":3},{\"startUnit\":3,\"endUnit\":3,\"discountPercentage\":6},{"
           "\"startUnit\":4,"
           "\"endUnit\":4,\"discountPercentage\":9},{\"startUnit\":5,\"endUnit\":null,\"discountPercentage\":"
           "12}]}]}]}";
}

} // namespace bd::test
