#pragma once

// CSV (RFC 4180) for exports people open in spreadsheets.

#include <QByteArray>
#include <QString>
#include <QStringList>

class QAbstractItemModel;

namespace bd::models {

// One field: quoted when it holds a comma, quote or line break. A text starting with = + - @
// (that is not a plain number) gets a leading ' so a spreadsheet never runs it as a formula.
QByteArray csvField(const QString &value);
// One record of fields, ending in CRLF.
QByteArray csvRecord(const QStringList &fields);
// The top-level rows of `view` as shown (a table, or a proxy over one), with a header row.
QByteArray exportCsv(const QAbstractItemModel &view);

} // namespace bd::models
