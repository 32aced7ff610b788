#include "models/catalog/catalogexport.h"

#include "domain/json/jsonwriter.h"
#include "models/catalog/catalogmodel.h"
#include "models/common/csv.h"

#include <QAbstractProxyModel>

namespace bd::models {

QByteArray exportCsv(const QAbstractItemModel &view)
{
    // Formula-safe as every export (models/csv.h): text that starts like a formula gets a ', a
    // number (a negative one too) stays a number.
    const int columns = view.columnCount();
    QStringList fields;
    for (int c = 0; c < columns; ++c)
        fields << view.headerData(c, Qt::Horizontal).toString();
    QByteArray out = csvRecord(fields);
    for (int r = 0; r < view.rowCount(); ++r) {
        fields.clear();
        for (int c = 0; c < columns; ++c)
            fields << view.index(r, c).data().toString();
        out += csvRecord(fields);
    }
    return out;
}

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
