#include "widgets/contacts/contactscreen.h"
#include "domain/contactschema.h"
#include "widgets/contacts/contactdialogs.h"
#include "widgets/contacts/contactfields.h"
#include "widgets/contacts/contacthistorydialog.h"
#include "widgets/contacts/contacthistorypanel.h"
#include "widgets/contacts/contactlookupbox.h"

#include "domain/contactcodec.h"
#include "domain/validation.h"
#include "models/common/tenantscope.h"
#include "models/contacts/contacteditor.h"
#include "ui_contactform.h"

#include <QClipboard>
#include <QCloseEvent>
#include <QGuiApplication>
#include <QHash>
#include <QHeaderView>
#include <QLineEdit>
#include <QMessageBox>
#include <QSplitter>
#include <QTreeWidget>

namespace bd::widgets {

using namespace bd::domain;
using models::ContactEditor;

ContactScreen::ContactScreen(const api::AccountPtr &account, QWidget *parent)
    : Screen(parent), m_ui(std::make_unique<Ui::ContactForm>()), m_editor(new ContactEditor(account, this))
{
    m_ui->setupUi(this);
    m_ui->formArea->setEnabled(false);
    setFocusProxy(m_ui->lookup); // Ctrl+2 lands in the lookup
    m_ui->save->setEnabled(false);
    m_ui->revert->setEnabled(false);
    m_lookup = new ContactLookupBox(
        m_ui->lookupMode, m_ui->lookup, m_ui->find, [this] { return m_editor->recentContacts(); }, this);
    connect(m_lookup, &ContactLookupBox::findId, this, &ContactScreen::find);
    connect(m_lookup, &ContactLookupBox::findEmail, m_editor,
            [this](const QString &email) { m_editor->search(ContactEditor::SearchField::Email, email); });
    connect(m_lookup, &ContactLookupBox::findName, m_editor,
            [this](const QString &name) { m_editor->search(ContactEditor::SearchField::Name, name); });
    m_ui->results->header()->setStretchLastSection(true);
    m_ui->results->setColumnWidth(0, 220);
    m_ui->results->setColumnWidth(1, 240);
    // Enter or a double-click on a contact found opens it.
    connect(m_ui->results, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem *item) { openContact(item->data(0, Qt::UserRole).toString()); });

    connect(m_ui->save, &QPushButton::clicked, this, &ContactScreen::save);
    connect(m_ui->revert, &QPushButton::clicked, this, &ContactScreen::revert);
    m_fields = new ContactFields(m_ui->formArea, m_ui->sameAsBilling, m_editor);
    m_history = new ContactHistoryPanel(m_editor, this);
    auto *split = new QSplitter(this);
    split->setObjectName(QStringLiteral("formAndHistory"));
    delete m_ui->layout->replaceWidget(m_ui->scroll, split); // the item is ours to delete
    split->addWidget(m_ui->scroll);
    split->addWidget(m_history);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    connect(m_history, &ContactHistoryPanel::message, this,
            [this](const QString &text, MessageBar::Kind kind) { showMessage(text, kind); });
    connect(m_history, &ContactHistoryPanel::openContactRequested, this, &ContactScreen::openContact);
    for (auto signal : {&ContactEditor::loaded, &ContactEditor::closed, &ContactEditor::saving})
        connect(m_editor, signal, m_history, &ContactHistoryPanel::refresh);
    auto *saveAction = new QAction(tr("Save"), this);
    saveAction->setShortcut(QKeySequence::Save);
    saveAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(saveAction, &QAction::triggered, this, &ContactScreen::save);
    addAction(saveAction);
    auto *findAction = new QAction(tr("Find"), this);
    findAction->setShortcut(QKeySequence::Find);
    findAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(findAction, &QAction::triggered, m_lookup, &ContactLookupBox::focus);
    addAction(findAction);

