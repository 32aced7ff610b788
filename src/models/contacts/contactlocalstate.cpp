#include "models/contacts/contactlocalstate.h"

#include "domain/contactcodec.h"
#include "models/common/tenantscope.h"

#include <QSettings>

namespace bd::models {

namespace {
const QString DraftKey = QStringLiteral("/contactDraft");
const QString RecentKey = QStringLiteral("/recentContacts");
constexpr int MaxRecent = 10;
} // namespace

ContactLocalState::ContactLocalState(const api::Account &account) : m_group(tenantSettingsGroup(account)) {}

std::optional<ContactDraft> ContactLocalState::draft() const
{
    QSettings settings;
    settings.beginGroup(m_group + DraftKey);
    const QString id = settings.value(QStringLiteral("contactId")).toString();
    if (id.isEmpty())
        return std::nullopt;
    const auto decoded =
        domain::decodeJson<domain::Contact>(settings.value(QStringLiteral("changes")).toString().toUtf8());
    return ContactDraft{id, decoded.value.fields, settings.value(QStringLiteral("savedAt")).toDateTime()};
}

void ContactLocalState::storeDraft(const QString &contactId, const domain::ContactWritable &changes)
{
    if (!m_enabled)
        return;
    QSettings settings;
    settings.beginGroup(m_group + DraftKey);
    settings.setValue(QStringLiteral("contactId"), contactId);
    settings.setValue(QStringLiteral("changes"), QString::fromUtf8(domain::encodeContactPatch(changes)));
    settings.setValue(QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc());
}

void ContactLocalState::clearDraft()
{
    if (!m_enabled)
        return; // a draft kept by the window is someone's work: not ours to drop
    QSettings().remove(m_group + DraftKey);
}

QList<QPair<QString, QString>> ContactLocalState::recentContacts() const
{
    QList<QPair<QString, QString>> out;
    for (const QString &entry : QSettings().value(m_group + RecentKey).toStringList())
        out.append({entry.section(u'\t', 0, 0), entry.section(u'\t', 1)});
    return out;
}

void ContactLocalState::rememberRecent(const domain::Contact &contact)
{
    if (!m_enabled)
        return;
    QSettings settings;
    QStringList recent = settings.value(m_group + RecentKey).toStringList();
    const QString id = contact.info.id.valueOr({});
    recent.erase(std::remove_if(recent.begin(), recent.end(),
                                [&](const QString &e) { return e.startsWith(id + u'\t'); }),
                 recent.end());
    recent.prepend(id + u'\t' + contact.fields.name.valueOr(id)); // ids and names only, never the data
    while (recent.size() > MaxRecent)
        recent.removeLast();
    settings.setValue(m_group + RecentKey, recent);
}

} // namespace bd::models
