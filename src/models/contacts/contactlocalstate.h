#pragma once

// What the contact editor keeps on this computer for the person at the window, per environment
// and tenant (tenantscope.h): a draft of unsaved edits and the contacts opened recently (ids and
// names only, never a secret, never the contact's data). Off for the command-line tool: a
// script's edits are not someone's draft, and its lookups are not their history.

#include "api/account.h"
#include "domain/contact.h"

#include <QDateTime>
#include <QList>
#include <QPair>

#include <optional>

namespace bd::models {

struct ContactDraft
{
    QString contactId;
    domain::ContactWritable changes; // only the changed fields (null: cleared)
    QDateTime savedAt;
};

class ContactLocalState
{
public:
    explicit ContactLocalState(const api::Account &account);

    void setEnabled(bool enabled) { m_enabled = enabled; }
    bool isEnabled() const { return m_enabled; }

    std::optional<ContactDraft> draft() const;
    void storeDraft(const QString &contactId, const domain::ContactWritable &changes);
    void clearDraft();

    // (id, name), newest first.
    QList<QPair<QString, QString>> recentContacts() const;
    void rememberRecent(const domain::Contact &contact);

private:
    QString m_group;
    bool m_enabled = true;
};

} // namespace bd::models