    connect(m_editor, &ContactEditor::opening, this, [this](const QString &what) {
        showMessage(tr("Looking for %1…").arg(what), MessageBar::Kind::Progress);
    });
    connect(m_editor, &ContactEditor::lookupFailed, this,
            [this](const QString &message) { showMessage(message, MessageBar::Kind::Error); });
    connect(m_editor, &ContactEditor::contactsFound, this, &ContactScreen::showFound);
    connect(m_editor, &ContactEditor::waiting, this, [this](int seconds, int attempt, int of) {
        m_ui->messageBar->showWait(seconds, attempt, of, [this] { m_editor->cancel(); });
    });
    connect(m_editor, &ContactEditor::loaded, this, &ContactScreen::showContact);
    connect(m_editor, &ContactEditor::loaded, this, [this] { m_openedByPerson = m_editor->contactId(); });
    connect(m_editor, &ContactEditor::closed, this, [this] {
        m_fields->clear();
        m_ui->formArea->setEnabled(false);
        m_ui->save->setEnabled(false);
        m_ui->revert->setEnabled(false);
        m_ui->messageBar->clear();
        setStatusText({});
    });
    connect(m_editor, &ContactEditor::editsChanged, this, &ContactScreen::showEdits);
    connect(m_editor, &ContactEditor::saving, this, [this] {
        m_ui->save->setEnabled(false);
        showMessage(tr("Saving…"), MessageBar::Kind::Progress);
    });
    connect(m_editor, &ContactEditor::saved, this, [this](const ContactUpdateResult &result) {
        m_history->refresh();
        const QList<MessageBar::Action> undo{
            {tr("&Undo this save"), [this, record = m_editor->lastSaveRecord()] { m_history->undo(record); },
             QStringLiteral("undoThisSave")}};
        const QString savedId = result.data.info.id.valueOr({});
        if (!savedId.isEmpty() && savedId != m_editor->contactId()) { // another contact is open now
            showMessage(tr("Saved the changes to %1.").arg(result.data.fields.name.valueOr(savedId)),
                        MessageBar::Kind::Success, undo);
            emit saved(savedId);
            return;
        }
        showContact();
        QStringList warnings;
        for (const ServiceWarning &w : result.warnings)
            warnings << QStringLiteral("%1: %2").arg(w.code.valueOr(tr("warning")), w.message.valueOr({}));
        if (warnings.isEmpty())
            showMessage(tr("Saved."), MessageBar::Kind::Success, undo);
        else
            showMessage(tr("Saved, with warnings from the service:\n%1").arg(warnings.join(u'\n')),
                        MessageBar::Kind::Warning, undo);
        emit saved(m_editor->contactId());
    });
    connect(m_editor, &ContactEditor::saveFailed, this, [this](const ContactEditor::SaveFailure &failure) {
        m_history->refresh();
        const QString &message = failure.message;
        switch (failure.kind) {
        case ContactEditor::SaveFailure::Kind::Gone:
            showMessage(message + QLatin1Char(' ') + tr("Your edits are kept."), MessageBar::Kind::Error,
                        {{tr("&Copy my edits"),
                          [this] {
                              QGuiApplication::clipboard()->setText(
                                  QString::fromUtf8(encodeContactPatch(m_editor->form().changes())));
                              showMessage(tr("Your edits are on the clipboard as JSON."),
                                          MessageBar::Kind::Success);
                          },
                          QStringLiteral("copyEdits")}});
            break;
        case ContactEditor::SaveFailure::Kind::Retryable:
            showMessage(tr("%1 Your edits are kept; press Save to try again.").arg(message),
                        MessageBar::Kind::Error,
                        {{tr("&Try again"), [this] { save(); }, QStringLiteral("retrySave")}});
            break;
        case ContactEditor::SaveFailure::Kind::Refused:
            m_goesOnEdit = tr("Not saved. %1 Your edits are kept.").arg(message); // about these values
            showMessage(m_goesOnEdit, MessageBar::Kind::Error);
            break;
        }
        m_fields->markProblems(failure.fields);
    });

    if (const auto draft = m_editor->draft())
        showMessage(tr("Unsaved edits to contact %1 were kept from last time. Open it to restore them.")
                        .arg(draft->contactId),
                    MessageBar::Kind::Info,
                    {{tr("&Open it"), [this, id = draft->contactId] { openContact(id); },
                      QStringLiteral("openDraft")}});
}

ContactScreen::~ContactScreen() = default;

void ContactScreen::activate()
{
    const QString left = models::leftOff(*m_editor->account(), QStringLiteral("contacts/open")).toString();
    if (!left.isEmpty() && !m_editor->isLoaded() && !m_editor->draft())
        openContact(left);
}

void ContactScreen::keepLeftOff() const
{
    models::setLeftOff(*m_editor->account(), QStringLiteral("contacts/open"),
                       m_openedByPerson.isEmpty() ? QVariant() : QVariant(m_openedByPerson));
}

const Contact &ContactScreen::loadedContact() const
{
    return m_editor->contact();
}

ContactWritable ContactScreen::editedFields() const
{
    return m_editor->form().edited();
}

bool ContactScreen::hasUnsavedChanges() const
{
    return m_editor->form().hasUnsavedChanges();
}

QString ContactScreen::draftContactId() const
{
    const auto draft = m_editor->draft();
    return draft ? draft->contactId : QString();
}

