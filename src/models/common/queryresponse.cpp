#include "models/common/queryresponse.h"

#include <QCoreApplication>

namespace bd::models {

json::Value memberOf(json::Value object, QByteArrayView name)
{
    if (!object.isObject())
        return {};
    for (const json::Member &m : json::members(object)) {
        if (m.rawName() == name)
            return m.value;
    }
    return {};
}

QString scalarText(json::Value value)
{
    if (!value.isValid() || value.isNull())
        return {};
    if (value.isString())
        return value.toString();
    return QString::fromUtf8(value.raw());
}

json::Value QueryResponse::data() const
{
    return memberOf(root(), "data");
}

static int wholeNumber(json::Value v)
{
    qint64 n = 0;
    return v.isNumber() && v.toInt64(&n) && n > 0 && n < (qint64(1) << 30) ? int(n) : 0;
}

static QueryError readError(json::Value e)
{
    QueryError out;
    if (!e.isObject()) { // not the usual shape: shown as sent
        out.message = scalarText(e);
        return out;
    }
    out.message = scalarText(memberOf(e, "message"));
    const json::Value locations = memberOf(e, "locations");
    if (locations.isArray() && locations.size() > 0) {
        const json::Value first = *locations.begin();
        out.line = wholeNumber(memberOf(first, "line"));
        out.column = wholeNumber(memberOf(first, "column"));
    }
    const json::Value extensions = memberOf(e, "extensions");
    if (out.line == 0) {
        out.line = wholeNumber(memberOf(extensions, "line"));
        out.column = wholeNumber(memberOf(extensions, "column"));
    }
    out.code = scalarText(memberOf(extensions, "code"));
    const json::Value path = memberOf(e, "path");
    if (path.isArray()) {
        for (json::Value p : path)
            out.path << scalarText(p);
    }
    if (out.message.isEmpty())
        out.message = QString::fromUtf8(e.raw());
    return out;
}

QueryResponse readQueryResponse(std::shared_ptr<const json::Document> document)
{
    QueryResponse r;
    r.document = std::move(document);
    if (!r.document || !r.document->isValid()) {
        r.document.reset();
        return r;
    }
    const json::Value errors = memberOf(r.root(), "errors");
    if (errors.isArray()) {
        for (json::Value e : errors)
            r.errors << readError(e);
    }
    return r;
}

QueryResponse readQueryResponse(const QByteArray &body)
{
    auto doc = std::make_shared<json::Document>(json::Document::parse(body));
    return readQueryResponse(std::shared_ptr<const json::Document>(std::move(doc)));
}

QString describe(const QueryError &error)
{
    if (error.line <= 0)
        return error.message;
    return QCoreApplication::translate("bd::models::QueryError", "line %1, column %2: %3")
        .arg(error.line)
        .arg(std::max(1, error.column))
        .arg(error.message);
}

} // namespace bd::models
