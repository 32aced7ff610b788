#pragma once

// What a command prints, in the four formats every command offers: a table for people, CSV for
// spreadsheets, JSON (the records as the service sent them, or as close as the command can), and
// JSON Lines (one compact record per line, for jq and line tools). Column names are the service's
// field names, untranslated, so scripts do not depend on the user's language.

#include <QByteArray>
#include <QList>
#include <QStringList>

#include <optional>

namespace bd::cli {

enum class Format { Table, Csv, Json, Jsonl };

// "table", "csv", "json" or "jsonl"; nullopt for anything else.
std::optional<Format> parseFormat(const QString &name);

struct Record
{
    QStringList cells; // one per column, as text
    QByteArray json;   // the record as JSON (any valid JSON text)
};

struct RecordSet
{
    QStringList columns;
    QList<Record> records;
    // One record rather than a list: the table is "field  value" lines, JSON is the object itself.
    bool single = false;
};

// Records whose fields come from JSON objects (contacts, webhook endpoints, the tenant, query
// rows): the members' names in the order they first appear across `objects`.
QStringList jsonColumns(const QList<QByteArray> &objects);
// One object as a record of `columns`: each value on one line as the window shows it
// (models/jsonsummary.h), a null or missing member empty; the object itself is the JSON.
Record jsonRecord(const QByteArray &object, const QStringList &columns);

// The records in `format`. A table's cells are cut to `maxCellWidth` characters (0: never),
// for a terminal; CSV cells that would run as spreadsheet formulas are neutralised (models/csv.h).
QByteArray formatRecords(const RecordSet &set, Format format, int maxCellWidth = 0);

// A table of aligned columns with a header row (also used for messages that list things).
QString alignedTable(const QStringList &header, const QList<QStringList> &rows, int maxCellWidth = 0);

} // namespace bd::cli
