#pragma once

// One list of objects from a query's answer (spec §4.7: its format is not shown) as a table:
// a row per element, a column per member name in the order first seen (an element that is not
// an object shows in a column "value"). Cells read as people read them (queryCellText); the
// exact JSON is at RawJsonRole. Sorting (numbers, and strings of decimal text such as "19.99",
// exactly as decimals; other text case-insensitively; null and missing last; stable) and
// filtering (any cell's text, case and accents folded) compose. On a list of 5,000 rows or more
// they run on a worker and the newest request wins: an older result arriving late is dropped.
// A new order arrives as a layout change, so selections and persistent indexes follow their rows.

#include "domain/json/jsondocument.h"

#include <QAbstractTableModel>

#include <atomic>
#include <memory>
#include <vector>

namespace bd::models {

struct QueryTableRows;
struct QueryTableResult;

class QueryTableModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Role {
        RawJsonRole = Qt::UserRole + 1, // the cell's exact JSON (QByteArray); invalid when missing
    };

    explicit QueryTableModel(QObject *parent = nullptr);
    ~QueryTableModel() override;

    // A model reset. `list` is an array (anything else shows as a list of one) inside `document`,
    // which the model keeps. The filter stays; so does the sort when its column is still there.
    void setList(std::shared_ptr<const json::Document> document, json::Value list);
    // The same with the rows read already (QueryTableRows::read, which a worker can do).
    void setRows(std::shared_ptr<const QueryTableRows> rows);
    void clear();

    // By view row. Invalid when out of range or when the row lacks the member.
    json::Value cell(int row, int column) const;
    json::Value rowValue(int row) const;
    int sourceRow(int row) const; // the row's position in the list; -1 when out of range
    int totalRows() const;        // filtered or not

    // Rows whose any cell contains `text`, ignoring case and accents. Empty: every row.
    void setFilterText(const QString &text);
    // What was asked last (shown, or being worked out while busy).
    QString filterText() const { return m_wanted.filter; }
    int sortColumn() const { return m_wanted.column; }
    Qt::SortOrder sortOrder() const { return m_wanted.order; }
    // Whether a sort or filter is still being worked out; the rows shown are the previous ones.
    bool isBusy() const { return m_busy; }
    // Drops the work under way: the order and filter shown stay, and are again what is asked.
    void cancel();

    // The cells of `indexes` as tab-separated lines in view order (for a spreadsheet): every
    // row that has a selected cell, each with the columns selected anywhere.
    QString copyText(const QModelIndexList &indexes) const;
    // The view rows' elements as a JSON array, each exactly as received.
    QByteArray rowsJson(const QList<int> &rows) const;
    // Whether the cell holds a non-empty list of objects or a non-empty object: a table of its own.
    bool isNestedTable(const QModelIndex &index) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    // column -1: the order the list was sent in.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

signals:
    void busyChanged(bool busy);
    void filtered(int shown, int total);

private:
    struct Arrangement
    {
        int column = -1;
        Qt::SortOrder order = Qt::AscendingOrder;
        QString filter;
    };
    void arrange();
    void finish(QueryTableResult result);
    void setBusy(bool busy);
    quint64 nextGeneration();
    void request();
    void relayout(std::vector<int> visible, bool sameRows);

    std::shared_ptr<const QueryTableRows> m_rows;
    std::shared_ptr<const std::vector<int>> m_sorted; // every source row in the shown order
    std::shared_ptr<const std::vector<QString>> m_searchTexts;
    std::vector<int> m_visible; // view row -> source row
    Arrangement m_wanted;
    Arrangement m_shown;
    std::shared_ptr<std::atomic<quint64>> m_latest;
    quint64 m_generation = 0;
    bool m_busy = false;
};

} // namespace bd::models
