#pragma once

// Invoice ids as people type or paste them: one per line, or separated by commas, semicolons or
// spaces; quotes and brackets from a pasted JSON array are dropped. The spec gives no id format,
// so nothing else is judged here (the preview asks the service which ids it knows).

#include <QStringList>
#include <QStringView>

namespace bd::models {

struct InvoiceIdList
{
    QStringList ids;    // in the order first given, each once
    int duplicates = 0; // repeats removed
};

InvoiceIdList parseInvoiceIds(QStringView text);

} // namespace bd::models
