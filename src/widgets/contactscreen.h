#pragma once

#include "domain/contact.h"

#include <QPointer>
#include <QWidget>

#include <memory>

namespace Ui {
class ContactForm;
}
class QLineEdit;
class QLabel;

namespace bd::api {
class ApiClient;
class ContactUpdateJob;
} // namespace bd::api

namespace bd::widgets {

// Find a contact (by id, or through a customer's list), edit its writable fields with live
// validation, and save only what changed. Nothing typed is lost: a failed save keeps every edit,
// and unsaved edits survive a crash as a local draft (never a secret).
class ContactScreen final : public QWidget
{
    Q_OBJECT
public:
    explicit ContactScreen(api::ApiClient *client, QWidget *parent = nullptr);
    ~ContactScreen() override;

    // Contact ids (003…) open the contact; anything else is taken as a customer id.
    void find(const QString &idOrCustomer);
    void openContact(const QString &contactId);
    void save();
    void revert();

    bool hasUnsavedChanges() const;
    // Asks before edits would be lost; true when it is fine to go on.
    bool confirmDiscard();
    domain::ContactWritable editedFields() const;
    const domain::Contact &loadedContact() const { return m_contact; }

    // The local draft of unsaved edits (contact id and changed fields), kept in QSettings.
    static QString draftContactId();

signals:
    void contactLoaded(const QString &contactId);
    void saved(const QString &contactId);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    QLineEdit *edit(const char *field) const;
    void showContact(const domain::Contact &contact);
    void fieldEdited();
    int updateState(); // counters, validation, buttons; returns how many fields changed
    void showMessage(const QString &text, bool error);
    void markFieldProblems(const QList<QPair<QString, QString>> &problems);
    void rememberRecent(const domain::Contact &contact);
    void storeDraft();
    void clearDraft();
    void offerDraft();
    void copySameAsBilling();

    std::unique_ptr<Ui::ContactForm> m_ui;
    api::ApiClient *m_client;
    domain::Contact m_contact;
    bool m_loaded = false;
    bool m_filling = false;
    QPointer<api::ContactUpdateJob> m_saving;
};

} // namespace bd::widgets
