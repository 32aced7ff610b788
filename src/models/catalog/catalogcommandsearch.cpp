#include "models/catalog/catalogcommandsearch.h"

#include "models/catalog/catalogmodel.h"
#include "models/commands/fuzzymatch.h"

#include <algorithm>
#include <cstring>

namespace bd::models {

namespace {

// The name and SKU lines of a product's search text.
QByteArrayView nameAndSku(QByteArrayView text)
{
    const char *begin = text.data();
    const char *end = begin + text.size();
    const void *first = std::memchr(begin, '\n', size_t(text.size()));
    if (!first)
        return text;
    const char *afterFirst = static_cast<const char *>(first) + 1;
    const void *second = std::memchr(afterFirst, '\n', size_t(end - afterFirst));
    return second ? QByteArrayView(begin, static_cast<const char *>(second) - begin) : text;
}

} // namespace

QList<ProductMatch> matchProducts(const CatalogModel &model, const QList<QByteArray> &words, int limit)
{
    QList<ProductMatch> out;
    if (words.isEmpty() || limit <= 0)
        return out;
    const CatalogSearchIndex &index = model.search();
    const int count = std::min(model.productCount(), index.size());
    std::vector<ProductMatch> found;
    for (int i = 0; i < count; ++i) {
        const QByteArrayView text = nameAndSku(index.text(i));
        int total = 0;
        bool all = true;
        for (const QByteArray &word : words) {
            const std::optional<int> s = fuzzyScore(QByteArrayView(word), text);
            if (!s) {
                all = false;
                break;
            }
            total += *s;
        }
        if (all)
            found.push_back({i, total});
    }
    const auto better = [](const ProductMatch &a, const ProductMatch &b) {
        return a.score != b.score ? a.score > b.score : a.product < b.product;
    };
    const size_t keep = std::min(found.size(), size_t(limit));
    std::partial_sort(found.begin(), found.begin() + qsizetype(keep), found.end(), better);
    out.reserve(qsizetype(keep));
    for (size_t i = 0; i < keep; ++i)
        out.append(found[i]);
    return out;
}

int productWithId(const CatalogModel &model, const QString &id)
{
    const QList<domain::ProductSummary> &products = model.products();
    for (int i = 0; i < model.productCount(); ++i)
        if (products.at(i).id == id)
            return i;
    return -1;
}

} // namespace bd::models
