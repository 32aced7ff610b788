#include "sandbox/sandboxquery.h"

#include "domain/json/jsondocument.h"
#include "domain/json/jsonwriter.h"
#include "domain/recordcodec.h"
#include "sandbox/sandboxqueryparser.h"

#include <QHash>
#include <QSet>

#include <climits>

namespace bd::sandbox {

using domain::JsonFields;
using namespace query;

namespace {

struct QueryError
{
    QString message;
    const char *code;
    qsizetype pos = -1; // -1: no location
    QStringList path;
};

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

// Scalar text of a value for comparisons: strings unquoted, other JSON as written.
QString scalarText(QByteArrayView json)
{
    const json::Document d = json::Document::parse(json.toByteArray());
    return d.root().isString() ? d.root().toString() : QString::fromUtf8(json);
}

const QStringList &comparisonOperators()
{
    static const QStringList ops{QStringLiteral("_eq"),  QStringLiteral("_neq"), QStringLiteral("_gt"),
                                 QStringLiteral("_gte"), QStringLiteral("_lt"),  QStringLiteral("_lte")};
    return ops;
}

enum class Expect { Scalar, List, Int };

constexpr QStringView AggregateSuffix = u"_aggregate";

// Invoice_aggregate counts Invoice records.
QString entityName(const QString &selectionName)
{
    return selectionName.endsWith(AggregateSuffix) ? selectionName.chopped(AggregateSuffix.size())
                                                   : selectionName;
}

class Runner
{
public:
    Runner(const QString &text, const Operation &op, const QStringList &entityNames,
           const EntitySource &source)
        : m_text(text), m_op(op), m_entityNames(entityNames), m_source(source)
    {}

    QList<QueryError> errors;

    void coerceVariables(json::Value given);
    void validate();
    QByteArray execute() const;

private:
    void error(const QString &message, const char *code, qsizetype pos, const QStringList &path = {})
    {
        errors.append({message, code, pos, path});
    }
    QByteArray literalJson(const Value &v);
    void checkVariable(const VariableDefinition &d, json::Value v);
    void checkOperand(const Value &v, Expect expect, const QStringList &path);
    void validateWhere(const Value &where, const QString &entity, const QSet<QString> &schema,
                       const QStringList &path);
    QByteArray resolve(const Value &v) const;
    QStringList resolveList(const Value &v) const;
    bool matches(const JsonFields &record, const Value &where) const;
    bool compare(const QString &op, const QByteArray *raw, const Value &operand) const;
    void writeSelected(json::Writer &w, json::Value value, const QList<Selection> &selections) const;

