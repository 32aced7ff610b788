#include "models/admin/deletionlog.h"

#include "domain/json/jsondocument.h"
#include "domain/json/jsonwriter.h"
#include "models/common/csv.h"

#include <QSettings>

namespace bd::models {

namespace {

void writeEntry(json::Writer &w, const DeletionLogEntry &e)
{
    const auto text = [&w](const char *name, const QString &value) {
        w.key(QByteArrayView(name));
        w.string(value);
    };
    const auto list = [&w](const char *name, const QStringList &values) {
        w.key(QByteArrayView(name));
        w.beginArray();
        for (const QString &v : values)
            w.string(v);
        w.endArray();
    };
    w.beginObject();
    text("time", e.time.toUTC().toString(Qt::ISODateWithMs));
    text("environment", e.environment);
    text("address", e.address);
    text("tenant", e.tenant);
    text("selector", e.selector);
    if (!e.invoiceIds.isEmpty())
        list("invoiceIds", e.invoiceIds);
    if (!e.filter.isEmpty())
        text("graphqlFilter", e.filter);
    list("flags", e.flags);
    w.key(QByteArrayView("succeeded"));
    w.boolean(e.succeeded);
    w.key(QByteArrayView("httpStatus"));
    w.integer(e.httpStatus);
    if (!e.errorCode.isEmpty())
        text("errorCode", e.errorCode);
    text("result", e.result);
    if (!e.deletedIds.isEmpty())
        list("deletedIds", e.deletedIds);
    w.endObject();
}

DeletionLogEntry readEntry(json::Value v)
{
    DeletionLogEntry e;
    const auto strings = [](json::Value a) {
        QStringList out;
        for (json::Value s : a)
            out << s.toString();
        return out;
    };
    for (const json::Member &m : json::members(v)) {
        const QByteArrayView n = m.rawName();
        if (n == "time")
            e.time = QDateTime::fromString(m.value.toString(), Qt::ISODateWithMs);
        else if (n == "environment")
            e.environment = m.value.toString();
        else if (n == "address")
            e.address = m.value.toString();
        else if (n == "tenant")
            e.tenant = m.value.toString();
        else if (n == "selector")
            e.selector = m.value.toString();
        else if (n == "invoiceIds")
            e.invoiceIds = strings(m.value);
        else if (n == "graphqlFilter")
            e.filter = m.value.toString();
        else if (n == "flags")
            e.flags = strings(m.value);
        else if (n == "succeeded")
            e.succeeded = m.value.toBool();
        else if (n == "httpStatus") {
            qint64 s = 0;
            e.httpStatus = m.value.toInt64(&s) ? int(s) : 0;
        } else if (n == "errorCode")
            e.errorCode = m.value.toString();
        else if (n == "result")
            e.result = m.value.toString();
        else if (n == "deletedIds")
            e.deletedIds = strings(m.value);
    }
    return e;
}

} // namespace

DeletionLog::DeletionLog(QString settingsGroup)
    : m_key(std::move(settingsGroup) + QStringLiteral("/invoiceDeletions"))
{}

QList<DeletionLogEntry> DeletionLog::entries() const
{
    // Stored as one JSON array (newest first): readable in the settings file, and the same shape
    // as the JSON export.
    const json::Document doc = json::Document::parse(QSettings().value(m_key).toString().toUtf8());
    QList<DeletionLogEntry> out;
    for (json::Value v : doc.root()) {
        if (v.isObject())
            out << readEntry(v);
    }
    return out;
}

void DeletionLog::append(const DeletionLogEntry &entry)
{
    QList<DeletionLogEntry> all = entries();
    all.prepend(entry);
    while (all.size() > MaxEntries)
        all.removeLast();
    QSettings().setValue(m_key, QString::fromUtf8(toJson(all, false)));
}

QByteArray DeletionLog::toJson(const QList<DeletionLogEntry> &entries, bool indented)
{
    json::Writer w(indented);
    w.beginArray();
    for (const DeletionLogEntry &e : entries)
        writeEntry(w, e);
    w.endArray();
    return w.take();
}

QByteArray DeletionLog::toCsv(const QList<DeletionLogEntry> &entries)
{
    QByteArray out =
        csvRecord({tr("Time (UTC)"), tr("Environment"), tr("Address"), tr("Tenant"), tr("Selector"),
                   tr("Invoice ids"), tr("Filter"), tr("CRM flags"), tr("Succeeded"), tr("HTTP status"),
                   tr("Error code"), tr("Result"), tr("Deleted ids")});
    for (const DeletionLogEntry &e : entries)
        out += csvRecord({e.time.toUTC().toString(Qt::ISODate), e.environment, e.address, e.tenant,
                          e.selector, e.invoiceIds.join(u' '), e.filter, e.flags.join(u' '),
                          e.succeeded ? QStringLiteral("true") : QStringLiteral("false"),
                          e.httpStatus ? QString::number(e.httpStatus) : QString(), e.errorCode, e.result,
                          e.deletedIds.join(u' ')});
    return out;
}

} // namespace bd::models
