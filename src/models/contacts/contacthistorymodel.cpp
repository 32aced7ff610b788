#include "models/contacts/contacthistorymodel.h"

#include "api/background.h"
#include "domain/validation.h"
#include "models/common/csv.h"

#include <QAtomicInteger>
#include <QLocale>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace bd::models {

namespace {
// The columns of ContactHistory::changeRowsSql(); scoped, as the model's own Column names the same
// words for what it shows.
enum class Sql {
    Id,
    At,
    ContactId,
    ContactName,
    Field,
    Before,
    After,
    Source,
    SignedIn,
    Outcome,
    Status,
    Message,
    UndoOf
};

std::optional<QString> optionalText(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional<QString>(value.toString());
}
} // namespace

ContactHistoryModel::ContactHistoryModel(QObject *parent) : QSqlQueryModel(parent) {}

ContactHistoryModel::~ContactHistoryModel()
{
    clear(); // its query uses the store's connection, which closes after
}

void ContactHistoryModel::setFilter(const ContactHistoryFilter &filter)
{
    m_filter = filter;
    QSqlDatabase db = QSqlDatabase::database(m_history.connectionName(), false);
    QVariantList values;
    const QString rows = m_history.changeRowsSql(filter, &values);
    count(rows, values);
    QSqlQuery query(db);
    query.setForwardOnly(false);
    query.prepare(rows);
    for (const QVariant &v : std::as_const(values))
        query.addBindValue(v);
    query.exec();
    setQuery(std::move(query));
}

void ContactHistoryModel::count(const QString &rows, const QVariantList &values)
{
    m_total = -1;
    const quint64 generation = ++m_generation;
    const QString path = m_history.path();
    api::runInBackground(
        this,
        [path, rows, values]() -> qsizetype {
            static QAtomicInteger<int> serial;
            const QString name =
                QStringLiteral("bd-contact-history-count-%1").arg(serial.fetchAndAddRelaxed(1));
            qsizetype total = 0;
            {
                QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
                db.setDatabaseName(path);
                db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"));
                if (db.open()) {
                    QSqlQuery query(db);
                    query.prepare(QStringLiteral("SELECT count(*) FROM (") + rows + u')');
                    for (const QVariant &v : values)
                        query.addBindValue(v);
                    if (query.exec() && query.next())
                        total = query.value(0).toLongLong();
                }
            }
            QSqlDatabase::removeDatabase(name);
            return total;
        },
        [this, generation](qsizetype total) {
            if (generation != m_generation)
                return; // the filter changed meanwhile
            m_total = total;
            emit totalCounted(m_total);
        });
}

QString ContactHistoryModel::errorText() const
{
    if (!m_history.isOpen())
        return m_history.errorText();
    return lastError().isValid() ? lastError().text() : QString();
}

QVariant ContactHistoryModel::sql(int row, int column) const
{
    // createIndex, not index(): the query has more columns than the view is shown.
    return QSqlQueryModel::data(createIndex(row, column), Qt::DisplayRole);
}

qint64 ContactHistoryModel::saveId(int row) const
{
    return sql(row, int(Sql::Id)).toLongLong();
}

QString ContactHistoryModel::contactIdAt(int row) const
{
    return sql(row, int(Sql::ContactId)).toString();
}

int ContactHistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ContactHistoryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    const int row = index.row();
    switch (Column(index.column())) {
    case When:
        return QLocale().toString(
            QDateTime::fromString(sql(row, int(Sql::At)).toString(), Qt::ISODateWithMs).toLocalTime(),
            QLocale::ShortFormat);
    case Contact: {
        const QString name = sql(row, int(Sql::ContactName)).toString();
        const QString id = sql(row, int(Sql::ContactId)).toString();
        return name.isEmpty() ? id : QStringLiteral("%1 (%2)").arg(name, id);
    }
    case FieldName: return domain::contactFieldLabel(sql(row, int(Sql::Field)).toString());
    case Before: return ContactHistory::valueText(optionalText(sql(row, int(Sql::Before))));
    case After: return ContactHistory::valueText(optionalText(sql(row, int(Sql::After))));
    case Source: {
        const qint64 undoOf = sql(row, int(Sql::UndoOf)).toLongLong();
        const QString source = ContactHistory::sourceText(sql(row, int(Sql::Source)).toString());
        return undoOf > 0 ? tr("%1, undo of save %2").arg(source).arg(undoOf) : source;
    }
    case SignedInAs: return ContactHistory::signedInText(sql(row, int(Sql::SignedIn)).toString());
    case Outcome: {
        ContactSaveRecord r;
        r.outcome = ContactSaveRecord::Outcome(sql(row, int(Sql::Outcome)).toInt());
        r.status = sql(row, int(Sql::Status)).toInt();
        r.message = sql(row, int(Sql::Message)).toString();
        return ContactHistory::outcomeText(r);
    }
    case ColumnCount: break;
    }
    return {};
}

QVariant ContactHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QSqlQueryModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case When: return tr("When");
    case Contact: return tr("Contact");
    case FieldName: return tr("Field");
    case Before: return tr("Old value");
    case After: return tr("New value");
    case Source: return tr("From");
    case SignedInAs: return tr("Signed in as");
    case Outcome: return tr("Answer");
    case ColumnCount: break;
    }
    return {};
}

QByteArray contactHistoryCsv(const ContactHistory &history, const ContactHistoryFilter &filter)
{
    QByteArray out =
        csvRecord({QStringLiteral("save"), QStringLiteral("at"), QStringLiteral("contactId"),
                   QStringLiteral("contactName"), QStringLiteral("field"), QStringLiteral("before"),
                   QStringLiteral("after"), QStringLiteral("source"), QStringLiteral("signedInAs"),
                   QStringLiteral("outcome"), QStringLiteral("status"), QStringLiteral("message"),
                   QStringLiteral("undoOf")});
    QSqlQuery query(QSqlDatabase::database(history.connectionName(), false));
    query.setForwardOnly(true);
    QVariantList values;
    query.prepare(history.changeRowsSql(filter, &values));
    for (const QVariant &v : std::as_const(values))
        query.addBindValue(v);
    if (!query.exec())
        return out;
    static const char *const outcomes[] = {"unanswered", "saved", "failed"};
    while (query.next()) {
        const int outcome = std::clamp(query.value(int(Sql::Outcome)).toInt(), 0, 2);
        out += csvRecord(
            {query.value(int(Sql::Id)).toString(), query.value(int(Sql::At)).toString(),
             query.value(int(Sql::ContactId)).toString(), query.value(int(Sql::ContactName)).toString(),
             query.value(int(Sql::Field)).toString(), query.value(int(Sql::Before)).toString(),
             query.value(int(Sql::After)).toString(), query.value(int(Sql::Source)).toString(),
             query.value(int(Sql::SignedIn)).toString(), QString::fromLatin1(outcomes[outcome]),
             query.value(int(Sql::Status)).toString(), query.value(int(Sql::Message)).toString(),
             query.value(int(Sql::UndoOf)).isNull() ? QString() : query.value(int(Sql::UndoOf)).toString()});
    }
    return out;
}

} // namespace bd::models
