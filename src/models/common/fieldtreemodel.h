#pragma once

// A record's fields as an expandable tree (Field | Value): every field that arrived, in the
// order it arrived, none assumed; objects and lists open into their members and elements
// ("[0]", "[1]", …), and their Value cell sums them up on one line (jsonsummary.h). Built for
// records whose fields the spec does not show, such as the tenant's details (spec §4.6).
// Owned nodes, built whole (a record is small); each answers data() itself.

#include "domain/jsonfields.h"
#include "models/common/treemodel.h"

namespace bd::models {

struct FieldTreeNode;

class FieldTreeModel final : public TreeModel<FieldTreeNode, FieldTreeModel>
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

    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    domain::JsonFields m_fields;
};

// Instantiated in fieldtreemodel.cpp, where FieldTreeNode is defined (treemodel.h).
extern template class TreeModel<FieldTreeNode, FieldTreeModel>;

} // namespace bd::models
