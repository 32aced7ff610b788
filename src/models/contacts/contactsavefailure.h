#pragma once

// Why a contact save did not go through, in the kinds a person acts on, with the service's
// words about each field.

#include "api/apierror.h"
#include "domain/contact.h"

#include <QList>
#include <QPair>
#include <QString>

namespace bd::models {

struct ContactSaveFailure
{
    enum class Kind {
        Gone,      // the contact no longer exists: offer to copy the edits
        Retryable, // network, timeout, busy, server: Save again
        Refused,   // the service refused the values (or the credentials)
    } kind = Kind::Refused;
    QString message;                       // for people, plain text
    QList<QPair<QString, QString>> fields; // wire name -> what the service said about it
};

// The failure of a save of `sent` that ended with `error`.
ContactSaveFailure contactSaveFailure(const api::ApiError &error, const domain::ContactWritable &sent);

} // namespace bd::models
