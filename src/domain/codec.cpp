#include "domain/codec.h"

#include <QCoreApplication>

namespace bd::domain {

static QString tr(const char *text)
{
    return QCoreApplication::translate("bd::domain", text);
}

QString describeJson(json::Value v)
{
    if (!v.isValid())
        return tr("nothing");
    const auto excerpt = [&] {
        QString s = QString::fromUtf8(v.raw());
        if (s.size() > 40)
            s = s.left(37) + QStringLiteral("...");
        return s;
    };
    switch (v.type()) {
    case json::Type::Null: return tr("null");
    case json::Type::Bool: return tr("a boolean (%1)").arg(excerpt());
    case json::Type::Number: return tr("a number (%1)").arg(excerpt());
    case json::Type::String: return tr("a string (%1)").arg(excerpt());
    case json::Type::Array: return tr("an array");
    case json::Type::Object: return tr("an object");
    }
    return {};
}

void reportWrongType(DecodeContext &ctx, const char *expected, json::Value v)
{
    ctx.problem(tr("expected %1, found %2").arg(tr(expected), describeJson(v)));
}

void reportMissing(DecodeContext &ctx, const char *name)
{
    DecodeContext::Scope scope(ctx, QByteArrayView(name));
    ctx.problem(tr("missing, but the service always sends it"));
}

std::optional<json::Document> parseOrReport(const QByteArray &text, QList<DecodeProblem> &problems)
{
    json::ParseError error;
    json::Document doc = json::Document::parse(text, &error);
    if (doc.isValid())
        return doc;
    problems.append(parseProblem(error));
    return std::nullopt;
}

// A string that would be altered if it were taken as text (and sent back later): refused, so the
// caller keeps its exact JSON as an extra.
static void reportNotText(DecodeContext &ctx, const json::TextError &error)
{
    switch (error.kind) {
    case json::TextError::UnpairedSurrogate:
        ctx.problem(tr("contains an unpaired UTF-16 surrogate (%1), which is not text")
                        .arg(QString::fromLatin1(error.source)));
        return;
    case json::TextError::NotUtf8: {
        QString bytes;
        for (char c : error.source)
            bytes +=
                QStringLiteral("\\x%1").arg(uint(static_cast<unsigned char>(c)), 2, 16, QLatin1Char('0'));
        ctx.problem(tr("contains bytes that are not UTF-8 (%1), which is not text").arg(bytes));
        return;
    }
    case json::TextError::None:
    case json::TextError::NotAString: break;
    }
    ctx.problem(tr("is not a valid JSON string"));
}

DecodeProblem parseProblem(const json::ParseError &error)
{
    return {QString(), tr("the response is not valid JSON: %1").arg(error.toString())};
}

bool Codec<QString>::read(json::Value v, QString &out, DecodeContext &ctx)
{
    if (!v.isString()) {
        reportWrongType(ctx, QT_TRANSLATE_NOOP("bd::domain", "a string"), v);
        return false;
    }
    json::TextError error;
    if (!v.toText(&out, &error)) {
        reportNotText(ctx, error);
        return false;
    }
    return true;
}

bool Codec<bool>::read(json::Value v, bool &out, DecodeContext &ctx)
{
    if (!v.isBool()) {
        reportWrongType(ctx, QT_TRANSLATE_NOOP("bd::domain", "true or false"), v);
        return false;
    }
    out = v.toBool();
    return true;
}

bool Codec<qint64>::read(json::Value v, qint64 &out, DecodeContext &ctx)
{
    if (!v.isNumber() || !v.toInt64(&out)) {
        reportWrongType(ctx, QT_TRANSLATE_NOOP("bd::domain", "a whole number"), v);
        return false;
    }
    return true;
}

bool Codec<Decimal>::read(json::Value v, Decimal &out, DecodeContext &ctx)
{
    if (!v.isNumber()) {
        reportWrongType(ctx, QT_TRANSLATE_NOOP("bd::domain", "a number"), v);
        return false;
    }
    const std::optional<Decimal> d = Decimal::fromJson(v.raw());
    if (!d) {
        ctx.problem(tr("the number %1 is out of range").arg(QString::fromUtf8(v.raw())));
        return false;
    }
    out = *d;
    return true;
}

bool Codec<JsonFields>::read(json::Value v, JsonFields &out, DecodeContext &ctx)
{
    if (!v.isObject()) {
        reportWrongType(ctx, QT_TRANSLATE_NOOP("bd::domain", "an object"), v);
        return false;
    }
    for (const json::Member &m : json::members(v))
        out.append(m.name(), m.value.raw().toByteArray());
    return true;
}

void Codec<JsonFields>::write(json::Writer &w, const JsonFields &v)
{
    w.beginObject();
    v.writeMembers(w);
    w.endObject();
}

} // namespace bd::domain
