#pragma once

// The catalog's filter bar: a combo box per filter (record type, price model, billing timing,
// currency, category), filled with the choices the products offer and kept across reloads,
// and "changes since last time", shown with counts once a fresh list was compared with the one
// it replaced. Every choice narrows the model's rows at once.

#include <QObject>

class QComboBox;
class QDateTime;

namespace bd::models {
class CatalogModel;
} // namespace bd::models

namespace bd::widgets {

class CatalogFilterBar final : public QObject
{
    Q_OBJECT
public:
    struct Combos
    {
        QComboBox *recordType;
        QComboBox *priceModel;
        QComboBox *billingTiming;
        QComboBox *currency;
        QComboBox *category;
        QComboBox *change;
    };
    // Works the combos (not owned) on `model`'s criteria.
    CatalogFilterBar(const Combos &combos, models::CatalogModel *model, QObject *parent = nullptr);

    // The choices the products offer now; a choice made stays when its value is still there.
    void fillChoices();
    // The values chosen: record type, price model, billing timing, currency, category (empty: any).
    QStringList chosen() const;
    // Chooses these (as chosen() gives them) as soon as the products offer each, unless the
    // person chooses first: the filters left at the last start.
    void choose(const QStringList &values);
    // The same, but every filter not named (an empty value) goes back to "any": a saved view.
    void chooseExactly(const QStringList &values);
    // The list was compared with the one of `since`: the change filter appears, with counts.
    void showChanges(const QDateTime &since);
    // Until the list shown is compared with another, there is no change filter.
    void setChangesShown(bool shown);

private:
    void apply();
    static void syncItems(QComboBox *combo, const QString &any, const QStringList &values);

    QList<QComboBox *> valueCombos() const;

    Combos m_combos;
    models::CatalogModel *m_model;
    QStringList m_wanted; // choose()'s values not offered yet
};

} // namespace bd::widgets
