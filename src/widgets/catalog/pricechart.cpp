#include "widgets/catalog/pricechart.h"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <utility>

namespace bd::widgets {

namespace {

double topOf(const QList<QPointF> &points, double at_least)
{
    double top = at_least;
    for (const QPointF &p : points)
        top = std::max(top, p.y());
    return top > 0 ? top * 1.08 : 1;
}

// A round top for a money axis at or above `top`, and the tick count that puts every tick on a
// round value: 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8 or 10 × 10^k. (QValueAxis::applyNiceNumbers does the
// same at several times the cost, on the GUI thread at every new curve.)
std::pair<double, int> niceTop(double top)
{
    if (!(top > 0))
        return {1, 6};
    const double unit = std::pow(10.0, std::floor(std::log10(top)));
    static constexpr std::pair<double, int> steps[] = {{1, 6}, {1.5, 4}, {2, 5}, {2.5, 6}, {3, 4},
                                                       {4, 5}, {5, 6},   {6, 4}, {8, 5},   {10, 6}};
    for (const auto &[lead, ticks] : steps)
        if (lead * unit >= top * (1 - 1e-12))
            return {lead * unit, ticks};
    return {10 * unit, 6};
}

void setNiceRange(QValueAxis *axis, double top)
{
    const auto [max, ticks] = niceTop(top);
    axis->setRange(0, max);
    axis->setTickCount(ticks);
    // Whole numbers where the values are large, cents where they are small.
    axis->setLabelFormat(max >= 100 ? QStringLiteral("%.0f") : QStringLiteral("%.2f"));
}

template <typename Series> Series *namedSeries(const char *name, const QString &title, QChart *chart)
{
    auto *s = new Series(chart);
    s->setObjectName(QString::fromLatin1(name));
    s->setName(title);
    chart->addSeries(s);
    return s;
}

} // namespace

PriceChart::PriceChart(QWidget *parent) : QChartView(parent)
{
    auto *c = new QChart();
    c->setMargins(QMargins(2, 2, 2, 2));
    c->setLocalizeNumbers(true); // 349,920 as the rest of the window writes it
    c->legend()->setAlignment(Qt::AlignBottom);
    m_totals = namedSeries<QLineSeries>("totals", tr("Total"), c);
    m_unitPrices = namedSeries<QLineSeries>("unitPrices", tr("Price per unit"), c);
    m_boundaries = namedSeries<QScatterSeries>("boundaries", tr("Tier boundary"), c);
    m_boundaries->setMarkerSize(7);
    m_boundaries->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_currentTotal = namedSeries<QScatterSeries>("currentTotal", tr("Your quantity"), c);
    m_currentTotal->setMarkerSize(13);
    m_currentTotal->setColor(QColor(0xd9, 0x48, 0x1c));
    m_currentUnitPrice = namedSeries<QScatterSeries>("currentUnitPrice", QString(), c);
    m_currentUnitPrice->setMarkerSize(10);
    m_currentUnitPrice->setColor(QColor(0xd9, 0x48, 0x1c));
    m_x = new QValueAxis(c);
    m_money = new QValueAxis(c);
    m_perUnit = new QValueAxis(c);
    // Each money axis in its line's colour, so the legend's names tell them apart.
    m_money->setLabelsColor(m_totals->color());
    m_perUnit->setLabelsColor(m_unitPrices->color());
    c->addAxis(m_x, Qt::AlignBottom);
    c->addAxis(m_money, Qt::AlignLeft);
    c->addAxis(m_perUnit, Qt::AlignRight);
    for (QXYSeries *s : {static_cast<QXYSeries *>(m_totals), static_cast<QXYSeries *>(m_boundaries),
                         static_cast<QXYSeries *>(m_currentTotal)}) {
        s->attachAxis(m_x);
        s->attachAxis(m_money);
    }
    for (QXYSeries *s :
         {static_cast<QXYSeries *>(m_unitPrices), static_cast<QXYSeries *>(m_currentUnitPrice)}) {
        s->attachAxis(m_x);
        s->attachAxis(m_perUnit);
    }
    // The marker of the current unit price repeats "Your quantity": one legend entry is enough.
    for (QLegendMarker *marker : c->legend()->markers(m_currentUnitPrice))
        marker->setVisible(false);
    setChart(c);
    setRenderHint(QPainter::Antialiasing);
    setFocusPolicy(Qt::NoFocus); // nothing to do with keys; Tab goes from the table to the form
}

void PriceChart::setCurve(const models::PriceCurve &curve, const QString &currency, const QString &unit)
{
    m_range = curve.range;
    m_totals->replace(curve.totals);
    m_unitPrices->replace(curve.unitPrices);
    m_boundaries->replace(curve.boundaries);
    m_x->setRange(0, std::max(curve.range, 1.0));
    // The range is 1, 2 or 5 × 10^k: ticks at a fifth of it (a quarter for 2 × 10^k) fall on
    // round quantities, never between two units.
    const double lead = curve.range / std::pow(10.0, std::floor(std::log10(std::max(curve.range, 1.0))));
    m_x->setTickCount(lead > 1.5 && lead < 2.5 ? 5 : 6);
    m_x->setTitleText(unit.isEmpty() ? tr("Quantity") : tr("Quantity (%1)").arg(unit));
    m_x->setLabelFormat(curve.range >= 10 ? QStringLiteral("%.0f") : QStringLiteral("%.2f"));
    setNiceRange(m_money, topOf(curve.totals, 0));
    setNiceRange(m_perUnit, topOf(curve.unitPrices, 0));
    // The money axes say what they count in the legend, beside their lines' colours: a title
    // along a vertical axis was cut to "Total (U…" at the panel's usual width.
    m_totals->setName(tr("Total (%1)").arg(currency));
    m_unitPrices->setName(tr("Per unit (%1)").arg(currency));
}

void PriceChart::setCurrent(QPointF total, double unitPrice)
{
    m_currentTotal->replace({total});
    m_currentUnitPrice->replace(total.x() > 0 ? QList<QPointF>{QPointF(total.x(), unitPrice)}
                                              : QList<QPointF>{});
    // A quantity beyond the curve still shows where it is.
    if (total.x() > m_range)
        m_x->setRange(0, total.x() * 1.05);
    if (total.y() > m_money->max())
        setNiceRange(m_money, total.y() * 1.08);
    if (unitPrice > m_perUnit->max())
        setNiceRange(m_perUnit, unitPrice * 1.08);
}

void PriceChart::clear()
{
    for (QXYSeries *s : {static_cast<QXYSeries *>(m_totals), static_cast<QXYSeries *>(m_unitPrices),
                         static_cast<QXYSeries *>(m_boundaries), static_cast<QXYSeries *>(m_currentTotal),
                         static_cast<QXYSeries *>(m_currentUnitPrice)})
        s->clear();
}

} // namespace bd::widgets
