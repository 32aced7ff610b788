#include "models/common/savedviews.h"

#include "models/common/tenantscope.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>

#include <algorithm>

namespace bd::models {

namespace {

const QString Key = QStringLiteral("/views");
constexpr int FormatVersion = 1;

QString tr(const char *text)
{
    return QCoreApplication::translate("bd::models::SavedViews", text);
}

QJsonObject toObject(const SavedView &v)
{
    QJsonObject o{{QStringLiteral("name"), v.name},
                  {QStringLiteral("screen"), v.screen},
                  {QStringLiteral("search"), v.search}};
    QJsonObject filters;
    for (auto f = v.filters.cbegin(); f != v.filters.cend(); ++f)
        filters.insert(f.key(), f.value());
    o.insert(QStringLiteral("filters"), filters);
    if (!v.sortColumn.isEmpty()) {
        o.insert(QStringLiteral("sortColumn"), v.sortColumn);
        o.insert(QStringLiteral("descending"), v.descending);
    }
    QJsonObject widths;
    for (auto w = v.columnWidths.cbegin(); w != v.columnWidths.cend(); ++w)
        widths.insert(w.key(), w.value());
    o.insert(QStringLiteral("columnWidths"), widths);
    return o;
}

// One view of a file; the problem (naming the field) when it is not one.
std::optional<SavedView> fromObject(const QJsonValue &value, int at, QString *problem)
{
    const QString where = tr("view %1").arg(at + 1);
    if (!value.isObject()) {
        *problem = tr("%1 is not an object.").arg(where);
        return std::nullopt;
    }
    const QJsonObject o = value.toObject();
    SavedView v;
    v.name = o.value(QStringLiteral("name")).toString().trimmed();
    v.screen = o.value(QStringLiteral("screen")).toString();
    if (v.name.isEmpty()) {
        *problem = tr("%1: \"name\" must be a text that is not empty.").arg(where);
        return std::nullopt;
    }
    if (v.screen != u"catalog" && v.screen != u"webhooks") {
        *problem = tr("%1 (“%2”): \"screen\" must be \"catalog\" or \"webhooks\".").arg(where, v.name);
        return std::nullopt;
    }
    v.search = o.value(QStringLiteral("search")).toString();
    const QJsonObject filters = o.value(QStringLiteral("filters")).toObject();
    for (auto f = filters.begin(); f != filters.end(); ++f)
        if (f.value().isString() && !f.value().toString().isEmpty())
            v.filters.insert(f.key(), f.value().toString());
    v.sortColumn = o.value(QStringLiteral("sortColumn")).toString();
    v.descending = o.value(QStringLiteral("descending")).toBool();
    const QJsonObject widths = o.value(QStringLiteral("columnWidths")).toObject();
    for (auto w = widths.begin(); w != widths.end(); ++w) {
        const int px = w.value().toInt(-1);
        if (px > 0 && px <= 10000)
            v.columnWidths.insert(w.key(), px);
    }
    return v;
}

bool sameName(const SavedView &v, const QString &screen, const QString &name)
{
    return v.screen == screen && v.name.compare(name, Qt::CaseInsensitive) == 0;
}

} // namespace

SavedViews::SavedViews(const api::Account &account) : m_group(tenantSettingsGroup(account)) {}

QList<SavedView> SavedViews::all(const QString &screen) const
{
    const QByteArray json = QSettings().value(m_group + Key).toByteArray();
    QString ignored;
    QList<SavedView> views =
        json.isEmpty() ? QList<SavedView>() : fromJson(json, &ignored).value_or(QList<SavedView>());
    if (!screen.isEmpty())
        views.removeIf([&](const SavedView &v) { return v.screen != screen; });
    std::sort(views.begin(), views.end(), [](const SavedView &a, const SavedView &b) {
        return a.name.compare(b.name, Qt::CaseInsensitive) < 0;
    });
    return views;
}

std::optional<SavedView> SavedViews::find(const QString &screen, const QString &name) const
{
    for (const SavedView &v : all(screen))
        if (sameName(v, screen, name.trimmed()))
            return v;
    return std::nullopt;
}

void SavedViews::save(const SavedView &view)
{
    QList<SavedView> views = all();
    views.removeIf([&](const SavedView &v) { return sameName(v, view.screen, view.name); });
    views.append(view);
    write(views);
}

bool SavedViews::rename(const QString &screen, const QString &from, const QString &to)
{
    const QString name = to.trimmed();
    QList<SavedView> views = all();
    const bool taken = std::any_of(views.cbegin(), views.cend(), [&](const SavedView &v) {
        return sameName(v, screen, name) && !sameName(v, screen, from);
    });
    if (name.isEmpty() || taken)
        return false;
    for (SavedView &v : views)
        if (sameName(v, screen, from))
            v.name = name;
    write(views);
    return true;
}

void SavedViews::remove(const QString &screen, const QString &name)
{
    QList<SavedView> views = all();
    views.removeIf([&](const SavedView &v) { return sameName(v, screen, name); });
    write(views);
}

void SavedViews::write(const QList<SavedView> &views)
{
    QSettings settings;
    if (views.isEmpty())
        settings.remove(m_group + Key);
    else
        settings.setValue(m_group + Key, toJson(views));
}

QByteArray SavedViews::toJson(const QList<SavedView> &views)
{
    QJsonArray list;
    for (const SavedView &v : views)
        list.append(toObject(v));
    return QJsonDocument(QJsonObject{{QStringLiteral("billingDeskViews"), FormatVersion},
                                     {QStringLiteral("views"), list}})
        .toJson(QJsonDocument::Indented);
}

std::optional<QList<SavedView>> SavedViews::fromJson(const QByteArray &json, QString *error)
{
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parse);
    if (parse.error != QJsonParseError::NoError) {
        *error = tr("This is not JSON: %1 (at byte %2).").arg(parse.errorString()).arg(parse.offset);
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    if (!doc.isObject() || !root.value(QStringLiteral("billingDeskViews")).isDouble() ||
        !root.value(QStringLiteral("views")).isArray()) {
        *error =
            tr("This is not a file of saved views: it needs \"billingDeskViews\": 1 and a \"views\" list.");
        return std::nullopt;
    }
    QList<SavedView> out;
    const QJsonArray list = root.value(QStringLiteral("views")).toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        std::optional<SavedView> v = fromObject(list.at(i), int(i), error);
        if (!v)
            return std::nullopt;
        out.append(*v);
    }
    return out;
}

} // namespace bd::models
