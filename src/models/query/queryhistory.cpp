#include "models/query/queryhistory.h"

#include "domain/json/jsondocument.h"
#include "domain/json/jsonwriter.h"
#include "models/common/queryresponse.h"

#include <QHash>
#include <QSettings>

#include <algorithm>

namespace bd::models {

namespace {

const QString HistoryKey = QStringLiteral("/queryHistory");
const QString SavedKey = QStringLiteral("/savedQueries");
const QString TabsKey = QStringLiteral("/queryTabs/list");
const QString CurrentTabKey = QStringLiteral("/queryTabs/current");
const QString DraftQueryKey = QStringLiteral("/queryDraft/query");
const QString DraftVariablesKey = QStringLiteral("/queryDraft/variables");

// Lists are kept as one JSON array of objects with string members each.
QList<QHash<QString, QString>> readList(const QString &key)
{
    const json::Document doc = json::Document::parse(QSettings().value(key).toString().toUtf8());
    QList<QHash<QString, QString>> out;
    for (json::Value v : doc.root()) {
        QHash<QString, QString> item;
        for (const json::Member &m : json::members(v))
            item.insert(m.name(), scalarText(m.value));
        out << item;
    }
    return out;
}

void writeList(const QString &key, const QList<QList<QPair<const char *, QString>>> &items)
{
    json::Writer w;
    w.beginArray();
    for (const auto &item : items) {
        w.beginObject();
        for (const auto &[name, value] : item) {
            w.key(QByteArrayView(name));
            w.string(value);
        }
        w.endObject();
    }
    w.endArray();
    QSettings().setValue(key, QString::fromUtf8(w.take()));
}

void writeSaved(const QString &key, const QList<SavedQuery> &all)
{
    QList<QList<QPair<const char *, QString>>> items;
    for (const SavedQuery &q : all)
        items.append({{"name", q.name}, {"query", q.query}, {"variables", q.variables}});
    writeList(key, items);
}

} // namespace

QueryHistory::QueryHistory(QString settingsGroup) : m_group(std::move(settingsGroup)) {}

QList<QueryHistoryEntry> QueryHistory::entries() const
{
    QList<QueryHistoryEntry> out;
    for (const auto &item : readList(m_group + HistoryKey))
        out << QueryHistoryEntry{
            item.value(QStringLiteral("query")), item.value(QStringLiteral("variables")),
            QDateTime::fromString(item.value(QStringLiteral("time")), Qt::ISODateWithMs)};
    return out;
}

void QueryHistory::add(const QueryHistoryEntry &entry)
{
    QList<QueryHistoryEntry> all = entries();
    all.removeIf([&](const QueryHistoryEntry &e) {
        return e.query == entry.query && e.variables.trimmed() == entry.variables.trimmed();
    });
    all.prepend(entry);
    while (all.size() > MaxEntries)
        all.removeLast();
    QList<QList<QPair<const char *, QString>>> items;
    for (const QueryHistoryEntry &e : all)
        items.append({{"query", e.query},
                      {"variables", e.variables},
                      {"time", e.time.toUTC().toString(Qt::ISODateWithMs)}});
    writeList(m_group + HistoryKey, items);
}

void QueryHistory::clear()
{
    QSettings().remove(m_group + HistoryKey);
}

QList<SavedQuery> QueryHistory::saved() const
{
    QList<SavedQuery> out;
    for (const auto &item : readList(m_group + SavedKey))
        out << SavedQuery{item.value(QStringLiteral("name")), item.value(QStringLiteral("query")),
                          item.value(QStringLiteral("variables"))};
    std::sort(out.begin(), out.end(), [](const SavedQuery &a, const SavedQuery &b) {
        return QString::localeAwareCompare(a.name, b.name) < 0;
    });
    return out;
}

void QueryHistory::save(const SavedQuery &query)
{
    QList<SavedQuery> all = saved();
    all.removeIf([&](const SavedQuery &q) { return q.name == query.name; });
    all << query;
    writeSaved(m_group + SavedKey, all);
}

void QueryHistory::remove(const QString &name)
{
    QList<SavedQuery> all = saved();
    all.removeIf([&](const SavedQuery &q) { return q.name == name; });
    writeSaved(m_group + SavedKey, all);
}

SavedQuery QueryHistory::draft() const
{
    QSettings settings;
    return {QString(), settings.value(m_group + DraftQueryKey).toString(),
            settings.value(m_group + DraftVariablesKey).toString()};
}

void QueryHistory::setDraft(const QString &query, const QString &variables)
{
    QSettings settings;
    settings.setValue(m_group + DraftQueryKey, query);
    settings.setValue(m_group + DraftVariablesKey, variables);
}

QList<SavedQuery> QueryHistory::tabs(int *current) const
{
    QList<SavedQuery> out;
    for (const auto &item : readList(m_group + TabsKey))
        out.append({QString(), item.value(QStringLiteral("query")), item.value(QStringLiteral("variables"))});
    if (current)
        *current = std::clamp(QSettings().value(m_group + CurrentTabKey).toInt(), 0,
                              std::max(0, int(out.size()) - 1));
    return out;
}

void QueryHistory::setTabs(const QList<SavedQuery> &tabs, int current)
{
    writeSaved(m_group + TabsKey, tabs);
    QSettings().setValue(m_group + CurrentTabKey, current);
}

} // namespace bd::models
