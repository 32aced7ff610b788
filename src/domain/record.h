#pragma once

// Records whose fields the spec does not show. Every field that arrives is kept, in order,
// and the well-known ones get accessors.

#include "domain/jsonfields.h"

namespace bd::domain {

struct WebhookEndpoint
{
    // The entry exactly as it arrived (any JSON value: the list may hold things that are not
    // records, and those are shown for what they are rather than dropped).
    QByteArray json;
    JsonFields fields; // empty unless the entry is an object

    bool isRecord() const { return json.startsWith('{'); }

    QString id() const { return fields.text(u"id"); }
    QString url() const { return fields.text(u"url"); }
    QString events() const { return fields.text(u"events"); } // "a, b, c"
    QString status() const { return fields.text(u"status"); }
};

// The answer of GET /tenant.
struct TenantDetails
{
    JsonFields fields;

    // The tenant's name for people, under the names services use for it; empty when none.
    QString name() const;
};

// Column order for records: the well-known names first (in this order), then the others in
// the order they first appear.
QStringList recordColumns(const QList<JsonFields> &records, const QStringList &wellKnownFirst);

} // namespace bd::domain
