#pragma once

// Ctrl+F in a query's answer: finds a text in whichever view is shown — the table's cells, the
// tree's keys and values (collapsed branches included: a match is expanded to), or the text —
// counting matches as it goes in slices of a few milliseconds, so a hundred-megabyte answer is
// searched without stopping the window. F3 / Shift+F3 step through them; matches are marked.

#include "models/query/answersearch.h"

#include <QObject>
#include <QPair>
#include <QTextCursor>
#include <QTimer>

class QAbstractItemView;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTabWidget;
class QTableView;
class QTreeView;

namespace bd::models {
class JsonTreeModel;
}

namespace bd::widgets {

class HighlightDelegate;

class QueryFinder final : public QObject
{
    Q_OBJECT
public:
    struct Views
    {
        QTabWidget *tabs; // which of the three is shown
        QTableView *table;
        QTreeView *tree;
        models::JsonTreeModel *treeModel;
        QPlainTextEdit *text;
        QLineEdit *field; // what to find
        QLabel *status;   // "3 of 120"
    };
    QueryFinder(const Views &views, QObject *parent);

    // The answer whose tree is searched; searching starts over.
    void setAnswer(json::Value root);
    // Searches again from the start (the text, the view shown or its rows changed).
    void restart();
    void next() { step(1); }
    void previous() { step(-1); }
    void stop();
    bool isBusy() const { return m_slice.isActive(); }
    int matchCount() const;
    int current() const { return m_current; }

private:
    enum class Target { Table, Tree, Text };
    Target target() const;
    void work();
    void step(int direction);
    void showCurrent();
    void showCount();
    void markText();

    Views m_views;
    HighlightDelegate *m_tableMarks;
    HighlightDelegate *m_treeMarks;
    json::Value m_root;
    QString m_needle;
    Target m_target = Target::Table;
    QTimer m_slice;
    int m_current = -1;
    models::AnswerSearch m_treeSearch;
    QList<QPair<int, int>> m_cells; // table matches: row, column in the view's order
    int m_nextRow = 0;              // the table row to look at next
    QList<QTextCursor> m_text;      // text matches
    QTextCursor m_textFrom;         // where the text search goes on
};

} // namespace bd::widgets
