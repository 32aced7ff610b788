#include "widgets/contacts/contactscreen.h"
#include "domain/contactschema.h"
#include "widgets/common/palettecolors.h"

#include "domain/contactcodec.h"
#include "domain/validation.h"
#include "models/contacts/contacteditor.h"
#include "ui_contactform.h"

#include <QCalendarWidget>
#include <QClipboard>
#include <QCloseEvent>
#include <QGuiApplication>
#include <QHash>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QStyle>
#include <QTreeWidget>
#include <QWidgetAction>

namespace bd::widgets {

using namespace bd::domain;
using models::ContactEditor;

namespace {

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

ContactScreen::ContactScreen(const api::AccountPtr &account, QWidget *parent)
    : Screen(parent), m_ui(std::make_unique<Ui::ContactForm>()), m_editor(new ContactEditor(account, this))
{
    m_ui->setupUi(this);
    m_ui->formArea->setEnabled(false);
    setFocusProxy(m_ui->lookup); // Ctrl+2 lands in the lookup
    m_ui->save->setEnabled(false);
    m_ui->revert->setEnabled(false);
    m_ui->lookupMode->addItem(tr("Id"), int(LookupMode::Id));
    m_ui->lookupMode->addItem(tr("Email"), int(LookupMode::Email));
    m_ui->lookupMode->addItem(tr("Name"), int(LookupMode::Name));
    connect(m_ui->lookupMode, &QComboBox::currentIndexChanged, this, [this] {
        const auto mode = LookupMode(m_ui->lookupMode->currentData().toInt());
        m_ui->lookup->lineEdit()->setPlaceholderText(mode == LookupMode::Email ? tr("name@example.com")
                                                     : mode == LookupMode::Name
                                                         ? tr("Full name, exactly")
                                                         : tr("Contact id or customer id"));
        fillRecent();
    });
    emit m_ui->lookupMode->currentIndexChanged(0);
    m_ui->lookup->setInsertPolicy(QComboBox::NoInsert);
    m_ui->results->header()->setStretchLastSection(true);
    m_ui->results->setColumnWidth(0, 220);
    m_ui->results->setColumnWidth(1, 240);
    // Enter or a double-click on a contact found opens it.
    connect(m_ui->results, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem *item) { openContact(item->data(0, Qt::UserRole).toString()); });

    connect(m_ui->find, &QPushButton::clicked, this, [this] {
        const int at = m_ui->lookup->findText(m_ui->lookup->currentText());
        const QString text =
            at >= 0 ? m_ui->lookup->itemData(at).toString() : m_ui->lookup->currentText().trimmed();
        switch (LookupMode(m_ui->lookupMode->currentData().toInt())) {
        case LookupMode::Id: find(text); break;
        case LookupMode::Email: m_editor->search(ContactEditor::SearchField::Email, text); break;
        case LookupMode::Name: m_editor->search(ContactEditor::SearchField::Name, text); break;
        }
    });
    connect(m_ui->lookup->lineEdit(), &QLineEdit::returnPressed, m_ui->find, &QPushButton::click);
    connect(m_ui->lookup, &QComboBox::activated, this, [this](int index) {
        if (index >= 0 && !m_ui->lookup->itemData(index).toString().isEmpty())
            find(m_ui->lookup->itemData(index).toString());
    });
    connect(m_ui->save, &QPushButton::clicked, this, &ContactScreen::save);
    connect(m_ui->revert, &QPushButton::clicked, this, &ContactScreen::revert);
    connect(m_ui->sameAsBilling, &QCheckBox::toggled, this, [this] { copySameAsBilling(); });
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
        // An error is marked with an icon (and its text in the tooltip), not by colour alone.
        QAction *mark =
            e->addAction(style()->standardIcon(QStyle::SP_MessageBoxWarning), QLineEdit::TrailingPosition);
        mark->setObjectName(field + QStringLiteral("Problem"));
        mark->setVisible(false);
        m_marks.insert(field, mark);
    }
    addDatePickers();
    auto *saveAction = new QAction(tr("Save"), this);
    saveAction->setShortcut(QKeySequence::Save);
    saveAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(saveAction, &QAction::triggered, this, &ContactScreen::save);
    addAction(saveAction);
    auto *findAction = new QAction(tr("Find"), this);
    findAction->setShortcut(QKeySequence::Find);
    findAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(findAction, &QAction::triggered, m_ui->lookup, [this] {
        m_ui->lookup->setFocus(Qt::ShortcutFocusReason);
        m_ui->lookup->lineEdit()->selectAll();
    });
    addAction(findAction);

