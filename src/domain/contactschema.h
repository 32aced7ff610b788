#pragma once

// The writable contact fields (spec §2.1), written once: wire name, member, label, length limit,
// format, and where the field sits on the form. The codec, the validation, the form, the CSV
// import and the command line read this table; adding a field is one line here, one widget named
// after its wire name in ui/contactform.ui, and a translation of its label
// (tests/widgets/tst_contactscreen checks that every field has its widget and every widget a field).

#include "domain/contact.h"

#include <QStringView>

#include <array>

namespace bd::domain {

enum class ContactFormat : quint8 {
    Text,
    Email, // an address like name@example.com
    Date,  // YYYY-MM-DD, a real calendar date
};

// Where a field sits on the form (ui/contactform.ui's group boxes, in form order).
enum class ContactGroup : quint8 { Name, Reach, Billing, Shipping };

struct ContactFieldSpec
{
    const char *name; // the wire name; also the form widget's objectName
    Field<QString> ContactWritable::*member;
    const char *label; // for tr() in context "bd::domain" (QT_TRANSLATE_NOOP below)
    int maxLength;     // 0: none; counted as a person sees characters, and as code points
    ContactFormat format;
    ContactGroup group;
};

namespace contact_schema_detail {
using C = ContactWritable;
using F = ContactFormat;
using G = ContactGroup;

// In form order. Limits from spec §8.
inline constexpr std::array<ContactFieldSpec, 20> table{{
    {"name", &C::name, QT_TRANSLATE_NOOP("bd::domain", "Full name"), 0, F::Text, G::Name},
    {"firstName", &C::firstName, QT_TRANSLATE_NOOP("bd::domain", "First name"), 40, F::Text, G::Name},
    {"middleName", &C::middleName, QT_TRANSLATE_NOOP("bd::domain", "Middle name"), 40, F::Text, G::Name},
    {"lastName", &C::lastName, QT_TRANSLATE_NOOP("bd::domain", "Last name"), 80, F::Text, G::Name},
    {"suffix", &C::suffix, QT_TRANSLATE_NOOP("bd::domain", "Suffix"), 40, F::Text, G::Name},
    {"title", &C::title, QT_TRANSLATE_NOOP("bd::domain", "Title"), 0, F::Text, G::Name},
    {"email", &C::email, QT_TRANSLATE_NOOP("bd::domain", "Email"), 0, F::Email, G::Reach},
    {"phone", &C::phone, QT_TRANSLATE_NOOP("bd::domain", "Phone"), 0, F::Text, G::Reach},
    {"mobilePhone", &C::mobilePhone, QT_TRANSLATE_NOOP("bd::domain", "Mobile phone"), 0, F::Text, G::Reach},
    {"birthday", &C::birthday, QT_TRANSLATE_NOOP("bd::domain", "Birthday"), 0, F::Date, G::Reach},
    {"billingStreet", &C::billingStreet, QT_TRANSLATE_NOOP("bd::domain", "Billing street"), 0, F::Text,
     G::Billing},
    {"billingCity", &C::billingCity, QT_TRANSLATE_NOOP("bd::domain", "Billing city"), 0, F::Text, G::Billing},
    {"billingState", &C::billingState, QT_TRANSLATE_NOOP("bd::domain", "Billing state"), 0, F::Text,
     G::Billing},
    {"billingPostalCode", &C::billingPostalCode, QT_TRANSLATE_NOOP("bd::domain", "Billing postal code"), 0,
     F::Text, G::Billing},
    {"billingCountry", &C::billingCountry, QT_TRANSLATE_NOOP("bd::domain", "Billing country"), 0, F::Text,
     G::Billing},
    {"shippingStreet", &C::shippingStreet, QT_TRANSLATE_NOOP("bd::domain", "Shipping street"), 0, F::Text,
     G::Shipping},
    {"shippingCity", &C::shippingCity, QT_TRANSLATE_NOOP("bd::domain", "Shipping city"), 0, F::Text,
     G::Shipping},
    {"shippingState", &C::shippingState, QT_TRANSLATE_NOOP("bd::domain", "Shipping state"), 0, F::Text,
     G::Shipping},
    {"shippingPostalCode", &C::shippingPostalCode, QT_TRANSLATE_NOOP("bd::domain", "Shipping postal code"), 0,
     F::Text, G::Shipping},
    {"shippingCountry", &C::shippingCountry, QT_TRANSLATE_NOOP("bd::domain", "Shipping country"), 0, F::Text,
     G::Shipping},
}};
} // namespace contact_schema_detail

inline constexpr const auto &ContactSchema = contact_schema_detail::table;

// The field with this wire name, or null.
const ContactFieldSpec *contactField(QStringView name);

} // namespace bd::domain
