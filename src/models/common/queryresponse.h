#pragma once

// The query endpoint's answer (spec §4.7: its format is not shown). Read tolerantly: "data" and
// "errors" when present, the whole answer kept as received (numbers keep their digits). An
// error's place is read from "locations": [{line, column}] (GraphQL's shape) or from
// "extensions": {line, column} (as other services send it).

#include "domain/json/jsondocument.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace bd::models {

struct QueryError
{
    QString message;
    int line = 0; // 1-based; 0 when the service gave no place
    int column = 0;
    QStringList path; // the response keys it concerns, when given
    QString code;     // extensions.code, when given
};

struct QueryResponse
{
    std::shared_ptr<const json::Document> document; // the whole answer; null when it is not JSON
    QList<QueryError> errors;

    json::Value root() const { return document ? document->root() : json::Value(); }
    // The "data" member (invalid when absent).
    json::Value data() const;
    bool hasData() const { return data().isValid() && !data().isNull(); }
};

QueryResponse readQueryResponse(std::shared_ptr<const json::Document> document);
QueryResponse readQueryResponse(const QByteArray &body);

// The member `name` of an object value (invalid when absent or not an object).
json::Value memberOf(json::Value object, QByteArrayView name);
// A scalar as a person reads it: strings unescaped, numbers with their exact digits, null as
// empty; objects and arrays as compact JSON.
QString scalarText(json::Value value);
// "line 2, column 5: message" (or just the message when it has no place).
QString describe(const QueryError &error);

} // namespace bd::models
