// QuerySchema::completionContext: where the cursor stands in a query, read word by word with the
// query lexer. Brackets are followed on a stack of frames — a selection set, an argument list, a
// `where` object, a field's condition object — and only a name being typed where a name may stand
// (a selection, or a key of a `where` or condition object) gets something to complete.

#include "models/query/queryformat.h"
#include "models/query/queryschema.h"

#include <QList>

#include <algorithm>

namespace bd::models {

namespace {

using Kind = QueryToken::Kind;
using Context = QueryCompletionContext;

struct Frame
{
    enum Type {
        Selection, // a selection set of `path` (empty: the operation's own)
        Arguments, // (name: value ...) of the field `path`
        Where,     // a `where` object (or _not's, or one of _and/_or's) of the entity `path`
        Condition, // the object after `field:` in a where; path ends with the field
        WhereList, // the list after _and/_or
        Value,     // any other value, variable definitions included: nothing to offer inside
    };
    explicit Frame(Type t = Value, QStringList p = {}) : type(t), path(std::move(p)) {}
    Type type;
    QStringList path;
    bool expectKey = true; // key-value frames: a name may stand next (else a value does)
    QString key;           // the last key read
};

bool isKeyValue(Frame::Type type)
{
    return type == Frame::Arguments || type == Frame::Where || type == Frame::Condition;
}

// The frame an object `{` opens as the value of `top`'s current key.
Frame objectIn(const Frame &top)
{
    if (top.type == Frame::Arguments && top.key == u"where")
        return Frame(Frame::Where, top.path);
    if (top.type == Frame::Where) {
        if (top.key == u"_not" || top.key == u"_and" || top.key == u"_or")
            return Frame(Frame::Where, top.path);
        return Frame(Frame::Condition, top.path + QStringList{top.key});
    }
    // In a condition, a name that is no operator is a nested object's field (Hasura relations).
    if (top.type == Frame::Condition && !top.key.startsWith(u'_'))
        return Frame(Frame::Condition, top.path + QStringList{top.key});
    return Frame();
}

class Reader
{
public:
    void add(Kind kind, QStringView s)
    {
        const QChar c = kind == Kind::Punctuation ? s.at(0) : QChar();
        if (m_stack.isEmpty())
            document(kind, c, s);
        else if (m_stack.last().type == Frame::Selection)
            selection(kind, c, s);
        else
            inValue(kind, c, s);
        m_prevKind = kind;
        m_prevChar = c;
        m_prevOn = kind == Kind::Keyword && s == u"on";
    }

    Context result() const
    {
        Context out;
        if (m_stack.isEmpty())
            return out;
        const Frame &top = m_stack.last();
        switch (top.type) {
        case Frame::Selection:
            if (m_prevOn || (m_prevKind == Kind::Punctuation && (m_prevChar == u'@' || m_prevChar == u'.')))
                return out; // a type condition, a directive or a fragment's name
            out.kind = top.path.isEmpty() ? Context::Kind::Entities : Context::Kind::Fields;
            break;
        case Frame::Where:
            if (top.expectKey)
                out.kind = Context::Kind::WhereFields;
            break;
        case Frame::Condition:
            if (top.expectKey)
                out.kind = Context::Kind::Operators;
            break;
        default: break;
        }
        if (out.kind != Context::Kind::None)
            out.path = top.path;
        return out;
    }

private:
    bool prevIs(QChar c) const { return m_prevKind == Kind::Punctuation && m_prevChar == c; }

    void document(Kind kind, QChar c, QStringView s)
    {
        if (c == u'{') {
            // fragment F on Customer { ... } selects from Customer.
            m_stack.append(
                Frame(Frame::Selection, m_onType.isEmpty() ? QStringList() : QStringList{m_onType}));
            m_onType.clear();
        } else if (c == u'(') {
            m_stack.append(Frame(Frame::Value));
        } else if (kind == Kind::Name && m_prevOn) {
            m_onType = s.toString();
        }
    }

