#include "widgets/catalog/priceoptions.h"

#include <QHeaderView>
#include <QSpinBox>
#include <QTableWidget>

#include <limits>

namespace bd::widgets {

PriceOptions::PriceOptions(QTableWidget *table, QObject *parent) : QObject(parent), m_table(table)
{
    m_table->setColumnCount(2);
    m_table->setHorizontalHeaderLabels({tr("Option"), tr("Quantity")});
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
}

void PriceOptions::setOptions(const QList<domain::BundleOption> &options)
{
    m_options = options;
    m_table->clearContents();
    m_table->setRowCount(int(options.size()));
    m_table->setVisible(!options.isEmpty());
    for (int row = 0; row < options.size(); ++row) {
        const domain::BundleOption &o = options.at(row);
        QString name = o.name.isEmpty() ? o.optionId : o.name;
        if (o.perBundleUnit)
            name = tr("%1 (per bundle unit)").arg(name);
        m_table->setItem(row, 0, new QTableWidgetItem(name));
        if (o.bundled) {
            m_table->setItem(row, 1, new QTableWidgetItem(tr("included")));
            continue;
        }
        auto *spin = new QSpinBox(m_table);
        spin->setObjectName(QStringLiteral("option_") + o.optionId);
        spin->setAccessibleName(tr("Quantity of %1").arg(name));
        const qint64 top = o.maxQuantity.value_or(std::numeric_limits<int>::max());
        spin->setRange(int(std::clamp<qint64>(o.minQuantity, 0, std::numeric_limits<int>::max())),
                       int(std::min<qint64>(top, std::numeric_limits<int>::max())));
        spin->setValue(int(o.defaultQuantity));
        spin->setEnabled(o.editable);
        spin->setToolTip(o.maxQuantity ? tr("From %1 to %2").arg(o.minQuantity).arg(*o.maxQuantity)
                                       : tr("%1 or more").arg(o.minQuantity));
        connect(spin, &QSpinBox::valueChanged, this, &PriceOptions::changed);
        m_table->setCellWidget(row, 1, spin);
    }
}

QHash<QString, qint64> PriceOptions::quantities() const
{
    QHash<QString, qint64> out;
    for (int row = 0; row < m_options.size(); ++row)
        if (const auto *spin = qobject_cast<const QSpinBox *>(m_table->cellWidget(row, 1)))
            if (spin->value() != m_options.at(row).defaultQuantity)
                out.insert(m_options.at(row).optionId, spin->value());
    return out;
}

} // namespace bd::widgets
