#pragma once

// Finds a text in a JSON answer's keys and values, case-insensitively, in slices: step() looks
// at a bounded number of values and returns, so a hundred-megabyte answer is searched without
// stopping the window. Matches come in document order.

#include "domain/json/jsondocument.h"

#include <vector>

namespace bd::models {

struct AnswerMatch
{
    json::Value value; // the value matched, or the value of the member whose key matched
    bool onKey = false;
};

class AnswerSearch
{
public:
    // Starts over: `root` is searched for `text` (empty: nothing is found).
    void start(json::Value root, const QString &text);
    // Looks at up to `budget` values; true when the whole answer has been searched.
    bool step(int budget);
    bool isDone() const { return m_stack.empty(); }
    const std::vector<AnswerMatch> &matches() const { return m_matches; }

    // Whether a scalar's text (strings unescaped, other values as sent) or a key contains the
    // lower-case `needle`; the ASCII path compares bytes without decoding.
    static bool contains(json::Value value, const QString &needle);

private:
    struct Frame
    {
        json::Value::Iterator at;
        json::Value::Iterator end;
        bool object;
    };
    void visit(json::Value value, bool isKey, json::Value member);

    QString m_needle;
    QByteArray m_asciiNeedle; // lower-case bytes when the needle is ASCII
    std::vector<Frame> m_stack;
    std::vector<AnswerMatch> m_matches;
};

} // namespace bd::models
