#pragma once

// What the query console knows of the service's entities and fields, for one environment and
// tenant (tenantSettingsGroup): the spec's own names, what answers have shown (names and the JSON
// kinds seen, never a value) and what an introspection answer told. It feeds completion and
// hovers; it is a hint, never a check — the service decides what a query may name.
//
// Kept under "<group>/querySchema" as one small JSON text. A name only counts when it could be a
// GraphQL name (letters, digits, _) with fewer than four digits, and each level keeps at most
// MaxFields names, so an object keyed by ids, dates or e-mail addresses (data, not schema) is not
// written down.

#include "domain/json/jsondocument.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <map>

namespace bd::models {

// Where the cursor stands in a query, as completion needs it.
struct QueryCompletionContext
{
    enum class Kind {
        None,        // nothing to offer: outside the operation, in a value, a string or a comment
        Entities,    // at the operation's top level: the entities
        Fields,      // in the selection set of `path`: its fields
        WhereFields, // at a name in a `where:` object of the entity `path`: its fields, _and _or _not
        Operators,   // at a name in `field: {` inside `where` (path ends with field): the operators
    };
    Kind kind = Kind::None;
    QStringList path;    // entity, then nested field names (selection names, not aliases)
    int prefixStart = 0; // where the name being typed starts (== position when none)
    QString prefix;      // the part of that name before the cursor
};

// What is known of one name: an entity, or a field under its entity or object.
struct QuerySchemaNode
{
    enum Kind : quint8 { String = 1, Number = 2, Boolean = 4, Object = 8, Array = 16, Null = 32 };
    quint8 kinds = 0;        // JSON kinds seen in answers
    bool documented = false; // named in the service's documentation (spec)
    QString type;            // the introspected GraphQL type, e.g. "[Customer!]!"
    std::map<QString, QuerySchemaNode> children;
};

class QuerySchema
{
    Q_DECLARE_TR_FUNCTIONS(bd::models::QuerySchema)
public:
    static constexpr int MaxFields = 500;   // names kept per entity or nested object
    static constexpr int SampledRows = 500; // rows of each list looked at by learn()

    explicit QuerySchema(QString settingsGroup);

    // Learns from an answer's "data": each member is an entity (a GraphQL alias is taken as
    // is), the member names of its rows (a list of objects or one object) its fields, nested
    // objects and lists of objects their own fields. Only the first SampledRows rows of any list
    // are read, so a 200,000-row answer costs no more than a small one. Saves when it changed.
    void learn(json::Value data);
    // Reads a standard introspection answer's "data" (the shape introspectionQuery() asks for):
    // the query type's fields are entities, their types' fields are fields, with type names.
    // False when `data` is not one (nothing is changed then). Saves when it changed.
    bool learnIntrospection(json::Value data);
    static QString introspectionQuery();

    QStringList entities() const; // sorted case-insensitively
    // The fields of an entity (path {entity}) or of a nested field (path {entity, field, ...}).
    QStringList fields(const QStringList &path) const;
    bool contains(const QStringList &path) const;
    // The comparison operators of a `where` condition, `{field: {_eq: value}}` (Hasura style).
    static QStringList operators();
    // A sentence for a hover over an entity, a field (path) or an operator (path {"_eq"}): what
    // is known of it. Empty when nothing is.
    QString describe(const QStringList &path) const;

    // Forgets what was learnt (the spec's names stay) and removes the kept copy.
    void clear();

    // Where `position` in the query `text` stands (see QueryCompletionContext), read with the
    // query lexer so strings, comments and block strings are skipped.
    static QueryCompletionContext completionContext(QStringView text, int position);

private:
    const QuerySchemaNode *find(const QStringList &path) const;
    void load();
    void save() const;

    QString m_group;
    QuerySchemaNode m_root;
};

} // namespace bd::models
