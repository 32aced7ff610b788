#include "domain/recordcodec.h"

#include <QCoreApplication>

namespace bd::domain {

// The value inside a {"data": ...} envelope, or the value itself.
static json::Value unwrapData(json::Value v)
{
    if (!v.isObject())
        return v;
    json::Value data;
    qsizetype count = 0;
    for (const json::Member &m : json::members(v)) {
        ++count;
        if (m.rawName() == "data")
            data = m.value;
    }
    // Only an envelope whose payload is a container; a record with a "data" field stays as is.
    return (data.isArray() || (data.isObject() && count <= 4)) ? data : v;
}

Decoded<QList<WebhookEndpoint>> decodeWebhookEndpoints(const QByteArray &text)
{
    Decoded<QList<WebhookEndpoint>> out;
    const std::optional<json::Document> parsed = parseOrReport(text, out.problems);
    if (!parsed)
        return out;
    const json::Document &doc = *parsed;
    DecodeContext ctx;
    const json::Value list = unwrapData(doc.root());
    if (!list.isArray()) {
        reportWrongType(ctx, QT_TRANSLATE_NOOP("bd::domain", "a list of webhook endpoints"), list);
    } else {
        qsizetype i = 0;
        for (json::Value e : list) {
            DecodeContext::Scope scope(ctx, i++);
            WebhookEndpoint endpoint;
            endpoint.json = e.raw().toByteArray();
            // Not an object: reported as a problem, and kept, so the list says what arrived.
            Codec<JsonFields>::read(e, endpoint.fields, ctx);
            out.value.append(std::move(endpoint));
        }
        out.ok = true;
    }
    out.problems = ctx.takeProblems();
    return out;
}

Decoded<TenantDetails> decodeTenantDetails(const QByteArray &text)
{
    Decoded<TenantDetails> out;
    const std::optional<json::Document> parsed = parseOrReport(text, out.problems);
    if (!parsed)
        return out;
    const json::Document &doc = *parsed;
    DecodeContext ctx;
    out.ok = Codec<JsonFields>::read(unwrapData(doc.root()), out.value.fields, ctx);
    out.problems = ctx.takeProblems();
    return out;
}

QByteArray encodeRecord(const JsonFields &fields, bool indented)
{
    json::Writer w(indented);
    Codec<JsonFields>::write(w, fields);
    return w.take();
}

} // namespace bd::domain
