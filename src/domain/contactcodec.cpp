#include "domain/contactcodec.h"
#include "domain/contactschema.h"

#include <QCoreApplication>

namespace bd::domain {

// The writable fields come from the schema (domain/contactschema.h): every one is a string.
// Reads `m` into its field if the schema names it; false otherwise (the caller keeps it as an extra,
// also when its type is wrong, so nothing sent is lost).
static bool readWritable(ContactWritable &fields, const json::Member &m, DecodeContext &ctx, size_t &hint)
{
    const QByteArrayView key = m.rawName();
    for (size_t n = 0; n < ContactSchema.size(); ++n) {
        const size_t i = (hint + n) % ContactSchema.size();
        const ContactFieldSpec &f = ContactSchema[i];
        if (key != QByteArrayView(f.name))
            continue;
        hint = i + 1;
        if (m.value.isNull()) {
            (fields.*f.member).setNull();
            return true;
        }
        QString text;
        if (!Codec<QString>::read(m.value, text, ctx))
            return false;
        (fields.*f.member).set(std::move(text));
        return true;
    }
    return false;
}

static void writeWritable(json::Writer &w, const ContactWritable &fields)
{
    for (const ContactFieldSpec &f : ContactSchema) {
        const Field<QString> &value = fields.*f.member;
        if (value.isAbsent())
            continue;
        w.key(QByteArrayView(f.name));
        if (value.isNull())
            w.null();
        else
            w.string(value.value());
    }
}

static const FieldTable<ContactReadOnly> &readOnlyTable()
{
    static const FieldTable<ContactReadOnly> t{
        field<&ContactReadOnly::id>("id"),
        field<&ContactReadOnly::customerId>("customerId"),
        field<&ContactReadOnly::createdById>("createdById"),
        field<&ContactReadOnly::createdDate>("createdDate"),
        field<&ContactReadOnly::lastModifiedById>("lastModifiedById"),
        field<&ContactReadOnly::lastModifiedDate>("lastModifiedDate"),
        field<&ContactReadOnly::taxExempt>("taxExempt"),
        field<&ContactReadOnly::timezone>("timezone"),
        field<&ContactReadOnly::type>("type"),
        field<&ContactReadOnly::website>("website"),
    };
    return t;
}

bool Codec<Contact>::read(json::Value v, Contact &out, DecodeContext &ctx)
{
    if (!v.isObject()) {
        reportWrongType(ctx, QT_TRANSLATE_NOOP("bd::domain", "an object"), v);
        return false;
    }
    size_t infoHint = 0;
    size_t fieldsHint = 0;
    for (const json::Member &m : json::members(v)) {
        DecodeContext::Scope scope(ctx, m.rawName());
        if (!readOnlyTable().read(out.info, m, ctx, infoHint) &&
            !readWritable(out.fields, m, ctx, fieldsHint))
            out.extra.append(m.name(), m.value.raw().toByteArray());
    }
    return true;
}

void Codec<Contact>::write(json::Writer &w, const Contact &value)
{
    w.beginObject();
    readOnlyTable().write(w, value.info);
    writeWritable(w, value.fields);
    value.extra.writeMembers(w);
    w.endObject();
}

static const FieldTable<ServiceWarning> &warningTable()
{
    static const FieldTable<ServiceWarning> t{
        field<&ServiceWarning::code>("code"),
        field<&ServiceWarning::message>("message"),
    };
    return t;
}
BD_DEFINE_STRUCT_CODEC(ServiceWarning, warningTable)

bool Codec<ContactUpdateResult>::read(json::Value v, ContactUpdateResult &out, DecodeContext &ctx)
{
    if (!v.isObject()) {
        reportWrongType(ctx, QT_TRANSLATE_NOOP("bd::domain", "an object"), v);
        return false;
    }
    bool haveData = false;
    for (const json::Member &m : json::members(v)) {
        const QByteArrayView key = m.rawName();
        DecodeContext::Scope scope(ctx, key);
        if (key == "status") {
            QString status;
            if (Codec<QString>::read(m.value, status, ctx))
                out.status.set(status);
        } else if (key == "data") {
            json::Value data = m.value;
            if (data.isArray() && data.size() == 1)
                data = *data.begin();
            haveData = Codec<Contact>::read(data, out.data, ctx);
        } else if (key == "warnings" && !m.value.isNull()) {
            Codec<QList<ServiceWarning>>::read(m.value, out.warnings, ctx);
        }
    }
    if (!haveData)
        reportMissing(ctx, "data");
    return haveData;
}

void Codec<ContactUpdateResult>::write(json::Writer &w, const ContactUpdateResult &value)
{
    w.beginObject();
    if (value.status.isPresent()) {
        w.key(QByteArrayView("status"));
        w.string(value.status.value());
    }
    w.key(QByteArrayView("data"));
    Codec<Contact>::write(w, value.data);
    w.key(QByteArrayView("warnings"));
    Codec<QList<ServiceWarning>>::write(w, value.warnings);
    w.endObject();
}

QByteArray encodeContactPatch(const ContactWritable &changes)
{
    json::Writer w;
    w.beginObject();
    writeWritable(w, changes);
    w.endObject();
    return w.take();
}

} // namespace bd::domain
