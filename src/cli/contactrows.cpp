#include "cli/contactrows.h"
#include "domain/contactschema.h"

#include "cli/csvreader.h"
#include "domain/contact.h"

#include <QCoreApplication>

namespace bd::cli {

namespace {

const QStringList ReadOnlyFields{QStringLiteral("customerId"),       QStringLiteral("createdById"),
                                 QStringLiteral("createdDate"),      QStringLiteral("lastModifiedById"),
                                 QStringLiteral("lastModifiedDate"), QStringLiteral("taxExempt"),
                                 QStringLiteral("timezone"),         QStringLiteral("type"),
                                 QStringLiteral("website")};

QString writableList()
{
    QStringList names;
    for (const domain::ContactFieldSpec &f : domain::ContactSchema)
        names << QString::fromLatin1(f.name);
    return names.join(QStringLiteral(", "));
}

// Why `name` cannot be changed: read-only, or no contact field at all.
QString fieldProblem(const QString &name)
{
    for (const QString &r : ReadOnlyFields) {
        if (r.compare(name, Qt::CaseInsensitive) == 0)
            return QCoreApplication::translate("bd::cli",
                                               "“%1” is read-only; these fields can be changed: %2.")
                .arg(r, writableList());
    }
    return QCoreApplication::translate("bd::cli", "“%1” is not a contact field; these can be changed: %2.")
        .arg(name, writableList());
}

// Our own CSV exports put a ' before a text starting with = + - @ so that a spreadsheet does
// not run it as a formula (models/csv.h); coming back, the ' goes again.
QString cellValue(const QString &cell)
{
    if (cell.size() > 1 && cell.at(0) == u'\'' &&
        (cell.at(1) == u'=' || cell.at(1) == u'+' || cell.at(1) == u'-' || cell.at(1) == u'@'))
        return cell.mid(1);
    return cell;
}

} // namespace

QString writableContactField(const QString &name)
{
    for (const domain::ContactFieldSpec &f : domain::ContactSchema) {
        const QString wire = QString::fromLatin1(f.name);
        if (wire.compare(name.trimmed(), Qt::CaseInsensitive) == 0)
            return wire;
    }
    return {};
}

ContactRows contactRowsFromArguments(const QStringList &arguments)
{
    ContactRows out;
    if (arguments.size() < 2) {
        out.problem =
            QCoreApplication::translate("bd::cli", "Give the contact's id and at least one field=value, "
                                                   "or --from-csv FILE.");
        return out;
    }
    ContactRow row;
    row.id = arguments.first().trimmed();
    for (const QString &a : arguments.mid(1)) {
        const qsizetype eq = a.indexOf(u'=');
        if (eq <= 0) {
            out.problem = QCoreApplication::translate("bd::cli", "“%1” is not field=value.").arg(a);
            return out;
        }
        const QString field = writableContactField(a.left(eq));
        if (field.isEmpty()) {
            out.problem = fieldProblem(a.left(eq));
            return out;
        }
        row.values.append({field, a.mid(eq + 1)});
    }
    out.rows << row;
    return out;
}

ContactRows contactRowsFromCsv(const QByteArray &csv)
{
    ContactRows out;
    const CsvTable table = readCsv(csv);
    if (!table.problem.isEmpty()) {
        out.problem = QCoreApplication::translate("bd::cli", "The file is not CSV: %1.").arg(table.problem);
        return out;
    }
    if (table.records.isEmpty()) {
        out.problem =
            QCoreApplication::translate("bd::cli", "The file is empty: its first line must name the "
                                                   "columns (id and the fields to change).");
        return out;
    }
    const QStringList header = table.records.first().fields;
    int idColumn = -1;
    QStringList fields; // per column: the wire name, empty for the id column
    for (qsizetype c = 0; c < header.size(); ++c) {
        const QString name = header.at(c).trimmed();
        if (name.compare(u"id", Qt::CaseInsensitive) == 0 && idColumn < 0) {
            idColumn = int(c);
            fields << QString();
            continue;
        }
        const QString field = writableContactField(name);
        if (field.isEmpty()) {
            out.problem = QCoreApplication::translate("bd::cli", "Column %1 of the header: %2")
                              .arg(c + 1)
                              .arg(fieldProblem(name));
            return out;
        }
        if (fields.contains(field)) {
            out.problem = QCoreApplication::translate("bd::cli", "The header names “%1” twice.").arg(field);
            return out;
        }
        fields << field;
    }
    if (idColumn < 0) {
        out.problem =
            QCoreApplication::translate("bd::cli", "The header has no “id” column: each row must say "
                                                   "which contact it changes.");
        return out;
    }
    for (const CsvRecord &record : table.records.mid(1)) {
        ContactRow row;
        row.line = record.line;
        row.id = record.fields.value(idColumn).trimmed();
        if (record.fields.size() != header.size()) {
            row.problem = QCoreApplication::translate("bd::cli", "it has %1 cells, the header %2")
                              .arg(record.fields.size())
                              .arg(header.size());
        } else if (row.id.isEmpty()) {
            row.problem = QCoreApplication::translate("bd::cli", "it has no id");
        }
        for (qsizetype c = 0; c < record.fields.size() && c < fields.size(); ++c) {
            if (c != idColumn && !record.fields.at(c).isEmpty())
                row.values.append({fields.at(c), cellValue(record.fields.at(c))});
        }
        out.rows << row;
    }
    if (out.rows.isEmpty())
        out.problem = QCoreApplication::translate("bd::cli", "The file has a header but no rows.");
    return out;
}

} // namespace bd::cli
