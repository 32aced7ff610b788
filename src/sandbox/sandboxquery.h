#pragma once

// The query endpoint (spec §4.7): a GraphQL subset over lists of records.
//   query Q($s: String) { Invoice(where: {status: {_eq: $s}}, limit: 10, offset: 0) { id status } }
//   { Invoice_aggregate(where: {status: {_eq: Draft}}) { count } }
// `where` takes field conditions with _eq _neq _gt _gte _lt _lte _in _nin, combined with
// _and/_or (lists) and _not (an object); selections may alias and nest into object fields.
// Variables are declared with a type (String, ID, Int, Float, Boolean, lists of them, ! for
// required) and checked against the "variables" object.
//
// Answers: {"data": {...}}, or {"errors": [...]} without data when the query cannot run. Each
// error has "message", "locations": [{"line", "column"}], "path" (the response keys it concerns,
// when it concerns a field) and "extensions": {"code"}: GRAPHQL_PARSE_FAILED, UNKNOWN_ENTITY,
// UNKNOWN_FIELD, UNKNOWN_ARGUMENT, UNKNOWN_OPERATOR, BAD_VARIABLE, BAD_USER_INPUT.

#include "domain/jsonfields.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace bd::sandbox {

struct QueryResult
{
    QByteArray body;
    bool syntaxError = false; // the query is not even text of the language (answered with 400)
};

// An entity's records and the fields it has beyond those the records happen to carry.
struct QueryEntity
{
    QStringList fields;
    QList<domain::JsonFields> records;
};

// Provides an entity by name; nullopt for an unknown entity.
using EntitySource = std::function<std::optional<QueryEntity>(const QString &entity)>;

// Runs `query` with `variables` (a JSON object's raw text; empty means none).
QueryResult runQuery(const QString &query, const QByteArray &variables, const QStringList &entityNames,
                     const EntitySource &source);

// The status an invoice deletion filter selects, for the shape {status: {_eq: <status>}} (names
// may be quoted, the status may be a string or an enum value); nullopt for any other text.
std::optional<QString> statusFromFilter(const QString &filter);

} // namespace bd::sandbox
