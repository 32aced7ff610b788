#include "cli/csvreader.h"

#include <QCoreApplication>

namespace bd::cli {

CsvTable readCsv(QByteArrayView utf8)
{
    if (utf8.startsWith("\xEF\xBB\xBF"))
        utf8 = utf8.sliced(3);
    const QString text = QString::fromUtf8(utf8);
    CsvTable table;
    CsvRecord record;
    QString field;
    bool quoted = false;   // inside a quoted field
    bool anything = false; // the record has a field or a separator
    int line = 1;
    record.line = 1;
    const auto endField = [&] {
        record.fields << field;
        field.clear();
    };
    const auto endRecord = [&] {
        if (anything || !field.isEmpty()) {
            endField();
            table.records << record;
        }
        record = CsvRecord{};
        anything = false;
        field.clear();
    };
    int quoteStartLine = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"') {
                if (i + 1 < text.size() && text.at(i + 1) == u'"') {
                    field += u'"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (c == u'\n')
                    ++line;
                field += c;
            }
            continue;
        }
        if (c == u'"' && field.isEmpty()) {
            quoted = true;
            anything = true;
            quoteStartLine = line;
        } else if (c == u',') {
            endField();
            anything = true;
        } else if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n') {
            continue; // the \n ends the record
        } else if (c == u'\n' || c == u'\r') {
            endRecord();
            ++line;
            record.line = line;
        } else {
            if (!anything && field.isEmpty())
                record.line = line;
            field += c;
            anything = true;
        }
    }
    if (quoted) {
        table.problem = QCoreApplication::translate("bd::cli", "a quote opened on line %1 is never closed")
                            .arg(quoteStartLine);
        return table;
    }
    endRecord();
    return table;
}

} // namespace bd::cli
