#include "widgets/contacts/contactdialogs.h"

#include "models/contacts/contactform.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace bd::widgets {

namespace {
class Texts
{
    Q_DECLARE_TR_FUNCTIONS(bd::widgets::ContactScreen)
};
} // namespace

QMessageBox *reviewChangesBox(const models::ContactForm &form, QWidget *parent)
{
    const QStringList review = form.reviewLines();
    auto *box =
        new QMessageBox(QMessageBox::Question, Texts::tr("Save %n change(s)?", nullptr, int(review.size())),
                        Texts::tr("Save these changes to %1?")
                            .arg(form.contact().fields.name.valueOr(Texts::tr("this contact"))),
                        QMessageBox::Save | QMessageBox::Cancel, parent);
    box->setObjectName(QStringLiteral("reviewChanges"));
    box->setInformativeText(review.join(u'\n'));
    box->setDefaultButton(QMessageBox::Save);
    box->setAttribute(Qt::WA_DeleteOnClose);
    return box;
}

LeaveChoice askKeepDraft(const QString &name, const QString &where, bool canCancel, QWidget *parent)
{
    QMessageBox box(
        QMessageBox::Question, Texts::tr("Unsaved changes"),
        Texts::tr("Your changes to %1 are not saved. Keep them as a draft of %2? They are offered "
                  "again when you open %1 in %2.")
            .arg(name, where),
        QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("leaveAccount"));
    QPushButton *keep = box.addButton(Texts::tr("&Keep as draft"), QMessageBox::AcceptRole);
    QPushButton *drop = box.addButton(Texts::tr("&Discard"), QMessageBox::DestructiveRole);
    keep->setObjectName(QStringLiteral("keepDraft"));
    drop->setObjectName(QStringLiteral("discardEdits"));
    if (canCancel)
        box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(keep);
    box.exec();
    if (box.clickedButton() == keep)
        return LeaveChoice::KeepDraft;
    return box.clickedButton() == drop ? LeaveChoice::Discard : LeaveChoice::Stay;
}

} // namespace bd::widgets
