#include "cli/recordset.h"

#include "domain/json/jsondocument.h"
#include "domain/json/jsonwriter.h"
#include "models/common/csv.h"
#include "models/common/jsonsummary.h"

#include <QHash>

#include <cwchar>

namespace bd::cli {

std::optional<Format> parseFormat(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n == u"table")
        return Format::Table;
    if (n == u"csv")
        return Format::Csv;
    if (n == u"json")
        return Format::Json;
    if (n == u"jsonl")
        return Format::Jsonl;
    return std::nullopt;
}

QStringList jsonColumns(const QList<QByteArray> &objects)
{
    QStringList columns;
    for (const QByteArray &object : objects) {
        const json::Document doc = json::Document::parse(object);
        for (const json::Member &m : json::members(doc.root())) {
            if (!columns.contains(m.name()))
                columns << m.name();
        }
    }
    return columns;
}

Record jsonRecord(const QByteArray &object, const QStringList &columns)
{
    const json::Document doc = json::Document::parse(object);
    QHash<QString, json::Value> byName;
    for (const json::Member &m : json::members(doc.root()))
        byName.insert(m.name(), m.value);
    Record r;
    r.json = object;
    r.cells.reserve(columns.size());
    for (const QString &c : columns) {
        const json::Value v = byName.value(c);
        r.cells << (!v.isValid() || v.isNull() ? QString() : models::summarizeJson(v.raw()));
    }
    return r;
}

// Terminal columns a text takes: East Asian wide characters and emoji take two, combining marks
// none (wcwidth, in the user's locale, which QCoreApplication has set).
static qsizetype displayWidth(QStringView text)
{
    qsizetype width = 0;
    for (const char32_t c : text.toUcs4()) {
        const int w = wcwidth(wchar_t(c));
        width += w < 0 ? 1 : w;
    }
    return width;
}

static QString padded(const QString &text, qsizetype width)
{
    return text + QString(std::max<qsizetype>(0, width - displayWidth(text)), u' ');
}

// One line per cell, and no longer than `max` characters (with an ellipsis) when max > 0.
static QString cellText(QString text, int max)
{
    text.replace(u'\n', u' ').replace(u'\r', u' ').replace(u'\t', u' ');
    if (max > 0 && text.size() > max)
        text = text.left(std::max(1, max - 1)) + u'…';
    return text;
}

QString alignedTable(const QStringList &header, const QList<QStringList> &rows, int maxCellWidth)
{
    QList<QStringList> lines;
    lines.reserve(rows.size() + 1);
    for (const QStringList &row : QList<QStringList>{header} + rows) {
        QStringList cells;
        for (const QString &c : row)
            cells << cellText(c, maxCellWidth);
        lines << cells;
    }
    QList<qsizetype> widths(header.size(), 0);
    for (const QStringList &line : std::as_const(lines)) {
        for (qsizetype c = 0; c < line.size() && c < widths.size(); ++c)
            widths[c] = std::max(widths[c], displayWidth(line.at(c)));
    }
    QString out;
    for (const QStringList &line : std::as_const(lines)) {
        QString text;
        for (qsizetype c = 0; c < line.size() && c < widths.size(); ++c) {
            if (c > 0)
                text += QStringLiteral("  ");
            text += c + 1 < line.size() ? padded(line.at(c), widths.at(c)) : line.at(c);
        }
        while (text.endsWith(u' '))
            text.chop(1);
        out += text + u'\n';
    }
    return out;
}

static QByteArray jsonArray(const RecordSet &set)
{
    json::Writer w;
    w.beginArray();
    for (const Record &r : set.records)
        w.raw(r.json);
    w.endArray();
    return json::reformat(w.data(), true);
}

QByteArray formatRecords(const RecordSet &set, Format format, int maxCellWidth)
{
    switch (format) {
    case Format::Table: {
        if (set.single) {
            QList<QStringList> rows;
            const QStringList cells = set.records.value(0).cells;
            for (qsizetype c = 0; c < set.columns.size(); ++c)
                rows << QStringList{set.columns.at(c), cells.value(c)};
            // No header: "field  value" lines read as a form.
            QString table = alignedTable(rows.value(0), rows.mid(1), maxCellWidth);
            return table.toUtf8();
        }
        QList<QStringList> rows;
        for (const Record &r : set.records)
            rows << r.cells;
        return alignedTable(set.columns, rows, maxCellWidth).toUtf8();
    }
    case Format::Csv: {
        QByteArray out = models::csvRecord(set.columns);
        for (const Record &r : set.records) {
            QStringList cells = r.cells;
            while (cells.size() < set.columns.size())
                cells << QString();
            out += models::csvRecord(cells);
        }
        return out;
    }
    case Format::Json:
        if (set.single)
            return set.records.isEmpty() ? QByteArray("null\n")
                                         : json::reformat(set.records.first().json, true) + '\n';
        return jsonArray(set) + '\n';
    case Format::Jsonl: {
        QByteArray out;
        for (const Record &r : set.records)
            out += json::reformat(r.json, false) + '\n';
        return out;
    }
    }
    return {};
}

} // namespace bd::cli
