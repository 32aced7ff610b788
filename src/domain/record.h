#pragma once

// Records whose fields the spec does not show. Every field that arrives is kept, in order,
// and the well-known ones get accessors.

#include "domain/jsonfields.h"

namespace bd::domain {

struct WebhookEndpoint
{
    JsonFields fields;

    QString id() const { return fields.text(u"id"); }
    QString url() const { return fields.text(u"url"); }
    QString events() const { return fields.text(u"events"); } // "a, b, c"
    QString status() const { return fields.text(u"status"); }
};

// The answer of GET /tenant.
struct TenantDetails
{
    JsonFields fields;
};

// Column order for records: the well-known names first (in this order), then the others in
// the order they first appear.
QStringList recordColumns(const QList<JsonFields> &records, const QStringList &wellKnownFirst);

} // namespace bd::domain
