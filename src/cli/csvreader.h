#pragma once

// Reads CSV as spreadsheets write it (RFC 4180): fields separated by commas, quoted with double
// quotes when they hold commas, quotes or line breaks, records ending in CRLF or LF. A UTF-8 byte
// order mark at the start is dropped. Blank lines are skipped.

#include <QByteArrayView>
#include <QList>
#include <QStringList>

namespace bd::cli {

struct CsvRecord
{
    int line = 0; // where the record starts, 1-based
    QStringList fields;
};

struct CsvTable
{
    QList<CsvRecord> records;
    QString problem; // why the text is not CSV (an unclosed quote), with its line; empty when fine
};

CsvTable readCsv(QByteArrayView utf8);

} // namespace bd::cli
