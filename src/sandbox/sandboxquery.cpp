#include "sandbox/sandboxquery.h"

#include "domain/recordcodec.h"
#include "sandbox/sandboxqueryrunner.h"

#include <QRegularExpression>
#include <climits>

namespace bd::sandbox {

using namespace query;

namespace query {

namespace {

QByteArray errorBody(const QString &text, const QList<QueryError> &errors)
{
    json::Writer w;
    w.beginObject();
    w.key(QByteArrayView("errors"));
    w.beginArray();
    for (const QueryError &e : errors) {
        w.beginObject();
        w.key(QByteArrayView("message"));
        w.string(e.message);
        if (e.pos >= 0) {
            const Location l = locate(text, e.pos);
            w.key(QByteArrayView("locations"));
            w.beginArray();
            w.beginObject();
            w.key(QByteArrayView("line"));
            w.integer(l.line);
            w.key(QByteArrayView("column"));
            w.integer(l.column);
            w.endObject();
            w.endArray();
        }
        if (!e.path.isEmpty()) {
            w.key(QByteArrayView("path"));
            w.beginArray();
            for (const QString &p : e.path)
                w.string(p);
            w.endArray();
        }
        w.key(QByteArrayView("extensions"));
        w.beginObject();
        w.key(QByteArrayView("code"));
        w.string(QString::fromLatin1(e.code));
        w.endObject();
        w.endObject();
    }
    w.endArray();
    w.endObject();
    return w.take();
}

} // namespace

QString scalarText(QByteArrayView json)
{
    const json::Document d = json::Document::parse(json.toByteArray());
    return d.root().isString() ? d.root().toString() : QString::fromUtf8(json);
}

static bool likeMatches(const QString &pattern, const QString &text, bool ignoreCase)
{
    QString re;
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == u'\\' && i + 1 < pattern.size())
            re += QRegularExpression::escape(QString(pattern.at(++i)));
        else if (c == u'%')
            re += QStringLiteral(".*");
        else if (c == u'_')
            re += u'.';
        else
            re += QRegularExpression::escape(QString(c));
    }
    const QRegularExpression anchored(
        QRegularExpression::anchoredPattern(re),
        QRegularExpression::DotMatchesEverythingOption |
            (ignoreCase ? QRegularExpression::CaseInsensitiveOption : QRegularExpression::NoPatternOption));
    return anchored.match(text).hasMatch();
}

const QStringList &comparisonOperators()
{
    static const QStringList ops{QStringLiteral("_eq"),    QStringLiteral("_neq"),   QStringLiteral("_gt"),
                                 QStringLiteral("_gte"),   QStringLiteral("_lt"),    QStringLiteral("_lte"),
                                 QStringLiteral("_like"),  QStringLiteral("_nlike"), QStringLiteral("_ilike"),
                                 QStringLiteral("_nilike")};
    return ops;
}

QString entityName(const QString &selectionName)
{
    return selectionName.endsWith(AggregateSuffix) ? selectionName.chopped(AggregateSuffix.size())
                                                   : selectionName;
}

// ---- execution -----------------------------------------------------------------------------

QByteArray Runner::resolve(const Value &v) const
{
    return v.kind == Value::Kind::Variable ? m_values.value(v.variable, "null") : v.json;
}

QStringList Runner::resolveList(const Value &v) const
{
    QStringList out;
    if (v.kind == Value::Kind::List) {
        for (const Value &item : v.items)
            out << scalarText(resolve(item));
        return out;
    }
    const json::Document d = json::Document::parse(resolve(v));
    for (json::Value e : d.root())
        out << scalarText(e.raw());
    return out;
}

bool Runner::compare(const QString &op, const QByteArray *raw, const Value &operand) const
{
    const bool isNull = !raw || *raw == "null";
    if (op == u"_in" || op == u"_nin") {
        const bool in = !isNull && resolveList(operand).contains(scalarText(*raw));
        return op == u"_in" ? in : !in;
    }
    const QByteArray expected = resolve(operand);
    if (op == u"_eq" || op == u"_neq") {
        const bool eq = expected == "null" ? isNull : (!isNull && scalarText(*raw) == scalarText(expected));
        return op == u"_eq" ? eq : !eq;
    }
    if (isNull || expected == "null")
        return false;
    if (op.endsWith(u"like")) {
        // SQL LIKE as Hasura has it: % any run, _ one character, a backslash escapes; _ilike ignores case.
        const bool like =
            likeMatches(scalarText(expected), scalarText(*raw), op == u"_ilike" || op == u"_nilike");
        return op.startsWith(u"_n") ? !like : like;
    }
    // Numbers compare as numbers; everything else (ISO dates too) as text.
    const json::Document a = json::Document::parse(*raw), b = json::Document::parse(expected);
    int order;
    if (a.root().isNumber() && b.root().isNumber()) {
        const double x = a.root().toDouble(), y = b.root().toDouble();
        order = x < y ? -1 : (x > y ? 1 : 0);
    } else {
        order = scalarText(*raw).compare(scalarText(expected));
    }
    if (op == u"_gt")
        return order > 0;
    if (op == u"_gte")
        return order >= 0;
    if (op == u"_lt")
        return order < 0;
    return order <= 0; // _lte
}

