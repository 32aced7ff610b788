#pragma once

// One tab of the query console: its own query and variables (each with its own undo), its own
// run (cancellable, timed, waiting when the service asks) and its own answer with its scroll
// positions, so several queries can be open, run and compared at once.

#include "api/account.h"

#include <QWidget>

#include <memory>

namespace Ui {
class QueryPage;
}
class QLabel;
class QTimer;

namespace bd::models {
class QueryRunner;
class QuerySchema;
} // namespace bd::models

namespace bd::widgets {

class QueryEditor;
class QueryResultView;
class WaitCountdown;

class QueryPage final : public QWidget
{
    Q_OBJECT
public:
    explicit QueryPage(const api::AccountPtr &account, QWidget *parent = nullptr);
    ~QueryPage() override;

    QString query() const;
    QString variables() const;
    void load(const QString &query, const QString &variables);
    // The tab's name: the query's first words, or "New query".
    QString title() const;
    QueryEditor *editor() const;
    QueryResultView *result() const;
    models::QueryRunner *runner() const { return m_runner; }
    bool isRunning() const;
    QString status() const; // the line under Run
    void setSchema(std::shared_ptr<models::QuerySchema> schema);

    void run();
    // Esc: closes the find bar when it has the focus, else cancels the run and any sorting,
    // filtering or finding of the answer.
    void escape();
    // Formats the query and the variables (Ctrl+Shift+F); false when the query cannot be read.
    bool prettify();
    // The request this tab would send, as a curl command with every secret as a variable.
    void copyAsCurl();

signals:
    void titleChanged();
    void statusChanged(const QString &text);
    void jobEnded(const QString &title, const QString &text, qint64 elapsedMs);
    void queryFinished();

private:
    void showRunState();
    void showResult();
    void showText(QLabel *label, const QString &text, bool error);

    std::unique_ptr<Ui::QueryPage> m_ui;
    models::QueryRunner *m_runner;
    std::shared_ptr<models::QuerySchema> m_schema;
    QTimer *m_ticker;
    WaitCountdown *m_wait;       // the service asked the query to wait (429)
    bool m_problemShown = false; // the status line says why Run is off
};

} // namespace bd::widgets
