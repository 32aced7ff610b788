#include "widgets/contactscreen.h"

#include "domain/contactcodec.h"
#include "domain/validation.h"
#include "models/contacteditor.h"
#include "ui_contactform.h"

#include <QClipboard>
#include <QCloseEvent>
#include <QGuiApplication>
#include <QHash>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMessageBox>
#include <QShortcut>

namespace bd::widgets {

using namespace bd::domain;
using models::ContactEditor;

namespace {

const char *const LimitedFields[] = {"firstName", "middleName", "lastName", "suffix"};

// Esc in a field puts back the value it had when the contact was loaded.
class RevertOnEscape final : public QObject
{
public:
    RevertOnEscape(QLineEdit *edit, std::function<QString()> original)
        : QObject(edit), m_original(std::move(original))
    {}
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        auto *edit = static_cast<QLineEdit *>(watched);
        if (event->type() == QEvent::KeyPress && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape &&
            edit->text() != m_original()) {
            edit->setText(m_original());
            emit edit->textEdited(edit->text());
            return true;
        }
        return false;
    }

private:
    std::function<QString()> m_original;
};

} // namespace

ContactScreen::ContactScreen(api::ApiClient *client, QWidget *parent)
    : Screen(parent), m_ui(std::make_unique<Ui::ContactForm>()), m_editor(new ContactEditor(client, this))
{
    m_ui->setupUi(this);
    m_ui->formArea->setEnabled(false);
    m_ui->save->setEnabled(false);
    m_ui->revert->setEnabled(false);
    m_ui->lookup->lineEdit()->setPlaceholderText(tr("Contact id or customer id"));
    m_ui->lookup->setInsertPolicy(QComboBox::NoInsert);
    fillRecent();

    connect(m_ui->find, &QPushButton::clicked, this, [this] {
        const int at = m_ui->lookup->findText(m_ui->lookup->currentText());
        find(at >= 0 ? m_ui->lookup->itemData(at).toString() : m_ui->lookup->currentText().trimmed());
    });
    connect(m_ui->lookup->lineEdit(), &QLineEdit::returnPressed, m_ui->find, &QPushButton::click);
    connect(m_ui->lookup, &QComboBox::activated, this, [this](int index) {
        if (index >= 0 && !m_ui->lookup->itemData(index).toString().isEmpty())
            find(m_ui->lookup->itemData(index).toString());
    });
    connect(m_ui->customerContacts, &QComboBox::activated, this,
            [this](int index) { openContact(m_ui->customerContacts->itemData(index).toString()); });
    connect(m_ui->save, &QPushButton::clicked, this, &ContactScreen::save);
    connect(m_ui->revert, &QPushButton::clicked, this, &ContactScreen::revert);
    connect(m_ui->sameAsBilling, &QCheckBox::toggled, this, [this] { copySameAsBilling(); });
    connect(m_ui->message, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link == u"copy") {
            QGuiApplication::clipboard()->setText(QString::fromUtf8(encodeContactPatch(m_editor->changes())));
            showMessage(tr("Your edits are on the clipboard as JSON."), false);
        } else if (link == u"restore") {
            if (m_editor->restoreDraft())
                showMessage(tr("Your unsaved edits are back. Save them, or Revert to drop them."), false);
        } else if (link.startsWith(u"open:")) {
            openContact(link.mid(5));
        }
    });
    for (const ContactFieldRef &f : contactWritableFields()) {
        QLineEdit *e = edit(f.name);
        const QString field = QString::fromLatin1(f.name);
        connect(e, &QLineEdit::textEdited, this, [this, field](const QString &text) {
            if (!m_filling)
                m_editor->setValue(field, text);
            if (m_ui->sameAsBilling->isChecked() && field.startsWith(u"billing"))
                copySameAsBilling();
        });
        e->installEventFilter(
            new RevertOnEscape(e, [this, field] { return m_editor->originalValue(field); }));
    }
    auto *saveShortcut = new QShortcut(QKeySequence::Save, this);
    connect(saveShortcut, &QShortcut::activated, this, [this] {
        if (m_ui->save->isEnabled())
            save();
    });
    auto *findShortcut = new QShortcut(QKeySequence::Find, this);
    connect(findShortcut, &QShortcut::activated, m_ui->lookup,
            [this] { m_ui->lookup->setFocus(Qt::ShortcutFocusReason); });

    connect(m_editor, &ContactEditor::opening, this,
            [this](const QString &id) { showMessage(tr("Opening %1…").arg(id), false); });
    connect(m_editor, &ContactEditor::lookupFailed, this,
            [this](const QString &message) { showMessage(message, true); });
    connect(
        m_editor, &ContactEditor::contactsFound, this,
        [this](const QString &customerId, const QList<Contact> &contacts) {
            m_ui->customerContacts->clear();
            for (const Contact &c : contacts)
                m_ui->customerContacts->addItem(c.fields.name.valueOr(c.info.id.valueOr({})),
                                                c.info.id.valueOr({}));
            m_ui->customerContacts->setVisible(true);
            showMessage(
                tr("%n contact(s) of customer %1: pick one.", nullptr, int(contacts.size())).arg(customerId),
                false);
            m_ui->customerContacts->setFocus();
            if (contacts.size() == 1)
                openContact(contacts.first().info.id.valueOr({}));
        });
    connect(m_editor, &ContactEditor::loaded, this, &ContactScreen::showContact);
    connect(m_editor, &ContactEditor::editsChanged, this, &ContactScreen::showEdits);
    connect(m_editor, &ContactEditor::saving, this, [this] {
        m_ui->save->setEnabled(false);
        showMessage(tr("Saving…"), false);
    });
    connect(m_editor, &ContactEditor::saved, this, [this](const ContactUpdateResult &result) {
        showContact();
        QStringList warnings;
        for (const ServiceWarning &w : result.warnings)
            warnings << QStringLiteral("%1: %2")
                            .arg(w.code.valueOr(tr("warning")), w.message.valueOr({}))
                            .toHtmlEscaped();
        showMessage(warnings.isEmpty() ? tr("Saved.")
                                       : tr("Saved, with warnings from the service:<br>%1")
                                             .arg(warnings.join(QStringLiteral("<br>"))),
                    false);
        emit saved(m_editor->contactId());
    });
    connect(m_editor, &ContactEditor::saveFailed, this, [this](const ContactEditor::SaveFailure &failure) {
        const QString message = failure.message.toHtmlEscaped();
        switch (failure.kind) {
        case ContactEditor::SaveFailure::Kind::Gone:
            showMessage(message + QLatin1Char(' ') +
                            tr("Your edits are kept: <a href=\"copy\">copy them</a>."),
                        true);
            break;
        case ContactEditor::SaveFailure::Kind::Retryable:
            showMessage(tr("%1 Your edits are kept; press Save to try again.").arg(message), true);
            break;
        case ContactEditor::SaveFailure::Kind::Refused:
            showMessage(tr("Not saved. %1 Your edits are kept.").arg(message), true);
            break;
        }
        markFieldProblems(failure.fields);
    });

    if (const auto draft = m_editor->draft())
        showMessage(
            tr("Unsaved edits to contact %1 were kept from last time. <a href=\"open:%1\">Open it</a> to "
               "restore them.")
                .arg(draft->contactId.toHtmlEscaped()),
            false);
}

