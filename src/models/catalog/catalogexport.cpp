#include "models/catalog/catalogexport.h"

#include "domain/json/jsonwriter.h"
#include "models/catalog/catalogmodel.h"

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

} // namespace bd::models
