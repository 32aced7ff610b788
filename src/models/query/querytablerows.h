#pragma once

// The rows of one list from a query answer and the work of ordering them, apart from the model
// so a worker thread can do it: everything here reads an immutable snapshot and touches no
// QObject. QueryTableModel shows the result.

#include "domain/json/jsondocument.h"

#include <QStringList>

#include <atomic>
#include <memory>
#include <vector>

namespace bd::models {

// One list, fixed once read. The document keeps every Value alive.
struct QueryTableRows
{
    std::shared_ptr<const json::Document> document;
    std::vector<json::Value> rows; // the list's elements, in the order sent
    QStringList columns;           // member names, first-seen order
    std::vector<QByteArray> keys;  // each column's name as UTF-8, to match members without decoding
    int valueColumn = -1;          // the column where an element that is not an object shows

    // Reads `list` (an array; anything else is a list of one). Columns: every member name in the
    // order first seen; an element that is not an object shows in the column "value".
    static std::shared_ptr<const QueryTableRows> read(std::shared_ptr<const json::Document> document,
                                                      json::Value list);
    // The member of row `sourceRow` for `column` (the first, if a row repeats a name); invalid
    // when the row lacks it.
    json::Value cell(int sourceRow, int column) const;
};

// A cell as a person reads it: strings unescaped, numbers and booleans as sent, null and missing
// empty; objects and arrays as the webhooks table writes them (summarizeJson).
QString queryCellText(json::Value value);

// Text folded for searching: lower case without accents ("Émile" and "emile" match).
QString foldForSearch(const QString &text);

// A key whose byte order (memcmp) is the exact numeric order of a JSON number: "10.10" equals
// "10.1", "1e2" equals "100", digits beyond a double's precision count. Exponents beyond
// ±10^15 are clamped.
QByteArray decimalSortKey(QByteArrayView jsonNumber);

// What a worker is asked: an order (column -1: as sent) and a filter over it.
struct QueryTableRequest
{
    std::shared_ptr<const QueryTableRows> rows;
    int sortColumn = -1;
    Qt::SortOrder sortOrder = Qt::AscendingOrder;
    QString filter;                                          // as typed; folded by the work
    std::shared_ptr<const std::vector<int>> sorted;          // the order already made, if it is this one
    std::shared_ptr<const std::vector<QString>> searchTexts; // each row's folded text, if made
    std::shared_ptr<const std::atomic<quint64>> latest;      // the newest generation asked for
    quint64 generation = 0;
};

struct QueryTableResult
{
    quint64 generation = 0;
    bool abandoned = false; // a newer request came first; nothing else is set
    int sortColumn = -1;
    Qt::SortOrder sortOrder = Qt::AscendingOrder;
    QString filter;
    std::shared_ptr<const std::vector<int>> sorted; // every source row, in order
    std::vector<int> visible;                       // `sorted` without the rows the filter hides
    std::shared_ptr<const std::vector<QString>> searchTexts;
};

// Sorts (numbers exactly, and so strings that are decimal text such as "19.99"; other text
// case-insensitively in the user's language, after numbers; null and missing last in either
// direction; stable) and filters (any cell's text contains the filter, folded). Stops
// early, abandoned, once `latest` moves past the request's generation.
QueryTableResult arrangeQueryTable(const QueryTableRequest &request);

} // namespace bd::models
