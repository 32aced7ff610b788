#pragma once

// A contact (spec §2.1). The writable fields live apart from the read-only ones, so a PATCH
// body built from ContactWritable can never carry a read-only field.

#include "domain/field.h"
#include "domain/jsonfields.h"

#include <QList>
#include <QString>

#include <array>

namespace bd::domain {

struct ContactWritable
{
    Field<QString> name;
    Field<QString> firstName;
    Field<QString> middleName;
    Field<QString> lastName;
    Field<QString> suffix;
    Field<QString> title;
    Field<QString> email;
    Field<QString> phone;
    Field<QString> mobilePhone;
    Field<QString> birthday;
    Field<QString> billingStreet;
    Field<QString> billingCity;
    Field<QString> billingState;
    Field<QString> billingPostalCode;
    Field<QString> billingCountry;
    Field<QString> shippingStreet;
    Field<QString> shippingCity;
    Field<QString> shippingState;
    Field<QString> shippingPostalCode;
    Field<QString> shippingCountry;

    friend bool operator==(const ContactWritable &, const ContactWritable &) = default;
};

// Every writable field, its label, limit, format and place on the form: domain/contactschema.h.

struct ContactReadOnly
{
    Field<QString> id;
    Field<QString> customerId;
    Field<QString> createdById;
    Field<QString> createdDate;
    Field<QString> lastModifiedById;
    Field<QString> lastModifiedDate;
    Field<QString> taxExempt;
    Field<QString> timezone;
    Field<QString> type;
    Field<QString> website;
};

struct Contact
{
    ContactReadOnly info;
    ContactWritable fields;
    JsonFields extra;
};

struct ServiceWarning
{
    Field<QString> code;
    Field<QString> message;
    JsonFields extra;
};

// The 200 answer of PATCH /contacts/{id}: data is the full contact (an object, or a
// one-element array, both accepted).
struct ContactUpdateResult
{
    Field<QString> status;
    Contact data;
    QList<ServiceWarning> warnings;
};

// What changed from `before` to `after`: only fields whose state or value differ are present.
// The rule for a field the user cleared: it is sent as JSON null (see encodeContactPatch).
ContactWritable contactChanges(const ContactWritable &before, const ContactWritable &after);

} // namespace bd::domain
