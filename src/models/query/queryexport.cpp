#include "models/query/queryexport.h"

#include "domain/json/jsonwriter.h"
#include "models/common/csv.h"

#include <QHash>

namespace bd::models {

namespace {

bool isListOfObjects(json::Value v)
{
    if (!v.isArray() || v.size() == 0)
        return false;
    for (json::Value e : v) {
        if (!e.isObject())
            return false;
    }
    return true;
}

void collect(json::Value v, const QString &path, QList<QueryTable> &out)
{
    if (isListOfObjects(v)) {
        out << QueryTable{path, v};
        return;
    }
    if (v.isObject()) {
        for (const json::Member &m : json::members(v))
            collect(m.value, path + u'.' + m.name(), out);
    }
}

} // namespace

QList<QueryTable> findQueryTables(const QueryResponse &response)
{
    QList<QueryTable> out;
    collect(response.data(), QStringLiteral("data"), out);
    return out;
}

QByteArray queryTableCsv(json::Value list)
{
    QStringList columns;
    for (json::Value row : list) {
        for (const json::Member &m : json::members(row)) {
            if (!columns.contains(m.name()))
                columns << m.name();
        }
    }
    QByteArray out = csvRecord(columns);
    for (json::Value row : list) {
        QHash<QString, json::Value> byName;
        for (const json::Member &m : json::members(row))
            byName.insert(m.name(), m.value);
        QStringList cells;
        cells.reserve(columns.size());
        for (const QString &c : std::as_const(columns)) {
            const json::Value v = byName.value(c);
            // Nested values as compact JSON; a member a row lacks stays empty.
            cells << (v.isObject() || v.isArray() ? QString::fromUtf8(json::reformat(v.raw(), false))
                                                  : scalarText(v));
        }
        out += csvRecord(cells);
    }
    return out;
}

QByteArray queryTableJson(json::Value list, bool indented)
{
    return json::reformat(list.raw(), indented); // every token as received
}

} // namespace bd::models
