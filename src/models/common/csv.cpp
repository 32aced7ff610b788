#include "models/common/csv.h"

#include <QAbstractItemModel>

#include <QRegularExpression>

namespace bd::models {

QByteArray csvField(const QString &value)
{
    static const QRegularExpression number(QStringLiteral(R"(^-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?$)"));
    QString v = value;
    if (!v.isEmpty() && (v.at(0) == u'=' || v.at(0) == u'+' || v.at(0) == u'-' || v.at(0) == u'@') &&
        !number.match(v).hasMatch())
        v.prepend(u'\'');
    if (v.contains(u',') || v.contains(u'"') || v.contains(u'\n') || v.contains(u'\r') || v != value) {
        v.replace(QStringLiteral("\""), QStringLiteral("\"\""));
        v = u'"' + v + u'"';
    }
    return v.toUtf8();
}

QByteArray csvRecord(const QStringList &fields)
{
    QByteArray out;
    for (qsizetype i = 0; i < fields.size(); ++i) {
        if (i > 0)
            out += ',';
        out += csvField(fields.at(i));
    }
    return out + "\r\n";
}

QByteArray exportCsv(const QAbstractItemModel &view)
{
    // Formula-safe as every export (models/csv.h): text that starts like a formula gets a ', a
    // number (a negative one too) stays a number.
    const int columns = view.columnCount();
    QStringList fields;
    for (int c = 0; c < columns; ++c)
        fields << view.headerData(c, Qt::Horizontal).toString();
    QByteArray out = csvRecord(fields);
    for (int r = 0; r < view.rowCount(); ++r) {
        fields.clear();
        for (int c = 0; c < columns; ++c)
            fields << view.index(r, c).data().toString();
        out += csvRecord(fields);
    }
    return out;
}

} // namespace bd::models
