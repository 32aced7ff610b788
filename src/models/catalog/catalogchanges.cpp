#include "models/catalog/catalogchanges.h"

#include <QHash>

namespace bd::models {

CatalogChanges compareCatalogs(const QList<domain::ProductSummary> &older, qsizetype olderCount,
                               const QList<domain::ProductSummary> &newer)
{
    olderCount = std::min(olderCount, older.size());
    QHash<QStringView, quint64> before;
    before.reserve(olderCount);
    for (qsizetype i = 0; i < olderCount; ++i)
        before.insert(older.at(i).id, older.at(i).priceHash);
    CatalogChanges out;
    out.marks.resize(size_t(newer.size()), ProductChange::None);
    QHash<QStringView, bool> seen;
    seen.reserve(newer.size());
    for (qsizetype i = 0; i < newer.size(); ++i) {
        const domain::ProductSummary &p = newer.at(i);
        seen.insert(p.id, true);
        const auto it = before.constFind(p.id);
        if (it == before.cend()) {
            out.marks[size_t(i)] = ProductChange::Added;
            ++out.added;
        } else if (it.value() != p.priceHash) {
            out.marks[size_t(i)] = ProductChange::Repriced;
            ++out.repriced;
        }
    }
    for (qsizetype i = 0; i < olderCount; ++i) {
        if (!seen.contains(older.at(i).id))
            out.removed.append(older.at(i));
    }
    return out;
}

} // namespace bd::models
