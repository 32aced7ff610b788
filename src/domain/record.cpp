#include "domain/record.h"

namespace bd::domain {

QString TenantDetails::name() const
{
    for (const char16_t *key : {u"name", u"displayName", u"tenantName"}) {
        if (const QString text = fields.text(key); !text.isEmpty())
            return text;
    }
    return {};
}

QStringList recordColumns(const QList<JsonFields> &records, const QStringList &wellKnownFirst)
{
    QStringList seen;
    for (const JsonFields &r : records) {
        for (const JsonFields::Entry &e : r) {
            if (!seen.contains(e.name))
                seen.append(e.name);
        }
    }
    QStringList columns;
    for (const QString &name : wellKnownFirst) {
        if (seen.contains(name))
            columns.append(name);
    }
    for (const QString &name : std::as_const(seen)) {
        if (!columns.contains(name))
            columns.append(name);
    }
    return columns;
}

} // namespace bd::domain