ContactScreen::~ContactScreen() = default;

QLineEdit *ContactScreen::edit(const char *field) const
{
    return findChild<QLineEdit *>(QLatin1String(field));
}

const Contact &ContactScreen::loadedContact() const
{
    return m_editor->contact();
}

ContactWritable ContactScreen::editedFields() const
{
    return m_editor->edited();
}

bool ContactScreen::hasUnsavedChanges() const
{
    return m_editor->hasUnsavedChanges();
}

QString ContactScreen::draftContactId() const
{
    const auto draft = m_editor->draft();
    return draft ? draft->contactId : QString();
}

void ContactScreen::showMessage(const QString &text, bool error)
{
    m_ui->message->setVisible(!text.isEmpty());
    m_ui->message->setText(text);
    m_ui->message->setStyleSheet(error ? QStringLiteral("color:#b3261e;") : QString());
    setStatusText(m_editor->isLoaded() ? m_editor->contact().fields.name.valueOr(m_editor->contactId())
                                       : QString());
}

void ContactScreen::fillRecent()
{
    const QString typed = m_ui->lookup->currentText();
    m_ui->lookup->clear();
    for (const auto &[id, name] : m_editor->recentContacts())
        m_ui->lookup->addItem(name + QStringLiteral(" (") + id + u')', id);
    m_ui->lookup->setCurrentIndex(-1);
    m_ui->lookup->setEditText(typed);
}

void ContactScreen::find(const QString &id)
{
    if (!confirmDiscard())
        return;
    m_editor->find(id);
}

