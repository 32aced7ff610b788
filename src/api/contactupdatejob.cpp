#include "contactupdatejob.h"

#include "contactcodec.h"
#include "validation.h"

namespace bd::api {

ContactUpdateJob::ContactUpdateJob(ApiClient *client, const QString &contactId, const domain::ContactWritable &changes,
                                   QObject *parent)
    : ApiJob(client, "PATCH", QStringLiteral("/contacts/") + pathSegment(contactId), parent)
{
    setBody(domain::encodeContactPatch(changes));
    for (const domain::Violation &v : domain::validateContact(changes))
        refuse(v.field, v.message);
}

bool ContactUpdateJob::parse(const QByteArray &body)
{
    auto decoded = domain::decodeJson<domain::ContactUpdateResult>(body);
    if (!decoded.ok) {
        setMalformed(decoded.problems.value(0).toString());
        return false;
    }
    addProblems(decoded.problems);
    m_result = std::move(decoded.value);
    return true;
}

} // namespace bd::api
