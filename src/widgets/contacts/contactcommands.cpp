// What the command bar finds among contacts (ContactScreen::offerCommands): the contacts opened
// recently in this tenant, and for a pasted id or email the contact itself, looked up as the
// screen's own box does.

#include "models/contacts/contacteditor.h"
#include "widgets/contacts/contactlookupbox.h"
#include "widgets/contacts/contactscreen.h"

#include <QPointer>

#include <algorithm>

namespace bd::widgets {

using models::Command;
using models::ContactEditor;

void ContactScreen::offerCommands(models::CommandSearch &search)
{
    const QPointer<ContactScreen> self(this);
    const models::PastedText &pasted = search.pasted();
    if (pasted.kind == models::PastedText::Kind::Id) {
        Command c;
        c.group = Command::Group::Jump;
        c.text = tr("Look up contact %1").arg(pasted.ids.first());
        c.detail = tr("a contact or customer id");
        c.key = QStringLiteral("contact:") + pasted.ids.first();
        c.run = [self, id = pasted.ids.first()] { return self ? self->lookUp(id, {}, {}) : nullptr; };
        search.offerScored(std::move(c));
    } else if (pasted.kind == models::PastedText::Kind::Email) {
        Command c;
        c.group = Command::Group::Jump;
        c.text = tr("Find the contact %1").arg(pasted.email);
        c.detail = tr("by email");
        c.run = [self, email = pasted.email] { return self ? self->lookUp({}, email, {}) : nullptr; };
        search.offerScored(std::move(c));
    }
    // A few letters of a name: ask the service (as the Contacts box does), listed after the
    // recent contacts that match, and first when nothing else does.
    const QString typed = search.typed().trimmed();
    if (pasted.kind == models::PastedText::Kind::Other && typed.size() >= 3 &&
        std::any_of(typed.cbegin(), typed.cend(), [](QChar c) { return c.isLetter(); })) {
        Command c;
        c.group = Command::Group::Contact;
        c.text = tr("Find contacts named “%1”").arg(typed);
        c.detail = tr("asks the service");
        c.score = 1;
        c.run = [self, typed] { return self ? self->lookUp({}, {}, typed) : nullptr; };
        search.offerScored(std::move(c));
    }
    for (const auto &[id, name] : m_editor->recentContacts()) {
        Command c;
        c.group = Command::Group::Contact;
        c.text = name.isEmpty() ? id : name;
        c.detail = id;
        c.key = QStringLiteral("contact:") + id;
        c.run = [self, id] { return self ? self->lookUp(id, {}, {}) : nullptr; };
        search.offer(std::move(c));
    }
}

models::PendingLookup *ContactScreen::lookUp(const QString &id, const QString &email, const QString &name)
{
    showInWindow();
    if (!id.isEmpty() && id == m_editor->contactId())
        return nullptr; // open already
    if (!confirmDiscard())
        return nullptr;
    m_lookup->showLookingFor(!email.isEmpty() ? email : !name.isEmpty() ? name : id);
    if (!email.isEmpty())
        m_editor->search(ContactEditor::SearchField::Email, email);
    else if (!name.isEmpty())
        m_editor->search(ContactEditor::SearchField::Name, name);
    else
        m_editor->find(id);
    if (!m_editor->isBusy())
        return nullptr; // answered at once (the screen says how)
    auto *lookup = new models::PendingLookup(
        [editor = QPointer<ContactEditor>(m_editor)] {
            if (editor && !editor->isSaving())
                editor->cancel();
        },
        this);
    connect(m_editor, &ContactEditor::loaded, lookup, [lookup] { lookup->finish(true); });
    connect(m_editor, &ContactEditor::contactsFound, lookup, [lookup](const QString &, const auto &contacts) {
        lookup->finish(!contacts.isEmpty(), tr("No contact was found."));
    });
    connect(m_editor, &ContactEditor::lookupFailed, lookup,
            [lookup](const QString &message) { lookup->finish(false, message); });
    connect(lookup, &models::PendingLookup::finished, lookup, &QObject::deleteLater);
    return lookup;
}

} // namespace bd::widgets
