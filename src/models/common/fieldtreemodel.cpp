#include "models/common/fieldtreemodel.h"

#include "domain/json/jsondocument.h"
#include "models/common/jsonsummary.h"

#include <QColor>
#include <QFont>

namespace bd::models {

struct FieldTreeNode : TreeNode<FieldTreeNode>
{
    QString key;  // a field name, or "[i]" for a list element
    QString path; // from the record's root
    QByteArray json;
    json::Type type = json::Type::Null;
    QString summary;

    FieldTreeNode *add(QString childKey, QString childPath, json::Value v)
    {
        auto child = std::make_unique<FieldTreeNode>();
        child->key = std::move(childKey);
        child->path = std::move(childPath);
        child->json = v.raw().toByteArray();
        child->type = v.type();
        child->summary = summarizeJson(child->json);
        FieldTreeNode *raw = append(std::move(child));
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

    QVariant data(int column, int role) const
    {
        using Column = FieldTreeModel::Column;
        const bool isNull = type == json::Type::Null;
        switch (role) {
        case Qt::DisplayRole: return column == Column::Field ? key : summary;
        case Qt::ToolTipRole:
            if (column == Column::Field)
                return path;
            return isNull ? FieldTreeModel::tr("null: the service sent this field without a value") : summary;
        case Qt::FontRole:
            if (column == Column::Value && isNull) {
                QFont italic;
                italic.setItalic(true);
                return italic;
            }
            return {};
        case Qt::ForegroundRole:
            return column == Column::Value && isNull ? QVariant(QColor(Qt::gray)) : QVariant();
        case FieldTreeModel::JsonRole: return json;
        case FieldTreeModel::PathRole: return path;
        default: return {};
        }
    }
};

FieldTreeModel::FieldTreeModel(QObject *parent) : TreeModel(parent) {}

FieldTreeModel::~FieldTreeModel() = default;

void FieldTreeModel::setFields(const domain::JsonFields &fields)
{
    beginResetModel();
    m_fields = fields;
    resetRoot();
    for (const domain::JsonFields::Entry &e : fields) {
        const json::Document doc = json::Document::parse(e.raw);
        root()->add(e.name, e.name, doc.root());
    }
    endResetModel();
}

void FieldTreeModel::clear()
{
    setFields({});
}

QVariant FieldTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == Field ? tr("Field") : tr("Value");
}

template class TreeModel<FieldTreeNode, FieldTreeModel>;

} // namespace bd::models