void ContactScreen::showMessage(const QString &text, MessageBar::Kind kind,
                                const QList<MessageBar::Action> &actions)
{
    m_refusal.clear();
    m_ui->messageBar->showMessage(text, kind, actions);
    setStatusText(m_editor->isLoaded() ? m_editor->contact().fields.name.valueOr(m_editor->contactId())
                                       : QString());
}

void ContactScreen::showFound(const QString &what, const QList<Contact> &contacts)
{
    m_ui->results->clear();
    for (const Contact &c : contacts) {
        auto *item =
            new QTreeWidgetItem(m_ui->results, {c.fields.name.valueOr(QStringLiteral("—")),
                                                c.fields.email.valueOr(QStringLiteral("—")),
                                                c.info.id.valueOr({}), c.info.customerId.valueOr({})});
        item->setData(0, Qt::UserRole, c.info.id.valueOr({}));
    }
    m_ui->results->setVisible(true);
    m_ui->results->setCurrentItem(m_ui->results->topLevelItem(0));
    if (contacts.size() == 1) {
        const QString id = contacts.first().info.id.valueOr({});
        if (m_editor->isLoaded() && m_editor->contactId() == id) { // found what is open: say so
            showMessage(tr("%1 is the contact already open.")
                            .arg(m_editor->contact().fields.name.valueOr(m_editor->contactId())),
                        MessageBar::Kind::Info);
            return;
        }
        if (openContact(id))
            return; // else kept (the person kept their edits): the list says what was found
    }
    showMessage(what + QLatin1Char(' ') + tr("(Enter or double-click opens one.)"), MessageBar::Kind::Info);
    m_ui->results->setFocus(Qt::OtherFocusReason);
}

void ContactScreen::find(const QString &id)
{
    if (!confirmDiscard())
        return;
    m_editor->find(id);
}

bool ContactScreen::openContact(const QString &contactId)
{
    if (contactId.isEmpty() || (m_editor->isLoaded() && m_editor->contactId() == contactId))
        return false;
    if (!confirmDiscard())
        return false;
    m_editor->open(contactId);
    return true;
}

void ContactScreen::showContact()
{
    const Contact &contact = m_editor->contact();
    const ContactReadOnly &info = contact.info;
    const auto when = [](const Field<QString> &iso) {
        const QDateTime dt = QDateTime::fromString(iso.valueOr({}), Qt::ISODateWithMs);
        return dt.isValid() ? QLocale().toString(dt.toLocalTime(), QLocale::ShortFormat) : iso.valueOr({});
    };
    m_ui->idValue->setText(info.id.valueOr(QStringLiteral("—")));
    m_ui->customerIdValue->setText(info.customerId.valueOr(QStringLiteral("—")));
    m_ui->createdByValue->setText(
        tr("%1 by %2").arg(when(info.createdDate), info.createdById.valueOr(QStringLiteral("—"))));
    m_ui->lastModifiedByValue->setText(
        tr("%1 by %2").arg(when(info.lastModifiedDate), info.lastModifiedById.valueOr(QStringLiteral("—"))));
    m_ui->taxExemptValue->setText(info.taxExempt.valueOr(QStringLiteral("—")));
    m_ui->timezoneValue->setText(info.timezone.valueOr(QStringLiteral("—")));
    m_ui->typeValue->setText(info.type.valueOr(QStringLiteral("—")));
    m_ui->websiteValue->setText(info.website.valueOr(QStringLiteral("—")));
    m_fields->setSameAsBilling(!contact.fields.billingStreet.valueOr({}).isEmpty() &&
                               contact.fields.billingStreet == contact.fields.shippingStreet &&
                               contact.fields.billingCity == contact.fields.shippingCity &&
                               contact.fields.billingPostalCode == contact.fields.shippingPostalCode);
    m_ui->formArea->setEnabled(true);
    m_lookup->fillRecent();
    showEdits();
    m_ui->messageBar->clear();
    setStatusText(contact.fields.name.valueOr(m_editor->contactId()));
    const auto draft = m_editor->draft();
    if (draft && draft->contactId == m_editor->contactId() && !m_editor->form().hasUnsavedChanges())
        showMessage(
            m_goesOnEdit = tr("You have unsaved edits to this contact from earlier."), MessageBar::Kind::Info,
            {{tr("&Restore them"),
              [this] {
                  if (m_editor->restoreDraft())
                      showMessage(tr("Your unsaved edits are back. Save them, or Revert to drop them."),
                                  MessageBar::Kind::Info);
              },
              QStringLiteral("restoreDraft")}});
    emit contactLoaded(m_editor->contactId());
}

