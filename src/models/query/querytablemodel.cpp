#include "models/query/querytablemodel.h"

#include "api/background.h"
#include "domain/json/jsonwriter.h"
#include "models/query/querytablerows.h"

#include <QRegularExpression>

#include <algorithm>
#include <numeric>

namespace bd::models {

namespace {

constexpr size_t WorkerThreshold = 5000; // lists this long are arranged on a worker
constexpr qsizetype LongCell = 40;       // longer cells get their whole text as a tool tip
constexpr qsizetype LongToolTip = 4000;  // a tool tip is cut here

std::shared_ptr<const std::vector<int>> identity(size_t n)
{
    std::vector<int> order(n, 0);
    std::iota(order.begin(), order.end(), 0);
    return std::make_shared<const std::vector<int>>(std::move(order));
}

// One field of a tab-separated line as spreadsheets read a paste: quoted when it holds a tab,
// a line break or a quote; text starting like a formula gets a leading ' (as our CSV does), a
// number (a negative one too) stays a number.
QString tsvField(const QString &value)
{
    static const QRegularExpression number(QStringLiteral(R"(^-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?$)"));
    QString v = value;
    const QChar first = v.isEmpty() ? QChar() : v.at(0);
    if ((first == u'=' || first == u'+' || first == u'-' || first == u'@') && !number.match(v).hasMatch())
        v.prepend(u'\'');
    if (v.contains(u'\t') || v.contains(u'\n') || v.contains(u'\r') || v.contains(u'"')) {
        v.replace(QStringLiteral("\""), QStringLiteral("\"\""));
        v = u'"' + v + u'"';
    }
    return v;
}

} // namespace

QueryTableModel::QueryTableModel(QObject *parent)
    : QAbstractTableModel(parent), m_rows(QueryTableRows::read(nullptr, {})), m_sorted(identity(0)),
      m_latest(std::make_shared<std::atomic<quint64>>(0))
{}

// A worker still running holds only shared snapshots and the generation counter, and its result
// is delivered to this model only while it lives (api::runInBackground).
QueryTableModel::~QueryTableModel()
{
    nextGeneration();
}

void QueryTableModel::setList(std::shared_ptr<const json::Document> document, json::Value list)
{
    setRows(QueryTableRows::read(std::move(document), list));
}

void QueryTableModel::setRows(std::shared_ptr<const QueryTableRows> rows)
{
    const QString sortedBy = m_rows->columns.value(m_wanted.column);
    nextGeneration();
    beginResetModel();
    m_rows = std::move(rows);
    m_sorted = identity(m_rows->rows.size());
    m_visible = *m_sorted;
    m_searchTexts.reset();
    m_shown = Arrangement();
    m_wanted.column = sortedBy.isEmpty() ? -1 : int(m_rows->columns.indexOf(sortedBy));
    if (m_wanted.column < 0)
        m_wanted.order = Qt::AscendingOrder;
    endResetModel();
    setBusy(false);
    emit filtered(rowCount(), totalRows());
    request();
}

void QueryTableModel::clear()
{
    setList(nullptr, {});
}

json::Value QueryTableModel::cell(int row, int column) const
{
    return m_rows->cell(sourceRow(row), column);
}

json::Value QueryTableModel::rowValue(int row) const
{
    const int source = sourceRow(row);
    return source < 0 ? json::Value() : m_rows->rows[size_t(source)];
}

int QueryTableModel::sourceRow(int row) const
{
    return row >= 0 && size_t(row) < m_visible.size() ? m_visible[size_t(row)] : -1;
}

int QueryTableModel::totalRows() const
{
    return int(m_rows->rows.size());
}

void QueryTableModel::setFilterText(const QString &text)
{
    m_wanted.filter = text;
    request();
}

void QueryTableModel::sort(int column, Qt::SortOrder order)
{
    const bool known = column >= 0 && column < columnCount();
    m_wanted.column = known ? column : -1;
    m_wanted.order = known ? order : Qt::AscendingOrder;
    request();
}

void QueryTableModel::cancel()
{
    nextGeneration();
    m_wanted = m_shown;
    setBusy(false);
}

quint64 QueryTableModel::nextGeneration()
{
    m_latest->store(++m_generation, std::memory_order_relaxed);
    return m_generation;
}

void QueryTableModel::request()
{
    const bool same = m_wanted.column == m_shown.column && m_wanted.order == m_shown.order &&
                      m_wanted.filter == m_shown.filter;
    if (same) {
        if (m_busy)
            cancel(); // what is shown is asked for again: the work under way is for something else
        return;
    }
    arrange();
}

void QueryTableModel::arrange()
{
    QueryTableRequest q;
    q.rows = m_rows;
    q.sortColumn = m_wanted.column;
    q.sortOrder = m_wanted.order;
    q.filter = m_wanted.filter;
    if (m_wanted.column == m_shown.column && m_wanted.order == m_shown.order)
        q.sorted = m_sorted;
    q.searchTexts = m_searchTexts;
    q.latest = m_latest;
    q.generation = nextGeneration();
    if (m_rows->rows.size() < WorkerThreshold) {
        finish(arrangeQueryTable(q));
        return;
    }
    setBusy(true);
    api::runInBackground(
        this, [q] { return arrangeQueryTable(q); },
        [this](QueryTableResult result) { finish(std::move(result)); });
}

void QueryTableModel::finish(QueryTableResult result)
{
    if (result.generation != m_generation || result.abandoned)
        return; // asked for something else since
    if (result.searchTexts)
        m_searchTexts = result.searchTexts;
    const bool sameRows = result.filter == m_shown.filter;
    m_sorted = result.sorted;
    m_shown = Arrangement{result.sortColumn, result.sortOrder, result.filter};
    relayout(std::move(result.visible), sameRows);
    setBusy(false);
    emit filtered(rowCount(), totalRows());
}

// Swaps in a new order inside a layout change, moving persistent indexes (a view's selection
// and current cell) with their rows, or invalidating them when their row is filtered out.
void QueryTableModel::relayout(std::vector<int> visible, bool sameRows)
{
    const auto hint =
        sameRows ? QAbstractItemModel::VerticalSortHint : QAbstractItemModel::NoLayoutChangeHint;
    emit layoutAboutToBeChanged({}, hint);
    const QModelIndexList before = persistentIndexList();
    std::vector<int> sources;
    sources.reserve(size_t(before.size()));
    for (const QModelIndex &i : before)
        sources.push_back(sourceRow(i.row()));
    m_visible = std::move(visible);
    if (!before.isEmpty()) {
        std::vector<int> position(m_rows->rows.size(), -1);
        for (size_t i = 0; i < m_visible.size(); ++i)
            position[size_t(m_visible[i])] = int(i);
        QModelIndexList after;
        after.reserve(before.size());
        for (qsizetype k = 0; k < before.size(); ++k) {
            const int source = sources[size_t(k)];
            const int at = source < 0 ? -1 : position[size_t(source)];
            after.append(at >= 0 ? createIndex(at, before.at(k).column()) : QModelIndex());
        }
        changePersistentIndexList(before, after);
    }
    emit layoutChanged({}, hint);
}

void QueryTableModel::setBusy(bool busy)
{
    if (busy == m_busy)
        return;
    m_busy = busy;
    emit busyChanged(busy);
}

QString QueryTableModel::copyText(const QModelIndexList &indexes) const
{
    std::vector<int> rows;
    std::vector<int> columns;
    QSet<quint64> selected;
    for (const QModelIndex &i : indexes) {
        if (!i.isValid() || i.model() != this)
            continue;
        rows.push_back(i.row());
        columns.push_back(i.column());
        selected.insert(quint64(i.row()) << 32 | quint32(i.column()));
    }
    for (std::vector<int> *v : {&rows, &columns}) {
        std::sort(v->begin(), v->end());
        v->erase(std::unique(v->begin(), v->end()), v->end());
    }
    QStringList lines;
    for (int r : rows) {
        QStringList fields;
        for (int c : columns) {
            const bool wanted = selected.contains(quint64(r) << 32 | quint32(c));
            fields.append(wanted ? tsvField(queryCellText(cell(r, c))) : QString());
        }
        lines.append(fields.join(u'\t'));
    }
    return lines.join(u'\n');
}

QByteArray QueryTableModel::rowsJson(const QList<int> &rows) const
{
    json::Writer w;
    w.beginArray();
    for (int r : rows) {
        const json::Value v = rowValue(r);
        if (v.isValid())
            w.raw(v.raw());
    }
    w.endArray();
    return w.take();
}

bool QueryTableModel::isNestedTable(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return false;
    const json::Value v = cell(index.row(), index.column());
    if (v.isObject())
        return v.size() > 0;
    if (!v.isArray())
        return false;
    qsizetype objects = 0; // a list of objects only: anything else has no columns to show
    for (json::Value e : v)
        objects += e.isObject() ? 1 : 0;
    return objects > 0 && objects == v.size();
}

int QueryTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_visible.size());
}

int QueryTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows->columns.size());
}

QVariant QueryTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.model() != this || sourceRow(index.row()) < 0)
        return {};
    const json::Value v = cell(index.row(), index.column());
    switch (role) {
    case Qt::DisplayRole: return v.isValid() ? QVariant(queryCellText(v)) : QVariant();
    case RawJsonRole: return v.isValid() ? QVariant(v.raw().toByteArray()) : QVariant();
    case Qt::TextAlignmentRole:
        return v.isNumber() ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    case Qt::ToolTipRole: {
        QString tip;
        if (v.isObject() || v.isArray()) {
            tip = QString::fromUtf8(json::reformat(v.raw(), true));
        } else {
            tip = queryCellText(v);
            if (tip.size() <= LongCell && !tip.contains(u'\n'))
                return {};
        }
        if (tip.size() > LongToolTip)
            tip = tr("%1…", "a tool tip cut short").arg(tip.left(LongToolTip));
        return tip;
    }
    default: return {};
    }
}

QVariant QueryTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Horizontal)
        return section >= 0 && section < columnCount() ? QVariant(m_rows->columns.at(section)) : QVariant();
    const int source = sourceRow(section); // rows are numbered by their place in the list
    return source < 0 ? QVariant() : QVariant(source + 1);
}

} // namespace bd::models
