#pragma once

// A record's fields as an expandable tree (Field | Value): every field that arrived, in the
// order it arrived, none assumed; objects and lists open into their members and elements
// ("[0]", "[1]", …), and their Value cell sums them up on one line (jsonsummary.h). Built for
// records whose fields the spec does not show, such as the tenant's details (spec §4.6).
// Owned nodes; the internal pointer of an index is its node.

#include "domain/jsonfields.h"

#include <QAbstractItemModel>

#include <memory>

namespace bd::models {

class FieldTreeModel final : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { Field, Value, ColumnCount };
    enum Role {
        JsonRole = Qt::UserRole + 1, // the value exactly as received (QByteArray)
        PathRole,                    // "limits.storage.unit", "features[2].key"
    };

    explicit FieldTreeModel(QObject *parent = nullptr);
    ~FieldTreeModel() override;

    void setFields(const domain::JsonFields &fields); // a model reset
    void clear();
    const domain::JsonFields &fields() const { return m_fields; }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Node;
    const Node *nodeAt(const QModelIndex &index) const;

    domain::JsonFields m_fields;
    std::unique_ptr<Node> m_root;
};

} // namespace bd::models
