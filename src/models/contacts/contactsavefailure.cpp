#include "models/contacts/contactsavefailure.h"

#include "domain/contactschema.h"
#include "domain/validation.h"

#include <QCoreApplication>
#include <QLocale>

namespace bd::models {

namespace {
class Texts
{
    Q_DECLARE_TR_FUNCTIONS(bd::models::ContactEditor)
};
} // namespace

ContactSaveFailure contactSaveFailure(const api::ApiError &e, const domain::ContactWritable &sent)
{
    ContactSaveFailure failure;
    for (const api::FieldError &f : e.fieldErrors)
        failure.fields.append({f.field, f.message});
    failure.message = e.userMessage();
    switch (e.kind) {
    case api::ApiError::Kind::NotFound:
        failure.kind = ContactSaveFailure::Kind::Gone;
        failure.message = Texts::tr("This contact no longer exists on the service; nothing was saved.");
        break;
    case api::ApiError::Kind::Network:
    case api::ApiError::Kind::Timeout:
    case api::ApiError::Kind::Server:
    case api::ApiError::Kind::RateLimited: failure.kind = ContactSaveFailure::Kind::Retryable; break;
    default:
        failure.kind = ContactSaveFailure::Kind::Refused;
        if (e.kind == api::ApiError::Kind::BadRequest && e.message.isEmpty() && e.fieldErrors.isEmpty()) {
            // The spec gives the contact update's 400 no body: say what was sent.
            QStringList names;
            for (const domain::ContactFieldSpec &f : domain::ContactSchema) {
                if (!(sent.*f.member).isAbsent())
                    names << domain::contactFieldLabel(QString::fromLatin1(f.name));
            }
            failure.message = Texts::tr("The service refused the change without saying why. Fields sent: %1.")
                                  .arg(QLocale().createSeparatedList(names));
        }
        break;
    }
    return failure;
}

} // namespace bd::models
