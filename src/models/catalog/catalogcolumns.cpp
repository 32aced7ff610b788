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

namespace {
const char *const Keys[] = {"name",          "sku",      "recordType", "priceModel",
                            "billingTiming", "category", "lowestPrice"};
} // namespace

QString CatalogColumns::key(int column)
{
    return column >= 0 && column < ColumnCount ? QLatin1StringView(Keys[column]).toString() : QString();
}

int CatalogColumns::column(const QString &key)
{
    for (int c = 0; c < ColumnCount; ++c)
        if (key == QLatin1StringView(Keys[c]))
            return c;
    return -1;
}

} // namespace bd::models