    connect(m_editor, &ContactEditor::opening, this, [this](const QString &what) {
        showMessage(tr("Looking for %1…").arg(what), MessageBar::Kind::Progress);
    });
    connect(m_editor, &ContactEditor::lookupFailed, this,
            [this](const QString &message) { showMessage(message, MessageBar::Kind::Error); });
    connect(m_editor, &ContactEditor::contactsFound, this, &ContactScreen::showFound);
    connect(m_editor, &ContactEditor::waiting, this, [this](const QString &sentence) {
        showMessage(sentence, MessageBar::Kind::Progress,
                    {{tr("&Cancel"), [this] { m_editor->cancel(); }, QStringLiteral("cancelWait")}});
    });
    connect(m_editor, &ContactEditor::loaded, this, &ContactScreen::showContact);
    connect(m_editor, &ContactEditor::closed, this, [this] {
        m_filling = true;
        for (const ContactFieldRef &f : contactWritableFields())
            edit(f.name)->clear();
        m_filling = false;
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
        const QString savedId = result.data.info.id.valueOr({});
        if (!savedId.isEmpty() && savedId != m_editor->contactId()) { // another contact is open now
            showMessage(tr("Saved the changes to %1.").arg(result.data.fields.name.valueOr(savedId)),
                        MessageBar::Kind::Success);
            emit saved(savedId);
            return;
        }
        showContact();
        QStringList warnings;
        for (const ServiceWarning &w : result.warnings)
            warnings << QStringLiteral("%1: %2").arg(w.code.valueOr(tr("warning")), w.message.valueOr({}));
        if (warnings.isEmpty())
            showMessage(tr("Saved."), MessageBar::Kind::Success);
        else
            showMessage(tr("Saved, with warnings from the service:\n%1").arg(warnings.join(u'\n')),
                        MessageBar::Kind::Warning);
        emit saved(m_editor->contactId());
    });
    connect(m_editor, &ContactEditor::saveFailed, this, [this](const ContactEditor::SaveFailure &failure) {
        const QString &message = failure.message;
        switch (failure.kind) {
        case ContactEditor::SaveFailure::Kind::Gone:
            showMessage(message + QLatin1Char(' ') + tr("Your edits are kept."), MessageBar::Kind::Error,
                        {{tr("&Copy my edits"),
                          [this] {
                              QGuiApplication::clipboard()->setText(
                                  QString::fromUtf8(encodeContactPatch(m_editor->changes())));
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
            showMessage(tr("Not saved. %1 Your edits are kept.").arg(message), MessageBar::Kind::Error);
            break;
        }
        markFieldProblems(failure.fields);
    });

    if (const auto draft = m_editor->draft())
        showMessage(tr("Unsaved edits to contact %1 were kept from last time. Open it to restore them.")
                        .arg(draft->contactId),
                    MessageBar::Kind::Info,
                    {{tr("&Open it"), [this, id = draft->contactId] { openContact(id); },
                      QStringLiteral("openDraft")}});
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

void ContactScreen::showMessage(const QString &text, MessageBar::Kind kind,
                                const QList<MessageBar::Action> &actions)
{
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
        if (m_editor->isLoaded() && m_editor->contactId() == id) // found what is open: say so
            showMessage(tr("%1 is the contact already open.")
                            .arg(m_editor->contact().fields.name.valueOr(m_editor->contactId())),
                        MessageBar::Kind::Info);
        else
            openContact(id);
        return;
    }
    showMessage(what + QLatin1Char(' ') + tr("(Enter or double-click opens one.)"), MessageBar::Kind::Info);
    m_ui->results->setFocus(Qt::OtherFocusReason);
}

// Every date field of the schema gets a calendar (Alt+Down or F4), besides typing YYYY-MM-DD.
void ContactScreen::addDatePickers()
{
    for (const ContactFieldSpec &f : ContactSchema) {
        if (f.format != ContactFormat::Date)
            continue;
        QLineEdit *date = edit(f.name);
        QAction *pick =
            date->addAction(QIcon::fromTheme(QStringLiteral("view-calendar"),
                                             style()->standardIcon(QStyle::SP_FileDialogDetailedView)),
                            QLineEdit::TrailingPosition);
        QString name = QString::fromLatin1(f.name);
        name[0] = name.at(0).toUpper();
        pick->setObjectName(QStringLiteral("pick") + name); // "pickBirthday"
        pick->setText(tr("Pick a date"));
        pick->setToolTip(tr("Pick a date (Alt+Down); or type YYYY-MM-DD, or clear the field"));
        connect(pick, &QAction::triggered, this, [this, date] { pickDate(date); });
        date->installEventFilter(this);
        m_dateFields.append(date);
    }
}

void ContactScreen::pickDate(QLineEdit *date)
{
    auto *popup = new QMenu(this);
    popup->setAttribute(Qt::WA_DeleteOnClose);
    auto *calendar = new QCalendarWidget(popup);
    calendar->setObjectName(date->objectName() + QStringLiteral("Calendar")); // "birthdayCalendar"
    calendar->setAccessibleName(contactFieldLabel(date->objectName()));
    const QDate current = QDate::fromString(date->text(), Qt::ISODate);
    calendar->setSelectedDate(current.isValid() ? current : QDate::currentDate().addYears(-30));
    auto *holder = new QWidgetAction(popup);
    holder->setDefaultWidget(calendar);
    popup->addAction(holder);
    connect(calendar, &QCalendarWidget::activated, popup, [date, popup](QDate picked) {
        date->setText(picked.toString(Qt::ISODate));
        emit date->textEdited(date->text());
        popup->close();
        date->setFocus();
    });
    connect(calendar, &QCalendarWidget::clicked, calendar, &QCalendarWidget::activated);
    popup->popup(date->mapToGlobal(QPoint(0, date->height())));
    calendar->setFocus();
}

bool ContactScreen::eventFilter(QObject *watched, QEvent *event)
{
    auto *date = qobject_cast<QLineEdit *>(watched);
    if (date && m_dateFields.contains(date) && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Down && key->modifiers() & Qt::AltModifier) || key->key() == Qt::Key_F4) {
            pickDate(date);
            return true;
        }
    }
    return Screen::eventFilter(watched, event);
}

void ContactScreen::fillRecent()
{
    const QString typed = m_ui->lookup->currentText();
    m_ui->lookup->clear();
    // Recent contacts are ids: offered when looking up by id.
    const bool byId = LookupMode(m_ui->lookupMode->currentData().toInt()) == LookupMode::Id;
    for (const auto &[id, name] : byId ? m_editor->recentContacts() : QList<QPair<QString, QString>>())
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
    m_ui->messageBar->clear();
    setStatusText(contact.fields.name.valueOr(m_editor->contactId()));
    const auto draft = m_editor->draft();
    if (draft && draft->contactId == m_editor->contactId() && !m_editor->hasUnsavedChanges())
        showMessage(tr("You have unsaved edits to this contact from earlier."), MessageBar::Kind::Info,
                    {{tr("&Restore them"),
                      [this] {
                          if (m_editor->restoreDraft())
                              showMessage(
                                  tr("Your unsaved edits are back. Save them, or Revert to drop them."),
                                  MessageBar::Kind::Info);
                      },
                      QStringLiteral("restoreDraft")}});
    emit contactLoaded(m_editor->contactId());
}

// Fields, counters, marks and buttons from the editor's state.
void ContactScreen::showEdits()
{
    QStringList problems;
    QHash<QString, QString> problemOf;
    const QList<Violation> blocking = m_editor->blockingProblems();
    for (const Violation &v : m_editor->problems()) {
        if (blocking.contains(v)) {
            problemOf.insert(v.field, v.message);
            problems << v.message;
        } else { // stored like this and not changed: not sent, so it stops nothing
            problemOf.insert(
                v.field,
                tr("%1 (This is the stored value; it is only sent if you change it.)").arg(v.message));
        }
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
        const QString style = problem.isEmpty() ? QString() : errorBorderStyle(palette());
        if (e->styleSheet() != style)
            e->setStyleSheet(style);
        e->setToolTip(problem);
        QAction *mark = m_marks.value(field);
        mark->setVisible(!problem.isEmpty());
        mark->setToolTip(problem);
        mark->setText(problem);
    }
    m_filling = false;
    for (const ContactFieldSpec &f : ContactSchema) {
        if (f.maxLength <= 0)
            continue; // a counter only where the schema sets a limit (its label "<field>Counter")
        const int limit = f.maxLength;
        const qsizetype used = visibleLength(edit(f.name)->text());
        auto *counter = findChild<QLabel *>(QLatin1String(f.name) + QStringLiteral("Counter"));
        counter->setText(QStringLiteral("%1/%2").arg(used).arg(limit));
        counter->setAccessibleName(tr("%1: %2 of at most %3 characters")
                                       .arg(contactFieldLabel(QString::fromLatin1(f.name)))
                                       .arg(used)
                                       .arg(limit));
        counter->setStyleSheet(used > limit ? errorTextStyle(palette()) : QString());
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
            e->setStyleSheet(errorBorderStyle(palette()));
            e->setToolTip(message);
            if (QAction *mark = m_marks.value(field)) {
                mark->setVisible(true);
                mark->setToolTip(message);
                mark->setText(message);
            }
        }
    }
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
    // Refused before sending: say why where the user looks, and go to the first field to fix.
    const QList<Violation> problems = m_editor->blockingProblems();
    if (!problems.isEmpty()) {
        QString text = tr("Not saved: %1").arg(problems.first().message);
        if (problems.size() > 1)
            text += QLatin1Char(' ') + tr("(%Ln more field(s) marked.)", nullptr, int(problems.size() - 1));
        showMessage(text, MessageBar::Kind::Error);
        edit(problems.first().field.toLatin1().constData())->setFocus(Qt::OtherFocusReason);
        return;
    }
    const QStringList review = m_editor->reviewLines();
    if (review.isEmpty()) {
        showMessage(tr("Nothing to save: no field has changed."), MessageBar::Kind::Info);
        return;
    }
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

bool ContactScreen::leaveAccount(bool canCancel)
{
    if (!m_editor->isLoaded())
        return true;
    bool keepDraft = true;
    if (hasUnsavedChanges()) {
        const QString name = m_editor->contact().fields.name.valueOr(m_editor->contactId());
        const QString where = m_editor->account()->where();
        QMessageBox box(QMessageBox::Question, tr("Unsaved changes"),
                        tr("Your changes to %1 are not saved. Keep them as a draft of %2? They are offered "
                           "again when you open %1 in %2.")
                            .arg(name, where),
                        QMessageBox::NoButton, this);
        box.setObjectName(QStringLiteral("leaveAccount"));
        QPushButton *keep = box.addButton(tr("&Keep as draft"), QMessageBox::AcceptRole);
        QPushButton *drop = box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
        keep->setObjectName(QStringLiteral("keepDraft"));
        drop->setObjectName(QStringLiteral("discardEdits"));
        if (canCancel)
            box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(keep);
        box.exec();
        if (box.clickedButton() != keep && box.clickedButton() != drop)
            return !canCancel; // closed or canceled: stay when staying is possible, else keep
        keepDraft = box.clickedButton() == keep;
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
