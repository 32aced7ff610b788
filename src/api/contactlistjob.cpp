#include "api/contactlistjob.h"

#include "domain/contactcodec.h"

namespace bd::api {

ContactListJob::ContactListJob(AccountPtr account, const QString &customerId, QObject *parent)
    : ApiJob(std::move(account), "GET", QStringLiteral("/contacts"), parent)
{
    setSize(Size::List);
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
    // A plain array, or the list under "data" (looked up before `list` changes: a range over a
    // value must not see that value reassigned while it runs).
    json::Value list = doc.root();
    if (list.isObject()) {
        json::Value data;
        for (const json::Member &m : json::members(doc.root())) {
            if (m.rawName() == "data")
                data = m.value;
        }
        list = data;
    }
    return accept(domain::decodeValue<QList<domain::Contact>>(list), m_contacts);
}

} // namespace bd::api
