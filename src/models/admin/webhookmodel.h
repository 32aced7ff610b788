#pragma once

// The webhook endpoints (spec §4.3; their fields are not shown) as a table whose columns come
// from the data: the well-known fields first — the address, the events, the state and the
// description, under any of their usual names (the names a service uses first leading within
// each) — then every other field in the order it first appears. A cell shows its value on one line
// (jsonsummary.h): null reads "null", a field the endpoint lacks is an empty cell. An entry that is not a
// record at all (a number, null) is a row that says what arrived, never dropped. Sorting (numbers as numbers)
// and filtering (text over every field; active or inactive) reorder a vector of row numbers and are announced
// as layout changes, so the selection survives them.

#include "domain/record.h"

#include <QAbstractTableModel>

#include <vector>

namespace bd::models {

class WebhookModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Role {
        SortRole = Qt::UserRole + 1, // numbers as double, other values as text; absent: invalid
        JsonRole,                    // the entry exactly as received (QByteArray)
        StateRole,                   // State (int)
    };
    enum class State { Active, Inactive, Unknown, NotARecord };
    Q_ENUM(State)
    enum class StateFilter { Any, Active, Inactive };

    explicit WebhookModel(QObject *parent = nullptr);
    ~WebhookModel() override;

    // A model reset; the sort and the filters stay as they were.
    void setEndpoints(const QList<domain::WebhookEndpoint> &endpoints);
    int entryCount() const; // filtered or not
    int notRecordCount() const;
    const QStringList &fieldNames() const { return m_columns; }

    // Words, all of which must appear (case-insensitively) in some field's value.
    void setFilterText(const QString &text);
    void setStateFilter(StateFilter filter);
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }

    // The entry behind a visible row, exactly as received; empty for an invalid index.
    QByteArray jsonAt(const QModelIndex &index) const;
    // The visible entries in view order as a JSON array, each exactly as received.
    QByteArray exportJson(bool indented = true) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    // column -1: the order the service sent.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

private:
    struct Cell;
    struct Row;
    const Row *rowAt(const QModelIndex &index) const;
    // Runs `change` (which reorders or filters) inside a layout change, moving persistent
    // indexes with their rows (or invalidating them when their row is filtered out).
    template <typename Change> void relayout(Change &&change);
    void applyOrder();
    void applyFilter();

    std::vector<Row> m_rows;
    QStringList m_columns;
    std::vector<int> m_order;   // every row, sorted
    std::vector<int> m_visible; // m_order without the rows the filters hide
    QStringList m_words;
    StateFilter m_stateFilter = StateFilter::Any;
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
};

} // namespace bd::models
