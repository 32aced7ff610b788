#include "sandbox/sandboxqueryparser.h"

#include "domain/json/jsondocument.h"
#include "domain/json/jsonwriter.h"

namespace bd::sandbox::query {

namespace {

class Parser
{
public:
    Parser(const QString &text, bool quotedNames) : m_text(text), m_quotedNames(quotedNames) {}

    Operation parseDocument()
    {
        Operation op;
        skip();
        if (peekWord() == u"query" || peekWord() == u"Query") {
            word();
            skip();
            if (peek().isLetter() || peek() == u'_')
                word(); // operation name
            skip();
            if (peek() == u'(')
                op.variables = parseVariableDefinitions();
            skip();
        }
        op.selections = parseSelectionSet();
        skip();
        if (!atEnd())
            fail(QStringLiteral("unexpected text after the query"));
        return op;
    }

    Value parseWholeValue()
    {
        Value v = parseValue();
        skip();
        if (!atEnd())
            fail(QStringLiteral("unexpected text after the value"));
        return v;
    }

private:
    [[noreturn]] void fail(const QString &message) const { throw SyntaxError{message, m_pos}; }

    bool atEnd() const { return m_pos >= m_text.size(); }
    QChar peek() const { return atEnd() ? QChar() : m_text.at(m_pos); }

    void skip()
    {
        while (!atEnd()) {
            const QChar c = m_text.at(m_pos);
            if (c.isSpace() || c == u',') {
                ++m_pos;
            } else if (c == u'#') {
                while (!atEnd() && m_text.at(m_pos) != u'\n')
                    ++m_pos;
            } else {
                break;
            }
        }
    }

    void expect(QChar c)
    {
        skip();
        if (peek() != c)
            fail(atEnd() ? QStringLiteral("expected '%1' but the query ends").arg(c)
                         : QStringLiteral("expected '%1'").arg(c));
        ++m_pos;
    }

    QString peekWord() const
    {
        qsizetype end = m_pos;
        while (end < m_text.size() && (m_text.at(end).isLetterOrNumber() || m_text.at(end) == u'_'))
            ++end;
        return m_text.mid(m_pos, end - m_pos);
    }

    QString word()
    {
        skip();
        const QString w = peekWord();
        if (w.isEmpty() || w.at(0).isDigit())
            fail(atEnd() ? QStringLiteral("expected a name but the query ends")
                         : QStringLiteral("expected a name"));
        m_pos += w.size();
        return w;
    }

    // A field name in an object value: a name, or (when allowed) a JSON string.
    QString fieldName()
    {
        skip();
        if (m_quotedNames && peek() == u'"') {
            const Value v = parseString();
            return json::Document::parse(v.json).root().toString();
        }
        return word();
    }

    QList<VariableDefinition> parseVariableDefinitions()
    {
        expect(u'(');
        QList<VariableDefinition> out;
        skip();
        while (peek() != u')') {
            if (atEnd())
                fail(QStringLiteral("expected ')' after the variable definitions"));
            VariableDefinition d;
            d.pos = m_pos;
            if (peek() != u'$')
                fail(QStringLiteral("expected a variable such as $id"));
            ++m_pos;
            d.name = word();
            expect(u':');
            d.type = parseType();
            skip();
            if (peek() == u'=') {
                ++m_pos;
                d.defaultValue = parseValue();
            }
            out.append(d);
            skip();
        }
        ++m_pos;
        return out;
    }

    TypeRef parseType()
    {
        skip();
        const qsizetype start = m_pos;
        TypeRef t;
        if (peek() == u'[') {
            ++m_pos;
            t.list = true;
            skip();
            if (peek() == u'[')
                fail(QStringLiteral("lists of lists are not supported"));
            t.name = word();
            skip();
            if (peek() == u'!') {
                ++m_pos;
                t.itemNonNull = true;
            }
            expect(u']');
        } else {
            t.name = word();
        }
        skip();
        if (peek() == u'!') {
            ++m_pos;
            t.nonNull = true;
        }
        t.text = m_text.mid(start, m_pos - start).simplified().remove(u' ');
        return t;
    }

    QList<Selection> parseSelectionSet()
    {
        expect(u'{');
        const qsizetype open = m_pos - 1;
        QList<Selection> out;
        skip();
        while (peek() != u'}') {
            if (atEnd()) {
                const Location l = locate(m_text, open);
                fail(QStringLiteral("expected '}' to close the '{' of line %1, column %2")
                         .arg(l.line)
                         .arg(l.column));
            }
            out.append(parseSelection());
            skip();
        }
        ++m_pos;
        if (out.isEmpty())
            fail(QStringLiteral("a selection set must select at least one field"));
        return out;
    }

