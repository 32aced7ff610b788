#pragma once

// The catalog's word search: every product's lower-case search text (name, SKU, description,
// feature and option names) in one buffer, and which products hold every word searched for.
// A keystroke scans the buffer once for the longest word (findBytes: SIMD); while the words only
// grow (typing on), only the products left by the words before are checked again. The answers to
// the last few searches are kept, so a Backspace back to one of them costs nothing, and typing
// on from one checks only its products.

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
    // An answer: which products hold every one of `words`, and how many.
    struct Answer
    {
        QList<QByteArray> words;
        std::vector<char> matches;
        size_t count = 0;
    };
    void match();
    // Of the products [first, end) that match, those that lack one of `words` match no more.
    void check(size_t first, QList<QByteArray> words);
    void scan(); // the whole buffer, for the longest word
    void remember();
    bool has(int product, const QByteArray &word) const;

    QByteArray m_buffer;           // every product's text, each followed by '\0'
    std::vector<qsizetype> m_ends; // product -> offset of its '\0'
    QList<QByteArray> m_words;
    std::vector<char> m_matches;  // product -> holds every word
    size_t m_count = 0;           // products that match
    std::vector<Answer> m_recent; // the last few answers, the newest last
};

} // namespace bd::models
