#pragma once

// What contacts update is asked to change: one row per contact, from the command line
// (ID field=value…) or from a CSV file whose header names the fields (an "id" column and
// writable fields by their wire names). Problems of the whole input (an unknown or read-only
// column, no id column) stop the run before anything is sent; a problem of one row (a missing
// id, a wrong number of cells) fails that row only.

#include <QList>
#include <QPair>
#include <QStringList>

namespace bd::cli {

struct ContactRow
{
    int line = 0; // in the CSV file; 0 on the command line
    QString id;
    // Wire name -> new value. Empty: clear the field (command line); a CSV's empty cells are
    // left out, so they change nothing.
    QList<QPair<QString, QString>> values;
    QString problem; // why this row cannot be sent; empty when it can
};

struct ContactRows
{
    QList<ContactRow> rows;
    QString problem; // why nothing can be sent; empty when the rows can go
};

// The writable field a name means (wire names, any case); empty when there is none.
QString writableContactField(const QString &name);

// "ID field=value…" from the command line.
ContactRows contactRowsFromArguments(const QStringList &arguments);
// A CSV file's text.
ContactRows contactRowsFromCsv(const QByteArray &csv);

} // namespace bd::cli
