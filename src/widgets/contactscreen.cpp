#include "widgets/contactscreen.h"

#include "api/contactjob.h"
#include "api/contactlistjob.h"
#include "api/contactupdatejob.h"
#include "domain/contactcodec.h"
#include "domain/validation.h"
#include "ui_contactform.h"

#include <QClipboard>
#include <QCloseEvent>
#include <QDateTime>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMessageBox>
#include <QSettings>
#include <QShortcut>

namespace bd::widgets {

using namespace bd::domain;

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
    : QWidget(parent), m_ui(std::make_unique<Ui::ContactForm>()), m_client(client)
{
    m_ui->setupUi(this);
    m_ui->formArea->setEnabled(false);
    m_ui->save->setEnabled(false);
    m_ui->revert->setEnabled(false);
    m_ui->lookup->lineEdit()->setPlaceholderText(tr("Contact id (003…) or customer id (001…)"));
    m_ui->lookup->setInsertPolicy(QComboBox::NoInsert);
    const QStringList recent = QSettings().value(QStringLiteral("contacts/recent")).toStringList();
    for (const QString &entry : recent)
        m_ui->lookup->addItem(entry.section(u'\t', 1) + QStringLiteral(" (") + entry.section(u'\t', 0, 0) +
                                  u')',
                              entry.section(u'\t', 0, 0));
    m_ui->lookup->setCurrentIndex(-1);

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
    connect(m_ui->sameAsBilling, &QCheckBox::toggled, this, [this] {
        copySameAsBilling();
        fieldEdited();
    });
    connect(m_ui->message, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link == u"copy") {
            QGuiApplication::clipboard()->setText(
                QString::fromUtf8(encodeContactPatch(contactChanges(m_contact.fields, editedFields()))));
            showMessage(tr("Your edits are on the clipboard as JSON."), false);
        } else if (link == u"restore") {
            offerDraft();
        } else if (link.startsWith(u"open:")) {
            openContact(link.mid(5));
        }
    });
    for (const ContactFieldRef &f : contactWritableFields()) {
        QLineEdit *e = edit(f.name);
        connect(e, &QLineEdit::textEdited, this, &ContactScreen::fieldEdited);
        const auto member = f.member;
        e->installEventFilter(
            new RevertOnEscape(e, [this, member] { return (m_contact.fields.*member).valueOr({}); }));
    }
    auto *saveShortcut = new QShortcut(QKeySequence::Save, this);
    connect(saveShortcut, &QShortcut::activated, this, [this] {
        if (m_ui->save->isEnabled())
            save();
    });
    auto *findShortcut = new QShortcut(QKeySequence::Find, this);
    connect(findShortcut, &QShortcut::activated, m_ui->lookup,
            [this] { m_ui->lookup->setFocus(Qt::ShortcutFocusReason); });

    if (const QString draftId = draftContactId(); !draftId.isEmpty())
        showMessage(
            tr("Unsaved edits to contact %1 were kept from last time. <a href=\"open:%1\">Open it</a> to "
               "restore them.")
                .arg(draftId.toHtmlEscaped()),
            false);
}

ContactScreen::~ContactScreen() = default;

QLineEdit *ContactScreen::edit(const char *field) const
{
    return findChild<QLineEdit *>(QLatin1String(field));
}

void ContactScreen::showMessage(const QString &text, bool error)
{
    m_ui->message->setVisible(!text.isEmpty());
    m_ui->message->setText(text);
    m_ui->message->setStyleSheet(error ? QStringLiteral("color:#b3261e;") : QString());
}

void ContactScreen::find(const QString &idOrCustomer)
{
    const QString id = idOrCustomer.trimmed();
    if (id.isEmpty()) {
        showMessage(tr("Enter a contact id (003…) or a customer id (001…)."), true);
        return;
    }
    if (id.startsWith(u"003")) {
        openContact(id);
        return;
    }
    auto *job = new api::ContactListJob(m_client, id, this);
    connect(job, &api::ApiJob::finished, this, [this, job, id] {
        if (!job->succeeded()) {
            showMessage(job->error().userMessage(), true);
            return;
        }
        m_ui->customerContacts->clear();
        for (const Contact &c : job->contacts())
            m_ui->customerContacts->addItem(c.fields.name.valueOr(c.info.id.valueOr({})),
                                            c.info.id.valueOr({}));
        m_ui->customerContacts->setVisible(!job->contacts().isEmpty());
        if (job->contacts().isEmpty()) {
            showMessage(tr("Customer %1 has no contacts (or no such customer).").arg(id), true);
            return;
        }
        showMessage(
            tr("%n contact(s) of customer %1: pick one.", nullptr, int(job->contacts().size())).arg(id),
            false);
        m_ui->customerContacts->setFocus();
        if (job->contacts().size() == 1)
            openContact(job->contacts().first().info.id.valueOr({}));
    });
    job->start();
}

