#pragma once

// The query endpoint's language: a small GraphQL subset.
//   query Name($id: String) { Customer(where: {parentCustomerId: {_eq: $id}}, limit: 10) { id name } }
// Entities are lists of records; `where` supports _eq, _neq, _in, _nin, _and, _or; `limit` and
// `offset` page; selections may nest into object and array-of-object fields.

#include "jsonfields.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

#include <functional>

namespace bd::sandbox {

struct QueryResult
{
    QByteArray body; // {"data": {...}} or {"errors": [...]}
    bool syntaxError = false;
};

// Provides the records of an entity by name; returns false for an unknown entity.
using EntitySource = std::function<bool(const QString &entity, QList<domain::JsonFields> *records)>;

// Runs `query` with `variables` (a JSON object's raw text, may be empty).
QueryResult runQuery(const QString &query, const QByteArray &variables, const EntitySource &source,
                     const QStringList &entityNames);

} // namespace bd::sandbox
