#include "domain/lowestprices.h"

#include "domain/product.h"

#include <QCoreApplication>

#include <algorithm>

namespace bd::domain {

QString PriceSummary::formatted(const QLocale &locale) const
{
    return formatListPrice(listPrice, currency, unitScale, rounding, locale);
}

DisplayedPrice PriceSummary::displayed(const QLocale &locale) const
{
    return displayPrice(listPrice, currency, unitScale, rounding, locale);
}

bool LowestPrices::mayBeLowest(QStringView currency, double approx) const
{
    const auto it = std::find_if(m_lowest.begin(), m_lowest.end(),
                                 [&](const PriceSummary &p) { return p.currency == currency; });
    // A double settles most comparisons; close calls are left to the exact comparison.
    return it == m_lowest.end() || approx <= it->listPrice.toDouble() * (1 + 1e-9) + 1e-9;
}

void LowestPrices::offer(PriceSummary price)
{
    const auto it = std::find_if(m_lowest.begin(), m_lowest.end(),
                                 [&](const PriceSummary &p) { return p.currency == price.currency; });
    if (it == m_lowest.end())
        m_lowest.append(std::move(price));
    else if (price.listPrice < it->listPrice)
        *it = std::move(price);
}

QList<PriceSummary> LowestPrices::take()
{
    std::sort(m_lowest.begin(), m_lowest.end(),
              [](const PriceSummary &a, const PriceSummary &b) { return a.currency < b.currency; });
    return std::exchange(m_lowest, {});
}

QString lowestPricesText(const QList<PriceSummary> &prices, const QLocale &locale)
{
    QStringList parts;
    for (const PriceSummary &p : prices)
        parts << p.formatted(locale);
    return parts.join(QStringLiteral(" · "));
}

QString exactPricesText(const QList<PriceSummary> &prices, const QLocale &locale)
{
    QStringList parts;
    for (const PriceSummary &p : prices) {
        const DisplayedPrice shown = p.displayed(locale);
        if (shown.approximate)
            parts
                << QCoreApplication::translate("bd::domain", "%1 is exactly %2").arg(shown.text, shown.exact);
    }
    return parts.join(u'\n');
}

} // namespace bd::domain
