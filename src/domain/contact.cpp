#include "domain/contact.h"

namespace bd::domain {

const std::array<ContactFieldRef, 20> &contactWritableFields()
{
    using C = ContactWritable;
    static const std::array<ContactFieldRef, 20> fields{{
        {"name", &C::name},
        {"firstName", &C::firstName},
        {"middleName", &C::middleName},
        {"lastName", &C::lastName},
        {"suffix", &C::suffix},
        {"title", &C::title},
        {"email", &C::email},
        {"phone", &C::phone},
        {"mobilePhone", &C::mobilePhone},
        {"birthday", &C::birthday},
        {"billingStreet", &C::billingStreet},
        {"billingCity", &C::billingCity},
        {"billingState", &C::billingState},
        {"billingPostalCode", &C::billingPostalCode},
        {"billingCountry", &C::billingCountry},
        {"shippingStreet", &C::shippingStreet},
        {"shippingCity", &C::shippingCity},
        {"shippingState", &C::shippingState},
        {"shippingPostalCode", &C::shippingPostalCode},
        {"shippingCountry", &C::shippingCountry},
    }};
    return fields;
}

ContactWritable contactChanges(const ContactWritable &before, const ContactWritable &after)
{
    ContactWritable changes;
    for (const ContactFieldRef &f : contactWritableFields()) {
        const Field<QString> &a = before.*f.member;
        const Field<QString> &b = after.*f.member;
        const QString oldText = a.valueOr({});
        const QString newText = b.valueOr({});
        if (oldText == newText)
            continue; // "" and null/absent look the same to a person: not a change
        if (newText.isEmpty())
            (changes.*f.member).setNull();
        else
            (changes.*f.member).set(newText);
    }
    return changes;
}

} // namespace bd::domain
