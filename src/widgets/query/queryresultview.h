#pragma once

// A query's answer shown three ways: a table of any list of objects in it (sort, filter, copy,
// drill into nested lists with a breadcrumb back), a tree made as it is expanded, and the text
// (pretty-printed only when it is small enough to show; otherwise its size is said and "Save the
// answer…" writes the exact bytes). Ctrl+F finds in whichever of the three is shown.

#include "models/query/queryrunner.h"

#include <QWidget>

#include <memory>

class QTimer;

namespace Ui {
class QueryResultView;
}

namespace bd::models {
class JsonTreeModel;
class QueryTableModel;
struct QueryTableRows;
} // namespace bd::models

namespace bd::widgets {

class QueryFinder;

class QueryResultView final : public QWidget
{
    Q_OBJECT
public:
    // Answers larger than this are not shown as text (their size is said instead).
    static constexpr qsizetype TextLimitBytes = 2 * 1024 * 1024;
    // Answers from this size on have their rows read on a worker.
    static constexpr qsizetype SmallAnswerBytes = 512 * 1024;

    explicit QueryResultView(QWidget *parent = nullptr);
    ~QueryResultView() override;

    void showRun(const models::QueryRunner::Run &run);
    // Stops sorting, filtering and finding (Esc); the answer stays on show.
    void cancel();
    bool isBusy() const;
    // Opens the find bar with the focus in it (Ctrl+F).
    void startFind();
    void findNext();     // F3
    void findPrevious(); // Shift+F3
    // Closes the find bar when the focus is in it (Esc there); false when it is not.
    bool closeFind();
    // The path of the list the table shows, as "data.Invoice[3].lines" (empty: none).
    QString tablePath() const;
    models::QueryTableModel *tableModel() const { return m_table; }

protected:
    // Ctrl+Tab moves between the window's screens, never between Table, Tree and Raw JSON.
    bool eventFilter(QObject *watched, QEvent *event) override;

signals:
    // A sentence for the status line (an export written, a failure).
    void said(const QString &text, bool error);
    void jobEnded(const QString &title, const QString &text, qint64 elapsedMs);
    void errorChosen(int line, int column);

private:
    struct Level
    {
        QString label; // data.Invoice, [3].lines
        json::Value list;
    };
    void showTables();
    void showLevel(int depth, std::shared_ptr<const models::QueryTableRows> rows = {});
    void drillInto(const QModelIndex &index);
    void showText();
    void showTableStatus();
    void chooseExport();
    void saveAnswer();
    void copySelection(bool asJson);
    void copyTreeValue();

    std::unique_ptr<Ui::QueryResultView> m_ui;
    models::JsonTreeModel *m_tree;
    models::QueryTableModel *m_table;
    QueryFinder *m_finder;
    models::QueryRunner::Run m_run;
    QList<Level> m_levels; // the table shown: a list of the answer, then lists inside its cells
    QList<Level> m_lists;  // the answer's lists of objects, as the picker offers them
    bool m_textShown = false;
    quint64 m_tablesGeneration = 0; // the answer whose lists are being read
    enum class Rows { Shown, Reading, Canceled } m_rows = Rows::Shown; // a large answer's, on a worker
    bool m_leftForTree = false; // the person chose the Tree while the rows were read
    QTimer *m_filterDelay;
};

} // namespace bd::widgets
