#include "models/common/fieldtreemodel.h"

#include "domain/json/jsondocument.h"
#include "models/common/jsonsummary.h"

#include <QColor>
#include <QFont>

#include <vector>

namespace bd::models {

struct FieldTreeModel::Node
{
    Node *parent = nullptr;
    int row = 0;
    QString key;  // a field name, or "[i]" for a list element
    QString path; // from the record's root
    QByteArray json;
    json::Type type = json::Type::Null;
    QString summary;
    std::vector<std::unique_ptr<Node>> children;

    Node *add(QString childKey, QString childPath, json::Value v)
    {
        auto child = std::make_unique<Node>();
        child->parent = this;
        child->row = int(children.size());
        child->key = std::move(childKey);
        child->path = std::move(childPath);
        child->json = v.raw().toByteArray();
        child->type = v.type();
        child->summary = summarizeJson(child->json);
        Node *raw = child.get();
        children.push_back(std::move(child));
        raw->expand(v);
        return raw;
    }

    void expand(json::Value v)
    {
        if (v.isObject()) {
            for (const json::Member &m : json::members(v))
                add(m.name(), path + u'.' + m.name(), m.value);
        } else if (v.isArray()) {
            int i = 0;
            for (json::Value e : v) {
                const QString index = QStringLiteral("[%1]").arg(i++);
                add(index, path + index, e);
            }
        }
    }
};

FieldTreeModel::FieldTreeModel(QObject *parent) : QAbstractItemModel(parent), m_root(std::make_unique<Node>())
{}

FieldTreeModel::~FieldTreeModel() = default;

void FieldTreeModel::setFields(const domain::JsonFields &fields)
{
    beginResetModel();
    m_fields = fields;
    m_root = std::make_unique<Node>();
    for (const domain::JsonFields::Entry &e : fields) {
        const json::Document doc = json::Document::parse(e.raw);
        m_root->add(e.name, e.name, doc.root());
    }
    endResetModel();
}

void FieldTreeModel::clear()
{
    setFields({});
}

const FieldTreeModel::Node *FieldTreeModel::nodeAt(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<const Node *>(index.internalPointer()) : m_root.get();
}

QModelIndex FieldTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0 || (parent.isValid() && parent.column() != 0))
        return {};
    const Node *p = nodeAt(parent);
    if (row >= int(p->children.size()))
        return {};
    return createIndex(row, column, p->children[size_t(row)].get());
}

QModelIndex FieldTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    const Node *p = nodeAt(child)->parent;
    if (!p || p == m_root.get())
        return {};
    return createIndex(p->row, 0, const_cast<Node *>(p));
}

int FieldTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return int(nodeAt(parent)->children.size());
}

int FieldTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant FieldTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const Node *n = nodeAt(index);
    const bool isNull = n->type == json::Type::Null;
    switch (role) {
    case Qt::DisplayRole: return index.column() == Field ? n->key : n->summary;
    case Qt::ToolTipRole:
        if (index.column() == Field)
            return n->path;
        return isNull ? tr("null: the service sent this field without a value") : n->summary;
    case Qt::FontRole:
        if (index.column() == Value && isNull) {
            QFont italic;
            italic.setItalic(true);
            return italic;
        }
        return {};
    case Qt::ForegroundRole:
        return index.column() == Value && isNull ? QVariant(QColor(Qt::gray)) : QVariant();
    case JsonRole: return n->json;
    case PathRole: return n->path;
    default: return {};
    }
}

QVariant FieldTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == Field ? tr("Field") : tr("Value");
}

} // namespace bd::models