void ContactScreen::openContact(const QString &contactId)
{
    if (contactId.isEmpty() || (m_loaded && m_contact.info.id.valueOr({}) == contactId))
        return;
    if (!confirmDiscard())
        return;
    auto *job = new api::ContactJob(m_client, contactId, this);
    connect(job, &api::ApiJob::finished, this, [this, job, contactId] {
        if (!job->succeeded()) {
            showMessage(job->error().kind == api::ApiError::Kind::NotFound
                            ? tr("There is no contact %1.").arg(contactId)
                            : job->error().userMessage(),
                        true);
            return;
        }
        showContact(job->contact());
        rememberRecent(job->contact());
        showMessage({}, false);
        if (draftContactId() == contactId)
            showMessage(tr("You have unsaved edits to this contact from earlier. <a href=\"restore\">Restore "
                           "them</a>"),
                        false);
        emit contactLoaded(contactId);
    });
    showMessage(tr("Opening %1…").arg(contactId), false);
    job->start();
}

void ContactScreen::showContact(const Contact &contact)
{
    m_contact = contact;
    m_loaded = true;
    m_filling = true;
    for (const ContactFieldRef &f : contactWritableFields()) {
        QLineEdit *e = edit(f.name);
        e->setText((contact.fields.*f.member).valueOr({}));
        e->setStyleSheet({});
        e->setToolTip({});
    }
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
    const bool same = !contact.fields.billingStreet.valueOr({}).isEmpty() &&
                      contact.fields.billingStreet == contact.fields.shippingStreet &&
                      contact.fields.billingCity == contact.fields.shippingCity &&
                      contact.fields.billingPostalCode == contact.fields.shippingPostalCode;
    m_ui->sameAsBilling->setChecked(same);
    m_filling = false;
    m_ui->formArea->setEnabled(true);
    updateState();
}

ContactWritable ContactScreen::editedFields() const
{
    ContactWritable edited = m_contact.fields;
    for (const ContactFieldRef &f : contactWritableFields()) {
        const QString text = edit(f.name)->text();
        if (text != (m_contact.fields.*f.member).valueOr({}))
            (edited.*f.member).set(text);
    }
    return edited;
}

bool ContactScreen::hasUnsavedChanges() const
{
    return m_loaded && contactChanges(m_contact.fields, editedFields()) != ContactWritable();
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
        if (same && !m_filling)
            edit(to)->setText(edit(from)->text());
        edit(to)->setReadOnly(same);
    }
}

void ContactScreen::fieldEdited()
{
    if (m_filling)
        return;
    if (m_ui->sameAsBilling->isChecked())
        copySameAsBilling();
    // The draft follows the user's edits (never the service's data arriving).
    if (updateState() > 0)
        storeDraft();
    else
        clearDraft();
}

int ContactScreen::updateState()
{
    QStringList problems;
    for (const ContactFieldRef &f : contactWritableFields()) {
        QLineEdit *e = edit(f.name);
        const auto violation = validateContactField(QString::fromLatin1(f.name), e->text());
        e->setStyleSheet(violation ? QStringLiteral("border: 2px solid #b3261e;") : QString());
        e->setToolTip(violation ? violation->message : QString());
        if (violation)
            problems << violation->message;
    }
    for (const char *f : LimitedFields) {
        const int limit = contactFieldLimit(QString::fromLatin1(f));
        const qsizetype used = visibleLength(edit(f)->text());
        auto *counter = findChild<QLabel *>(QLatin1String(f) + QStringLiteral("Counter"));
        counter->setText(QStringLiteral("%1/%2").arg(used).arg(limit));
        counter->setStyleSheet(used > limit ? QStringLiteral("color:#b3261e; font-weight:bold;") : QString());
    }
    const int changed = [this] {
        int n = 0;
        const ContactWritable changes = contactChanges(m_contact.fields, editedFields());
        for (const ContactFieldRef &f : contactWritableFields())
            n += (changes.*f.member).isAbsent() ? 0 : 1;
        return n;
    }();
    const bool busy = m_saving && m_saving->isRunning();
    m_ui->save->setEnabled(m_loaded && changed > 0 && problems.isEmpty() && !busy);
    m_ui->revert->setEnabled(changed > 0 && !busy);
    m_ui->save->setToolTip(!problems.isEmpty() ? tr("Cannot save yet: %1").arg(problems.join(u' '))
                           : changed == 0      ? tr("Nothing has changed.")
                                               : tr("Save %n change(s) (Ctrl+S).", nullptr, changed));
    return changed;
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
    if (!m_loaded)
        return;
    showContact(m_contact);
    clearDraft();
    showMessage({}, false);
}

