#pragma once

// The query console's memory for one environment and tenant (tenantSettingsGroup): the queries
// run (with their variables, newest first), named saved queries, and what the open tabs held when
// the console was last closed. Never a credential: only what the person typed.

#include <QDateTime>
#include <QList>
#include <QString>

namespace bd::models {

struct QueryHistoryEntry
{
    QString query;
    QString variables; // the variables text as typed
    QDateTime time;    // UTC, when it was run
};

struct SavedQuery
{
    QString name;
    QString query;
    QString variables;
};

class QueryHistory
{
public:
    static constexpr int MaxEntries = 100;

    explicit QueryHistory(QString settingsGroup);

    QList<QueryHistoryEntry> entries() const;
    // Adds a run at the top; the same query and variables run before move up instead of repeating.
    void add(const QueryHistoryEntry &entry);
    void clear();

    QList<SavedQuery> saved() const; // by name
    // Saves under query.name, replacing one of the same name.
    void save(const SavedQuery &query);
    void remove(const QString &name);

    // The editor's text at the last close, so a restart continues where the person was.
    SavedQuery draft() const;
    void setDraft(const QString &query, const QString &variables);
    // The open tabs' text (never their answers) and which one was shown, so a restart brings
    // them back; empty when none were kept (then the draft is the one tab).
    QList<SavedQuery> tabs(int *current = nullptr) const;
    void setTabs(const QList<SavedQuery> &tabs, int current);

private:
    QString m_group;
};

} // namespace bd::models
