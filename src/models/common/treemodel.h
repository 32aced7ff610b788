#pragma once

// The one tree-model base of the house (the catalog, a record's fields, a JSON answer), after
// Qt Creator's TreeItem: nodes own their children, and a node answers data(column, role)
// itself. TreeModel<Node, Model> does the index / parent / rowCount plumbing once; the internal
// pointer of an index is its node (pointers spread well in Qt 6.4's persistent-index hash,
// where bit-packed ids cluster).
//
// The model's hooks are found by name at compile time (CRTP), not through virtual calls: a view
// asks parent() and data() of every row it lays out, and the catalog holds 100,000 products. A
// model hides a hook by declaring one of the same name (and befriending TreeModel when private):
//   void populate(Node *node) const            creates a node's children when first reached
//   int childCount(Node *node) const           rows below a node (default: populate, then count)
//   Node *childAt(Node *parent, int row) const the node shown at a row (nullptr past the end)
//   int rowOf(const Node *node) const          the row a node is shown at (default: node->row)
//   bool mayHaveChildren(Node *node) const     hasChildren() without populating, if it can tell
//   bool mayHaveChildrenAt(const QModelIndex &index) const   the same, by index (a valid one of
//                                              column 0): a model may answer without its node
//   QVariant dataOf(const Node &node, int column, int role) const   default: node.data(...)
// Model::ColumnCount is the number of columns.

#include <QAbstractItemModel>

#include <memory>
#include <vector>

namespace bd::models {

// A node's place in its tree. Node derives from TreeNode<Node>.
template <typename Node> struct TreeNode
{
    Node *parent = nullptr; // nullptr only for the root
    int row = 0;            // among the parent's children
    std::vector<std::unique_ptr<Node>> children;

    // Takes `child` as the last row below this one.
    Node *append(std::unique_ptr<Node> child)
    {
        child->parent = static_cast<Node *>(this);
        child->row = int(children.size());
        children.push_back(std::move(child));
        return children.back().get();
    }
};

template <typename Node, typename Model> class TreeModel : public QAbstractItemModel
{
public:
    explicit TreeModel(QObject *parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

protected:
    ~TreeModel() override;

    // The node of an index; the root for an invalid one.
    Node *nodeAt(const QModelIndex &index) const
    {
        return index.isValid() ? static_cast<Node *>(index.internalPointer()) : m_root.get();
    }
    Node *root() const { return m_root.get(); }
    // Within a model reset: the tree starts over.
    void resetRoot();

    // The default hooks (see the top of this file).
    void populate(Node *) const {}
    int childCount(Node *node) const;
    Node *childAt(Node *parent, int row) const;
    int rowOf(const Node *node) const;
    bool mayHaveChildren(Node *node) const;
    bool mayHaveChildrenAt(const QModelIndex &index) const { return model().mayHaveChildren(nodeAt(index)); }
    QVariant dataOf(const Node &node, int column, int role) const;

private:
    const Model &model() const { return static_cast<const Model &>(*this); }

    std::unique_ptr<Node> m_root;
};

// The members below need Node complete, and a model's nodes are private to its source: the
// model's header says, after the model's class (lupdate loses its place when it comes before),
//   extern template class TreeModel<Node, Model>;
// and the source, where Node is defined, instantiates them once:
//   template class TreeModel<Node, Model>;

template <typename Node, typename Model>
TreeModel<Node, Model>::TreeModel(QObject *parent)
    : QAbstractItemModel(parent), m_root(std::make_unique<Node>())
{}

template <typename Node, typename Model> TreeModel<Node, Model>::~TreeModel() = default;

template <typename Node, typename Model>
QModelIndex TreeModel<Node, Model>::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= Model::ColumnCount || (parent.isValid() && parent.column() != 0))
        return {};
    Node *child = model().childAt(nodeAt(parent), row);
    return child ? createIndex(row, column, child) : QModelIndex();
}

template <typename Node, typename Model>
QModelIndex TreeModel<Node, Model>::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    Node *p = nodeAt(child)->parent;
    if (!p || p == m_root.get())
        return {};
    return createIndex(model().rowOf(p), 0, p);
}

template <typename Node, typename Model> int TreeModel<Node, Model>::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return model().childCount(nodeAt(parent));
}

template <typename Node, typename Model> int TreeModel<Node, Model>::columnCount(const QModelIndex &) const
{
    return Model::ColumnCount;
}

template <typename Node, typename Model>
bool TreeModel<Node, Model>::hasChildren(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return model().mayHaveChildren(m_root.get());
    return parent.column() == 0 && model().mayHaveChildrenAt(parent);
}

template <typename Node, typename Model>
QVariant TreeModel<Node, Model>::data(const QModelIndex &index, int role) const
{
    return index.isValid() ? model().dataOf(*nodeAt(index), index.column(), role) : QVariant();
}

template <typename Node, typename Model> void TreeModel<Node, Model>::resetRoot()
{
    m_root = std::make_unique<Node>();
}

template <typename Node, typename Model> int TreeModel<Node, Model>::childCount(Node *node) const
{
    model().populate(node);
    return int(node->children.size());
}

template <typename Node, typename Model> Node *TreeModel<Node, Model>::childAt(Node *parent, int row) const
{
    model().populate(parent);
    return row < int(parent->children.size()) ? parent->children[size_t(row)].get() : nullptr;
}

template <typename Node, typename Model> int TreeModel<Node, Model>::rowOf(const Node *node) const
{
    return node->row;
}

template <typename Node, typename Model> bool TreeModel<Node, Model>::mayHaveChildren(Node *node) const
{
    return model().childCount(node) > 0;
}

template <typename Node, typename Model>
QVariant TreeModel<Node, Model>::dataOf(const Node &node, int column, int role) const
{
    return node.data(column, role);
}

} // namespace bd::models
