#pragma once

// The Price panel's decisions, without widgets: the product's active prices to choose from, the
// inputs as typed (each problem a sentence that names the field and what is allowed), the price
// with its breakdown, and the curve of totals and unit prices across quantities. A keystroke in
// the quantity prices once; the curve is computed again only when what it depends on changed
// (the price, the term, the dates, the options, or a quantity beyond the curve's range).

#include "domain/bundlepricing.h"

#include <QDate>
#include <QHash>
#include <QList>
#include <QPointF>

#include <functional>
#include <memory>

namespace bd::models {

// The inputs as a person typed them.
struct PriceForm
{
    int entry = 0; // into PriceQuote::entryLabels()
    QString quantity;
    QString term; // empty: the product's default term
    domain::TimeUnit termUnit = domain::TimeUnit::Month;
    bool byDates = false;
    QDate start; // the day tags must be valid on; with byDates also the term's first day
    QDate end;   // with byDates: the term's last day
    domain::TermBasis basis = domain::TermBasis::Us30360;
    QHash<QString, qint64> options; // bundle option id -> quantity
};

// The curve in chart units: x the quantity, y the total (and the total per unit), in the currency.
struct PriceCurve
{
    QList<QPointF> totals;
    QList<QPointF> unitPrices; // from the first quantity above 0
    QList<QPointF> boundaries; // the totals where a quantity tier begins or ends
    double range = 0;          // the largest quantity shown
};

class PriceQuote
{
public:
    PriceQuote();
    ~PriceQuote();

    // `optionProducts`: the full products of a bundle's options, by id (those at hand);
    // `unavailable`: why the others are not, by product id (said in the option's warning).
    void setProduct(const domain::Product &product, QHash<QString, domain::Product> optionProducts = {},
                    QHash<QString, QString> unavailable = {});
    // An option's product arrived, or will not (`why`): the next update prices with it.
    void addOptionProduct(const QString &productId, const domain::Product &product);
    void setOptionUnavailable(const QString &productId, const QString &why);
    void clear();
    bool hasProduct() const { return m_product != nullptr; }

    // The active prices: "USD per User/Month — 25.00 USD", and the one to start with.
    QStringList entryLabels() const;
    int recommendedEntry() const { return m_recommended; }
    int decimalScale(int entry) const;
    bool hasTerm(int entry) const;
    QString termUnitName(int entry) const; // "month"; empty without a term
    const QList<domain::BundleOption> &options() const { return m_options; }

    struct Update
    {
        std::optional<domain::Violation> problem; // field: quantity, term, start, end, option <id>
        // When the curve changed: the work that computes it, on its own copies of the product and
        // options, for any thread (a hundred prices: a keystroke's frame keeps the GUI thread).
        std::function<PriceCurve()> curve;
    };
    // Prices the form. On a problem the last result and curve stay as they were.
    Update update(const PriceForm &form);
    bool hasResult() const { return m_hasResult; }
    const domain::PriceResult &result() const { return m_result; }
    // Where the current quantity sits on the curve.
    QPointF current() const;

private:
    std::optional<domain::Violation> read(const PriceForm &form, domain::BundleInput &out) const;
    domain::PriceResult priceAt(const domain::BundleInput &input) const;

    std::unique_ptr<domain::Product> m_product;
    QHash<QString, domain::Product> m_optionProducts;
    QHash<QString, QString> m_unavailable; // option product id -> why it is not at hand
    QList<const domain::PriceBookEntry *> m_entries;
    QList<bool> m_terms; // per entry: whether a term multiplies its price
    QList<domain::BundleOption> m_options;
    int m_recommended = 0;
    int m_entry = -1;
    std::unique_ptr<domain::PriceCalculator> m_calculator; // for m_entry
    domain::PriceResult m_result;
    bool m_hasResult = false;
    QString m_curveKey; // what the last curve was computed for
};

} // namespace bd::models
