#pragma once

#include "api/account.h"
#include "models/query/queryexport.h"
#include "widgets/common/screen.h"

#include <memory>

namespace Ui {
class QueryScreen;
}
class QLabel;
class QTimer;

namespace bd::models {
class JsonTreeModel;
class QueryRunner;
} // namespace bd::models

namespace bd::widgets {

// The query console (spec §4.7): a highlighted editor with bracket matching, variables checked
// as JSON while typed, Run (Ctrl+Enter) and Cancel (Esc) with the elapsed time, the answer as a
// tree over the exact JSON and as text, errors that take the cursor to their place, history and
// saved queries per environment and tenant, and lists of objects exported as CSV or JSON. The
// decisions live in models::QueryRunner.
class WaitCountdown;

class QueryScreen final : public Screen
{
    Q_OBJECT
public:
    explicit QueryScreen(const api::AccountPtr &account, QWidget *parent = nullptr);
    ~QueryScreen() override;

    QString title() const override { return tr("Query"); }
    void activate() override;

    models::QueryRunner *runner() const { return m_runner; }
    // The saved queries, each opened in the editor (not run).
    void offerCommands(models::CommandSearch &search) override;

signals:
    void queryFinished();

private:
    void run();
    void showRunState();
    void showResult();
    void showText(QLabel *label, const QString &text, bool error);
    void fillHistory();
    void fillSaved();
    void load(const QString &query, const QString &variables);
    void loadScope();
    void keepDraft();
    void saveAs();
    void chooseExport();
    void copyValue();

    std::unique_ptr<Ui::QueryScreen> m_ui;
    api::AccountPtr m_account;
    models::QueryRunner *m_runner;
    models::JsonTreeModel *m_tree;
    QTimer *m_ticker;
    WaitCountdown *m_wait;       // the service asked the query to wait (429)
    QString m_group;             // the environment and tenant whose history is shown
    bool m_problemShown = false; // the status line says why Run is off
    QList<models::QueryTable> m_tables;
};

} // namespace bd::widgets
