#pragma once

// Query results that are lists of objects (data.Invoice, data.open, ...) as tables to export:
// CSV with a column per member (first-seen order), or the list's JSON exactly as received.

#include "models/common/queryresponse.h"

namespace bd::models {

struct QueryTable
{
    QString path; // where it is in the answer: data.Invoice
    json::Value list;
};

// Every list of objects under "data" (lists inside rows are cells, not tables of their own).
QList<QueryTable> findQueryTables(const QueryResponse &response);
QByteArray queryTableCsv(json::Value list);
QByteArray queryTableJson(json::Value list, bool indented = true);

} // namespace bd::models
