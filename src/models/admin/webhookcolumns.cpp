#include "models/admin/webhookcolumns.h"

#include "domain/record.h"

namespace bd::models {

namespace {

// The well-known fields under their usual names, group by group: the address, the events, the
// state, the description. Within a group the names keep their first-seen order, so the name a
// service actually uses leads.
const QList<QStringList> WellKnownGroups{
    {QStringLiteral("url"), QStringLiteral("endpointUrl"), QStringLiteral("target"),
     QStringLiteral("callbackUrl")},
    {QStringLiteral("events"), QStringLiteral("eventTypes"), QStringLiteral("topics")},
    {QStringLiteral("active"), QStringLiteral("enabled"), QStringLiteral("status"), QStringLiteral("state")},
    {QStringLiteral("description")},
};

} // namespace

QStringList webhookColumns(const QList<domain::JsonFields> &records)
{
    const QStringList seen = domain::recordColumns(records, {});
    QStringList columns;
    for (const QStringList &group : WellKnownGroups) {
        for (const QString &name : seen) {
            if (group.contains(name))
                columns.append(name);
        }
    }
    for (const QString &name : seen) {
        if (!columns.contains(name))
            columns.append(name);
    }
    return columns;
}

} // namespace bd::models
