#include "models/query/queryschema.h"

#include <QCoreApplication>

#include "domain/json/jsonwriter.h"
#include "models/common/queryresponse.h"

#include <QHash>
#include <QSet>
#include <QSettings>

#include <algorithm>

namespace bd::models {

namespace {

using Node = QuerySchemaNode;

const QString SchemaKey = QStringLiteral("/querySchema");
constexpr int MaxDepth = 8;             // nesting followed in answers
constexpr int MaxIntrospectedDepth = 2; // entity -> field -> its fields
constexpr int MaxVisits = 200000;       // members read by one learn(), whatever the answer's size

// A name as GraphQL spells one. Four digits or more look like an id, a year or an amount used as a
// key — data, not schema — so such names are never written down.
bool isSchemaName(QStringView name)
{
    if (name.isEmpty() || name.size() > 64 || (name.at(0) >= u'0' && name.at(0) <= u'9'))
        return false;
    int digits = 0;
    for (QChar c : name) {
        const bool digit = c >= u'0' && c <= u'9';
        digits += digit ? 1 : 0;
        if (!digit && c != u'_' && !(c >= u'a' && c <= u'z') && !(c >= u'A' && c <= u'Z'))
            return false;
    }
    return digits < 4;
}

// The child `name` of `node`, made when new (and there is room); null for a name that is not one.
Node *childFor(Node &node, const QString &name, bool *changed)
{
    if (!isSchemaName(name))
        return nullptr;
    const auto it = node.children.find(name);
    if (it != node.children.end())
        return &it->second;
    if (int(node.children.size()) >= QuerySchema::MaxFields)
        return nullptr;
    *changed = true;
    return &node.children[name];
}

quint8 kindOf(json::Value v)
{
    switch (v.type()) {
    case json::Type::String: return Node::String;
    case json::Type::Number: return Node::Number;
    case json::Type::Bool: return Node::Boolean;
    case json::Type::Object: return Node::Object;
    case json::Type::Array: return Node::Array;
    case json::Type::Null: return Node::Null;
    }
    return 0;
}

struct Learner
{
    int visits = 0;
    bool changed = false;

    void value(Node &node, json::Value v, int depth)
    {
        const quint8 kind = kindOf(v);
        if ((node.kinds & kind) != kind) {
            node.kinds |= kind;
            changed = true;
        }
        if (v.isObject()) {
            fields(node, v, depth);
        } else if (v.isArray()) {
            int row = 0;
            for (json::Value e : v) {
                if (++row > QuerySchema::SampledRows || visits > MaxVisits)
                    break;
                if (e.isObject())
                    fields(node, e, depth);
            }
        }
    }
    void fields(Node &node, json::Value object, int depth)
    {
        if (depth >= MaxDepth)
            return;
        for (const json::Member &m : json::members(object)) {
            if (++visits > MaxVisits)
                return;
            if (Node *child = childFor(node, m.name(), &changed))
                value(*child, m.value, depth + 1);
        }
    }
};

// ---- introspection ------------------------------------------------------------------------

// "[Customer!]!" for a type reference {kind, name, ofType}.
QString typeText(json::Value type)
{
    const QString kind = scalarText(memberOf(type, "kind"));
    const json::Value of = memberOf(type, "ofType");
    if (kind == u"NON_NULL")
        return of.isObject() ? typeText(of) + u'!' : QString();
    if (kind == u"LIST")
        return of.isObject() ? u'[' + typeText(of) + u']' : QString();
    return scalarText(memberOf(type, "name"));
}

QString namedType(json::Value type)
{
    while (type.isObject()) {
        const QString name = scalarText(memberOf(type, "name"));
        if (!name.isEmpty())
            return name;
        type = memberOf(type, "ofType");
    }
    return {};
}

struct Introspector
{
    QHash<QString, json::Value> types;
    bool changed = false;

