#pragma once

// The compact index kept beside a kept catalog: each product's summary (what its row shows,
// sorts, filters and searches) and where its JSON lies in the kept file, so that the next start
// shows the catalog without reading and summarizing every product again (a product's JSON is
// read from the mapped file only when someone opens it). Tied to the file it indexes by its size
// and time; anything that does not fit is refused and the list is summarized as before.

#include "domain/productsummary.h"
#include "models/catalog/catalogsearchindex.h"
#include "models/catalog/catalogsorter.h"

#include <QDateTime>

#include <memory>
#include <optional>

namespace bd::models {

// Empty when a summary's JSON does not lie inside `body` (then no index is kept). The search
// texts are the summaries' own, or product i's from `searchTexts` (a model took the summaries'
// into its search index).
QByteArray encodeCatalogIndex(const QList<domain::ProductSummary> &products, const QByteArray &body,
                              const QDateTime &savedAt,
                              const CatalogSearchIndex::Texts *searchTexts = nullptr,
                              const CatalogOrder &order = {});
// What an index gives back: the summaries (their JSON slices of the kept file, without their
// search texts) and the search texts whole, as the model's search index holds them.
struct IndexedCatalog
{
    QList<domain::ProductSummary> products;
    CatalogSearchIndex::Texts search;
    CatalogOrder order; // the model's sorted order when the list was kept (may be empty)
};
// Nullopt when the index is damaged or made for another file. `owner` keeps `body` alive.
std::optional<IndexedCatalog> decodeCatalogIndex(const QByteArray &index, const QByteArray &body,
                                                 const QDateTime &savedAt, std::shared_ptr<const void> owner);

} // namespace bd::models