    void selection(Kind kind, QChar c, QStringView s)
    {
        Frame &top = m_stack.last();
        if (kind == Kind::Name || (kind == Kind::Keyword && s != u"on")) {
            if (prevIs(u'@')) {
                m_directive = true;
            } else if (m_prevOn) {
                m_inlineFragment = true; // ... on Type { selects from the same place
            } else {
                m_field = s.toString(); // after an alias "name:", the field itself
                m_directive = m_inlineFragment = false;
            }
        } else if (c == u'(') {
            m_stack.append(m_directive ? Frame(Frame::Value)
                                       : Frame(Frame::Arguments, top.path + QStringList{m_field}));
        } else if (c == u'{') {
            const QStringList path =
                m_inlineFragment || m_field.isEmpty() ? top.path : top.path + QStringList{m_field};
            m_stack.append(Frame(Frame::Selection, path));
            m_field.clear();
            m_directive = m_inlineFragment = false;
        } else if (c == u'}' || c == u')' || c == u']') {
            m_stack.removeLast();
            m_field.clear();
            m_directive = m_inlineFragment = false;
        }
    }

    void inValue(Kind kind, QChar c, QStringView s)
    {
        Frame &top = m_stack.last();
        if (c == u'}' || c == u')' || c == u']') {
            m_stack.removeLast();
            if (!m_stack.isEmpty() && isKeyValue(m_stack.last().type))
                m_stack.last().expectKey = true; // the value that frame waited for is complete
            return;
        }
        if (top.type == Frame::Value) {
            if (c == u'{' || c == u'(' || c == u'[')
                m_stack.append(Frame(Frame::Value));
            return;
        }
        if (top.type == Frame::WhereList) {
            m_stack.append(c == u'{' ? Frame(Frame::Where, top.path) : Frame(Frame::Value));
            return;
        }
        if (top.expectKey) {
            if (kind == Kind::Name || kind == Kind::Keyword)
                top.key = s.toString();
            else if (c == u':')
                top.expectKey = false;
            return;
        }
        if (c == u'{') {
            m_stack.append(objectIn(top));
        } else if (c == u'[') {
            const bool conditions = top.type == Frame::Where && (top.key == u"_and" || top.key == u"_or");
            m_stack.append(conditions ? Frame(Frame::WhereList, top.path) : Frame(Frame::Value));
        } else if (c == u'(') {
            m_stack.append(Frame(Frame::Value));
        } else if (kind != Kind::Punctuation) {
            top.expectKey = true; // a scalar, a name or a $variable: the value is complete
        }
    }

    QList<Frame> m_stack;
    Kind m_prevKind = Kind::Punctuation;
    QChar m_prevChar;
    bool m_prevOn = false;
    QString m_onType;
    QString m_field;
    bool m_directive = false;
    bool m_inlineFragment = false;
};

} // namespace

QueryCompletionContext QuerySchema::completionContext(QStringView text, int position)
{
    position = std::clamp(position, 0, int(text.size()));
    const QStringView before = text.left(position);
    bool closed = true;
    QList<QueryToken> tokens = lexQuery(before, &closed);
    Context none;
    none.prefixStart = position;
    if (!closed)
        return none; // inside a string or a block string
    QString prefix;
    if (!tokens.isEmpty() && tokens.last().start + tokens.last().length == position) {
        const QueryToken last = tokens.last();
        if (last.kind == Kind::Comment || last.kind == Kind::Number || last.kind == Kind::Variable)
            return none;
        if (last.kind == Kind::Name || last.kind == Kind::Keyword) {
            prefix = before.mid(last.start).toString();
            tokens.removeLast();
        }
    }
    Reader reader;
    for (const QueryToken &t : std::as_const(tokens)) {
        if (t.kind == Kind::Comment)
            continue;
        reader.add(t.kind, before.mid(t.start, t.length));
    }
    Context out = reader.result();
    out.prefix = prefix;
    out.prefixStart = position - int(prefix.size());
    return out;
}

} // namespace bd::models
