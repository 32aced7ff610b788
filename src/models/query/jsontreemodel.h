#pragma once

// Any JSON answer as a tree (key, value, type) over the project's exact parser: numbers show
// the digits the service sent, nothing goes through a double. Nodes are created when a branch
// is first reached, so a large answer costs only what is looked at; each answers data() itself.

#include "domain/json/jsondocument.h"
#include "models/common/treemodel.h"

#include <memory>

namespace bd::models {

struct JsonTreeNode;

class JsonTreeModel final : public TreeModel<JsonTreeNode, JsonTreeModel>
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
    // The row showing `value` (a value of this document), its ancestors' children made on the
    // way so a view can expand to it; invalid when it is not in the document.
    QModelIndex indexFor(json::Value value) const;

    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    friend class TreeModel<JsonTreeNode, JsonTreeModel>;
    // Hooks of TreeModel: members and elements are read when a branch is first reached.
    void populate(JsonTreeNode *node) const;
    int childCount(JsonTreeNode *node) const;

    std::shared_ptr<const json::Document> m_document;
};

// Instantiated in jsontreemodel.cpp, where JsonTreeNode is defined (treemodel.h).
extern template class TreeModel<JsonTreeNode, JsonTreeModel>;

} // namespace bd::models
