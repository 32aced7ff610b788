#include "models/query/jsontreemodel.h"

#include "models/common/queryresponse.h"

#include <algorithm>

namespace bd::models {

struct JsonTreeNode : TreeNode<JsonTreeNode>
{
    QString key; // member name, or empty for an array element
    bool inArray = false;
    json::Value value;
    bool populated = false;

    // data.Invoice[0].id: from the root, which has no parent.
    QString path() const
    {
        QString out;
        for (const JsonTreeNode *n = this; n->parent; n = n->parent) {
            if (n->inArray)
                out.prepend(QStringLiteral("[%1]").arg(n->row));
            else
                out.prepend((n->parent->parent ? QStringLiteral(".") : QString()) + n->key);
        }
        return out;
    }

    QVariant data(int column, int role) const
    {
        if (role == JsonTreeModel::RawJsonRole)
            return QString::fromUtf8(value.raw());
        if (role == JsonTreeModel::PathRole || role == Qt::ToolTipRole)
            return path();
        if (role != Qt::DisplayRole)
            return {};
        switch (column) {
        case JsonTreeModel::Key: return inArray ? QStringLiteral("[%1]").arg(row) : key;
        case JsonTreeModel::Value: return valueText();
        case JsonTreeModel::Type: return typeName();
        }
        return {};
    }

    QVariant valueText() const
    {
        const json::Value v = value;
        if (v.isObject()) {
            const QString count = JsonTreeModel::tr("{%n field(s)}", nullptr, int(v.size()));
            if (!inArray)
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
            return JsonTreeModel::tr("[%n item(s)]", nullptr, int(v.size()));
        if (v.isNull())
            return QStringLiteral("null");
        return scalarText(v); // strings unescaped, numbers with their exact digits
    }

    QVariant typeName() const
    {
        switch (value.type()) {
        case json::Type::Null: return JsonTreeModel::tr("null");
        case json::Type::Bool: return JsonTreeModel::tr("boolean");
        case json::Type::Number: return JsonTreeModel::tr("number");
        case json::Type::String: return JsonTreeModel::tr("string");
        case json::Type::Array: return JsonTreeModel::tr("array");
        case json::Type::Object: return JsonTreeModel::tr("object");
        }
        return {};
    }
};

JsonTreeModel::JsonTreeModel(QObject *parent) : TreeModel(parent) {}

JsonTreeModel::~JsonTreeModel() = default;

void JsonTreeModel::setDocument(std::shared_ptr<const json::Document> document)
{
    beginResetModel();
    m_document = std::move(document);
    resetRoot();
    if (m_document && m_document->isValid()) {
        const json::Value value = m_document->root();
        if (value.isObject() || value.isArray()) {
            root()->value = value;
        } else { // a bare scalar: one row holding it
            auto only = std::make_unique<JsonTreeNode>();
            only->value = value;
            root()->append(std::move(only));
        }
    }
    root()->populated = !root()->value.isValid();
    endResetModel();
}

void JsonTreeModel::clear()
{
    setDocument(nullptr);
}

int JsonTreeModel::childCount(JsonTreeNode *node) const
{
    if (node->populated)
        return int(node->children.size());
    const json::Value v = node->value;
    return v.isObject() || v.isArray() ? int(v.size()) : 0;
}

void JsonTreeModel::populate(JsonTreeNode *node) const
{
    if (node->populated)
        return;
    node->populated = true;
    const json::Value v = node->value;
    if (v.isObject()) {
        node->children.reserve(v.size());
        for (const json::Member &m : json::members(v)) {
            auto child = std::make_unique<JsonTreeNode>();
            child->key = m.name();
            child->value = m.value;
            node->append(std::move(child));
        }
    } else if (v.isArray()) {
        node->children.reserve(v.size());
        for (json::Value element : v) {
            auto child = std::make_unique<JsonTreeNode>();
            child->inArray = true;
            child->value = element;
            node->append(std::move(child));
        }
    }
}

json::Value JsonTreeModel::valueAt(const QModelIndex &index) const
{
    return index.isValid() ? nodeAt(index)->value : json::Value();
}

namespace {

bool within(QByteArrayView inner, QByteArrayView outer)
{
    return inner.data() >= outer.data() && inner.data() + inner.size() <= outer.data() + outer.size();
}

} // namespace

QModelIndex JsonTreeModel::indexFor(json::Value value) const
{
    if (!m_document || !value.isValid())
        return {};
    const QByteArrayView target = value.raw();
    QModelIndex parent;
    for (int depth = 0; depth <= json::Document::MaxDepth; ++depth) {
        JsonTreeNode *node = nodeAt(parent);
        populate(node);
        // The child whose text holds the value: the values of one parent never overlap.
        const auto &children = node->children;
        const auto found = std::partition_point(children.begin(), children.end(), [&](const auto &child) {
            const QByteArrayView raw = child->value.raw();
            return raw.data() + raw.size() <= target.data();
        });
        if (found == children.end() || !within(target, (*found)->value.raw()))
            return {};
        const QModelIndex here = index(int(found - children.begin()), 0, parent);
        const QByteArrayView raw = (*found)->value.raw();
        if (raw.data() == target.data() && raw.size() == target.size())
            return here;
        parent = here;
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

template class TreeModel<JsonTreeNode, JsonTreeModel>;

} // namespace bd::models
