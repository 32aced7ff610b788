#pragma once

// The syntax of the query endpoint's language, a GraphQL subset:
//   query Name($s: String, $ids: [ID!] = ["a"]) { alias: Entity(where: {...}, limit: 10) { id name } }
// Every node keeps its offset in the text, so errors can point at a line and column.

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace bd::sandbox::query {

// An input value, kept as JSON text where it is a literal so comparisons use one notation.
struct Value
{
    enum class Kind { Scalar, Variable, List, Object } kind = Kind::Scalar;
    QByteArray json;          // Scalar: JSON text ("x", 1, true, null); an enum value is a string
    QString variable;         // Variable: the name without $
    QList<Value> items;       // List: the elements; Object: the field values, in order
    QStringList names;        // Object: the field names
    QList<qsizetype> namePos; // Object: where each field name starts
    qsizetype pos = 0;
};

struct TypeRef
{
    QString name;             // String, ID, Int, Float, Boolean (others are refused when checked)
    bool list = false;        // [name]
    bool itemNonNull = false; // [name!]
    bool nonNull = false;     // name! or [...]!
    QString text;             // as written, for messages
};

struct VariableDefinition
{
    QString name;
    TypeRef type;
    std::optional<Value> defaultValue;
    qsizetype pos = 0;
};

struct Argument
{
    QString name;
    Value value;
    qsizetype pos = 0;
};

struct Selection
{
    QString alias;
    QString name;
    qsizetype pos = 0;
    QList<Argument> args;
    QList<Selection> children;
    QString responseKey() const { return alias.isEmpty() ? name : alias; }
};

struct Operation
{
    QList<VariableDefinition> variables;
    QList<Selection> selections;
};

struct SyntaxError
{
    QString message;
    qsizetype pos = 0;
};

struct Location
{
    int line = 1;
    int column = 1;
};

// Parses a whole query document (one operation). Throws SyntaxError.
Operation parseOperation(const QString &text);
// Parses a text that is exactly one input value, such as the invoice deletion's graphqlFilter.
// With quotedNames, object field names may also be written as JSON strings. Throws SyntaxError.
Value parseValue(const QString &text, bool quotedNames = false);
// The line and column (both from 1) of an offset in text.
Location locate(const QString &text, qsizetype pos);

} // namespace bd::sandbox::query
