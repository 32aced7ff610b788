#include "api/contactjob.h"

#include "domain/contactcodec.h"

namespace bd::api {

ContactJob::ContactJob(AccountPtr account, const QString &contactId, QObject *parent)
    : ApiJob(std::move(account), "GET", QStringLiteral("/contacts/") + pathSegment(contactId), parent)
{
    if (contactId.trimmed().isEmpty())
        refuse(QStringLiteral("contactId"), tr("Enter a contact id."));
}

bool ContactJob::parse(const QByteArray &body)
{
    // Accept the contact itself, or wrapped as {"data": {...}} / {"data": [{...}]}.
    const json::Document doc = json::Document::parse(body);
    json::Value value = doc.root();
    for (const json::Member &m : json::members(value)) {
        if (m.rawName() == "data" && (m.value.isObject() || m.value.isArray()))
            value = m.value;
    }
    if (value.isArray() && value.size() == 1)
        value = *value.begin();
    return accept(domain::decodeValue<domain::Contact>(value), m_contact);
}

} // namespace bd::api
