#pragma once

#include "api/account.h"
#include "widgets/common/screen.h"

#include <QElapsedTimer>

#include <memory>

namespace Ui {
class InvoiceScreen;
}
class QLabel;

namespace bd::models {
class DeletionLogModel;
class InvoiceDeleter;
class InvoicePreviewModel;
} // namespace bd::models

namespace bd::widgets {

// Bulk deletion of canceled or draft invoices (spec §4.1): by ids or by status, the CRM flags,
// a preview of what the selection holds, a confirmation (typed in production), the outcome in
// words, and the local log of deletions with its export. The decisions live in
// models::InvoiceDeleter; this screen shows them and turns keys and clicks into its calls.
class InvoiceScreen final : public Screen
{
    Q_OBJECT
public:
    explicit InvoiceScreen(const api::AccountPtr &account, QWidget *parent = nullptr);
    ~InvoiceScreen() override;

    QString title() const override { return tr("Invoices"); }
    void activate() override;
    // A deletion on its way: closing now would lose its answer (not the deletion).
    bool hasUnsavedWork() const override;
    bool confirmDiscard() override;

    models::InvoiceDeleter *deleter() const { return m_deleter; }
    // Pasted invoice ids: "Fill in N invoice ids" (never a deletion from the bar).
    void offerCommands(models::CommandSearch &search) override;

signals:
    void deletionFinished();

private:
    void showSelection();
    void showButtons();
    void showMessage(const QString &text, bool error);
    void showLog();
    void chooseLogExport();
    static void showText(QLabel *label, const QString &text);

    std::unique_ptr<Ui::InvoiceScreen> m_ui;
    models::InvoiceDeleter *m_deleter;
    models::InvoicePreviewModel *m_preview;
    models::DeletionLogModel *m_log;
    QElapsedTimer m_deletionClock; // since the deletion was sent
};

} // namespace bd::widgets