    const QString &m_text;
    const Operation &m_op;
    const QStringList &m_entityNames;
    const EntitySource &m_source;
    QHash<QString, const VariableDefinition *> m_definitions;
    QHash<QString, QByteArray> m_values; // coerced JSON text of each variable
    QSet<QString> m_used;
    QHash<QString, QueryEntity> m_entities;
};

// ---- variables -----------------------------------------------------------------------------

bool fitsScalar(const QString &type, json::Value v)
{
    qint64 n = 0;
    if (type == u"String")
        return v.isString();
    if (type == u"ID")
        return v.isString() || (v.isNumber() && v.toInt64(&n));
    if (type == u"Int")
        return v.isNumber() && v.toInt64(&n) && n >= INT_MIN && n <= INT_MAX;
    if (type == u"Float")
        return v.isNumber();
    return v.isBool(); // Boolean
}

QByteArray Runner::literalJson(const Value &v)
{
    json::Writer w;
    switch (v.kind) {
    case Value::Kind::Scalar: return v.json;
    case Value::Kind::Variable:
        error(QStringLiteral("A default value cannot refer to the variable \"$%1\".").arg(v.variable),
              "BAD_VARIABLE", v.pos);
        return "null";
    case Value::Kind::List:
        w.beginArray();
        for (const Value &item : v.items)
            w.raw(literalJson(item));
        w.endArray();
        return w.take();
    case Value::Kind::Object:
        w.beginObject();
        for (qsizetype i = 0; i < v.names.size(); ++i) {
            w.key(v.names.at(i));
            w.raw(literalJson(v.items.at(i)));
        }
        w.endObject();
        return w.take();
    }
    return "null";
}

void Runner::checkVariable(const VariableDefinition &d, json::Value v)
{
    const QString where = QStringLiteral("Variable \"$%1\" of type \"%2\"").arg(d.name, d.type.text);
    if (!v.isValid() || v.isNull()) {
        if (d.type.nonNull)
            error(v.isValid() ? QStringLiteral("%1 must not be null.").arg(where)
                              : QStringLiteral("%1 was not provided.").arg(where),
                  "BAD_VARIABLE", d.pos);
        m_values.insert(d.name, "null");
        return;
    }
    const auto bad = [&](json::Value got) {
        error(QStringLiteral("%1 got an invalid value: %2.").arg(where, QString::fromUtf8(got.raw())),
              "BAD_VARIABLE", d.pos);
    };
    if (!d.type.list) {
        if (fitsScalar(d.type.name, v))
            m_values.insert(d.name, v.raw().toByteArray());
        else
            bad(v);
        return;
    }
    if (!v.isArray()) { // a single value stands for a list of one
        if (fitsScalar(d.type.name, v))
            m_values.insert(d.name, '[' + v.raw().toByteArray() + ']');
        else
            bad(v);
        return;
    }
    for (json::Value item : v) {
        if (item.isNull() ? d.type.itemNonNull : !fitsScalar(d.type.name, item)) {
            bad(item);
            return;
        }
    }
    m_values.insert(d.name, v.raw().toByteArray());
}

void Runner::coerceVariables(json::Value given)
{
    static const QStringList types{QStringLiteral("String"), QStringLiteral("ID"), QStringLiteral("Int"),
                                   QStringLiteral("Float"), QStringLiteral("Boolean")};
    for (const VariableDefinition &d : m_op.variables) {
        if (m_definitions.contains(d.name)) {
            error(QStringLiteral("There can be only one variable named \"$%1\".").arg(d.name), "BAD_VARIABLE",
                  d.pos);
            continue;
        }
        m_definitions.insert(d.name, &d);
        if (!types.contains(d.type.name)) {
            error(
                QStringLiteral("Variable \"$%1\" has the unknown type \"%2\"; use String, ID, Int, Float or "
                               "Boolean, or a list of one of them.")
                    .arg(d.name, d.type.name),
                "BAD_VARIABLE", d.pos);
            continue;
        }
        json::Value v;
        if (given.isObject()) {
            for (const json::Member &m : json::members(given)) {
                if (m.name() == d.name)
                    v = m.value;
            }
        }
        if (!v.isValid() && d.defaultValue) {
            const QByteArray text = literalJson(*d.defaultValue);
            const json::Document doc = json::Document::parse(text);
            checkVariable(d, doc.root());
            continue;
        }
        checkVariable(d, v);
    }
}

// ---- validation ----------------------------------------------------------------------------

void Runner::checkOperand(const Value &v, Expect expect, const QStringList &path)
{
    if (v.kind == Value::Kind::Variable) {
        const VariableDefinition *d = m_definitions.value(v.variable);
        if (!d) {
            error(QStringLiteral(
                      "Variable \"$%1\" is not defined; declare it, e.g. query ($%1: String) { ... }.")
                      .arg(v.variable),
                  "BAD_VARIABLE", v.pos, path);
            return;
        }
        m_used.insert(v.variable);
        const QString use = QStringLiteral("Variable \"$%1\" of type \"%2\" is used where %3 is expected.");
        if (expect == Expect::List && !d->type.list)
            error(use.arg(v.variable, d->type.text, QStringLiteral("a list")), "BAD_VARIABLE", v.pos, path);
        else if (expect == Expect::Scalar && d->type.list)
            error(use.arg(v.variable, d->type.text, QStringLiteral("a single value")), "BAD_VARIABLE", v.pos,
                  path);
        else if (expect == Expect::Int && (d->type.list || d->type.name != u"Int"))
            error(use.arg(v.variable, d->type.text, QStringLiteral("an Int")), "BAD_VARIABLE", v.pos, path);
        return;
    }
    if (expect == Expect::List) {
        if (v.kind != Value::Kind::List) {
            error(QStringLiteral("_in and _nin take a list, e.g. [\"a\", \"b\"]."), "BAD_USER_INPUT", v.pos,
                  path);
            return;
        }
        for (const Value &item : v.items)
            checkOperand(item, Expect::Scalar, path);
        return;
    }
    if (v.kind != Value::Kind::Scalar) {
        error(QStringLiteral("Expected a single value here, not a list or an object."), "BAD_USER_INPUT",
              v.pos, path);
        return;
    }
    qint64 n = -1;
    if (expect == Expect::Int && !(json::Document::parse(v.json).root().toInt64(&n) && n >= 0))
        error(QStringLiteral("Expected a whole number >= 0, not %1.").arg(QString::fromUtf8(v.json)),
              "BAD_USER_INPUT", v.pos, path);
}

void Runner::validateWhere(const Value &where, const QString &entity, const QSet<QString> &schema,
                           const QStringList &path)
{
    if (where.kind != Value::Kind::Object) {
        error(QStringLiteral("where takes an object such as {id: {_eq: \"...\"}}."), "BAD_USER_INPUT",
              where.pos, path);
        return;
    }
    for (qsizetype i = 0; i < where.names.size(); ++i) {
        const QString &field = where.names.at(i);
        const Value &condition = where.items.at(i);
        if (field == u"_and" || field == u"_or") {
            if (condition.kind != Value::Kind::List) {
                error(QStringLiteral("%1 takes a list of conditions.").arg(field), "BAD_USER_INPUT",
                      condition.pos, path);
                continue;
            }
            for (const Value &c : condition.items)
                validateWhere(c, entity, schema, path);
            continue;
        }
        if (field == u"_not") {
            validateWhere(condition, entity, schema, path);
            continue;
        }
        if (!schema.contains(field)) {
            error(QStringLiteral("%1 has no field \"%2\".").arg(entity, field), "UNKNOWN_FIELD",
                  where.namePos.at(i), path);
            continue;
        }
        if (condition.kind != Value::Kind::Object) {
            error(QStringLiteral("The condition on %1 must be an object such as {_eq: ...}.").arg(field),
                  "BAD_USER_INPUT", condition.pos, path);
            continue;
        }
        for (qsizetype j = 0; j < condition.names.size(); ++j) {
            const QString &op = condition.names.at(j);
            if (comparisonOperators().contains(op)) {
                checkOperand(condition.items.at(j), Expect::Scalar, path);
            } else if (op == u"_in" || op == u"_nin") {
                checkOperand(condition.items.at(j), Expect::List, path);
            } else {
                error(QStringLiteral(
                          "Unknown operator \"%1\"; use _eq, _neq, _gt, _gte, _lt, _lte, _in or _nin "
                          "(and _and, _or, _not to combine).")
                          .arg(op),
                      "UNKNOWN_OPERATOR", condition.namePos.at(j), path);
            }
        }
    }
}

void Runner::validate()
{
    for (const Selection &s : m_op.selections) {
        const QString key = s.responseKey();
        const bool aggregate = s.name.endsWith(AggregateSuffix);
        const QString entity = entityName(s.name);
        if (!m_entities.contains(entity)) {
            std::optional<QueryEntity> loaded = m_source(entity);
            if (!loaded) {
                error(QStringLiteral("Unknown entity \"%1\". Known entities: %2 (each also as "
                                     "<Entity>_aggregate { count }).")
                          .arg(s.name, m_entityNames.join(QStringLiteral(", "))),
                      "UNKNOWN_ENTITY", s.pos, {key});
                continue;
            }
            m_entities.insert(entity, std::move(*loaded));
        }
        const QueryEntity &e = m_entities[entity];
        QSet<QString> schema(e.fields.cbegin(), e.fields.cend());
        for (const JsonFields &r : e.records) {
            for (const JsonFields::Entry &entry : r)
                schema.insert(entry.name);
        }
        for (const Argument &a : s.args) {
            if (a.name == u"where")
                validateWhere(a.value, entity, schema, {key});
            else if (!aggregate && (a.name == u"limit" || a.name == u"first" || a.name == u"offset"))
                checkOperand(a.value, Expect::Int, {key});
            else
                error(
                    QStringLiteral("Unknown argument \"%1\" on %2; use %3.")
                        .arg(a.name, s.name,
                             aggregate ? QStringLiteral("where") : QStringLiteral("where, limit or offset")),
                    "UNKNOWN_ARGUMENT", a.pos, {key});
        }
        if (aggregate && s.children.isEmpty())
            error(QStringLiteral("%1 needs a selection: { count }.").arg(s.name), "BAD_USER_INPUT", s.pos,
                  {key});
        for (const Selection &child : s.children) {
            if (aggregate ? child.name != u"count" : !schema.contains(child.name))
                error(aggregate ? QStringLiteral("%1 has only the field count.").arg(s.name)
                                : QStringLiteral("%1 has no field \"%2\".").arg(entity, child.name),
                      "UNKNOWN_FIELD", child.pos, {key, child.responseKey()});
        }
    }
    for (const VariableDefinition &d : m_op.variables) {
        if (!m_used.contains(d.name) && m_definitions.value(d.name) == &d)
            error(QStringLiteral("Variable \"$%1\" is never used.").arg(d.name), "BAD_VARIABLE", d.pos);
    }
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

} // namespace

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