void ContactScreen::openContact(const QString &contactId)
{
    if (contactId.isEmpty() || (m_editor->isLoaded() && m_editor->contactId() == contactId))
        return;
    if (!confirmDiscard())
        return;
    m_editor->open(contactId);
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
    m_filling = true;
    const bool same = !contact.fields.billingStreet.valueOr({}).isEmpty() &&
                      contact.fields.billingStreet == contact.fields.shippingStreet &&
                      contact.fields.billingCity == contact.fields.shippingCity &&
                      contact.fields.billingPostalCode == contact.fields.shippingPostalCode;
    m_ui->sameAsBilling->setChecked(same);
    m_filling = false;
    m_ui->formArea->setEnabled(true);
    fillRecent();
    showEdits();
    showMessage({}, false);
    const auto draft = m_editor->draft();
    if (draft && draft->contactId == m_editor->contactId() && !m_editor->hasUnsavedChanges())
        showMessage(
            tr("You have unsaved edits to this contact from earlier. <a href=\"restore\">Restore them</a>"),
            false);
    emit contactLoaded(m_editor->contactId());
}

// Fields, counters, marks and buttons from the editor's state.
void ContactScreen::showEdits()
{
    QStringList problems;
    QHash<QString, QString> problemOf;
    for (const Violation &v : m_editor->problems()) {
        problemOf.insert(v.field, v.message);
        problems << v.message;
    }
    m_filling = true;
    for (const ContactFieldRef &f : contactWritableFields()) {
        QLineEdit *e = edit(f.name);
        const QString field = QString::fromLatin1(f.name);
        const QString value = m_editor->value(field);
        if (e->text() != value)
            e->setText(value);
        const QString problem = problemOf.value(field);
        // A style sheet change restyles the widget: only when the mark really changes.
        const QString style = problem.isEmpty() ? QString() : QStringLiteral("border: 2px solid #b3261e;");
        if (e->styleSheet() != style)
            e->setStyleSheet(style);
        e->setToolTip(problem);
    }
    m_filling = false;
    for (const char *f : LimitedFields) {
        const int limit = contactFieldLimit(QString::fromLatin1(f));
        const qsizetype used = visibleLength(edit(f)->text());
        auto *counter = findChild<QLabel *>(QLatin1String(f) + QStringLiteral("Counter"));
        counter->setText(QStringLiteral("%1/%2").arg(used).arg(limit));
        counter->setStyleSheet(used > limit ? QStringLiteral("color:#b3261e; font-weight:bold;") : QString());
    }
    const int changed = m_editor->changeCount();
    const bool busy = m_editor->isSaving();
    m_ui->save->setEnabled(m_editor->isLoaded() && changed > 0 && problems.isEmpty() && !busy);
    m_ui->revert->setEnabled(changed > 0 && !busy);
    m_ui->save->setToolTip(!problems.isEmpty() ? tr("Cannot save yet: %1").arg(problems.join(u' '))
                           : changed == 0      ? tr("Nothing has changed.")
                                               : tr("Save %n change(s) (Ctrl+S).", nullptr, changed));
}

void ContactScreen::copySameAsBilling()
{
    const bool same = m_ui->sameAsBilling->isChecked();
    const std::pair<const char *, const char *> pairs[] = {{"billingStreet", "shippingStreet"},
                                                           {"billingCity", "shippingCity"},
                                                           {"billingState", "shippingState"},
                                                           {"billingPostalCode", "shippingPostalCode"},
                                                           {"billingCountry", "shippingCountry"}};
    for (const auto &[from, to] : pairs) {
        if (same && !m_filling && edit(to)->text() != edit(from)->text()) {
            edit(to)->setText(edit(from)->text());
            m_editor->setValue(QString::fromLatin1(to), edit(from)->text());
        }
        edit(to)->setReadOnly(same);
    }
}

void ContactScreen::markFieldProblems(const QList<QPair<QString, QString>> &problems)
{
    for (const auto &[field, message] : problems) {
        if (QLineEdit *e = edit(field.toLatin1().constData())) {
            e->setStyleSheet(QStringLiteral("border: 2px solid #b3261e;"));
            e->setToolTip(message);
        }
    }
}

void ContactScreen::revert()
{
    m_editor->revert();
    showMessage({}, false);
}

void ContactScreen::save()
{
    const QStringList review = m_editor->reviewLines();
    if (review.isEmpty())
        return;
    if (review.size() <= 3) {
        m_editor->save();
        return;
    }
    // Many changes at once: show old -> new before sending.
    auto *box = new QMessageBox(
        QMessageBox::Question, tr("Save %n change(s)?", nullptr, int(review.size())),
        tr("Save these changes to %1?").arg(m_editor->contact().fields.name.valueOr(tr("this contact"))),
        QMessageBox::Save | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("reviewChanges"));
    box->setInformativeText(review.join(u'\n'));
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this](int result) {
        if (result == QMessageBox::Save)
            m_editor->save();
    });
    box->open();
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
