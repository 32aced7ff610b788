#include "api/contactlistjob.h"

#include "domain/contactcodec.h"

namespace bd::api {

ContactListJob::ContactListJob(ApiClient *client, const QString &customerId, QObject *parent)
    : ApiJob(client, "GET", QStringLiteral("/contacts"), parent)
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("customerId"),
                       QString::fromLatin1(QUrl::toPercentEncoding(customerId)));
    setQuery(query);
    if (customerId.trimmed().isEmpty())
        refuse(QStringLiteral("customerId"), tr("Enter a customer id."));
}

bool ContactListJob::parse(const QByteArray &body)
{
    const json::Document doc = json::Document::parse(body);
    json::Value list = doc.root();
    for (const json::Member &m : json::members(list)) {
        if (m.rawName() == "data")
            list = m.value;
    }
    return accept(domain::decodeValue<QList<domain::Contact>>(list), m_contacts);
}

} // namespace bd::api
