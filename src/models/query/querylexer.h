#pragma once

// The query language's words as an editor needs them (GraphQL's lexical rules): for
// highlighting one line at a time, and for finding the bracket that matches another while
// skipping brackets inside strings and comments.

#include <QList>
#include <QStringView>

namespace bd::models {

struct QueryToken
{
    enum class Kind { Keyword, Name, Variable, String, Number, Comment, Punctuation };
    Kind kind = Kind::Name;
    int start = 0;
    int length = 0;
};

// Lexing state carried from one line to the next: inside a """block string""" or not.
enum class QueryLineState { Normal = 0, InBlockString = 1 };

// The tokens of one line (whitespace and commas are not tokens). `state` is the state at the
// start of the line and, on return, at its end.
QList<QueryToken> lexQueryLine(QStringView line, QueryLineState *state);

// The position of the bracket ({} () []) that matches the one at `position` in `text`, or -1
// when there is no bracket there or it is unmatched. Brackets in strings and comments do not count.
int matchingBracket(QStringView text, int position);

} // namespace bd::models
