#include "models/common/jsonsummary.h"

#include "domain/codec.h"
#include "domain/json/jsondocument.h"
#include "domain/json/jsonwriter.h"

#include <QStringList>

namespace bd::models {

namespace {

// Fields that name an object in a list, in order of preference (eventTypes [{"name": …}],
// features [{"key": …}], quotas [{"name", "value"}], …).
constexpr const char *NameLikeFields[] = {"name",  "key",   "id",    "type", "code",
                                          "title", "label", "event", "topic"};

QString summarize(json::Value v, bool nested);

QString nameOf(json::Value object)
{
    for (const char *wanted : NameLikeFields) {
        for (const json::Member &m : json::members(object)) {
            if (m.rawName() != QByteArrayView(wanted))
                continue;
            if (m.value.isString())
                return m.value.toString();
            if (m.value.isNumber())
                return QString::fromUtf8(m.value.raw());
        }
    }
    return {};
}

QString summarize(json::Value v, bool nested)
{
    switch (v.type()) {
    case json::Type::Null: return QStringLiteral("null");
    case json::Type::Bool:
    case json::Type::Number: return QString::fromUtf8(v.raw());
    case json::Type::String: return v.toString();
    case json::Type::Array: {
        if (v.size() == 0)
            return QStringLiteral("[]");
        QStringList parts;
        for (json::Value e : v) {
            QString name = e.isObject() ? nameOf(e) : QString();
            parts.append(!name.isEmpty() ? name : summarize(e, true));
        }
        const QString joined = parts.join(QStringLiteral(", "));
        return nested ? u'[' + joined + u']' : joined;
    }
    case json::Type::Object: {
        if (v.size() == 0)
            return QStringLiteral("{}");
        QStringList parts;
        for (const json::Member &m : json::members(v))
            parts.append(m.name() + u'=' + summarize(m.value, true));
        const QString joined = parts.join(QStringLiteral(", "));
        return nested ? u'{' + joined + u'}' : joined;
    }
    }
    return {};
}

} // namespace

QString summarizeJson(QByteArrayView rawJson)
{
    const json::Document doc = json::Document::parse(rawJson.toByteArray());
    if (!doc.isValid())
        return QString::fromUtf8(rawJson);
    return summarize(doc.root(), false);
}

QString describeJsonValue(QByteArrayView rawJson)
{
    const json::Document doc = json::Document::parse(rawJson.toByteArray());
    return doc.isValid() ? domain::describeJson(doc.root()) : QString::fromUtf8(rawJson);
}

} // namespace bd::models
