#include "models/query/queryformat.h"

#include <algorithm>
#include <vector>

namespace bd::models {

namespace {

using Kind = QueryToken::Kind;

// A "quoted string" ends with a quote that no backslash escapes, and only there.
bool stringCloses(QStringView s)
{
    for (qsizetype j = 1; j < s.size(); ++j) {
        if (s.at(j) == u'\\')
            ++j;
        else if (s.at(j) == u'"')
            return j == s.size() - 1;
    }
    return false;
}

bool isItemEnd(Kind kind, QChar c)
{
    return kind != Kind::Punctuation ? kind != Kind::Comment
                                     : c == u')' || c == u']' || c == u'}' || c == u'!';
}

bool isItemStart(Kind kind, QChar c)
{
    return kind != Kind::Punctuation ? kind != Kind::Comment : c == u'[' || c == u'{';
}

// Lays tokens out one at a time. `stack` holds the open brackets: 's' a selection set, 'v' an
// object value, '(' and '[' themselves; inside anything but a selection set words stay on a line.
class Layout
{
public:
    explicit Layout(QStringView text) : m_text(text)
    {
        for (qsizetype i = 0; i < text.size(); ++i) {
            if (text.at(i) == u'\n')
                m_breaks.push_back(int(i));
        }
    }

    void add(const QueryToken &t)
    {
        const QStringView s = m_text.mid(t.start, t.length);
        if (t.kind == Kind::Comment) {
            comment(s, lineAt(t.start));
            return;
        }
        const QChar c = t.kind == Kind::Punctuation ? s.at(0) : QChar();
        if (c == u'.' && prevIs(u'.') && m_prevEnd == t.start)
            put(u"", s); // the rest of a "..."
        else if (m_stack.isEmpty())
            topLevel(c, s);
        else if (m_stack.back() == u's')
            selection(t.kind, c, s);
        else
            value(t.kind, c, s);
        m_prevKind = t.kind;
        m_prevChar = c;
        m_prevText = s;
        m_prevLine = lineAt(t.start + t.length - 1);
        m_prevEnd = t.start + t.length;
        m_hasPrev = true;
    }

    QString finish()
    {
        newline();
        return m_lines.join(u'\n');
    }

private:
    int lineAt(int pos) const
    {
        return int(std::lower_bound(m_breaks.begin(), m_breaks.end(), pos) - m_breaks.begin());
    }
    bool prevIs(QChar c) const { return m_hasPrev && m_prevKind == Kind::Punctuation && m_prevChar == c; }

    void put(QStringView sep, QStringView s)
    {
        if (m_cur.isEmpty()) {
            // A line that starts inside arguments (after a comment) goes one step further in.
            m_curIndent = m_indent + (!m_stack.isEmpty() && m_stack.back() != u's' ? 1 : 0);
            m_cur = s.toString();
        } else {
            m_cur += sep;
            m_cur += s;
        }
    }
    void newline()
    {
        if (!m_cur.isEmpty())
            m_lines << QString(m_curIndent * 2, u' ') + m_cur;
        m_cur.clear();
    }
    void startDefinition()
    {
        if (m_blankPending) {
            newline();
            m_lines << QString();
            m_blankPending = false;
        }
    }
    void open(QChar c)
    {
        m_stack.push_back(c);
        if (c == u's')
            ++m_indent;
    }
    void close()
    {
        if (m_stack.back() == u's')
            --m_indent;
        m_stack.chop(1);
    }

    // A comment stays after the word it followed on that word's line, or has a line of its own;
    // either way nothing follows it on its line.
    void comment(QStringView s, int line)
    {
        if (m_hasPrev && m_prevLine == line && !m_cur.isEmpty()) {
            m_cur += u' ';
            m_cur += s;
        } else {
            newline();
            if (m_stack.isEmpty())
                startDefinition();
            put(u"", s);
        }
        newline();
    }

    void topLevel(QChar c, QStringView s)
    {
        startDefinition();
        if (c == u'{') {
            put(u" ", s);
            open(u's');
        } else if (c == u'(') {
            put(u"", s);
            open(u'(');
        } else {
            put(prevIs(u'@') || c == u'!' ? u"" : u" ", s);
        }
    }

