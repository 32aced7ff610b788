#pragma once

// Reading and writing the records whose fields the spec does not show (webhook endpoints, tenant).

#include "domain/codec.h"
#include "domain/record.h"

namespace bd::domain {

// Webhook endpoints may come as an array or wrapped as {"data": [...]} (the shape is not shown).
// Every entry is kept in order with its exact JSON; an entry that is not an object (a number,
// null) is kept too, without fields, and reported as a problem at its index.
Decoded<QList<WebhookEndpoint>> decodeWebhookEndpoints(const QByteArray &text);
// The tenant may come as an object or wrapped as {"data": {...}}.
Decoded<TenantDetails> decodeTenantDetails(const QByteArray &text);
QByteArray encodeRecord(const JsonFields &fields, bool indented = false);

} // namespace bd::domain
