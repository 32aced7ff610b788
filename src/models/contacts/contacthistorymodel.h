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

    void setFilter(const ContactHistoryFilter &filter);
    const ContactHistoryFilter &filter() const { return m_filter; }
    // How many rows pass the filter (counted by the store, not fetched).
    qsizetype totalRows() const { return m_total; }
    QString errorText() const;
    ContactHistory &history() { return m_history; }
    // The save a row belongs to.
    qint64 saveId(int row) const;
    QString contactIdAt(int row) const;

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant sql(int row, int column) const;

    ContactHistory m_history;
    ContactHistoryFilter m_filter;
    qsizetype m_total = 0;
};

// Every row that passes `filter` as CSV (RFC 4180, formula-safe), with a header row; the values
// exact, times in UTC (ISO 8601).
QByteArray contactHistoryCsv(const ContactHistory &history, const ContactHistoryFilter &filter);

} // namespace bd::models