bool Runner::matches(const JsonFields &record, const Value &where) const
{
    for (qsizetype i = 0; i < where.names.size(); ++i) {
        const QString &field = where.names.at(i);
        const Value &condition = where.items.at(i);
        if (field == u"_and" || field == u"_or") {
            bool any = false, all = true;
            for (const Value &c : condition.items) {
                const bool m = matches(record, c);
                any = any || m;
                all = all && m;
            }
            if ((field == u"_and" && !all) || (field == u"_or" && !any))
                return false;
        } else if (field == u"_not") {
            if (matches(record, condition))
                return false;
        } else {
            const QByteArray *raw = record.find(field);
            for (qsizetype j = 0; j < condition.names.size(); ++j) {
                if (!compare(condition.names.at(j), raw, condition.items.at(j)))
                    return false;
            }
        }
    }
    return true;
}

void Runner::writeSelected(json::Writer &w, json::Value value, const QList<Selection> &selections) const
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
        w.key(s.responseKey());
        if (!member.isValid())
            w.null();
        else if (s.children.isEmpty())
            w.raw(member.raw());
        else
            writeSelected(w, member, s.children);
    }
    w.endObject();
}

QByteArray Runner::execute() const
{
    json::Writer w;
    w.beginObject();
    w.key(QByteArrayView("data"));
    w.beginObject();
    for (const Selection &s : m_op.selections) {
        const bool aggregate = s.name.endsWith(AggregateSuffix);
        const QueryEntity &e = *m_entities.constFind(entityName(s.name));
        qsizetype limit = -1, offset = 0;
        const Value *where = nullptr;
        for (const Argument &a : s.args) {
            if (a.name == u"where")
                where = &a.value;
            else if (a.name == u"offset")
                offset = scalarText(resolve(a.value)).toLongLong();
            else
                limit = resolve(a.value) == "null" ? -1 : scalarText(resolve(a.value)).toLongLong();
        }
        w.key(s.responseKey());
        if (aggregate) {
            qint64 count = 0;
            for (const JsonFields &record : e.records)
                count += !where || matches(record, *where);
            w.beginObject();
            for (const Selection &child : s.children) {
                w.key(child.responseKey());
                w.integer(count);
            }
            w.endObject();
            continue;
        }
        w.beginArray();
        qsizetype matched = 0, written = 0;
        for (const JsonFields &record : e.records) {
            if (limit >= 0 && written >= limit)
                break;
            if ((where && !matches(record, *where)) || matched++ < offset)
                continue;
            ++written;
            const json::Document doc = json::Document::parse(domain::encodeRecord(record));
            if (s.children.isEmpty())
                w.raw(doc.root().raw());
            else
                writeSelected(w, doc.root(), s.children);
        }
        w.endArray();
    }
    w.endObject();
    w.endObject();
    return w.take();
}

} // namespace query

QueryResult runQuery(const QString &text, const QByteArray &variables, const QStringList &entityNames,
                     const EntitySource &source)
{
    if (text.trimmed().isEmpty())
        return {errorBody(text, {{QStringLiteral("The request has no \"query\"."), "BAD_REQUEST", -1, {}}}),
                true};
    const json::Document given = json::Document::parse(variables.isEmpty() ? QByteArray("null") : variables);
    if (!given.root().isObject() && !given.root().isNull())
        return {errorBody(text,
                          {{QStringLiteral("\"variables\" must be a JSON object."), "BAD_REQUEST", -1, {}}}),
                true};
    Operation op;
    try {
        op = parseOperation(text);
    } catch (const SyntaxError &e) {
        const Location l = locate(text, e.pos);
        const QString message =
            QStringLiteral("Syntax error: %1 (line %2, column %3)").arg(e.message).arg(l.line).arg(l.column);
        return {errorBody(text, {{message, "GRAPHQL_PARSE_FAILED", e.pos, {}}}), true};
    }
    Runner runner(text, op, entityNames, source);
    runner.coerceVariables(given.root());
    runner.validate();
    if (!runner.errors.isEmpty())
        return {errorBody(text, runner.errors), false};
    return {runner.execute(), false};
}

std::optional<QString> statusFromFilter(const QString &filter)
{
    Value v;
    try {
        v = parseValue(filter, true);
    } catch (const SyntaxError &) {
        return std::nullopt;
    }
    if (v.kind != Value::Kind::Object || v.names != QStringList{QStringLiteral("status")})
        return std::nullopt;
    const Value &condition = v.items.first();
    if (condition.kind != Value::Kind::Object || condition.names != QStringList{QStringLiteral("_eq")})
        return std::nullopt;
    const Value &status = condition.items.first();
    if (status.kind != Value::Kind::Scalar)
        return std::nullopt;
    const json::Document doc = json::Document::parse(status.json);
    if (!doc.root().isString())
        return std::nullopt;
    return doc.root().toString();
}

} // namespace bd::sandbox
