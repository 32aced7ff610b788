#include "models/commands/fuzzymatch.h"

#include <algorithm>
#include <cstring>

namespace bd::models {

namespace {

// Scores, per matched character: a base, more at the start of a word, more again right after
// the previous match; less for each character skipped between matches and before the first.
constexpr int matchedChar = 16;
constexpr int wordStartBonus = 12;
constexpr int firstCharWordStart = 8;
constexpr int runBonus = 10;
constexpr int gapPenalty = 1;
constexpr int maxGapPenalty = 12;
constexpr int leadPenalty = 1;
constexpr int maxLeadPenalty = 10;
constexpr int wholePrefixBonus = 24;

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber();
}
bool isWordChar(char c)
{
    // UTF-8 lead and continuation bytes belong to a letter more often than not.
    const auto u = static_cast<unsigned char>(c);
    return u >= 0x80 || (u >= '0' && u <= '9') || (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z');
}

template <typename View> bool startsWord(View text, qsizetype i)
{
    if (i == 0)
        return true;
    const auto c = text[i];
    const auto before = text[i - 1];
    if (!isWordChar(before))
        return isWordChar(c);
    // camelCase: "priceBook" has a word at B (the bar folds case, but the catalog's bytes are
    // already lower case, so this counts only for the QString side).
    if constexpr (std::is_same_v<View, QStringView>)
        return c.isDigit() != before.isDigit();
    else
        return (c >= '0' && c <= '9') != (before >= '0' && before <= '9');
}

// A match takes the pattern's first character anywhere; each next one either right after the
// previous (a run) or at the start of a later word ("ap" → "Analytics Pro"). Letters picked from
// the middles of words far apart are not a match. The first place the first character occurs and
// each word start holding it are tried (at most 16), and the best score kept.
// The next place `c` occurs in `text` from `from` on, or -1 (memchr for bytes).
qsizetype find(QByteArrayView text, char c, qsizetype from)
{
    if (from >= text.size())
        return -1;
    const void *at = std::memchr(text.data() + from, c, size_t(text.size() - from));
    return at ? static_cast<const char *>(at) - text.data() : -1;
}
qsizetype find(QStringView text, QChar c, qsizetype from)
{
    return from >= text.size() ? -1 : text.indexOf(c, from);
}

template <typename View>
std::optional<int> score(View pattern, View text, QList<int> *positions, bool applyFloor = true)
{
    const qsizetype m = pattern.size();
    const qsizetype n = text.size();
    if (m == 0)
        return 0;
    if (m > n)
        return std::nullopt;
    std::optional<int> best;
    QList<int> at;
    for (qsizetype from = find(text, pattern[0], 0), tries = 0; from >= 0 && from + m <= n && tries < 16;
         from = find(text, pattern[0], from + 1)) {
        // The first place it occurs, then only where it starts a word: a later place inside a word
        // rarely scores better, and long texts would try every one.
        if (tries > 0 && !startsWord(text, from))
            continue;
        ++tries;
        if (positions)
            at.clear();
        const bool firstWord = startsWord(text, from);
        int total = matchedChar + (firstWord ? wordStartBonus + firstCharWordStart : 0);
        // Lines count as texts of their own (a product's name, then its SKU): the lead is from the
        // start of the line, and a run from there is a prefix.
        qsizetype line = from;
        while (line > 0 && text[line - 1] != u'\n')
            --line;
        total -= int(std::min<qsizetype>((from - line) * leadPenalty, maxLeadPenalty));
        if (positions)
            at.append(int(from));
        qsizetype last = from;
        qsizetype q = 1;
        for (; q < m; ++q) {
            if (last + 1 < n && text[last + 1] == pattern[q]) {
                ++last;
                total += matchedChar + runBonus + (startsWord(text, last) ? wordStartBonus : 0);
            } else {
                qsizetype i = find(text, pattern[q], last + 2);
                while (i >= 0 && !startsWord(text, i))
                    i = find(text, pattern[q], i + 1);
                if (i < 0)
                    break;
                total += matchedChar + wordStartBonus -
                         int(std::min<qsizetype>((i - last - 1) * gapPenalty, maxGapPenalty));
                last = i;
            }
            if (positions)
                at.append(int(last));
        }
        if (q < m)
            continue;
        if (from == line && last == from + m - 1)
            total += wholePrefixBonus;
        if (!best || total > *best) {
            best = total;
            if (positions)
                *positions = at;
        }
    }
    if (!best || (applyFloor && !isFuzzyMatch(*best, m)))
        return std::nullopt;
    return best;
}

} // namespace

QString foldForMatch(QStringView text)
{
    QString out(text.size(), Qt::Uninitialized);
    QChar *to = out.data();
    for (const QChar c : text) {
        if (c.unicode() < 0x80) {
            *to++ = c.toLower();
            continue;
        }
        // The base letter of a decomposable character ("é" = "e" + accent), else the character.
        const QString parts = c.decomposition();
        const QChar base = parts.isEmpty() ? c : parts.at(0);
        *to++ = base.toLower();
    }
    return out;
}

std::optional<int> fuzzyScore(QStringView pattern, QStringView text, QList<int> *positions)
{
    return score(pattern, text, positions);
}

std::optional<int> fuzzyScore(QByteArrayView pattern, QByteArrayView text)
{
    return score(pattern, text, nullptr);
}

std::optional<int> fuzzyRuleScore(QByteArrayView pattern, QByteArrayView text)
{
    return score(pattern, text, nullptr, false);
}

bool startsWordAt(QByteArrayView text, qsizetype i)
{
    return startsWord(text, i);
}

bool isFuzzyMatch(int score, qsizetype patternLength)
{
    return score >= int(patternLength) * matchedChar / 2;
}

} // namespace bd::models
