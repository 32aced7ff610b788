#include "domain/jsonfields.h"

#include "domain/json/jsondocument.h"
#include "domain/json/jsonwriter.h"

namespace bd::domain {

QStringList JsonFields::names() const
{
    QStringList out;
    out.reserve(m_entries.size());
    for (const Entry &e : m_entries)
        out.append(e.name);
    return out;
}

const QByteArray *JsonFields::find(QStringView name) const
{
    for (const Entry &e : m_entries) {
        if (e.name == name)
            return &e.raw;
    }
    return nullptr;
}

QString JsonFields::text(QStringView name) const
{
    const QByteArray *raw = find(name);
    return raw ? json::displayText(*raw) : QString();
}

void JsonFields::writeMembers(json::Writer &w) const
{
    for (const Entry &e : m_entries) {
        w.key(e.name);
        w.raw(e.raw);
    }
}

} // namespace bd::domain
