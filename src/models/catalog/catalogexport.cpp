#include "models/catalog/catalogexport.h"

#include "domain/json/jsonwriter.h"
#include "models/catalog/catalogmodel.h"
#include "models/common/csv.h"

#include <QAbstractProxyModel>

namespace bd::models {

static QModelIndex toCatalog(const QAbstractItemModel &view, const QModelIndex &index)
{
    const QModelIndex mapped = index;
    if (const auto *proxy = qobject_cast<const QAbstractProxyModel *>(&view))
        return proxy->mapToSource(mapped);
    return mapped;
}

QByteArray exportJson(const QAbstractItemModel &view, const CatalogModel &catalog, bool indented)
{
    // Each product exactly as the service sent it (unknown fields and number digits included).
    json::Writer w;
    w.beginArray();
    for (int r = 0; r < view.rowCount(); ++r) {
        if (const domain::ProductSummary *p = catalog.summaryAt(toCatalog(view, view.index(r, 0))))
            w.raw(p->json.view());
    }
    w.endArray();
    return indented ? json::reformat(w.data(), true) : w.take();
}

QByteArray exportCatalogCsv(const QAbstractItemModel &view, const CatalogModel &catalog)
{
    QByteArray out = csvRecord({QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("sku"),
                                QStringLiteral("recordType"), QStringLiteral("priceModel"),
                                QStringLiteral("billingTiming"), QStringLiteral("category"),
                                QStringLiteral("currency"), QStringLiteral("lowestListPrice")});
    for (int r = 0; r < view.rowCount(); ++r) {
        const domain::ProductSummary *p = catalog.summaryAt(toCatalog(view, view.index(r, 0)));
        if (!p)
            continue;
        const QStringList product{p->id,         p->name,          p->sku,     p->recordType,
                                  p->priceModel, p->billingTiming, p->category};
        if (p->lowestPrices.isEmpty())
            out += csvRecord(product + QStringList{QString(), QString()});
        for (const domain::PriceSummary &price : p->lowestPrices)
            out += csvRecord(product + QStringList{price.currency, price.listPrice.toString()});
    }
    return out;
}

} // namespace bd::models
