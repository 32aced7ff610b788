#pragma once

// Saved views: what a person set up on a screen every morning — the catalog's search, filters,
// sort and column widths, the webhooks table's filter — kept under a name per environment and
// tenant (tenantscope.h), in the settings the window and the command-line tool share (so
// `billing-desk-cli products list --view NAME` uses them too). A small JSON file carries them
// from one person to another. Typed words and chosen values only; never a secret.

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace bd::api {
class Account;
}

namespace bd::models {

struct SavedView
{
    QString name;
    QString screen; // "catalog" or "webhooks"
    QString search; // the search or filter box's text
    // Filter values by field: recordType, priceModel, billingTiming, currency, category (catalog)
    // or state (webhooks); a field not here is "any".
    QMap<QString, QString> filters;
    QString sortColumn; // a column's key ("name", "lowestPrice", …); empty: as the service sent
    bool descending = false;
    QMap<QString, int> columnWidths; // column key -> pixels

    bool operator==(const SavedView &) const = default;
};

class SavedViews
{
public:
    // The views of the account's environment and tenant.
    explicit SavedViews(const api::Account &account);
    // Under an explicit settings group (tests).
    explicit SavedViews(QString group) : m_group(std::move(group)) {}

    // Every view, or those of one screen, by name (case-insensitive).
    QList<SavedView> all(const QString &screen = {}) const;
    std::optional<SavedView> find(const QString &screen, const QString &name) const;
    // Keeps it, replacing a view of that screen with the same name (case-insensitive).
    void save(const SavedView &view);
    // False (and nothing changed) when another view of the screen has the new name.
    bool rename(const QString &screen, const QString &from, const QString &to);
    void remove(const QString &screen, const QString &name);

    // {"billingDeskViews": 1, "views": [...]}: what Export writes and Import reads.
    static QByteArray toJson(const QList<SavedView> &views);
    // The views in such a file; nothing, and `error` naming the field and what is allowed, when
    // it is not one. Unknown fields are ignored (a newer version's file still reads).
    static std::optional<QList<SavedView>> fromJson(const QByteArray &json, QString *error);

private:
    void write(const QList<SavedView> &views);
    QString m_group;
};

} // namespace bd::models
