#include "models/admin/invoiceids.h"

#include <QSet>

namespace bd::models {

InvoiceIdList parseInvoiceIds(QStringView text)
{
    InvoiceIdList out;
    QSet<QString> seen;
    QString current;
    const auto take = [&] {
        if (current.isEmpty())
            return; // blanks between separators are no ids
        if (seen.contains(current)) {
            ++out.duplicates;
        } else {
            seen.insert(current);
            out.ids << current;
        }
        current.clear();
    };
    for (const QChar c : text) {
        if (c.isSpace() || c == u',' || c == u';')
            take();
        else if (c != u'"' && c != u'\'' && c != u'[' && c != u']')
            current += c;
    }
    take();
    return out;
}

} // namespace bd::models
