#include "models/query/querylexer.h"

#include <QVector>

namespace bd::models {

namespace {

bool isNameStart(QChar c)
{
    return c == u'_' || (c >= u'A' && c <= u'Z') || (c >= u'a' && c <= u'z');
}

bool isNameChar(QChar c)
{
    return isNameStart(c) || (c >= u'0' && c <= u'9');
}

bool isDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

bool isKeyword(QStringView word)
{
    static const char16_t *const keywords[] = {u"query", u"mutation", u"subscription", u"fragment",
                                               u"on",    u"true",     u"false",        u"null"};
    for (const char16_t *k : keywords) {
        if (word == QStringView(k))
            return true;
    }
    return false;
}

// Where a """block string""" that starts (or continues) at `from` ends: one past its closing
// quotes, or -1 when it runs past the end of the text.
int blockStringEnd(QStringView text, int from)
{
    for (int i = from; i + 3 <= text.size(); ++i) {
        if (text.at(i) == u'\\' && text.mid(i + 1, 3) == u"\"\"\"") {
            i += 3; // an escaped \""" stays inside
            continue;
        }
        if (text.mid(i, 3) == u"\"\"\"")
            return i + 3;
    }
    return -1;
}

} // namespace

QList<QueryToken> lexQueryLine(QStringView line, QueryLineState *state)
{
    QList<QueryToken> out;
    const int n = int(line.size());
    int i = 0;
    if (*state == QueryLineState::InBlockString) {
        const int end = blockStringEnd(line, 0);
        out.append({QueryToken::Kind::String, 0, end < 0 ? n : end});
        if (end < 0)
            return out;
        *state = QueryLineState::Normal;
        i = end;
    }
    while (i < n) {
        const QChar c = line.at(i);
        if (c.isSpace() || c == u',' || c == QChar(0xfeff)) {
            ++i;
        } else if (c == u'#') {
            out.append({QueryToken::Kind::Comment, i, n - i});
            break;
        } else if (line.mid(i, 3) == u"\"\"\"") {
            const int end = blockStringEnd(line, i + 3);
            out.append({QueryToken::Kind::String, i, (end < 0 ? n : end) - i});
            if (end < 0) {
                *state = QueryLineState::InBlockString;
                break;
            }
            i = end;
        } else if (c == u'"') {
            int j = i + 1;
            while (j < n && line.at(j) != u'"')
                j += line.at(j) == u'\\' ? 2 : 1;
            j = std::min(j + 1, n); // an unterminated string ends with the line
            out.append({QueryToken::Kind::String, i, j - i});
            i = j;
        } else if (c == u'$' && i + 1 < n && isNameStart(line.at(i + 1))) {
            int j = i + 1;
            while (j < n && isNameChar(line.at(j)))
                ++j;
            out.append({QueryToken::Kind::Variable, i, j - i});
            i = j;
        } else if (isDigit(c) || (c == u'-' && i + 1 < n && isDigit(line.at(i + 1)))) {
            int j = i + 1;
            while (j < n &&
                   (isDigit(line.at(j)) || line.at(j) == u'.' || line.at(j) == u'e' || line.at(j) == u'E' ||
                    ((line.at(j) == u'+' || line.at(j) == u'-') &&
                     (line.at(j - 1) == u'e' || line.at(j - 1) == u'E'))))
                ++j;
            out.append({QueryToken::Kind::Number, i, j - i});
            i = j;
        } else if (isNameStart(c)) {
            int j = i + 1;
            while (j < n && isNameChar(line.at(j)))
                ++j;
            out.append({isKeyword(line.mid(i, j - i)) ? QueryToken::Kind::Keyword : QueryToken::Kind::Name, i,
                        j - i});
            i = j;
        } else {
            out.append({QueryToken::Kind::Punctuation, i, 1});
            ++i;
        }
    }
    return out;
}

int matchingBracket(QStringView text, int position)
{
    if (position < 0 || position >= text.size())
        return -1;
    // Every bracket outside strings and comments, in order, paired with a stack.
    struct Bracket
    {
        int pos;
        QChar c;
    };
    QVector<Bracket> stack;
    QueryLineState state = QueryLineState::Normal;
    int lineStart = 0;
    const auto opening = [](QChar c) { return c == u'{' || c == u'(' || c == u'['; };
    const auto closes = [](QChar open, QChar c) {
        return (open == u'{' && c == u'}') || (open == u'(' && c == u')') || (open == u'[' && c == u']');
    };
    while (lineStart <= text.size()) {
        int lineEnd = int(text.indexOf(u'\n', lineStart));
        if (lineEnd < 0)
            lineEnd = int(text.size());
        for (const QueryToken &t : lexQueryLine(text.mid(lineStart, lineEnd - lineStart), &state)) {
            if (t.kind != QueryToken::Kind::Punctuation)
                continue;
            const int pos = lineStart + t.start;
            const QChar c = text.at(pos);
            if (opening(c)) {
                stack.append({pos, c});
            } else if (c == u'}' || c == u')' || c == u']') {
                if (stack.isEmpty() || !closes(stack.last().c, c)) {
                    if (pos == position)
                        return -1; // unmatched
                    stack.clear(); // a mismatch: what came before cannot pair across it
                    continue;
                }
                const Bracket open = stack.takeLast();
                if (open.pos == position)
                    return pos;
                if (pos == position)
                    return open.pos;
            }
        }
        lineStart = lineEnd + 1;
    }
    return -1;
}

} // namespace bd::models
