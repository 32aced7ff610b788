#pragma once

// The decoding/encoding engine shared by every domain type. A type's codec is a table of its
// fields (name, member, required); the engine walks the JSON, reports problems with paths,
// keeps unknown members in the type's `extra`, and writes fields back in table order.

#include "domain/decimal.h"
#include "domain/decodecontext.h"
#include "domain/field.h"
#include "domain/json/jsondocument.h"
#include "domain/json/jsonwriter.h"
#include "domain/jsonfields.h"

#include <QList>
#include <QStringList>

#include <initializer_list>
#include <optional>
#include <vector>

namespace bd::domain {

// "a string (\"two\")", "an object", ... for problem messages.
QString describeJson(json::Value v);
void reportWrongType(DecodeContext &ctx, const char *expected, json::Value v);

template <typename T> struct Codec;

template <> struct Codec<QString>
{
    static bool read(json::Value v, QString &out, DecodeContext &ctx);
    static void write(json::Writer &w, const QString &v) { w.string(v); }
};
template <> struct Codec<bool>
{
    static bool read(json::Value v, bool &out, DecodeContext &ctx);
    static void write(json::Writer &w, bool v) { w.boolean(v); }
};
template <> struct Codec<qint64>
{
    static bool read(json::Value v, qint64 &out, DecodeContext &ctx);
    static void write(json::Writer &w, qint64 v) { w.integer(v); }
};
template <> struct Codec<Decimal>
{
    static bool read(json::Value v, Decimal &out, DecodeContext &ctx);
    static void write(json::Writer &w, const Decimal &v) { w.raw(v.toJson()); }
};
template <> struct Codec<JsonFields>
{
    static bool read(json::Value v, JsonFields &out, DecodeContext &ctx);
    static void write(json::Writer &w, const JsonFields &v);
};
template <typename T> struct Codec<QList<T>>
{
    static bool read(json::Value v, QList<T> &out, DecodeContext &ctx)
    {
        if (!v.isArray()) {
            reportWrongType(ctx, "an array", v);
            return false;
        }
        out.reserve(v.size());
        qsizetype i = 0;
        for (json::Value e : v) {
            DecodeContext::Scope scope(ctx, i++);
            T item{};
            if (Codec<T>::read(e, item, ctx))
                out.append(std::move(item));
        }
        return true;
    }
    static void write(json::Writer &w, const QList<T> &list)
    {
        w.beginArray();
        for (const T &item : list)
            Codec<T>::write(w, item);
        w.endArray();
    }
};

// One field of a struct S, bound to a Field<T> member. read() returns false when the value has
// the wrong type (the problem is reported and the field stays absent).
template <typename S> struct FieldSpec
{
    const char *name;
    bool required;
    bool (*read)(S &, json::Value, DecodeContext &);
    void (*write)(json::Writer &, const S &, const char *name);
    bool (*absent)(const S &);
};

template <typename> struct MemberTraits;
template <typename S, typename T> struct MemberTraits<Field<T> S::*>
{
    using Struct = S;
    using Type = T;
};

enum class Presence : bool { Optional, Required };

template <auto M>
constexpr FieldSpec<typename MemberTraits<decltype(M)>::Struct> field(const char *name,
                                                                      Presence presence = Presence::Optional)
{
    using S = typename MemberTraits<decltype(M)>::Struct;
    using T = typename MemberTraits<decltype(M)>::Type;
    return {name, presence == Presence::Required,
            [](S &s, json::Value v, DecodeContext &ctx) {
                if (v.isNull()) {
                    (s.*M).setNull();
                    return true;
                }
                T value{};
                if (!Codec<T>::read(v, value, ctx))
                    return false;
                (s.*M).set(std::move(value));
                return true;
            },
            [](json::Writer &w, const S &s, const char *key) {
                const Field<T> &f = s.*M;
                if (f.isAbsent())
                    return;
                w.key(QByteArrayView(key));
                if (f.isNull())
                    w.null();
                else
                    Codec<T>::write(w, f.value());
            },
            [](const S &s) { return (s.*M).isAbsent(); }};
}

template <typename S> class FieldTable
{
public:
    FieldTable(std::initializer_list<FieldSpec<S>> specs) : m_specs(specs) {}

    // Reads m into s if the table names it and the type fits. Returns false otherwise, and the
    // caller keeps the member as an extra, so a wrongly typed value is reported but not lost.
    // hint: where the last match was, so members in table order are found in one comparison.
    bool read(S &s, const json::Member &m, DecodeContext &ctx, size_t &hint) const
    {
        const QByteArrayView key = m.rawName();
        for (size_t n = 0; n < m_specs.size(); ++n) {
            const size_t i = (hint + n) % m_specs.size();
            if (key == QByteArrayView(m_specs[i].name)) {
                hint = i + 1;
                return m_specs[i].read(s, m.value, ctx);
            }
        }
        return false;
    }

    void write(json::Writer &w, const S &s) const
    {
        for (const FieldSpec<S> &f : m_specs)
            f.write(w, s, f.name);
    }

    // Reports required fields that are absent (a wrongly typed one, kept in extras, was reported already).
    void checkRequired(const S &s, const JsonFields &extras, DecodeContext &ctx) const;

private:
    std::vector<FieldSpec<S>> m_specs;
};

void reportMissing(DecodeContext &ctx, const char *name);

template <typename S>
void FieldTable<S>::checkRequired(const S &s, const JsonFields &extras, DecodeContext &ctx) const
{
    for (const FieldSpec<S> &f : m_specs) {
        if (f.required && f.absent(s) && !extras.contains(QString::fromLatin1(f.name)))
            reportMissing(ctx, f.name);
    }
}

// Decodes an object into s with the given table; unknown members land in s.extra.
template <typename S> bool decodeStruct(json::Value v, S &s, DecodeContext &ctx, const FieldTable<S> &table)
{
    if (!v.isObject()) {
        reportWrongType(ctx, "an object", v);
        return false;
    }
    size_t hint = 0;
    for (const json::Member &m : json::members(v)) {
        DecodeContext::Scope scope(ctx, m.rawName());
        if (!table.read(s, m, ctx, hint))
            s.extra.append(m.name(), m.value.raw().toByteArray());
    }
    table.checkRequired(s, s.extra, ctx);
    return true;
}

template <typename S> void encodeStruct(json::Writer &w, const S &s, const FieldTable<S> &table)
{
    w.beginObject();
    table.write(w, s);
    s.extra.writeMembers(w);
    w.endObject();
}

#define BD_DECLARE_CODEC(Type)                                                                               \
    template <> struct Codec<Type>                                                                           \
    {                                                                                                        \
        static bool read(json::Value v, Type &out, DecodeContext &ctx);                                      \
        static void write(json::Writer &w, const Type &value);                                               \
    };

#define BD_DEFINE_STRUCT_CODEC(Type, table)                                                                  \
    bool Codec<Type>::read(json::Value v, Type &out, DecodeContext &ctx)                                     \
    {                                                                                                        \
        return decodeStruct(v, out, ctx, table());                                                           \
    }                                                                                                        \
    void Codec<Type>::write(json::Writer &w, const Type &value)                                              \
    {                                                                                                        \
        encodeStruct(w, value, table());                                                                     \
    }

// Results of decoding a whole document.
template <typename T> struct Decoded
{
    T value{};
    QList<DecodeProblem> problems;
    bool ok = false; // false: the text was not JSON or not of the expected shape at all
};

DecodeProblem parseProblem(const json::ParseError &error);
// Every decoder's first step: the parsed document, or nullopt with the parse problem added to
// `problems`.
std::optional<json::Document> parseOrReport(const QByteArray &text, QList<DecodeProblem> &problems);

template <typename T> Decoded<T> decodeValue(json::Value v, const QString &rootPath = {})
{
    Decoded<T> out;
    DecodeContext ctx(rootPath);
    out.ok = Codec<T>::read(v, out.value, ctx);
    out.problems = ctx.takeProblems();
    return out;
}

template <typename T> Decoded<T> decodeJson(const QByteArray &text)
{
    Decoded<T> out;
    const std::optional<json::Document> doc = parseOrReport(text, out.problems);
    return doc ? decodeValue<T>(doc->root()) : out;
}

template <typename T> QByteArray encodeJson(const T &value, bool indented = false)
{
    json::Writer w(indented);
    Codec<T>::write(w, value);
    return w.take();
}

} // namespace bd::domain
