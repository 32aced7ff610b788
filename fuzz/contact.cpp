// decodeJson<Contact>, <ContactUpdateResult> and the PATCH body. Oracles: a second trip changes
// nothing; a contact decoded without problems encodes to the same JSON it came from; a PATCH of
// all its fields is JSON holding exactly the present writable fields, and the changes between a
// contact and itself are empty.

#include "domain/contactschema.h"
#include "fuzzcheck.h"

#include "domain/contactcodec.h"
#include "domain/validation.h"

using namespace bd;
using namespace bd::domain;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray text = fuzz::bytes(data, size);
    const json::Document doc = json::Document::parse(text);
    const auto contact = decodeJson<Contact>(text);
    if (contact.ok) {
        const QByteArray encoded = encodeJson(contact.value);
        const auto again = decodeJson<Contact>(encoded);
        FUZZ_CHECK(again.ok && encodeJson(again.value) == encoded, QString::fromUtf8(encoded));
        if (contact.problems.isEmpty() && !fuzz::hasDuplicateNames(doc.root()))
            FUZZ_CHECK(fuzz::sameJson(text, encoded), QString::fromUtf8(encoded));

        const QByteArray patch = encodeContactPatch(contact.value.fields);
        const json::Document patchDoc = json::Document::parse(patch);
        FUZZ_CHECK(patchDoc.isValid() && patchDoc.root().isObject(), QString::fromUtf8(patch));
        qsizetype present = 0;
        for (const ContactFieldSpec &f : ContactSchema)
            present += (contact.value.fields.*f.member).isAbsent() ? 0 : 1;
        FUZZ_CHECK(patchDoc.root().size() == present, QString::fromUtf8(patch));
        const auto patched = decodeJson<Contact>(patch);
        FUZZ_CHECK(patched.ok && patched.problems.isEmpty() && patched.value.fields == contact.value.fields &&
                       patched.value.extra.isEmpty(),
                   QString::fromUtf8(patch));
        FUZZ_CHECK(encodeContactPatch(contactChanges(contact.value.fields, contact.value.fields)) == "{}",
                   QString());
        for (const Violation &v : validateContact(contact.value.fields))
            FUZZ_CHECK(contactFieldLimit(v.field) > 0 || v.field == u"email" || v.field == u"birthday",
                       v.field);
    }
    const auto update = decodeJson<ContactUpdateResult>(text);
    if (update.ok) {
        const QByteArray encoded = encodeJson(update.value);
        const auto again = decodeJson<ContactUpdateResult>(encoded);
        FUZZ_CHECK(again.ok && encodeJson(again.value) == encoded, QString::fromUtf8(encoded));
    }
    return 0;
}
