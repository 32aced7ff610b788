#include "api/contactupdatejob.h"

#include "domain/contactcodec.h"
#include "domain/validation.h"

namespace bd::api {

ContactUpdateJob::ContactUpdateJob(AccountPtr account, const QString &contactId,
                                   const domain::ContactWritable &changes, QObject *parent)
    : ApiJob(std::move(account), "PATCH", QStringLiteral("/contacts/") + pathSegment(contactId), parent)
{
    setBody(domain::encodeContactPatch(changes));
    for (const domain::Violation &v : domain::validateContact(changes))
        refuse(v.field, v.message);
}

bool ContactUpdateJob::parse(const QByteArray &body)
{
    return accept(domain::decodeJson<domain::ContactUpdateResult>(body), m_result);
}

} // namespace bd::api
