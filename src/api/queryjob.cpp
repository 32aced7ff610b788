#include "api/queryjob.h"

#include "domain/json/jsonwriter.h"

namespace bd::api {

QByteArray QueryJob::requestBody(const QString &query, const QByteArray &variablesJson, bool *variablesOk)
{
    json::Writer w;
    w.beginObject();
    w.key(QByteArrayView("query"));
    w.string(query);
    w.key(QByteArrayView("variables"));
    const QByteArray variables =
        variablesJson.trimmed().isEmpty() ? QByteArray("{}") : variablesJson.trimmed();
    const json::Document parsed = json::Document::parse(variables);
    const bool ok = parsed.root().isObject();
    w.raw(ok ? variables : QByteArray("{}"));
    w.endObject();
    if (variablesOk)
        *variablesOk = ok;
    return w.take();
}

QueryJob::QueryJob(AccountPtr account, const QString &query, const QByteArray &variablesJson, QObject *parent)
    : ApiJob(std::move(account), "GET", path(), parent)
{
    setHost(Host::Query);
    setSize(Size::List); // a query may select a great many records
    bool variablesOk = true;
    setBody(requestBody(query, variablesJson, &variablesOk));
    if (!variablesOk)
        refuse(QStringLiteral("variables"),
               tr("Variables must be a JSON object, for example {\"id\": \"001...\"}."));
    if (query.trimmed().isEmpty())
        refuse(QStringLiteral("query"), tr("Enter a query, for example { Customer { id name } }."));
}

bool QueryJob::parse(const QByteArray &body)
{
    json::ParseError error;
    m_document = json::Document::parse(body, &error);
    if (!m_document.isValid()) {
        setMalformed(error.toString());
        return false;
    }
    for (const json::Member &m : json::members(m_document.root())) {
        if (m.rawName() == "data") {
            m_data = m.value.raw().toByteArray();
        } else if (m.rawName() == "errors" && m.value.isArray()) {
            for (json::Value e : m.value) {
                QString message;
                for (const json::Member &f : json::members(e)) {
                    if (f.rawName() == "message")
                        message = f.value.toString();
                }
                m_errors << (message.isEmpty() ? QString::fromUtf8(e.raw()) : message);
            }
        }
    }
    return true;
}

} // namespace bd::api