    void fields(Node &node, const QString &typeName, int depth, QSet<QString> seen)
    {
        if (depth > MaxIntrospectedDepth || seen.contains(typeName))
            return;
        seen.insert(typeName);
        for (json::Value f : memberOf(types.value(typeName), "fields")) {
            Node *child = childFor(node, scalarText(memberOf(f, "name")), &changed);
            if (!child)
                continue;
            const json::Value type = memberOf(f, "type");
            const QString text = typeText(type);
            if (!text.isEmpty() && child->type != text) {
                child->type = text;
                changed = true;
            }
            const QString named = namedType(type);
            if (scalarText(memberOf(types.value(named), "kind")) == u"OBJECT")
                fields(*child, named, depth + 1, seen);
        }
    }
};

// ---- keeping ------------------------------------------------------------------------------

bool hasLearnt(const Node &node)
{
    if (node.kinds || !node.type.isEmpty())
        return true;
    for (const auto &[name, child] : node.children) {
        if (hasLearnt(child))
            return true;
    }
    return false;
}

// {"name": {"k": kinds, "t": "type", "f": {...}}, ...}: names, kinds and types only.
void write(json::Writer &w, const Node &node)
{
    w.beginObject();
    for (const auto &[name, child] : node.children) {
        if (!hasLearnt(child))
            continue;
        w.key(QStringView(name));
        w.beginObject();
        if (child.kinds) {
            w.key(QByteArrayView("k"));
            w.integer(child.kinds);
        }
        if (!child.type.isEmpty()) {
            w.key(QByteArrayView("t"));
            w.string(child.type);
        }
        if (!child.children.empty()) {
            w.key(QByteArrayView("f"));
            write(w, child);
        }
        w.endObject();
    }
    w.endObject();
}

void read(Node &node, json::Value object, int depth)
{
    if (depth > MaxDepth)
        return;
    bool ignored = false;
    for (const json::Member &m : json::members(object)) {
        Node *child = childFor(node, m.name(), &ignored);
        if (!child)
            continue;
        qint64 kinds = 0;
        if (memberOf(m.value, "k").toInt64(&kinds))
            child->kinds |= quint8(kinds & 63);
        if (const json::Value t = memberOf(m.value, "t"); t.isString())
            child->type = t.toString();
        read(*child, memberOf(m.value, "f"), depth + 1);
    }
}

// The names the spec gives. Customer, id and parentCustomerId: §4.7 (its example entity, field
// and `{id: {_eq: ...}}` filter). Invoice with id and status: §2.2 (graphqlFilter selects invoices
// in the query language by `{status: {_eq: ...}}`; "not shown beyond its identifier"), named
// `Invoice` as the sandbox serves it.
void addDocumented(Node &root)
{
    const auto add = [&root](const QString &entity, const QStringList &fields) {
        Node &e = root.children[entity];
        e.documented = true;
        for (const QString &f : fields)
            e.children[f].documented = true;
    };
    add(QStringLiteral("Customer"), {QStringLiteral("id"), QStringLiteral("parentCustomerId")});
    add(QStringLiteral("Invoice"), {QStringLiteral("id"), QStringLiteral("status")});
}

QString kindsText(quint8 kinds)
{
    QStringList out;
    if (kinds & Node::Array)
        out << QCoreApplication::translate("bd::models::QuerySchema", "list");
    if (kinds & Node::Object)
        out << QCoreApplication::translate("bd::models::QuerySchema", "object");
    if (kinds & Node::String)
        out << QCoreApplication::translate("bd::models::QuerySchema", "text");
    if (kinds & Node::Number)
        out << QCoreApplication::translate("bd::models::QuerySchema", "number");
    if (kinds & Node::Boolean)
        out << QCoreApplication::translate("bd::models::QuerySchema", "true/false");
    if (kinds & Node::Null)
        out << QCoreApplication::translate("bd::models::QuerySchema", "null");
    return out.join(QStringLiteral(", "));
}

QString operatorText(const QString &op)
{
    static const QHash<QString, const char *> texts{
        {QStringLiteral("_eq"), QT_TRANSLATE_NOOP("bd::models::QuerySchema", "equals the value")},
        {QStringLiteral("_neq"), QT_TRANSLATE_NOOP("bd::models::QuerySchema", "does not equal the value")},
        {QStringLiteral("_in"),
         QT_TRANSLATE_NOOP("bd::models::QuerySchema", "is one of a list, e.g. [\"a\", \"b\"]")},
        {QStringLiteral("_nin"), QT_TRANSLATE_NOOP("bd::models::QuerySchema", "is none of a list")},
        {QStringLiteral("_gt"), QT_TRANSLATE_NOOP("bd::models::QuerySchema", "is greater than the value")},
        {QStringLiteral("_gte"),
         QT_TRANSLATE_NOOP("bd::models::QuerySchema", "is greater than or equal to it")},
        {QStringLiteral("_lt"), QT_TRANSLATE_NOOP("bd::models::QuerySchema", "is less than the value")},
        {QStringLiteral("_lte"), QT_TRANSLATE_NOOP("bd::models::QuerySchema", "is less than or equal to it")},
        {QStringLiteral("_is_null"),
         QT_TRANSLATE_NOOP("bd::models::QuerySchema", "is null (true) or is not (false)")},
        {QStringLiteral("_like"),
         QT_TRANSLATE_NOOP("bd::models::QuerySchema", "matches a pattern (% any text, _ one character)")},
        {QStringLiteral("_ilike"),
         QT_TRANSLATE_NOOP("bd::models::QuerySchema", "matches a pattern, any case")},
        {QStringLiteral("_nlike"), QT_TRANSLATE_NOOP("bd::models::QuerySchema", "does not match a pattern")},
        {QStringLiteral("_nilike"),
         QT_TRANSLATE_NOOP("bd::models::QuerySchema", "does not match a pattern, any case")},
        {QStringLiteral("_and"), QT_TRANSLATE_NOOP("bd::models::QuerySchema", "all of a list of conditions")},
        {QStringLiteral("_or"), QT_TRANSLATE_NOOP("bd::models::QuerySchema", "any of a list of conditions")},
        {QStringLiteral("_not"), QT_TRANSLATE_NOOP("bd::models::QuerySchema", "the condition does not hold")},
    };
    const char *text = texts.value(op);
    return text ? QCoreApplication::translate("bd::models::QuerySchema", "%1: %2.")
                      .arg(op, QCoreApplication::translate("bd::models::QuerySchema", text))
                : QString();
}

QStringList sortedNames(const Node &node)
{
    QStringList out;
    for (const auto &[name, child] : node.children)
        out << name;
    std::sort(out.begin(), out.end(),
              [](const QString &a, const QString &b) { return a.compare(b, Qt::CaseInsensitive) < 0; });
    return out;
}

} // namespace

QuerySchema::QuerySchema(QString settingsGroup) : m_group(std::move(settingsGroup))
{
    load();
}

void QuerySchema::learn(json::Value data)
{
    Learner learner;
    for (const json::Member &m : json::members(data)) {
        // __schema and __type are the service describing itself: learnIntrospection()'s part.
        if (m.rawName().startsWith("__"))
            continue;
        if (Node *entity = childFor(m_root, m.name(), &learner.changed))
            learner.value(*entity, m.value, 0);
    }
    if (learner.changed)
        save();
}

bool QuerySchema::learnIntrospection(json::Value data)
{
    const json::Value schema = memberOf(data, "__schema");
    const QString queryType = scalarText(memberOf(memberOf(schema, "queryType"), "name"));
    if (queryType.isEmpty() || !memberOf(schema, "types").isArray())
        return false;
    Introspector in;
    for (json::Value t : memberOf(schema, "types"))
        in.types.insert(scalarText(memberOf(t, "name")), t);
    if (!in.types.contains(queryType))
        return false;
    // The query type's fields are the entities; their own types' fields are the entities' fields.
    in.fields(m_root, queryType, 0, {});
    if (in.changed)
        save();
    return true;
}

QString QuerySchema::introspectionQuery()
{
    return QStringLiteral("query BillingDeskSchema {\n"
                          "  __schema {\n"
                          "    queryType { name }\n"
                          "    types {\n"
                          "      name\n"
                          "      kind\n"
                          "      fields {\n"
                          "        name\n"
                          "        type { name kind ofType { name kind ofType { name kind ofType { name kind "
                          "ofType { name kind } } } } }\n"
                          "      }\n"
                          "    }\n"
                          "  }\n"
                          "}\n");
}

QStringList QuerySchema::entities() const
{
    return sortedNames(m_root);
}

QStringList QuerySchema::fields(const QStringList &path) const
{
    const Node *node = path.isEmpty() ? nullptr : find(path);
    return node ? sortedNames(*node) : QStringList();
}

bool QuerySchema::contains(const QStringList &path) const
{
    return !path.isEmpty() && find(path);
}

QStringList QuerySchema::operators()
{
    static const QStringList ops{
        QStringLiteral("_eq"),    QStringLiteral("_neq"),   QStringLiteral("_in"),
        QStringLiteral("_nin"),   QStringLiteral("_gt"),    QStringLiteral("_gte"),
        QStringLiteral("_lt"),    QStringLiteral("_lte"),   QStringLiteral("_is_null"),
        QStringLiteral("_like"),  QStringLiteral("_ilike"), QStringLiteral("_nlike"),
        QStringLiteral("_nilike")};
    return ops;
}

QString QuerySchema::describe(const QStringList &path) const
{
    if (path.isEmpty())
        return {};
    if (path.last().startsWith(u'_')) {
        const QString op = operatorText(path.last());
        if (!op.isEmpty())
            return op;
    }
    const Node *node = find(path);
    if (!node)
        return {};
    QStringList parts;
    parts << (path.size() == 1
                  ? QCoreApplication::translate("bd::models::QuerySchema", "%1: an entity.").arg(path.first())
                  : QCoreApplication::translate("bd::models::QuerySchema", "%1: a field of %2.")
                        .arg(path.last(), path.mid(0, path.size() - 1).join(u'.')));
    if (!node->type.isEmpty())
        parts << QCoreApplication::translate("bd::models::QuerySchema",
                                             "Type %1 (from the service's schema).")
                     .arg(node->type);
    if (node->kinds)
        parts << QCoreApplication::translate("bd::models::QuerySchema", "Seen in answers as: %1.")
                     .arg(kindsText(node->kinds));
    if (node->documented)
        parts << QCoreApplication::translate("bd::models::QuerySchema",
                                             "Named in the service's documentation.");
    if (!node->children.empty())
        parts << QCoreApplication::translate("bd::models::QuerySchema", "%n field(s) known.", nullptr,
                                             int(node->children.size()));
    return parts.join(u' ');
}

void QuerySchema::clear()
{
    m_root = {};
    addDocumented(m_root);
    QSettings().remove(m_group + SchemaKey);
}

const Node *QuerySchema::find(const QStringList &path) const
{
    const Node *node = &m_root;
    for (const QString &name : path) {
        const auto it = node->children.find(name);
        if (it == node->children.end())
            return nullptr;
        node = &it->second;
    }
    return node;
}

void QuerySchema::load()
{
    m_root = {};
    const json::Document doc =
        json::Document::parse(QSettings().value(m_group + SchemaKey).toString().toUtf8());
    read(m_root, doc.root(), 0);
    addDocumented(m_root);
}

void QuerySchema::save() const
{
    json::Writer w;
    write(w, m_root);
    QSettings().setValue(m_group + SchemaKey, QString::fromUtf8(w.take()));
}

} // namespace bd::models
