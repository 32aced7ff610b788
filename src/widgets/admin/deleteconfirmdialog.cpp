#include "widgets/admin/deleteconfirmdialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace bd::widgets {

namespace {

QLabel *textLabel(const QString &text, QWidget *parent, const QString &objectName)
{
    auto *label = new QLabel(text, parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText); // service and user text is never markup
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

DeleteConfirmDialog::DeleteConfirmDialog(const models::DeletionConfirmation &confirmation, QWidget *parent)
    : QDialog(parent), m_confirmation(confirmation)
{
    setObjectName(QStringLiteral("confirmDeletion"));
    setWindowTitle(confirmation.headline);
    setAccessibleName(tr("Confirm deletion"));
    auto *layout = new QVBoxLayout(this);
    auto *where = textLabel(confirmation.production ? tr("PRODUCTION: %1").arg(confirmation.where)
                                                    : tr("Where: %1").arg(confirmation.where),
                            this, QStringLiteral("where"));
    if (confirmation.production)
        where->setStyleSheet(
            QStringLiteral("background:#b3261e; color:white; font-weight:bold; padding:4px;"));
    layout->addWidget(where);
    auto *headline = textLabel(confirmation.headline, this, QStringLiteral("headline"));
    headline->setStyleSheet(QStringLiteral("font-weight:bold; font-size:120%;"));
    layout->addWidget(headline);
    layout->addWidget(textLabel(confirmation.selector, this, QStringLiteral("selector")));
    if (!confirmation.previewNote.isEmpty())
        layout->addWidget(textLabel(confirmation.previewNote, this, QStringLiteral("previewNote")));
    layout->addWidget(textLabel(tr("CRM flags sent:") + u'\n' + confirmation.flags.join(u'\n'), this,
                                QStringLiteral("flags")));
    layout->addWidget(textLabel(tr("Deleted invoices cannot be restored from this application."), this,
                                QStringLiteral("warning")));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_delete = buttons->addButton(
        confirmation.count >= 0 ? tr("Delete %n invoice(s)", nullptr, confirmation.count) : tr("Delete"),
        QDialogButtonBox::DestructiveRole);
    m_delete->setObjectName(QStringLiteral("confirmDelete"));
    m_delete->setAccessibleName(tr("Delete the invoices"));
    m_delete->setAutoDefault(false);
    QPushButton *cancel = buttons->button(QDialogButtonBox::Cancel);
    cancel->setDefault(true); // Enter never deletes by accident
    cancel->setAccessibleName(tr("Cancel the deletion"));

    if (confirmation.production) {
        auto *ask = textLabel((confirmation.typeEnvironment
                                   ? tr("This is production. Type the environment's name “%1” to confirm:")
                                   : tr("This is production. Type the tenant name “%1” to confirm:"))
                                  .arg(confirmation.typeToConfirm),
                              this, QStringLiteral("typePrompt"));
        layout->addWidget(ask);
        m_typed = new QLineEdit(this);
        m_typed->setObjectName(QStringLiteral("typedConfirmation"));
        m_typed->setAccessibleName(tr("Tenant name, typed to confirm"));
        m_typed->setPlaceholderText(confirmation.typeToConfirm);
        ask->setBuddy(m_typed);
        layout->addWidget(m_typed);
        m_delete->setEnabled(false);
        connect(m_typed, &QLineEdit::textChanged, this,
                [this](const QString &text) { m_delete->setEnabled(m_confirmation.accepts(text)); });
        m_typed->setFocus();
    } else {
        cancel->setFocus();
    }
    layout->addWidget(buttons);
    connect(m_delete, &QPushButton::clicked, this, [this] {
        if (m_confirmation.accepts(typedText()))
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    setMinimumWidth(480);
}

QString DeleteConfirmDialog::typedText() const
{
    return m_typed ? m_typed->text() : QString();
}

} // namespace bd::widgets
