#pragma once

// The command bar's matching: every typed character must occur in the text, in order (a
// subsequence), and the better matches start words, run on without gaps and come early. Case and
// accents do not count: both sides are folded first, one character for one, so the positions a
// match reports are the text's own (for highlighting).

#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace bd::models {

// Lower case without accents ("Émile" → "emile"), one character for each of the text's.
QString foldForMatch(QStringView text);

// The score of `pattern` in `text` (both folded), or nothing when the pattern is not a
// subsequence of the text. `positions` receives the matched characters' indexes.
std::optional<int> fuzzyScore(QStringView pattern, QStringView text, QList<int> *positions = nullptr);
// The same over lower-case UTF-8 bytes (the catalog's search texts), without positions.
std::optional<int> fuzzyScore(QByteArrayView pattern, QByteArrayView text);
// The score by the rule alone (first character anywhere, each next one a run or a word start),
// before the floor that refuses matches scattered thin: what holds `pattern` holds every prefix of
// it, so a typist's next keystroke need look only at these.
std::optional<int> fuzzyRuleScore(QByteArrayView pattern, QByteArrayView text);
// Whether the byte at `i` starts a word (after a non-letter, or where digits and letters meet):
// where the rule lets a next character land after a gap.
bool startsWordAt(QByteArrayView text, qsizetype i);
// Whether a rule score is high enough to be a match (half the base per character).
bool isFuzzyMatch(int score, qsizetype patternLength);

} // namespace bd::models
