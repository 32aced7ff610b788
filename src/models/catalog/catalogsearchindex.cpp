#include "models/catalog/catalogsearchindex.h"

#include <algorithm>
#include <cstring>

namespace bd::models {

using domain::ProductSummary;

void CatalogSearchIndex::build(QList<ProductSummary> &products)
{
    qsizetype total = 0;
    for (const ProductSummary &p : std::as_const(products))
        total += p.searchText.size() + 1;
    m_buffer.clear();
    m_buffer.reserve(total);
    m_ends.clear();
    m_ends.reserve(size_t(products.size()));
    for (ProductSummary &p : products) {
        m_buffer += p.searchText;
        m_ends.push_back(m_buffer.size());
        m_buffer += '\0';
        p.searchText = QByteArray(); // the index holds the only copy
    }
    m_matchedFor.clear();
    match();
}

void CatalogSearchIndex::adopt(Texts texts)
{
    m_buffer = std::move(texts.buffer);
    m_ends = std::move(texts.ends);
    m_matchedFor.clear();
    match();
}

void CatalogSearchIndex::append(QList<ProductSummary> &products)
{
    const size_t first = m_ends.size();
    for (ProductSummary &p : products) {
        m_buffer += p.searchText;
        m_ends.push_back(m_buffer.size());
        m_buffer += '\0';
        p.searchText = QByteArray();
    }
    m_matches.resize(m_ends.size(), 1);
    if (m_words.isEmpty())
        return;
    for (size_t p = first; p < m_ends.size(); ++p)
        m_matches[p] =
            std::all_of(m_words.begin(), m_words.end(), [&](const QByteArray &w) { return has(int(p), w); });
}

QByteArrayView CatalogSearchIndex::text(int product) const
{
    const qsizetype begin = product > 0 ? m_ends[size_t(product - 1)] + 1 : 0;
    return QByteArrayView(m_buffer).sliced(begin, m_ends[size_t(product)] - begin);
}

bool CatalogSearchIndex::setSearchText(const QString &text)
{
    QList<QByteArray> words;
    for (const QString &w : text.split(u' ', Qt::SkipEmptyParts))
        words.append(domain::searchFold(w));
    if (words == m_words)
        return false;
    m_words = std::move(words);
    match();
    return true;
}

// Typing on: every old word is still part of the word at its place (and maybe more words).
static bool narrows(const QList<QByteArray> &words, const QList<QByteArray> &before)
{
    if (before.isEmpty() || words.size() < before.size())
        return false;
    for (qsizetype i = 0; i < before.size(); ++i) {
        if (!words.at(i).contains(before.at(i)))
            return false;
    }
    return true;
}

void CatalogSearchIndex::match()
{
    const size_t count = m_ends.size();
    if (m_words.isEmpty()) {
        m_matches.assign(count, 1);
        m_matchedFor.clear();
        return;
    }
    const bool narrowing = m_matches.size() == count && narrows(m_words, m_matchedFor);
    const auto remaining = size_t(std::count(m_matches.begin(), m_matches.end(), 1));
    m_matchedFor = m_words;
    const QByteArray &longest =
        *std::max_element(m_words.begin(), m_words.end(),
                          [](const QByteArray &a, const QByteArray &b) { return a.size() < b.size(); });
    const auto hasAll = [this](int p) {
        return std::all_of(m_words.begin(), m_words.end(), [&](const QByteArray &w) { return has(p, w); });
    };
    const auto hasOthers = [&](int p) { // all but the longest word, which a hit already proved
        return std::all_of(m_words.begin(), m_words.end(),
                           [&](const QByteArray &w) { return &w == &longest || has(p, w); });
    };
    if (narrowing && remaining < count / 4) {
        // Few products left: look only at them.
        for (size_t p = 0; p < count; ++p) {
            if (m_matches[p])
                m_matches[p] = hasAll(int(p));
        }
        return;
    }
    // One pass over the whole buffer for the longest word (glibc's memmem: several times faster
    // than a generic substring search here); a hit settles its product, and the search goes on
    // after that product's text.
    std::vector<char> matches(count, 0);
    const QByteArrayView buffer(m_buffer);
    size_t product = 0;
    const auto find = [&](qsizetype from) -> qsizetype {
        if (from >= buffer.size()) // nothing (left) to search; an empty buffer has no data()
            return -1;
        const void *hit = memmem(buffer.data() + from, size_t(buffer.size() - from), longest.constData(),
                                 size_t(longest.size()));
        return hit ? static_cast<const char *>(hit) - buffer.data() : -1;
    };
    for (qsizetype at = find(0); at >= 0 && product < count; at = at < buffer.size() ? find(at) : -1) {
        while (m_ends[product] < at)
            ++product;
        if ((!narrowing || m_matches[product]) && hasOthers(int(product)))
            matches[product] = 1;
        at = m_ends[product] + 1;
        ++product;
    }
    m_matches = std::move(matches);
}

} // namespace bd::models
