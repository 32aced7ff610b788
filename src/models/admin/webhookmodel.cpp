#include "models/admin/webhookmodel.h"

#include "domain/json/jsondocument.h"
#include "domain/json/jsonwriter.h"
#include "models/admin/webhookcolumns.h"
#include "models/common/jsonsummary.h"

#include <QCollator>
#include <QColor>
#include <QFont>

#include <algorithm>

namespace bd::models {

using domain::WebhookEndpoint;

struct WebhookModel::Cell
{
    enum class Kind : quint8 { Number, Text, Null, Absent }; // also the order when sorting
    Kind kind = Kind::Absent;
    double number = 0;
    QString text;
};

struct WebhookModel::Row
{
    QByteArray json;
    bool record = false;
    std::vector<Cell> cells; // one per column
    QString searchText;      // every value's text, lower case
    State state = State::Unknown;
};

namespace {

// Whether an endpoint delivers, from a boolean-ish field first, else from a status word.
// Anything else ("Failing", "Pending Verification") is honestly Unknown.
WebhookModel::State detectState(const domain::JsonFields &fields)
{
    using State = WebhookModel::State;
    static const QStringList yes{QStringLiteral("true"), QStringLiteral("yes"), QStringLiteral("on"),
                                 QStringLiteral("active"), QStringLiteral("enabled")};
    static const QStringList no{QStringLiteral("false"), QStringLiteral("no"), QStringLiteral("off"),
                                QStringLiteral("inactive"), QStringLiteral("disabled")};
    for (const char16_t *name : {u"active", u"enabled", u"isActive", u"isEnabled"}) {
        if (!fields.contains(name))
            continue;
        const QString v = fields.text(name).toLower();
        if (yes.contains(v))
            return State::Active;
        if (no.contains(v))
            return State::Inactive;
    }
    static const QStringList activeWords{QStringLiteral("active"), QStringLiteral("enabled"),
                                         QStringLiteral("ok"),     QStringLiteral("healthy"),
                                         QStringLiteral("live"),   QStringLiteral("running")};
    static const QStringList inactiveWords{QStringLiteral("inactive"), QStringLiteral("disabled"),
                                           QStringLiteral("paused"),   QStringLiteral("suspended"),
                                           QStringLiteral("stopped"),  QStringLiteral("deactivated"),
                                           QStringLiteral("off")};
    for (const char16_t *name : {u"status", u"state"}) {
        const QString v = fields.text(name).toLower();
        if (activeWords.contains(v))
            return State::Active;
        if (inactiveWords.contains(v))
            return State::Inactive;
    }
    return State::Unknown;
}

} // namespace

WebhookModel::WebhookModel(QObject *parent) : QAbstractTableModel(parent) {}

WebhookModel::~WebhookModel() = default;

void WebhookModel::setEndpoints(const QList<WebhookEndpoint> &endpoints)
{
    QList<domain::JsonFields> records;
    for (const WebhookEndpoint &e : endpoints) {
        if (e.isRecord())
            records.append(e.fields);
    }
    beginResetModel();
    m_columns = webhookColumns(records);
    m_rows.clear();
    m_rows.reserve(endpoints.size());
    for (const WebhookEndpoint &e : endpoints) {
        Row row;
        row.json = e.json;
        row.record = e.isRecord();
        row.cells.resize(m_columns.size());
        QStringList texts;
        if (!row.record) {
            row.state = State::NotARecord;
            texts.append(tr("Not a record: %1").arg(describeJsonValue(e.json)));
        } else {
            row.state = detectState(e.fields);
            for (qsizetype c = 0; c < m_columns.size(); ++c) {
                const QByteArray *raw = e.fields.find(m_columns.at(c));
                if (!raw)
                    continue;
                Cell &cell = row.cells[size_t(c)];
                const json::Document doc = json::Document::parse(*raw);
                const json::Value v = doc.root();
                if (v.isNull()) {
                    cell.kind = Cell::Kind::Null;
                    cell.text = QStringLiteral("null");
                } else {
                    cell.kind = v.isNumber() ? Cell::Kind::Number : Cell::Kind::Text;
                    cell.number = v.isNumber() ? v.toDouble() : 0;
                    cell.text = summarizeJson(*raw);
                }
                texts.append(cell.text);
            }
        }
        row.searchText = texts.join(u'\n').toLower();
        m_rows.push_back(std::move(row));
    }
    applyOrder();
    applyFilter();
    endResetModel();
}

int WebhookModel::entryCount() const
{
    return int(m_rows.size());
}

int WebhookModel::notRecordCount() const
{
    return int(std::count_if(m_rows.begin(), m_rows.end(), [](const Row &r) { return !r.record; }));
}

void WebhookModel::applyOrder()
{
    m_order.resize(m_rows.size());
    for (size_t i = 0; i < m_order.size(); ++i)
        m_order[i] = int(i);
    const int column = m_sortColumn;
    if (column < 0 || column >= m_columns.size())
        return;
    QCollator collator; // the user's language; numbers that arrive as numbers compare by value
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    const auto less = [&](int a, int b) {
        const Cell &x = m_rows[size_t(a)].cells[size_t(column)];
        const Cell &y = m_rows[size_t(b)].cells[size_t(column)];
        if (x.kind != y.kind)
            return x.kind < y.kind;
        if (x.kind == Cell::Kind::Number)
            return x.number < y.number;
        if (x.kind == Cell::Kind::Text)
            return collator.compare(x.text, y.text) < 0;
        return false;
    };
    // Stable, from the order the service sent: equal values keep it.
    if (m_sortOrder == Qt::AscendingOrder)
        std::stable_sort(m_order.begin(), m_order.end(), less);
    else
        std::stable_sort(m_order.begin(), m_order.end(), [&](int a, int b) { return less(b, a); });
}

void WebhookModel::applyFilter()
{
    m_visible.clear();
    for (int r : m_order) {
        const Row &row = m_rows[size_t(r)];
        if (m_stateFilter == StateFilter::Active && row.state != State::Active)
            continue;
        if (m_stateFilter == StateFilter::Inactive && row.state != State::Inactive)
            continue;
        const bool matches = std::all_of(m_words.begin(), m_words.end(),
                                         [&](const QString &w) { return row.searchText.contains(w); });
        if (matches)
            m_visible.push_back(r);
    }
}

template <typename Change> void WebhookModel::relayout(Change &&change)
{
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<int> rowsBefore;
    rowsBefore.reserve(size_t(before.size()));
    for (const QModelIndex &i : before)
        rowsBefore.push_back(m_visible[size_t(i.row())]);
    change();
    std::vector<int> position(m_rows.size(), -1);
    for (size_t i = 0; i < m_visible.size(); ++i)
        position[size_t(m_visible[i])] = int(i);
    QModelIndexList after;
    after.reserve(before.size());
    for (qsizetype k = 0; k < before.size(); ++k) {
        const int at = position[size_t(rowsBefore[size_t(k)])];
        after.append(at >= 0 ? createIndex(at, before.at(k).column()) : QModelIndex());
    }
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void WebhookModel::setFilterText(const QString &text)
{
    const QStringList words = text.toLower().split(u' ', Qt::SkipEmptyParts);
    if (words == m_words)
        return;
    relayout([&] {
        m_words = words;
        applyFilter();
    });
}

void WebhookModel::setStateFilter(StateFilter filter)
{
    if (filter == m_stateFilter)
        return;
    relayout([&] {
        m_stateFilter = filter;
        applyFilter();
    });
}

void WebhookModel::sort(int column, Qt::SortOrder order)
{
    relayout([&] {
        m_sortColumn = column;
        m_sortOrder = order;
        applyOrder();
        applyFilter();
    });
}

const WebhookModel::Row *WebhookModel::rowAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this || index.row() >= int(m_visible.size()))
        return nullptr;
    return &m_rows[size_t(m_visible[size_t(index.row())])];
}

