#pragma once

// The catalog's word search: every product's lower-case search text (name, SKU, description,
// feature and option names) in one buffer, and which products hold every word searched for.
// A keystroke scans the buffer once for the longest word (memmem); while the words only grow
// (typing on) and few products are left, only those are checked again.

#include "domain/productsummary.h"

#include <QByteArray>
#include <QList>

#include <vector>

namespace bd::models {

class CatalogSearchIndex
{
public:
    // Every product's text as it stands now, to read on another thread (the buffer is shared).
    struct Texts
    {
        QByteArray buffer;
        std::vector<qsizetype> ends;
        qsizetype size() const { return qsizetype(ends.size()); }
        QByteArrayView text(qsizetype product) const
        {
            const qsizetype begin = product > 0 ? ends[size_t(product - 1)] + 1 : 0;
            return QByteArrayView(buffer).sliced(begin, ends[size_t(product)] - begin);
        }
    };
    Texts texts() const { return {m_buffer, m_ends}; }

    // Takes (moves out) each summary's searchText; product i of the index is products[i].
    void build(QList<domain::ProductSummary> &products);
    // build() from texts kept whole elsewhere (a kept catalog's index): product i's is texts.text(i).
    void adopt(Texts texts);
    // build() for products that follow the ones indexed (a list still arriving); the words
    // searched for apply to them at once.
    void append(QList<domain::ProductSummary> &products);
    int size() const { return int(m_ends.size()); }
    QByteArrayView text(int product) const;

    // Splits `text` into words (searchFold()ed); true when the words changed.
    bool setSearchText(const QString &text);
    const QList<QByteArray> &words() const { return m_words; }
    // Whether the product holds every word (true for all when there are no words).
    bool matches(int product) const { return m_matches[size_t(product)] != 0; }

private:
    void match();
    bool has(int product, const QByteArray &word) const { return text(product).contains(word); }

    QByteArray m_buffer;           // every product's text, each followed by '\0'
    std::vector<qsizetype> m_ends; // product -> offset of its '\0'
    QList<QByteArray> m_words;
    QList<QByteArray> m_matchedFor; // the words m_matches holds the answer for
    std::vector<char> m_matches;    // product -> holds every word
};

} // namespace bd::models
