#pragma once

// Inside the sandbox's query endpoint (sandboxquery.h): the runner that checks a parsed query
// against its variables and the entities' fields (sandboxquerycheck.cpp), then runs it over the
// records (sandboxquery.cpp). Not for use outside those two files.

#include "domain/json/jsondocument.h"
#include "domain/json/jsonwriter.h"
#include "sandbox/sandboxquery.h"
#include "sandbox/sandboxqueryparser.h"

#include <QHash>
#include <QSet>

namespace bd::sandbox::query {

using domain::JsonFields;

struct QueryError
{
    QString message;
    const char *code;
    qsizetype pos = -1; // -1: no location
    QStringList path;
};

// Scalar text of a value for comparisons: strings unquoted, other JSON as written.
QString scalarText(QByteArrayView json);
const QStringList &comparisonOperators();

enum class Expect { Scalar, List, Int };

inline constexpr QStringView AggregateSuffix = u"_aggregate";
// Invoice_aggregate counts Invoice records.
QString entityName(const QString &selectionName);

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

} // namespace bd::sandbox::query
