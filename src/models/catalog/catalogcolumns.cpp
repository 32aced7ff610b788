#include "models/catalog/catalogcolumns.h"

namespace bd::models {

QString CatalogColumns::productText(const domain::ProductSummary &p, int column)
{
    switch (column) {
    case Name: return p.name;
    case Sku: return p.sku;
    case RecordType: return p.recordType;
    case PriceModel: return p.priceModel;
    case BillingTiming: return p.billingTiming;
    case Category: return p.category;
    case LowestPrice: return p.lowestPricesText();
    }
    return {};
}

} // namespace bd::models
