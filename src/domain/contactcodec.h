#pragma once

#include "domain/codec.h"
#include "domain/contact.h"

namespace bd::domain {

BD_DECLARE_CODEC(Contact)
BD_DECLARE_CODEC(ServiceWarning)
BD_DECLARE_CODEC(ContactUpdateResult)

// The PATCH body: only the present fields of `changes`, a null field as JSON null.
QByteArray encodeContactPatch(const ContactWritable &changes);

} // namespace bd::domain