// Fields, counters, marks and buttons from the editor's state.
void ContactScreen::showEdits()
{
    const QStringList problems = m_fields->show();
    const int changed = m_editor->form().changeCount();
    const bool busy = m_editor->isSaving();
    m_ui->save->setEnabled(m_editor->isLoaded() && changed > 0 && problems.isEmpty() && !busy);
    m_ui->revert->setEnabled(changed > 0 && !busy);
    m_ui->save->setToolTip(!problems.isEmpty() ? tr("Cannot save yet: %1").arg(problems.join(u' '))
                           : changed == 0      ? tr("Nothing has changed.")
                                               : tr("Save %n change(s) (Ctrl+S).", nullptr, changed));
    // The service's refusal, or the offer of a draft the typing has replaced: the next edit ends it.
    if (!m_goesOnEdit.isEmpty() && m_ui->messageBar->text() == m_goesOnEdit && changed > 0) {
        m_goesOnEdit.clear();
        m_ui->messageBar->clear();
    }
    // A refusal says what is wrong now: it goes when the fields are fixed and follows what is left.
    if (!m_refusal.isEmpty() && m_ui->messageBar->text() == m_refusal) {
        const QString now = refusal();
        if (now.isEmpty()) {
            m_refusal.clear();
            m_ui->messageBar->clear();
        } else if (now != m_refusal) {
            showMessage(now, MessageBar::Kind::Error);
            m_refusal = now;
        }
    }
}

QString ContactScreen::refusal() const
{
    const QList<Violation> problems = m_editor->form().blockingProblems();
    if (problems.isEmpty())
        return QString();
    QString text = tr("Not saved: %1").arg(problems.first().message);
    if (problems.size() > 1)
        text += QLatin1Char(' ') + tr("(%Ln more field(s) marked.)", nullptr, int(problems.size() - 1));
    return text;
}

void ContactScreen::revert()
{
    m_editor->revert();
    m_ui->messageBar->clear();
}

void ContactScreen::save()
{
    if (!m_editor->isLoaded() || m_editor->isSaving())
        return;
    if (m_history->isUndoing()) { // the save would race the undo's read and its own request
        showMessage(tr("An undo is on its way; save once it is answered."), MessageBar::Kind::Info);
        return;
    }
    // Refused before sending: say why where the user looks, and go to the first field to fix.
    if (const QString text = refusal(); !text.isEmpty()) {
        showMessage(text, MessageBar::Kind::Error);
        m_refusal = text;
        m_fields->edit(m_editor->form().blockingProblems().first().field)->setFocus(Qt::OtherFocusReason);
        return;
    }
    const QStringList review = m_editor->form().reviewLines();
    if (review.isEmpty()) {
        showMessage(tr("Nothing to save: no field has changed."), MessageBar::Kind::Info);
        return;
    }
    if (!m_editor->form().needsReview()) {
        m_editor->save();
        return;
    }
    QMessageBox *box = reviewChangesBox(m_editor->form(), this);
    connect(box, &QMessageBox::finished, this, [this](int result) {
        if (result != QMessageBox::Save)
            return;
        if (m_history->isUndoing()) // started while the review was open
            showMessage(tr("An undo is on its way; save once it is answered."), MessageBar::Kind::Info);
        else
            m_editor->save();
    });
    box->open();
}

bool ContactScreen::leaveAccount(bool canCancel)
{
    if (!m_editor->isLoaded())
        return true;
    bool keepDraft = true;
    if (hasUnsavedChanges()) {
        const QString name = m_editor->contact().fields.name.valueOr(m_editor->contactId());
        const LeaveChoice choice = askKeepDraft(name, m_editor->account()->where(), canCancel, this);
        if (choice == LeaveChoice::Stay)
            return !canCancel; // closed or canceled: stay when staying is possible, else keep
        keepDraft = choice == LeaveChoice::KeepDraft;
    }
    m_editor->close(keepDraft);
    return true;
}

bool ContactScreen::confirmDiscard()
{
    if (!hasUnsavedChanges())
        return true;
    const auto answer =
        QMessageBox::question(this, tr("Unsaved changes"),
                              tr("The changes to %1 are not saved. Discard them?")
                                  .arg(m_editor->contact().fields.name.valueOr(tr("this contact"))),
                              QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Discard)
        return false;
    revert();
    return true;
}

void ContactScreen::closeEvent(QCloseEvent *event)
{
    if (confirmDiscard())
        event->accept();
    else
        event->ignore();
}

} // namespace bd::widgets