    Selection parseSelection()
    {
        Selection s;
        skip();
        s.pos = m_pos;
        s.name = word();
        skip();
        if (peek() == u':') {
            ++m_pos;
            s.alias = s.name;
            skip();
            s.pos = m_pos;
            s.name = word();
            skip();
        }
        if (peek() == u'(') {
            ++m_pos;
            skip();
            while (peek() != u')') {
                if (atEnd())
                    fail(QStringLiteral("expected ')' after the arguments"));
                Argument a;
                a.pos = m_pos;
                a.name = word();
                expect(u':');
                a.value = parseValue();
                s.args.append(a);
                skip();
            }
            ++m_pos;
            skip();
        }
        if (peek() == u'{')
            s.children = parseSelectionSet();
        return s;
    }

    Value parseString()
    {
        Value v;
        v.pos = m_pos;
        const qsizetype start = m_pos++;
        while (!atEnd() && m_text.at(m_pos) != u'"') {
            if (m_text.at(m_pos) == u'\n')
                fail(QStringLiteral("unterminated string"));
            if (m_text.at(m_pos) == u'\\')
                ++m_pos;
            ++m_pos;
        }
        if (atEnd())
            fail(QStringLiteral("unterminated string"));
        ++m_pos;
        v.json = m_text.mid(start, m_pos - start).toUtf8();
        if (!json::Document::parse(v.json).root().isString()) {
            m_pos = start;
            fail(QStringLiteral("invalid escape in a string"));
        }
        return v;
    }

    Value parseValue()
    {
        skip();
        Value v;
        v.pos = m_pos;
        const QChar c = peek();
        if (atEnd()) {
            fail(QStringLiteral("expected a value but the query ends"));
        } else if (c == u'$') {
            ++m_pos;
            v.kind = Value::Kind::Variable;
            v.variable = word();
        } else if (c == u'"') {
            return parseString();
        } else if (c == u'[') {
            ++m_pos;
            v.kind = Value::Kind::List;
            skip();
            while (peek() != u']') {
                if (atEnd())
                    fail(QStringLiteral("expected ']'"));
                v.items.append(parseValue());
                skip();
            }
            ++m_pos;
        } else if (c == u'{') {
            ++m_pos;
            v.kind = Value::Kind::Object;
            skip();
            while (peek() != u'}') {
                if (atEnd())
                    fail(QStringLiteral("expected '}'"));
                v.namePos.append(m_pos);
                v.names.append(fieldName());
                expect(u':');
                v.items.append(parseValue());
                skip();
            }
            ++m_pos;
        } else if (c == u'-' || c.isDigit()) {
            const qsizetype start = m_pos++;
            while (!atEnd() &&
                   (m_text.at(m_pos).isDigit() || m_text.at(m_pos) == u'.' || m_text.at(m_pos) == u'e' ||
                    m_text.at(m_pos) == u'E' || m_text.at(m_pos) == u'-' || m_text.at(m_pos) == u'+'))
                ++m_pos;
            v.json = m_text.mid(start, m_pos - start).toUtf8();
            if (!json::Document::parse(v.json).root().isNumber()) {
                m_pos = start;
                fail(QStringLiteral("invalid number"));
            }
        } else {
            const QString w = word();
            if (w == u"true" || w == u"false" || w == u"null") {
                v.json = w.toUtf8();
            } else {
                // An enum value such as Canceled compares as the string "Canceled".
                json::Writer writer;
                writer.string(w);
                v.json = writer.take();
            }
        }
        return v;
    }

    QString m_text;
    bool m_quotedNames;
    qsizetype m_pos = 0;
};

} // namespace

Operation parseOperation(const QString &text)
{
    return Parser(text, false).parseDocument();
}

Value parseValue(const QString &text, bool quotedNames)
{
    return Parser(text, quotedNames).parseWholeValue();
}

Location locate(const QString &text, qsizetype pos)
{
    Location l;
    for (qsizetype i = 0; i < pos && i < text.size(); ++i) {
        if (text.at(i) == u'\n') {
            ++l.line;
            l.column = 1;
        } else {
            ++l.column;
        }
    }
    return l;
}

} // namespace bd::sandbox::query
