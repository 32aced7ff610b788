#include "domain/contact.h"
#include "domain/contactschema.h"

namespace bd::domain {

const ContactFieldSpec *contactField(QStringView name)
{
    for (const ContactFieldSpec &f : ContactSchema) {
        if (name == QLatin1String(f.name))
            return &f;
    }
    return nullptr;
}

ContactWritable contactChanges(const ContactWritable &before, const ContactWritable &after)
{
    ContactWritable changes;
    for (const ContactFieldSpec &f : ContactSchema) {
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
