#pragma once

#include "api/account.h"
#include "widgets/common/screen.h"

#include <memory>

namespace Ui {
class WebhookScreen;
}
class QAction;

namespace bd::models {
class WebhookLoader;
class WebhookModel;
} // namespace bd::models

namespace bd::widgets {

// The registered webhook endpoints (spec §4.3) in a table whose columns come from the data,
// with a text filter over every field, an active/inactive filter, sorting, the selected entry
// exactly as received, copy as JSON and export of the visible rows. What arrives that is not a
// record is shown as such. Decisions live in models::WebhookModel and models::WebhookLoader.
class WebhookScreen final : public Screen
{
    Q_OBJECT
public:
    explicit WebhookScreen(const api::AccountPtr &account, QWidget *parent = nullptr);
    ~WebhookScreen() override;

    QString title() const override { return tr("Webhooks"); }
    void activate() override { reload(); }

    void reload();
    bool isLoading() const;
    models::WebhookModel *model() const { return m_model; }
    // Saved views: the filter text, the state filter, the sort and column widths (by field name).
    QString viewsKey() const override { return QStringLiteral("webhooks"); }
    models::SavedView currentView() const override;
    void applyView(const models::SavedView &view) override;
    // The endpoints listed (by URL and id), each selected in the table.
    void offerCommands(models::CommandSearch &search) override;

signals:
    // A list arrived and is shown (also when it is empty).
    void loaded(int entries);

private:
    void showLoaded(int entries, int notRecords);
    void showDetails();
    void showMessage(const QString &text, bool error);
    void showStatus();
    void copySelected();
    void chooseExportFile();
    bool exportTo(const QString &path);

    std::unique_ptr<Ui::WebhookScreen> m_ui;
    models::WebhookModel *m_model;
    models::WebhookLoader *m_loader;
    QAction *m_copy;
    QAction *m_export;
};

} // namespace bd::widgets
