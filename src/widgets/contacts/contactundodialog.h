#pragma once

// Before an undo that meets changes made since its save: one line per field with what the save
// replaced, what it wrote and what the field holds now, and a check box to put the old value
// back. Fields nobody changed since are checked; changed ones are not. Nothing is sent unless
// the person presses "Undo chosen fields" (Enter); Esc sends nothing.

#include "models/contacts/contactundo.h"

#include <QDialog>

class QCheckBox;

namespace bd::widgets {

class ContactUndoDialog final : public QDialog
{
    Q_OBJECT
public:
    ContactUndoDialog(const models::ContactSaveRecord &record,
                      const QList<models::ContactUndo::Field> &fields, QWidget *parent = nullptr);

signals:
    void chosen(const QStringList &fields); // wire names of the fields to put back

private:
    QList<QPair<QString, QCheckBox *>> m_boxes;
};

} // namespace bd::widgets
