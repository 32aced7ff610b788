#pragma once

// Any JSON answer as a tree (key, value, type) over the project's exact parser: numbers show
// the digits the service sent, nothing goes through a double. Nodes are created when a branch
// is first reached, so a large answer costs only what is looked at.

#include "domain/json/jsondocument.h"

#include <QAbstractItemModel>

#include <memory>
#include <vector>

namespace bd::models {

class JsonTreeModel final : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { Key, Value, Type, ColumnCount };
    enum Role {
        RawJsonRole = Qt::UserRole + 1, // the exact JSON text of the value
        PathRole,                       // data.Invoice[0].id
    };

    explicit JsonTreeModel(QObject *parent = nullptr);
    ~JsonTreeModel() override;

    // Shows the document's root members (an array's elements; a scalar as one row).
    void setDocument(std::shared_ptr<const json::Document> document);
    void clear();
    json::Value valueAt(const QModelIndex &index) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Node
    {
        Node *parent = nullptr;
        int row = 0;
        QString key; // member name, or empty for an array element
        bool inArray = false;
        json::Value value;
        bool populated = false;
        std::vector<std::unique_ptr<Node>> children;
    };
    Node *nodeOf(const QModelIndex &index) const;
    void populate(Node *node) const;
    static int childCount(const Node *node);
    QString pathOf(const Node *node) const;

    std::shared_ptr<const json::Document> m_document;
    std::unique_ptr<Node> m_root;
};

} // namespace bd::models