void ContactScreen::save()
{
    const ContactWritable changes = contactChanges(m_contact.fields, editedFields());
    QStringList review;
    for (const ContactFieldRef &f : contactWritableFields()) {
        const Field<QString> &change = changes.*f.member;
        if (!change.isAbsent())
            review << tr("%1: “%2” → “%3”")
                          .arg(contactFieldLabel(QString::fromLatin1(f.name)),
                               (m_contact.fields.*f.member).valueOr({}), change.valueOr({}));
    }
    if (review.isEmpty())
        return;
    const auto send = [this, changes] {
        const QString id = m_contact.info.id.valueOr({});
        m_saving = new api::ContactUpdateJob(m_client, id, changes, this);
        connect(m_saving, &api::ApiJob::finished, this, [this, job = m_saving.data(), id] {
            if (job->succeeded()) {
                const ContactUpdateResult &result = job->result();
                clearDraft();
                showContact(result.data);
                QStringList warnings;
                for (const ServiceWarning &w : result.warnings)
                    warnings << QStringLiteral("%1: %2").arg(w.code.valueOr(tr("warning")),
                                                             w.message.valueOr({}));
                showMessage(warnings.isEmpty() ? tr("Saved.")
                                               : tr("Saved, with warnings from the service:<br>%1")
                                                     .arg(warnings.join(QStringLiteral("<br>"))
                                                              .toHtmlEscaped()
                                                              .replace(QStringLiteral("&lt;br&gt;"),
                                                                       QStringLiteral("<br>"))),
                            false);
                emit saved(id);
                return;
            }
            const api::ApiError &e = job->error();
            QList<QPair<QString, QString>> fields;
            for (const api::FieldError &f : e.fieldErrors)
                fields.append({f.field, f.message});
            markFieldProblems(fields);
            switch (e.kind) {
            case api::ApiError::Kind::NotFound:
                showMessage(tr("This contact no longer exists on the service; nothing was saved. Your edits "
                               "are kept: "
                               "<a href=\"copy\">copy them</a>."),
                            true);
                break;
            case api::ApiError::Kind::Network:
            case api::ApiError::Kind::Timeout:
            case api::ApiError::Kind::Server:
            case api::ApiError::Kind::RateLimited:
                showMessage(tr("%1 Your edits are kept; press Save to try again.")
                                .arg(e.userMessage().toHtmlEscaped()),
                            true);
                break;
            default:
                showMessage(tr("Not saved. %1 Your edits are kept.").arg(e.userMessage().toHtmlEscaped()),
                            true);
            }
            updateState();
            markFieldProblems(fields);
        });
        m_ui->save->setEnabled(false);
        showMessage(tr("Saving…"), false);
        m_saving->start();
    };
    if (review.size() <= 3) {
        send();
        return;
    }
    // Many changes at once: show old -> new before sending.
    auto *box = new QMessageBox(
        QMessageBox::Question, tr("Save %n change(s)?", nullptr, int(review.size())),
        tr("Save these changes to %1?").arg(m_contact.fields.name.valueOr(tr("this contact"))),
        QMessageBox::Save | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("reviewChanges"));
    box->setInformativeText(review.join(u'\n'));
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [send](int result) {
        if (result == QMessageBox::Save)
            send();
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
                                  .arg(m_contact.fields.name.valueOr(tr("this contact"))),
                              QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Discard)
        return false;
    clearDraft();
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

void ContactScreen::rememberRecent(const Contact &contact)
{
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("contacts/recent")).toStringList();
    const QString id = contact.info.id.valueOr({});
    recent.erase(std::remove_if(recent.begin(), recent.end(),
                                [&](const QString &e) { return e.startsWith(id + u'\t'); }),
                 recent.end());
    recent.prepend(id + u'\t' + contact.fields.name.valueOr(id)); // ids and names only, never the data
    while (recent.size() > 10)
        recent.removeLast();
    settings.setValue(QStringLiteral("contacts/recent"), recent);
    if (m_ui->lookup->findData(id) < 0)
        m_ui->lookup->insertItem(0, contact.fields.name.valueOr(id) + QStringLiteral(" (") + id + u')', id);
}

QString ContactScreen::draftContactId()
{
    return QSettings().value(QStringLiteral("contacts/draft/contactId")).toString();
}

void ContactScreen::storeDraft()
{
    QSettings settings;
    settings.setValue(QStringLiteral("contacts/draft/contactId"), m_contact.info.id.valueOr({}));
    settings.setValue(
        QStringLiteral("contacts/draft/changes"),
        QString::fromUtf8(encodeContactPatch(contactChanges(m_contact.fields, editedFields()))));
    settings.setValue(QStringLiteral("contacts/draft/savedAt"), QDateTime::currentDateTimeUtc());
}

void ContactScreen::clearDraft()
{
    QSettings().remove(QStringLiteral("contacts/draft"));
}

void ContactScreen::offerDraft()
{
    QSettings settings;
    if (settings.value(QStringLiteral("contacts/draft/contactId")).toString() !=
        m_contact.info.id.valueOr({}))
        return;
    const auto draft =
        decodeJson<Contact>(settings.value(QStringLiteral("contacts/draft/changes")).toString().toUtf8());
    for (const ContactFieldRef &f : contactWritableFields()) {
        const Field<QString> &value = draft.value.fields.*f.member;
        if (!value.isAbsent())
            edit(f.name)->setText(value.valueOr({}));
    }
    showMessage(tr("Your unsaved edits are back. Save them, or Revert to drop them."), false);
    fieldEdited();
}

} // namespace bd::widgets
