#pragma once

// The History view: every kept contact save of this environment and tenant, one row per changed
// field, newest first, filtered by contact, field, source and dates as the person types, and
// exported as CSV. Enter on a row opens that contact.

#include "models/contacts/contacthistory.h"

#include <QDialog>

class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QTableView;
class QTimer;

namespace bd::models {
class ContactHistoryModel;
}

namespace bd::widgets {

class ContactHistoryDialog final : public QDialog
{
    Q_OBJECT
public:
    // `scope`: the environment and tenant whose saves are shown (models::tenantSettingsGroup).
    explicit ContactHistoryDialog(const QString &scope, QWidget *parent = nullptr);
    ~ContactHistoryDialog() override;

    models::ContactHistoryModel *model() const { return m_model; }
    void exportCsv(const QString &path);

signals:
    void openContact(const QString &contactId);

private:
    void applyFilter();
    models::ContactHistoryFilter currentFilter() const;

    QString m_scope;
    models::ContactHistoryModel *m_model;
    QLineEdit *m_contact;
    QComboBox *m_field;
    QComboBox *m_source;
    QDateEdit *m_from;
    QDateEdit *m_to;
    QLabel *m_count;
    QTableView *m_table;
    QTimer *m_typing;
};

} // namespace bd::widgets
