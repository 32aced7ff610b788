#include "domain/contactcodec.h"

#include <QCoreApplication>

namespace bd::domain {

static const FieldTable<ContactWritable> &writableTable()
{
    static const FieldTable<ContactWritable> t{
        field<&ContactWritable::name>("name"),
        field<&ContactWritable::firstName>("firstName"),
        field<&ContactWritable::middleName>("middleName"),
        field<&ContactWritable::lastName>("lastName"),
        field<&ContactWritable::suffix>("suffix"),
        field<&ContactWritable::title>("title"),
        field<&ContactWritable::email>("email"),
        field<&ContactWritable::phone>("phone"),
        field<&ContactWritable::mobilePhone>("mobilePhone"),
        field<&ContactWritable::birthday>("birthday"),
        field<&ContactWritable::billingStreet>("billingStreet"),
        field<&ContactWritable::billingCity>("billingCity"),
        field<&ContactWritable::billingState>("billingState"),
        field<&ContactWritable::billingPostalCode>("billingPostalCode"),
        field<&ContactWritable::billingCountry>("billingCountry"),
        field<&ContactWritable::shippingStreet>("shippingStreet"),
        field<&ContactWritable::shippingCity>("shippingCity"),
        field<&ContactWritable::shippingState>("shippingState"),
        field<&ContactWritable::shippingPostalCode>("shippingPostalCode"),
        field<&ContactWritable::shippingCountry>("shippingCountry"),
    };
    return t;
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
            !writableTable().read(out.fields, m, ctx, fieldsHint))
            out.extra.append(m.name(), m.value.raw().toByteArray());
    }
    return true;
}

void Codec<Contact>::write(json::Writer &w, const Contact &value)
{
    w.beginObject();
    readOnlyTable().write(w, value.info);
    writableTable().write(w, value.fields);
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
    writableTable().write(w, changes);
    w.endObject();
    return w.take();
}

} // namespace bd::domain
