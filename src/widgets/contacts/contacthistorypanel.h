#pragma once

// Beside the contact form: the saves kept for the open contact (models::ContactHistory), newest
// first, each with its fields' old → new values and an "Undo" button; and the undo itself
// (models::ContactUndo): the contact read first, the conflicts shown field by field
// (ContactUndoDialog) when a field no longer holds what the save wrote, nothing sent until the
// person chooses. An undo waits for a save on its way, as a save waits for an undo.

#include "api/account.h"
#include "widgets/common/messagebar.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace bd::models {
class ContactEditor;
class ContactUndo;
struct ContactSaveRecord;
} // namespace bd::models

namespace bd::widgets {

class ContactHistoryPanel final : public QWidget
{
    Q_OBJECT
public:
    ContactHistoryPanel(models::ContactEditor *editor, QWidget *parent = nullptr);

    // Lists the open contact's saves again (after a load, a save, an undo).
    void refresh();
    // Undoes the kept save `saveId` of this environment and tenant.
    void undo(qint64 saveId);
    bool isUndoing() const;
    // Every save kept in this environment and tenant (the History view).
    void showAll();

    // A save's line: "28/11/2026 04:13 — saved"; the full answer is its tooltip.
    static QString describe(const models::ContactSaveRecord &record);
    // Its last child line: "Billing Desk window · ann · undo of save 3".
    static QString origin(const models::ContactSaveRecord &record);

signals:
    // What to say in the screen's message bar.
    void message(const QString &text, bd::widgets::MessageBar::Kind kind);
    // The undo was stored.
    void undone(const QString &contactId);
    // Enter on a row of the History view.
    void openContactRequested(const QString &contactId);

private:
    models::ContactEditor *m_editor;
    models::ContactUndo *m_undo;
    QLabel *m_title;
    QTreeWidget *m_saves;
    QPushButton *m_all;
};

} // namespace bd::widgets
