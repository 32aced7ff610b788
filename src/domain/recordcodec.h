#pragma once

// Reading and writing the records whose fields the spec does not show (webhook endpoints, tenant).

#include "domain/codec.h"
#include "domain/record.h"

namespace bd::domain {

// Webhook endpoints may come as an array or wrapped as {"data": [...]} (the shape is not shown).
Decoded<QList<WebhookEndpoint>> decodeWebhookEndpoints(const QByteArray &text);
// The tenant may come as an object or wrapped as {"data": {...}}.
Decoded<TenantDetails> decodeTenantDetails(const QByteArray &text);
QByteArray encodeRecord(const JsonFields &fields, bool indented = false);

} // namespace bd::domain
