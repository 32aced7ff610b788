#include "widgets/catalog/catalogfilterbar.h"

#include "models/catalog/catalogmodel.h"

#include <QComboBox>
#include <QDateTime>
#include <QLocale>

#include <algorithm>

namespace bd::widgets {

using models::CatalogModel;
using models::ProductChange;

CatalogFilterBar::CatalogFilterBar(const Combos &combos, CatalogModel *model, QObject *parent)
    : QObject(parent), m_combos(combos), m_model(model)
{
    for (QComboBox *combo : {m_combos.recordType, m_combos.priceModel, m_combos.billingTiming,
                             m_combos.currency, m_combos.category, m_combos.change})
        connect(combo, &QComboBox::currentIndexChanged, this, &CatalogFilterBar::apply);
    for (QComboBox *combo : valueCombos())
        connect(combo, &QComboBox::activated, this, [this] { m_wanted.clear(); }); // the person chose
    fillChoices();
}

QList<QComboBox *> CatalogFilterBar::valueCombos() const
{
    return {m_combos.recordType, m_combos.priceModel, m_combos.billingTiming, m_combos.currency,
            m_combos.category};
}

QStringList CatalogFilterBar::chosen() const
{
    QStringList values;
    for (const QComboBox *combo : valueCombos())
        values << combo->currentData().toString();
    return values;
}

void CatalogFilterBar::choose(const QStringList &values)
{
    m_wanted = values;
    fillChoices();
}

void CatalogFilterBar::chooseExactly(const QStringList &values)
{
    for (QComboBox *combo : valueCombos()) {
        const QSignalBlocker block(combo);
        combo->setCurrentIndex(0);
    }
    choose(values);
}

void CatalogFilterBar::fillChoices()
{
    struct Choice
    {
        QComboBox *combo;
        QString any;
        QStringList values;
    };
    const models::CatalogFilter &filter = m_model->filter();
    const Choice choices[] = {
        {m_combos.recordType, tr("Any record type"), filter.distinctValues(CatalogModel::RecordType)},
        {m_combos.priceModel, tr("Any price model"), filter.distinctValues(CatalogModel::PriceModel)},
        {m_combos.billingTiming, tr("Any billing timing"),
         filter.distinctValues(CatalogModel::BillingTiming)},
        {m_combos.currency, tr("Any currency"), filter.currencies()},
        {m_combos.category, tr("Any category"), filter.distinctValues(CatalogModel::Category)},
    };
    for (qsizetype i = 0; i < qsizetype(std::size(choices)); ++i) {
        const Choice &c = choices[i];
        const QString wanted = m_wanted.value(i);
        const QString kept =
            !wanted.isEmpty() && c.values.contains(wanted) ? wanted : c.combo->currentData().toString();
        if (kept == wanted && i < m_wanted.size())
            m_wanted[i].clear(); // found: chosen from now on like any choice
        const QSignalBlocker block(c.combo);
        syncItems(c.combo, c.any, c.values);
        const int at = std::max(0, c.combo->findData(kept)); // a reload keeps the choice
        if (c.combo->currentIndex() != at)
            c.combo->setCurrentIndex(at);
    }
    apply();
}

// Makes the combo's items "any" and then `values`, in place: items stay where they are, new ones
// are put in between and gone ones taken out, so a list open while products stream in grows under
// the person's eyes without closing or moving the highlighted value away.
void CatalogFilterBar::syncItems(QComboBox *combo, const QString &any, const QStringList &values)
{
    if (combo->count() == 0)
        combo->addItem(any, QString());
    else if (combo->itemText(0) != any)
        combo->setItemText(0, any);
    for (int i = 0; i < int(values.size()); ++i) {
        const int at = i + 1;
        if (at < combo->count() && combo->itemData(at).toString() == values[i])
            continue;
        const int found = combo->findData(values[i]);
        if (found > at) { // the ones in between are no longer offered
            for (int gone = found - at; gone > 0; --gone)
                combo->removeItem(at);
        } else {
            combo->insertItem(at, values[i], values[i]);
        }
    }
    while (combo->count() > int(values.size()) + 1)
        combo->removeItem(combo->count() - 1);
}

void CatalogFilterBar::apply()
{
    CatalogModel::Criteria c;
    c.recordType = m_combos.recordType->currentData().toString();
    c.priceModel = m_combos.priceModel->currentData().toString();
    c.billingTiming = m_combos.billingTiming->currentData().toString();
    c.currency = m_combos.currency->currentData().toString();
    c.category = m_combos.category->currentData().toString();
    c.change = m_combos.change->isHidden() ? ProductChange::None
                                           : ProductChange(m_combos.change->currentData().toInt());
    m_model->setCriteria(c);
}

void CatalogFilterBar::setChangesShown(bool shown)
{
    m_combos.change->setVisible(shown);
}

void CatalogFilterBar::showChanges(const QDateTime &since)
{
    const models::CatalogChangeMarks &changes = m_model->changes();
    QComboBox *combo = m_combos.change;
    const int kept = combo->currentData().toInt();
    const QSignalBlocker block(combo);
    combo->clear();
    combo->addItem(tr("All products"), int(ProductChange::None));
    combo->addItem(tr("New since the last list (%1)").arg(changes.count(ProductChange::Added)),
                   int(ProductChange::Added));
    combo->addItem(tr("Re-priced since the last list (%1)").arg(changes.count(ProductChange::Repriced)),
                   int(ProductChange::Repriced));
    combo->addItem(tr("Removed since the last list (%1)").arg(changes.count(ProductChange::Removed)),
                   int(ProductChange::Removed));
    combo->setCurrentIndex(std::max(0, combo->findData(kept)));
    combo->setToolTip(tr("Compared with the list of %1")
                          .arg(QLocale().toString(since.toLocalTime(), QLocale::ShortFormat)));
    combo->setVisible(true);
    apply();
}

} // namespace bd::widgets
