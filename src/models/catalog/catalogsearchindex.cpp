#include "models/catalog/catalogsearchindex.h"

#include "models/catalog/bytefind.h"

#include <algorithm>

namespace bd::models {

using domain::ProductSummary;

static constexpr size_t KeptAnswers = 16;

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
    m_recent.clear();
    match();
}

void CatalogSearchIndex::adopt(Texts texts)
{
    m_buffer = std::move(texts.buffer);
    m_ends = std::move(texts.ends);
    m_recent.clear();
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
    m_recent.clear(); // answers for fewer products
    m_matches.resize(m_ends.size(), 1);
    m_count += m_ends.size() - first;
    if (!m_words.isEmpty())
        check(first, m_words);
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

bool CatalogSearchIndex::has(int product, const QByteArray &word) const
{
    return containsBytes(text(product), word);
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
        m_count = count;
        return;
    }
    // Asked before (a Backspace): the answer kept.
    for (auto a = m_recent.begin(); a != m_recent.end(); ++a) {
        if (a->words == m_words && a->matches.size() == count) {
            m_matches = a->matches;
            m_count = a->count;
            std::rotate(a, a + 1, m_recent.end()); // the newest again
            return;
        }
    }
    // Typing on from an answer kept: only its products, the fewest there are, are checked, and
    // only for the words that are new or grew.
    const Answer *base = nullptr;
    for (const Answer &a : m_recent) {
        if (a.matches.size() == count && narrows(m_words, a.words) && (!base || a.count < base->count))
            base = &a;
    }
    if (base) {
        QList<QByteArray> unproven;
        for (qsizetype i = 0; i < m_words.size(); ++i) {
            if (i >= base->words.size() || m_words.at(i) != base->words.at(i))
                unproven.append(m_words.at(i));
        }
        m_matches = base->matches;
        m_count = base->count;
        check(0, unproven);
    } else {
        scan();
    }
    remember();
}

void CatalogSearchIndex::remember()
{
    std::erase_if(m_recent, [&](const Answer &a) { return a.words == m_words; });
    if (m_recent.size() >= KeptAnswers)
        m_recent.erase(m_recent.begin());
    m_recent.push_back({m_words, m_matches, m_count});
}

void CatalogSearchIndex::check(size_t first, QList<QByteArray> words)
{
    // The longest first: it fails soonest.
    std::sort(words.begin(), words.end(),
              [](const QByteArray &a, const QByteArray &b) { return a.size() > b.size(); });
    const auto hasAll = [&](int p) {
        return std::all_of(words.begin(), words.end(), [&](const QByteArray &w) { return has(p, w); });
    };
    for (size_t p = first; p < m_matches.size(); ++p) {
        if (m_matches[p] && !hasAll(int(p))) {
            m_matches[p] = 0;
            --m_count;
        }
    }
}

void CatalogSearchIndex::scan()
{
    const size_t count = m_ends.size();
    const QByteArray &longest =
        *std::max_element(m_words.cbegin(), m_words.cend(),
                          [](const QByteArray &a, const QByteArray &b) { return a.size() < b.size(); });
    const auto hasOthers = [&](int p) { // all but the longest word, which a hit already proved
        return std::all_of(m_words.cbegin(), m_words.cend(),
                           [&](const QByteArray &w) { return &w == &longest || has(p, w); });
    };
    // One pass over the whole buffer for the longest word; a hit settles its product, and the
    // search goes on after that product's text.
    m_matches.assign(count, 0);
    m_count = 0;
    const char *const begin = m_buffer.constData();
    const char *const end = begin + m_buffer.size();
    size_t product = 0;
    for (const char *at = begin; at < end && product < count;) {
        const char *hit = findBytes(at, end, longest);
        if (!hit)
            break;
        const qsizetype offset = hit - begin;
        while (m_ends[product] < offset)
            ++product;
        if (hasOthers(int(product))) {
            m_matches[product] = 1;
            ++m_count;
        }
        at = begin + m_ends[product] + 1;
        ++product;
    }
}

} // namespace bd::models
