#include "sandboxquery.h"

#include "recordcodec.h"
#include "json/jsondocument.h"
#include "json/jsonwriter.h"

#include <memory>
#include <variant>

namespace bd::sandbox {

using domain::JsonFields;

namespace {

// A literal or structured argument value, kept as JSON text so comparisons use one notation.
struct ArgValue
{
    enum class Kind { Scalar, Variable, List, Object } kind = Kind::Scalar;
    QByteArray json;                            // Scalar: JSON text ("x", 1, true, null)
    QString variable;                           // Variable: name without $
    QList<ArgValue> items;                      // List
    QList<std::pair<QString, ArgValue>> fields; // Object
};

struct Selection
{
    QString alias;
    QString name;
    QList<std::pair<QString, ArgValue>> args;
    QList<Selection> children;
};

struct SyntaxError
{
    QString message;
    int line;
    int column;
};

class QueryParser
{
public:
    explicit QueryParser(const QString &text) : m_text(text) {}

    QList<Selection> parseDocument()
    {
        skip();
        if (peekWord() == u"query" || peekWord() == u"Query") {
            word();
            skip();
            if (peek().isLetter() || peek() == u'_')
                word(); // operation name
            skip();
            if (peek() == u'(')
                skipBalanced(u'(', u')'); // variable definitions: types are not checked
            skip();
        }
        QList<Selection> set = parseSelectionSet();
        skip();
        if (m_pos < m_text.size())
            fail(QStringLiteral("unexpected text after the query"));
        return set;
    }

private:
    [[noreturn]] void fail(const QString &message)
    {
        int line = 1, column = 1;
        for (qsizetype i = 0; i < m_pos && i < m_text.size(); ++i) {
            if (m_text.at(i) == u'\n') {
                ++line;
                column = 1;
            } else {
                ++column;
            }
        }
        throw SyntaxError{message, line, column};
    }

    QChar peek() const { return m_pos < m_text.size() ? m_text.at(m_pos) : QChar(); }

