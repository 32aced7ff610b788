// Checking a query before it runs: its variables against their declared types, and every
// entity, field, argument and operator it names.

#include "sandbox/sandboxqueryrunner.h"

namespace bd::sandbox::query {

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
                error(QStringLiteral("Unknown operator \"%1\"; use _eq, _neq, _gt, _gte, _lt, _lte, _like, "
                                     "_ilike, _nlike, "
                                     "_nilike, _in or _nin (and _and, _or, _not to combine).")
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

} // namespace bd::sandbox::query
