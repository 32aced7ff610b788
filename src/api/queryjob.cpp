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

namespace {

struct Parsed
{
    std::shared_ptr<const json::Document> document;
    QString malformed;
    QStringList errors;
};

Parsed parseAnswer(const QByteArray &body)
{
    Parsed out;
    json::ParseError error;
    auto document = std::make_shared<json::Document>(json::Document::parse(body, &error));
    if (!document->isValid()) {
        out.malformed = error.toString();
        return out;
    }
    for (const json::Member &m : json::members(document->root())) {
        if (m.rawName() != "errors" || !m.value.isArray())
            continue;
        for (json::Value e : m.value) {
            QString message;
            for (const json::Member &f : json::members(e)) {
                if (f.rawName() == "message")
                    message = f.value.toString();
            }
            out.errors << (message.isEmpty() ? QString::fromUtf8(e.raw()) : message);
        }
    }
    out.document = std::move(document);
    return out;
}

} // namespace

const json::Document &QueryJob::document() const
{
    static const json::Document none;
    return m_document ? *m_document : none;
}

QByteArray QueryJob::dataJson() const
{
    for (const json::Member &m : json::members(document().root())) {
        if (m.rawName() == "data")
            return m.value.raw().toByteArray();
    }
    return {};
}

bool QueryJob::parse(const QByteArray &body)
{
    parseInBackground([body] { return parseAnswer(body); },
                      [this](Parsed parsed) {
                          if (!parsed.document) {
                              setMalformed(parsed.malformed);
                              return false;
                          }
                          m_document = std::move(parsed.document);
                          m_errors = std::move(parsed.errors);
                          return true;
                      });
    return true;
}

} // namespace bd::api