    void skip()
    {
        while (m_pos < m_text.size()) {
            const QChar c = m_text.at(m_pos);
            if (c.isSpace() || c == u',') {
                ++m_pos;
            } else if (c == u'#') {
                while (m_pos < m_text.size() && m_text.at(m_pos) != u'\n')
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
            fail(QStringLiteral("expected '%1'").arg(c));
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
            fail(QStringLiteral("expected a name"));
        m_pos += w.size();
        return w;
    }

    void skipBalanced(QChar open, QChar close)
    {
        int depth = 0;
        do {
            if (m_pos >= m_text.size())
                fail(QStringLiteral("unbalanced '%1'").arg(open));
            if (m_text.at(m_pos) == open)
                ++depth;
            else if (m_text.at(m_pos) == close)
                --depth;
            ++m_pos;
        } while (depth > 0);
    }

    QList<Selection> parseSelectionSet()
    {
        expect(u'{');
        QList<Selection> out;
        skip();
        while (peek() != u'}') {
            if (m_pos >= m_text.size())
                fail(QStringLiteral("expected '}'"));
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
        s.name = word();
        skip();
        if (peek() == u':') {
            ++m_pos;
            s.alias = s.name;
            s.name = word();
            skip();
        }
        if (peek() == u'(') {
            ++m_pos;
            skip();
            while (peek() != u')') {
                const QString name = word();
                expect(u':');
                s.args.append({name, parseValue()});
                skip();
                if (m_pos >= m_text.size())
                    fail(QStringLiteral("expected ')'"));
            }
            ++m_pos;
            skip();
        }
        if (peek() == u'{')
            s.children = parseSelectionSet();
        return s;
    }

    ArgValue parseValue()
    {
        skip();
        ArgValue v;
        const QChar c = peek();
        if (c == u'$') {
            ++m_pos;
            v.kind = ArgValue::Kind::Variable;
            v.variable = word();
        } else if (c == u'"') {
            const qsizetype start = m_pos++;
            while (m_pos < m_text.size() && m_text.at(m_pos) != u'"') {
                if (m_text.at(m_pos) == u'\\')
                    ++m_pos;
                ++m_pos;
            }
            if (m_pos >= m_text.size())
                fail(QStringLiteral("unterminated string"));
            ++m_pos;
            v.json = m_text.mid(start, m_pos - start).toUtf8();
        } else if (c == u'[') {
            ++m_pos;
            v.kind = ArgValue::Kind::List;
            skip();
            while (peek() != u']') {
                if (m_pos >= m_text.size())
                    fail(QStringLiteral("expected ']'"));
                v.items.append(parseValue());
                skip();
            }
            ++m_pos;
        } else if (c == u'{') {
            ++m_pos;
            v.kind = ArgValue::Kind::Object;
            skip();
            while (peek() != u'}') {
                if (m_pos >= m_text.size())
                    fail(QStringLiteral("expected '}'"));
                const QString name = word();
                expect(u':');
                v.fields.append({name, parseValue()});
                skip();
            }
            ++m_pos;
        } else if (c == u'-' || c.isDigit()) {
            const qsizetype start = m_pos++;
            while (m_pos < m_text.size() &&
                   (m_text.at(m_pos).isDigit() || m_text.at(m_pos) == u'.' || m_text.at(m_pos) == u'e' ||
                    m_text.at(m_pos) == u'E' || m_text.at(m_pos) == u'-' || m_text.at(m_pos) == u'+'))
                ++m_pos;
            v.json = m_text.mid(start, m_pos - start).toUtf8();
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
    qsizetype m_pos = 0;
};

struct EvalError
{
    QString message;
};

class Evaluator
{
public:
    Evaluator(const QByteArray &variables)
        : m_variablesDoc(json::Document::parse(variables.isEmpty() ? QByteArray("{}") : variables))
    {
        if (m_variablesDoc.root().isObject()) {
            for (const json::Member &m : json::members(m_variablesDoc.root()))
                m_variables.insert(m.name(), m.value.raw().toByteArray());
        }
    }

    // Scalar text of a value for comparisons: strings unquoted, other JSON as written.
    static QString scalarText(const QByteArray &json)
    {
        const json::Document d = json::Document::parse(json);
        if (d.root().isString())
            return d.root().toString();
        return QString::fromUtf8(json);
    }

    QByteArray resolve(const ArgValue &v) const
    {
        if (v.kind == ArgValue::Kind::Variable) {
            if (!m_variables.contains(v.variable))
                throw EvalError{QStringLiteral("variable $%1 is not given in \"variables\"").arg(v.variable)};
            return m_variables.value(v.variable);
        }
        return v.json;
    }

    QStringList resolveList(const ArgValue &v) const
    {
        QStringList out;
        if (v.kind == ArgValue::Kind::List) {
            for (const ArgValue &item : v.items)
                out << scalarText(resolve(item));
            return out;
        }
        const json::Document d = json::Document::parse(resolve(v));
        if (!d.root().isArray())
            throw EvalError{QStringLiteral("_in and _nin take a list")};
        for (json::Value e : d.root())
            out << (e.isString() ? e.toString() : QString::fromUtf8(e.raw()));
        return out;
    }

    bool matches(const JsonFields &record, const ArgValue &where) const
    {
        if (where.kind != ArgValue::Kind::Object)
            throw EvalError{QStringLiteral("where takes an object such as {id: {_eq: \"...\"}}")};
        for (const auto &[field, condition] : where.fields) {
            if (field == u"_and" || field == u"_or") {
                if (condition.kind != ArgValue::Kind::List)
                    throw EvalError{QStringLiteral("%1 takes a list of conditions").arg(field)};
                bool any = false, all = true;
                for (const ArgValue &c : condition.items) {
                    const bool m = matches(record, c);
                    any = any || m;
                    all = all && m;
                }
                if ((field == u"_and" && !all) || (field == u"_or" && !any))
                    return false;
                continue;
            }
            if (condition.kind != ArgValue::Kind::Object)
                throw EvalError{
                    QStringLiteral("the condition on %1 must be an object such as {_eq: ...}").arg(field)};
            const QByteArray *raw = record.find(field);
            const QString actual = raw ? scalarText(*raw) : QString();
            const bool isNull = !raw || *raw == "null";
            for (const auto &[op, operand] : condition.fields) {
                bool ok;
                if (op == u"_eq") {
                    const QByteArray expected = resolve(operand);
                    ok = expected == "null" ? isNull : (!isNull && actual == scalarText(expected));
                } else if (op == u"_neq") {
                    const QByteArray expected = resolve(operand);
                    ok = expected == "null" ? !isNull : (isNull || actual != scalarText(expected));
                } else if (op == u"_in") {
                    ok = !isNull && resolveList(operand).contains(actual);
                } else if (op == u"_nin") {
                    ok = isNull || !resolveList(operand).contains(actual);
                } else {
                    throw EvalError{
                        QStringLiteral("unknown operator %1; use _eq, _neq, _in, _nin, _and or _or").arg(op)};
                }
                if (!ok)
                    return false;
            }
        }
        return true;
    }

    void writeSelected(json::Writer &w, json::Value value, const QList<Selection> &selections) const
    {
        if (value.isArray()) {
            w.beginArray();
            for (json::Value e : value)
                writeSelected(w, e, selections);
            w.endArray();
            return;
        }
        if (!value.isObject()) {
            w.raw(value.raw());
            return;
        }
        w.beginObject();
        for (const Selection &s : selections) {
            json::Value member;
            for (const json::Member &m : json::members(value)) {
                if (m.name() == s.name)
                    member = m.value;
            }
            w.key(s.alias.isEmpty() ? s.name : s.alias);
            if (!member.isValid())
                w.null();
            else if (s.children.isEmpty())
                w.raw(member.raw());
            else
                writeSelected(w, member, s.children);
        }
        w.endObject();
    }

private:
    json::Document m_variablesDoc;
    QHash<QString, QByteArray> m_variables;
};

QByteArray errorBody(const QString &message, int line = 0, int column = 0)
{
    json::Writer w;
    w.beginObject();
    w.key(QByteArrayView("errors"));
    w.beginArray();
    w.beginObject();
    w.key(QByteArrayView("message"));
    w.string(message);
    if (line > 0) {
        w.key(QByteArrayView("locations"));
        w.beginArray();
        w.beginObject();
        w.key(QByteArrayView("line"));
        w.integer(line);
        w.key(QByteArrayView("column"));
        w.integer(column);
        w.endObject();
        w.endArray();
    }
    w.endObject();
    w.endArray();
    w.endObject();
    return w.take();
}

} // namespace

QueryResult runQuery(const QString &query, const QByteArray &variables, const EntitySource &source,
                     const QStringList &entityNames)
{
    if (query.trimmed().isEmpty())
        return {errorBody(QStringLiteral("The request has no \"query\".")), true};
    QList<Selection> selections;
    try {
        selections = QueryParser(query).parseDocument();
    } catch (const SyntaxError &e) {
        return {errorBody(QStringLiteral("Syntax error: %1 (line %2, column %3)")
                              .arg(e.message)
                              .arg(e.line)
                              .arg(e.column),
                          e.line, e.column),
                true};
    }
    try {
        const Evaluator eval(variables);
        json::Writer w;
        w.beginObject();
        w.key(QByteArrayView("data"));
        w.beginObject();
        for (const Selection &s : std::as_const(selections)) {
            QList<JsonFields> records;
            if (!source(s.name, &records))
                throw EvalError{QStringLiteral("Unknown entity \"%1\". Known entities: %2.")
                                    .arg(s.name, entityNames.join(QStringLiteral(", ")))};
            qsizetype limit = -1, offset = 0;
            const ArgValue *where = nullptr;
            for (const auto &[name, value] : s.args) {
                if (name == u"where")
                    where = &value;
                else if (name == u"limit" || name == u"first")
                    limit = Evaluator::scalarText(eval.resolve(value)).toLongLong();
                else if (name == u"offset")
                    offset = Evaluator::scalarText(eval.resolve(value)).toLongLong();
                else
                    throw EvalError{
                        QStringLiteral("Unknown argument \"%1\" on %2; use where, limit or offset.")
                            .arg(name, s.name)};
            }
            w.key(s.alias.isEmpty() ? s.name : s.alias);
            w.beginArray();
            qsizetype skipped = 0, written = 0;
            for (const JsonFields &record : std::as_const(records)) {
                if (where && !eval.matches(record, *where))
                    continue;
                if (skipped++ < offset)
                    continue;
                if (limit >= 0 && written >= limit)
                    break;
                ++written;
                const json::Document doc = json::Document::parse(domain::encodeRecord(record));
                if (s.children.isEmpty())
                    w.raw(doc.root().raw());
                else
                    eval.writeSelected(w, doc.root(), s.children);
            }
            w.endArray();
        }
        w.endObject();
        w.endObject();
        return {w.take(), false};
    } catch (const EvalError &e) {
        return {errorBody(e.message), false};
    }
}

} // namespace bd::sandbox
