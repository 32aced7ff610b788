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

// Every character of `word`, in order, somewhere in `text` (memchr from one to the next): the
// cheap test that rules out most products before scoring.
bool holdsInOrder(QByteArrayView word, QByteArrayView text)
{
    const char *at = text.data();
    const char *end = at + text.size();
    for (const char c : word) {
        const void *found = std::memchr(at, c, size_t(end - at));
        if (!found)
            return false;
        at = static_cast<const char *>(found) + 1;
    }
    return true;
}

// The words only grew since `before`: the same number or more, each earlier one extended.
bool extends(const QList<QByteArray> &words, const QList<QByteArray> &before)
{
    if (before.isEmpty() || words.size() < before.size())
        return false;
    for (qsizetype i = 0; i < before.size(); ++i)
        if (!words.at(i).startsWith(before.at(i)))
            return false;
    return true;
}

// The most one word can score (every character a run from the text's start): once `limit`
// products reach it, no later one can beat them (ties go in list order).
int bestPossible(const QByteArray &word)
{
    return *fuzzyScore(QByteArrayView(word), QByteArrayView(word));
}

} // namespace

QList<ProductMatch> ProductMatcher::match(const CatalogModel &model, const QList<QByteArray> &words,
                                          int limit)
{
    QList<ProductMatch> out;
    if (words.isEmpty() || limit <= 0)
        return out;
    const CatalogSearchIndex &index = model.search();
    const int count = std::min(model.productCount(), index.size());
    const void *list = model.products().constData();
    const bool narrow = list == m_list && count == m_count && extends(words, m_words);
    std::vector<int> candidates;
    const auto consider = [&](int i) {
        const QByteArrayView text = nameAndSku(index.text(i));
        for (const QByteArray &word : words)
            if (!holdsInOrder(word, text))
                return;
        candidates.push_back(i);
    };
    if (narrow) {
        for (const int i : m_candidates)
            consider(i);
    } else {
        for (int i = 0; i < count; ++i)
            consider(i);
    }
    // Scored in list order; one word that as many products as asked for start with ends it early.
    const int ceiling = words.size() == 1 ? bestPossible(words.first()) : std::numeric_limits<int>::max();
    std::vector<ProductMatch> found;
    int atCeiling = 0;
    for (const int i : candidates) {
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
        if (!all)
            continue;
        found.push_back({i, total});
        if (total >= ceiling && ++atCeiling >= limit)
            break;
    }
    m_list = list;
    m_count = count;
    m_words = words;
    m_candidates = std::move(candidates); // complete even when the scoring stopped early
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

QList<ProductMatch> matchProducts(const CatalogModel &model, const QList<QByteArray> &words, int limit)
{
    return ProductMatcher().match(model, words, limit);
}

int productWithId(const CatalogModel &model, const QString &id)
{
    const QList<domain::ProductSummary> &products = model.products();
    for (int i = 0; i < model.productCount(); ++i)
        if (products.at(i).id == id)
            return i;
    return -1;
}

int productWithSku(const CatalogModel &model, const QString &sku)
{
    // The SKU line of the search text is the SKU in lower case (when the product has a name).
    const QByteArray folded = domain::searchFold(sku);
    const CatalogSearchIndex &index = model.search();
    const QList<domain::ProductSummary> &products = model.products();
    const int count = std::min(model.productCount(), index.size());
    for (int i = 0; i < count; ++i) {
        const QByteArrayView both = nameAndSku(index.text(i));
        if (both.endsWith(folded) && products.at(i).sku.compare(sku, Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

} // namespace bd::models