    void selection(Kind kind, QChar c, QStringView s)
    {
        if (kind != Kind::Punctuation) {
            const bool afterOn = m_hasPrev && m_prevKind == Kind::Keyword && m_prevText == u"on";
            if (prevIs(u':') || afterOn) {
                put(u" ", s);
            } else if (prevIs(u'@') || prevIs(u'.')) {
                put(s == u"on" ? u" " : u"", s);
            } else { // a new selection
                newline();
                put(u"", s);
            }
        } else if (c == u'{') {
            put(u" ", s);
            open(u's');
        } else if (c == u'}') {
            newline();
            close();
            put(u"", s);
            m_blankPending = m_stack.isEmpty();
        } else if (c == u'(' || c == u':') {
            put(u"", s);
            if (c == u'(')
                open(u'(');
        } else if (c == u'.') {
            newline(); // ...Fragment or ... on Type: a selection of its own
            put(u"", s);
        } else {
            put(u" ", s);
        }
    }

    void value(Kind kind, QChar c, QStringView s)
    {
        QStringView sep = u" ";
        if (c == u':' || c == u'!' || c == u')' || c == u']' || c == u'}') {
            sep = u"";
        } else if (isItemStart(kind, c)) {
            if (prevIs(u'(') || prevIs(u'[') || prevIs(u'{') || prevIs(u'@') || prevIs(u'$'))
                sep = u"";
            else if (m_hasPrev && isItemEnd(m_prevKind, m_prevChar))
                sep = u", ";
        }
        put(sep, s);
        if (c == u'(' || c == u'[')
            open(c);
        else if (c == u'{')
            open(u'v');
        else if (c == u')' || c == u']' || c == u'}')
            close();
    }

    QStringView m_text;
    std::vector<int> m_breaks; // positions of line breaks, for the line of a position
    QStringList m_lines;
    QString m_cur;
    int m_curIndent = 0;
    int m_indent = 0;
    QString m_stack;
    bool m_blankPending = false;
    bool m_hasPrev = false;
    Kind m_prevKind = Kind::Punctuation;
    QChar m_prevChar;
    QStringView m_prevText;
    int m_prevLine = 0;
    int m_prevEnd = 0;
};

// Whether the tokens are GraphQL's punctuation only, with "..." whole and brackets paired.
bool readable(QStringView text, const QList<QueryToken> &tokens)
{
    QString open;
    int dots = 0;
    int lastDot = -2;
    for (const QueryToken &t : tokens) {
        if (t.kind != Kind::Punctuation)
            continue;
        const QChar c = text.at(t.start);
        if (c == u'.') {
            dots = lastDot == t.start - 1 ? dots + 1 : 1;
            lastDot = t.start;
            if (dots > 3 || (dots == 1 && text.mid(t.start, 3) != u"..."))
                return false;
            continue;
        }
        if (!QStringView(u"!$&():=@[]{}|").contains(c))
            return false;
        if (c == u'(' || c == u'[' || c == u'{') {
            open += c;
        } else if (c == u')' || c == u']' || c == u'}') {
            const QChar expected = c == u')' ? u'(' : c == u']' ? u'[' : u'{';
            if (open.isEmpty() || open.back() != expected)
                return false;
            open.chop(1);
        }
    }
    return open.isEmpty();
}

} // namespace

QList<QueryToken> lexQuery(QStringView text, bool *closed)
{
    QList<QueryToken> out;
    bool allClosed = true;
    QueryLineState state = QueryLineState::Normal;
    for (int lineStart = 0; lineStart <= text.size();) {
        int lineEnd = int(text.indexOf(u'\n', lineStart));
        if (lineEnd < 0)
            lineEnd = int(text.size());
        int contentEnd = lineEnd;
        if (contentEnd > lineStart && text.at(contentEnd - 1) == u'\r')
            --contentEnd;
        const bool continuing = state == QueryLineState::InBlockString;
        const QList<QueryToken> line = lexQueryLine(text.mid(lineStart, contentEnd - lineStart), &state);
        for (qsizetype i = 0; i < line.size(); ++i) {
            QueryToken t = line.at(i);
            t.start += lineStart;
            if (i == 0 && continuing && !out.isEmpty()) { // the block string goes on
                out.last().length = t.start + t.length - out.last().start;
                continue;
            }
            const QStringView s = text.mid(t.start, t.length);
            if (t.kind == Kind::String && !s.startsWith(u"\"\"\"") && !stringCloses(s))
                allClosed = false;
            out.append(t);
        }
        lineStart = lineEnd + 1;
    }
    if (state == QueryLineState::InBlockString)
        allClosed = false;
    if (closed)
        *closed = allClosed;
    return out;
}

QString prettifyQuery(const QString &query, bool *ok)
{
    bool closed = false;
    const QList<QueryToken> tokens = lexQuery(query, &closed);
    const bool fine = closed && readable(query, tokens);
    if (ok)
        *ok = fine;
    if (!fine || tokens.isEmpty())
        return query;
    Layout layout(query);
    for (const QueryToken &t : tokens)
        layout.add(t);
    return layout.finish();
}

} // namespace bd::models
