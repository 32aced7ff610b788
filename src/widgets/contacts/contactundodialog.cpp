#include "widgets/contacts/contactundodialog.h"

#include "domain/validation.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace bd::widgets {

using models::ContactHistory;

ContactUndoDialog::ContactUndoDialog(const models::ContactSaveRecord &record,
                                     const QList<models::ContactUndo::Field> &fields, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("undoConflicts"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Undo a save: fields changed since"));
    auto *layout = new QVBoxLayout(this);
    auto *intro =
        new QLabel(tr("Since the save of %1, some fields of %2 were changed again. Choose the fields "
                      "to put back as they were before that save; the others keep what they hold now.")
                       .arg(QLocale().toString(record.at.toLocalTime(), QLocale::ShortFormat),
                            record.contactName.isEmpty() ? record.contactId : record.contactName),
                   this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    for (const models::ContactUndo::Field &f : fields) {
        const QString label = domain::contactFieldLabel(f.field);
        auto *box =
            new QCheckBox(tr("%1: put back %2").arg(label, ContactHistory::valueText(f.before)), this);
        box->setObjectName(QStringLiteral("undo_") + f.field);
        box->setChecked(!f.conflicts());
        layout->addWidget(box);
        auto *detail = new QLabel(
            f.conflicts() ? tr("That save wrote %1; it now holds %2.")
                                .arg(ContactHistory::valueText(f.written), ContactHistory::valueText(f.now))
                          : tr("Unchanged since that save (%1).").arg(ContactHistory::valueText(f.now)),
            this);
        detail->setObjectName(QStringLiteral("undoDetail_") + f.field);
        detail->setIndent(24);
        detail->setWordWrap(true);
        if (f.conflicts())
            detail->setStyleSheet(QStringLiteral("font-weight: bold"));
        box->setAccessibleDescription(detail->text());
        layout->addWidget(detail);
        m_boxes.append({f.field, box});
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *undo = buttons->addButton(tr("&Undo chosen fields"), QDialogButtonBox::AcceptRole);
    undo->setObjectName(QStringLiteral("undoChosen"));
    undo->setDefault(true);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        QStringList names;
        for (const auto &[field, box] : std::as_const(m_boxes)) {
            if (box->isChecked())
                names << field;
        }
        accept();
        emit chosen(names);
    });
    if (!m_boxes.isEmpty())
        m_boxes.first().second->setFocus();
}

} // namespace bd::widgets
