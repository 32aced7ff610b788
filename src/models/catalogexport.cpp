#include "models/catalogexport.h"

#include "domain/json/jsonwriter.h"
#include "models/catalogmodel.h"

#include <QAbstractProxyModel>

namespace bd::models {

static QByteArray csvField(const QString &value)
{
    QString v = value;
    // A leading = + - @ would be a formula in a spreadsheet: neutralise it.
    if (!v.isEmpty() && (v.at(0) == u'=' || v.at(0) == u'+' || v.at(0) == u'-' || v.at(0) == u'@'))
        v.prepend(u'\'');
    if (v.contains(u',') || v.contains(u'"') || v.contains(u'\n') || v.contains(u'\r') || v != value) {
        v.replace(QStringLiteral("\""), QStringLiteral("\"\""));
        v = u'"' + v + u'"';
    }
    return v.toUtf8();
}

QByteArray exportCsv(const QAbstractItemModel &view)
{
    QByteArray out;
    const int columns = view.columnCount();
    for (int c = 0; c < columns; ++c) {
        if (c > 0)
            out += ',';
        out += csvField(view.headerData(c, Qt::Horizontal).toString());
    }
    out += "\r\n";
    for (int r = 0; r < view.rowCount(); ++r) {
        for (int c = 0; c < columns; ++c) {
            if (c > 0)
                out += ',';
            out += csvField(view.index(r, c).data().toString());
        }
        out += "\r\n";
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
