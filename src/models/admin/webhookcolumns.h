#pragma once

// Which columns a list of webhook endpoints shows (their fields are not in the spec): the
// well-known fields first — the address, the events, the state, the description, under any of
// their usual names — then every other field in the order it first appears. One rule for the
// window's table (WebhookModel) and the command-line tool's output.

#include "domain/jsonfields.h"

#include <QList>
#include <QStringList>

namespace bd::models {

QStringList webhookColumns(const QList<domain::JsonFields> &records);

} // namespace bd::models
