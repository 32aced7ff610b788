#pragma once

#include "api/account.h"
#include "widgets/common/screen.h"

#include <memory>

namespace Ui {
class QueryScreen;
}

namespace bd::models {
class QueryRunner;
class QuerySchema;
class SchemaAsker;
} // namespace bd::models

namespace bd::widgets {

class QueryPage;

// The query console (spec §4.7): tabs of queries (Ctrl+T, Ctrl+W, Ctrl+PgUp / Ctrl+PgDown),
// each a QueryPage with its editor, variables, run and answer; their text comes back after a
// restart. Above them, the searchable history and the saved queries of this environment and
// tenant; completion from what is known of the service's entities (models::QuerySchema).
class QueryScreen final : public Screen
{
    Q_OBJECT
public:
    explicit QueryScreen(const api::AccountPtr &account, QWidget *parent = nullptr);
    ~QueryScreen() override;

    QString title() const override { return tr("Query"); }
    void activate() override;

    QueryPage *currentPage() const;
    int pageCount() const;
    // The current tab's runner.
    models::QueryRunner *runner() const;
    // The saved queries, each opened in the editor (not run).
    void offerCommands(models::CommandSearch &search) override;

signals:
    void queryFinished();

private:
    QueryPage *addPage(const QString &query, const QString &variables);
    void closePage(int index);
    void stepPage(int direction);
    void showTitle(QueryPage *page);
    void keepTabs() const;
    void fillHistory();
    void fillSaved();
    void load(const QString &query, const QString &variables);
    void saveAs();

    std::unique_ptr<Ui::QueryScreen> m_ui;
    api::AccountPtr m_account;
    QString m_group; // the environment and tenant whose history and tabs are shown
    std::shared_ptr<models::QuerySchema> m_schema;
    models::SchemaAsker *m_schemaAsker; // the service's schema, asked once after a first answer
};

} // namespace bd::widgets
