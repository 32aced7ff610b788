#pragma once

// The query text laid out the one way the console writes it ("Prettify", Ctrl+Shift+F): two-space
// indentation by selection braces, one selection per line, arguments on their field's line
// (`name: value`, `, ` between), strings, """block strings""" and # comments kept exactly, and a
// blank line between definitions. Layout depends only on the words and on whether a comment
// shared its line with the word before, so prettifying twice gives what prettifying once did.

#include "models/query/querylexer.h"

#include <QList>
#include <QString>
#include <QStringView>

namespace bd::models {

// The words of a whole text with positions in it (lexQueryLine line by line): a block string over
// several lines is one token. *closed (when given) says whether every string and block string
// ends; a "\r" before a line break is not part of a comment.
QList<QueryToken> lexQuery(QStringView text, bool *closed = nullptr);

// `query` laid out as above. Text the lexer cannot read (an unclosed string, a character that
// is no GraphQL punctuation) or whose brackets do not pair comes back unchanged with *ok false.
QString prettifyQuery(const QString &query, bool *ok = nullptr);

} // namespace bd::models
