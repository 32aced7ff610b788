#pragma once

// The contact screen's questions: the old → new review before a save that needs one
// (models::ContactForm::needsReview), and what to do with unsaved edits when the account changes.

#include <QString>

class QMessageBox;
class QWidget;

namespace bd::models {
class ContactForm;
}

namespace bd::widgets {

// Not yet shown: Save (the default: Enter saves) and Cancel; the caller opens it and reads its
// result. Deletes itself when closed.
QMessageBox *reviewChangesBox(const models::ContactForm &form, QWidget *parent);

enum class LeaveChoice { KeepDraft, Discard, Stay };
// Unsaved edits to `name` are in `where`: kept as a draft there, discarded, or (with `canCancel`)
// the person stays.
LeaveChoice askKeepDraft(const QString &name, const QString &where, bool canCancel, QWidget *parent);

} // namespace bd::widgets
