#pragma once

// A bundle's options in the Price panel: one row each, its quantity in a spin box held within the
// option's min and max (fixed options and bundled ones shown, not editable).

#include "domain/bundlepricing.h"

#include <QHash>
#include <QObject>

class QTableWidget;

namespace bd::widgets {

class PriceOptions final : public QObject
{
    Q_OBJECT
public:
    // Fills `table` (not owned); hidden when there are no options.
    explicit PriceOptions(QTableWidget *table, QObject *parent = nullptr);

    void setOptions(const QList<domain::BundleOption> &options);
    QHash<QString, qint64> quantities() const; // the options a person changed from their default

signals:
    void changed();

private:
    QTableWidget *m_table;
    QList<domain::BundleOption> m_options;
};

} // namespace bd::widgets
