#include "models/query/jsontreemodel.h"

#include "models/common/queryresponse.h"

namespace bd::models {

JsonTreeModel::JsonTreeModel(QObject *parent) : QAbstractItemModel(parent), m_root(std::make_unique<Node>())
{}

JsonTreeModel::~JsonTreeModel() = default;

void JsonTreeModel::setDocument(std::shared_ptr<const json::Document> document)
{
    beginResetModel();
    m_document = std::move(document);
    m_root = std::make_unique<Node>();
    if (m_document && m_document->isValid()) {
        const json::Value root = m_document->root();
        if (root.isObject() || root.isArray()) {
            m_root->value = root;
        } else { // a bare scalar: one row holding it
            auto only = std::make_unique<Node>();
            only->parent = m_root.get();
            only->value = root;
            m_root->children.push_back(std::move(only));
        }
    }
    m_root->populated = !m_root->value.isValid();
    endResetModel();
}

void JsonTreeModel::clear()
{
    setDocument(nullptr);
}

int JsonTreeModel::childCount(const Node *node)
{
    if (node->populated)
        return int(node->children.size());
    const json::Value v = node->value;
    return v.isObject() || v.isArray() ? int(v.size()) : 0;
}

void JsonTreeModel::populate(Node *node) const
{
    if (node->populated)
        return;
    node->populated = true;
    const json::Value v = node->value;
    int row = 0;
    if (v.isObject()) {
        node->children.reserve(v.size());
        for (const json::Member &m : json::members(v)) {
            auto child = std::make_unique<Node>();
            child->parent = node;
            child->row = row++;
            child->key = m.name();
            child->value = m.value;
            node->children.push_back(std::move(child));
        }
    } else if (v.isArray()) {
        node->children.reserve(v.size());
        for (json::Value element : v) {
            auto child = std::make_unique<Node>();
            child->parent = node;
            child->row = row++;
            child->inArray = true;
            child->value = element;
            node->children.push_back(std::move(child));
        }
    }
}

JsonTreeModel::Node *JsonTreeModel::nodeOf(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<Node *>(index.internalPointer()) : m_root.get();
}

json::Value JsonTreeModel::valueAt(const QModelIndex &index) const
{
    return index.isValid() ? nodeOf(index)->value : json::Value();
}

QModelIndex JsonTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    Node *p = nodeOf(parent);
    populate(p);
    return createIndex(row, column, p->children.at(size_t(row)).get());
}

QModelIndex JsonTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    Node *p = nodeOf(child)->parent;
    if (!p || p == m_root.get())
        return {};
    return createIndex(p->row, 0, p);
}

int JsonTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return childCount(nodeOf(parent));
}

int JsonTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

bool JsonTreeModel::hasChildren(const QModelIndex &parent) const
{
    return rowCount(parent) > 0;
}

QString JsonTreeModel::pathOf(const Node *node) const
{
    QString path;
    for (const Node *n = node; n && n != m_root.get(); n = n->parent) {
        if (n->inArray)
            path.prepend(QStringLiteral("[%1]").arg(n->row));
        else
            path.prepend((n->parent && n->parent != m_root.get() ? QStringLiteral(".") : QString()) + n->key);
    }
    return path;
}

QVariant JsonTreeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Node *n = nodeOf(index);
    const json::Value v = n->value;
    if (role == RawJsonRole)
        return QString::fromUtf8(v.raw());
    if (role == PathRole)
        return pathOf(n);
    if (role == Qt::ToolTipRole)
        return pathOf(n);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Key: return n->inArray ? QStringLiteral("[%1]").arg(n->row) : n->key;
    case Value:
        if (v.isObject()) {
            const QString count = tr("{%n field(s)}", nullptr, int(v.size()));
            if (!n->inArray)
                return count;
            // Rows of a list: a few of their values, so one can be told from another unexpanded.
            QStringList some;
            for (const json::Member &m : json::members(v)) {
                if (m.value.isObject() || m.value.isArray())
                    continue;
                some << QStringLiteral("%1: %2").arg(m.name(), scalarText(m.value));
                if (some.size() == 3)
                    break;
            }
            return some.isEmpty() ? count : count + QLatin1Char(' ') + some.join(QStringLiteral(", "));
        }
        if (v.isArray())
            return tr("[%n item(s)]", nullptr, int(v.size()));
        if (v.isNull())
            return QStringLiteral("null");
        return scalarText(v); // strings unescaped, numbers with their exact digits
    case Type:
        switch (v.type()) {
        case json::Type::Null: return tr("null");
        case json::Type::Bool: return tr("boolean");
        case json::Type::Number: return tr("number");
        case json::Type::String: return tr("string");
        case json::Type::Array: return tr("array");
        case json::Type::Object: return tr("object");
        }
    }
    return {};
}

QVariant JsonTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Key: return tr("Key");
    case Value: return tr("Value");
    case Type: return tr("Type");
    }
    return {};
}

} // namespace bd::models
