#pragma once

#include "api/account.h"
#include "domain/contact.h"
#include "widgets/common/messagebar.h"
#include "widgets/common/screen.h"

#include <QHash>

#include <memory>

namespace Ui {
class ContactForm;
}
class QAction;
class QLineEdit;

namespace bd::models {
class ContactEditor;
}

namespace bd::widgets {

class ContactFields;
class ContactHistoryPanel;
class ContactLookupBox;

// Find a contact (by id, or through a customer's list), edit its writable fields with live
// validation, and save only what changed. The decisions live in models::ContactEditor; this
// screen shows them and turns keys and clicks into its calls.
class ContactScreen final : public Screen
{
    Q_OBJECT
public:
    explicit ContactScreen(const api::AccountPtr &account, QWidget *parent = nullptr);
    ~ContactScreen() override;

    QString title() const override { return tr("Contacts"); }
    bool hasUnsavedWork() const override { return hasUnsavedChanges(); }
    bool confirmDiscard() override;
    // Unsaved edits are kept as a draft of the old tenant or discarded, as the person says;
    // then the contact closes.
    bool leaveAccount(bool canCancel) override;
    // The contact open at the last start in this tenant opens again (unless a draft is offered).
    void activate() override;
    void keepLeftOff() const override; // the contact the person opened last (contacts/open)

    // An id is tried as a contact id, then as a customer id.
    void find(const QString &id);
    // False when it did not (no id, already open, or the person kept their edits).
    bool openContact(const QString &contactId);
    void save();
    void revert();

    // Recent contacts, and a pasted contact id or email (contactcommands.cpp).
    void offerCommands(models::CommandSearch &search) override;

    bool hasUnsavedChanges() const;
    domain::ContactWritable editedFields() const;
    const domain::Contact &loadedContact() const;
    // The contact whose unsaved edits are kept as a local draft (this environment and tenant).
    QString draftContactId() const;
    models::ContactEditor *editor() const { return m_editor; }
    ContactHistoryPanel *historyPanel() const { return m_history; }

signals:
    void contactLoaded(const QString &contactId);
    void saved(const QString &contactId);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    // Opens the contact (id) or finds it (email, or part of a name) as the lookup box does; the
    // bar follows it.
    models::PendingLookup *lookUp(const QString &id, const QString &email, const QString &name);
    void showContact();
    void showEdits();
    void showMessage(const QString &text, MessageBar::Kind kind,
                     const QList<MessageBar::Action> &actions = {});
    void showFound(const QString &what, const QList<domain::Contact> &contacts);
    // "Not saved: …" for the form's blocking problems, or an empty string when there are none.
    QString refusal() const;

    std::unique_ptr<Ui::ContactForm> m_ui;
    models::ContactEditor *m_editor;
    ContactFields *m_fields = nullptr;
    ContactHistoryPanel *m_history = nullptr;
    ContactLookupBox *m_lookup = nullptr;
    QString m_refusal;    // the "Not saved: …" the bar shows; it follows the fields until they are fixed
    QString m_goesOnEdit; // a message about the form as it was: it goes at the next edit
    QString m_openedByPerson; // the contact last loaded, whatever closed it since
};

} // namespace bd::widgets
