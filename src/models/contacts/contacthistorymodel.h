#pragma once

// The History view's table: one row per changed field of the kept contact saves that pass a
// filter, newest first, read from the SQLite store a screenful at a time (QSqlQueryModel fetches
// more as the view scrolls), so hundreds of thousands of saves open at once.

#include "models/contacts/contacthistory.h"

#include <QSqlQueryModel>

namespace bd::models {

class ContactHistoryModel final : public QSqlQueryModel
{
    Q_OBJECT
public:
    enum Column { When, Contact, FieldName, Before, After, Source, SignedInAs, Outcome, ColumnCount };

    explicit ContactHistoryModel(QObject *parent = nullptr);
    ~ContactHistoryModel() override;

    // Shows the rows that pass `filter`: the first screenful at once; the count follows
    // (counted on a worker with its own connection: a join of every save takes a while).
    void setFilter(const ContactHistoryFilter &filter);
    const ContactHistoryFilter &filter() const { return m_filter; }
    // How many rows pass the filter; -1 while they are being counted (totalCounted follows).
    qsizetype totalRows() const { return m_total; }
    QString errorText() const;
    ContactHistory &history() { return m_history; }
    // The save a row belongs to.
    qint64 saveId(int row) const;
    QString contactIdAt(int row) const;

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    void totalCounted(qsizetype rows);

private:
    QVariant sql(int row, int column) const;
    void count(const QString &sql, const QVariantList &values);

    ContactHistory m_history;
    ContactHistoryFilter m_filter;
    qsizetype m_total = -1;
    quint64 m_generation = 0; // of the filter a count belongs to
};

// Every row that passes `filter` as CSV (RFC 4180, formula-safe), with a header row; the values
// exact, times in UTC (ISO 8601).
QByteArray contactHistoryCsv(const ContactHistory &history, const ContactHistoryFilter &filter);

} // namespace bd::models