QByteArray WebhookModel::jsonAt(const QModelIndex &index) const
{
    const Row *row = rowAt(index);
    return row ? row->json : QByteArray();
}

QByteArray WebhookModel::exportJson(bool indented) const
{
    json::Writer w;
    w.beginArray();
    for (int r : m_visible)
        w.raw(m_rows[size_t(r)].json);
    w.endArray();
    return indented ? json::reformat(w.data(), true) : w.take();
}

int WebhookModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_visible.size());
}

int WebhookModel::columnCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    // Entries that are not records still need a column to say so.
    return m_columns.isEmpty() && !m_rows.empty() ? 1 : int(m_columns.size());
}

QVariant WebhookModel::data(const QModelIndex &index, int role) const
{
    const Row *row = rowAt(index);
    if (!row || index.column() >= columnCount())
        return {};
    if (role == JsonRole)
        return row->json;
    if (role == StateRole)
        return int(row->state);
    if (!row->record) {
        const bool first = index.column() == 0;
        switch (role) {
        case Qt::DisplayRole:
            return first ? QVariant(tr("Not a record: %1").arg(describeJsonValue(row->json))) : QVariant();
        case Qt::ToolTipRole:
            return tr("The service sent %1 in the list of webhook endpoints, where a record was expected.")
                .arg(QString::fromUtf8(row->json));
        case Qt::FontRole: {
            QFont italic;
            italic.setItalic(true);
            return italic;
        }
        default: return {};
        }
    }
    const Cell &cell = row->cells[size_t(index.column())];
    switch (role) {
    case Qt::DisplayRole: return cell.kind == Cell::Kind::Absent ? QVariant() : QVariant(cell.text);
    case SortRole:
        return cell.kind == Cell::Kind::Number   ? QVariant(cell.number)
               : cell.kind == Cell::Kind::Absent ? QVariant()
                                                 : QVariant(cell.text);
    case Qt::ToolTipRole:
        if (cell.kind == Cell::Kind::Absent)
            return tr("This endpoint has no “%1” field.").arg(m_columns.at(index.column()));
        if (cell.kind == Cell::Kind::Null)
            return tr("The service sent “%1” as null (no value).").arg(m_columns.at(index.column()));
        return cell.text;
    case Qt::FontRole:
        if (cell.kind == Cell::Kind::Null) {
            QFont italic;
            italic.setItalic(true);
            return italic;
        }
        return {};
    case Qt::ForegroundRole: return cell.kind == Cell::Kind::Null ? QVariant(QColor(Qt::gray)) : QVariant();
    case Qt::TextAlignmentRole:
        return cell.kind == Cell::Kind::Number ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                                               : QVariant();
    default: return {};
    }
}

QVariant WebhookModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return {};
    const QString name = m_columns.value(section, tr("Entry"));
    if (role == Qt::DisplayRole)
        return name;
    if (role == Qt::ToolTipRole)
        return tr("The field “%1”, as the service names it").arg(name);
    return {};
}

} // namespace bd::models
