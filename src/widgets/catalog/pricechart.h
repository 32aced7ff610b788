#pragma once

// The Price panel's curve (Qt Charts): the total (left axis) and the total per unit (right axis)
// across quantities, the tier boundaries marked on the total, and the current quantity
// highlighted on both, so that a volume cliff shows at a glance. Series are named for tests and
// screen readers: "totals", "unitPrices", "boundaries", "currentTotal", "currentUnitPrice".

#include "models/catalog/pricequote.h"

#include <QChartView>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace bd::widgets {

class PriceChart final : public QChartView
{
    Q_OBJECT
public:
    explicit PriceChart(QWidget *parent = nullptr);

    // `currency` labels the money axes; `unit` the quantity axis ("User").
    void setCurve(const models::PriceCurve &curve, const QString &currency, const QString &unit);
    // Precondition: setCurve() was called. `unitPrice` is ignored at quantity 0.
    void setCurrent(QPointF total, double unitPrice);
    void clear();

private:
    QLineSeries *m_totals;
    QLineSeries *m_unitPrices;
    QScatterSeries *m_boundaries;
    QScatterSeries *m_currentTotal;
    QScatterSeries *m_currentUnitPrice;
    QValueAxis *m_x;
    QValueAxis *m_money;
    QValueAxis *m_perUnit;
    double m_range = 0;
};

} // namespace bd::widgets
