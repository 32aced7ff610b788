#pragma once

// Asks before invoices are deleted: how many, which (ids or the exact filter), every CRM flag,
// what the preview found, where (environment and tenant); in production the tenant's name must
// be typed before the Delete button is enabled. Cancel is the default button.

#include "models/admin/invoicedeleter.h"

#include <QDialog>

class QDialogButtonBox;
class QLineEdit;
class QPushButton;

namespace bd::widgets {

class DeleteConfirmDialog final : public QDialog
{
    Q_OBJECT
public:
    DeleteConfirmDialog(const models::DeletionConfirmation &confirmation, QWidget *parent = nullptr);

    QString typedText() const;
    QPushButton *deleteButton() const { return m_delete; }

private:
    models::DeletionConfirmation m_confirmation;
    QLineEdit *m_typed = nullptr;
    QPushButton *m_delete = nullptr;
};

} // namespace bd::widgets
