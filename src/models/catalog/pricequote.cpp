#include "models/catalog/pricequote.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace bd::models {

using namespace bd::domain;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("bd::models::PriceQuote", text);
}

// A number as typed: the locale's decimal point or a dot; no thousands separators.
std::optional<Decimal> typedNumber(const QString &text)
{
    QString t = text.trimmed();
    const QString point = QLocale().decimalPoint();
    if (point != QStringLiteral("."))
        t.replace(point, QStringLiteral("."));
    return Decimal::fromString(t);
}

double chartValue(const Fraction &value)
{
    return value.rounded(4, RoundingMode::Nearest).toDouble();
}

// The smallest of 10, 20, 50, 100, 200, 500 … at or above `x`: the curve's range changes only
// when the quantity outgrows it, not at every keystroke.
Decimal niceCeiling(double x)
{
    for (int power = 1;; ++power)
        for (int m : {1, 2, 5})
            if (double(m) * std::pow(10.0, power) >= x || power > 15)
                return Decimal::fromInteger(m).shifted(power);
}

// What a curve is computed from, copied: the work runs on another thread while the person goes
// on typing, choosing another price or another product.
struct CurveInputs
{
    Product product;
    PriceBookEntry entry;
    QHash<QString, Product> optionProducts; // a bundle's options; empty: priced alone
    bool bundle = false;
};

// About a hundred even steps up to the range, plus every tier boundary within it, so that a
// volume cliff shows as the drop it is.
PriceCurve curveOf(const CurveInputs &in, const BundleInput &input, const Decimal &range, int scale)
{
    const PriceCalculator calculator(in.product, in.entry);
    // A hundredth of the range, or the unit's smallest step (0.5 shifted is 0.005, 2E+6 is 20000).
    Decimal step = range.shifted(-2).normalized();
    if (step.scale() > scale)
        step = Decimal::fromInteger(1).shifted(-scale);
    QList<Decimal> quantities;
    for (Decimal q; !(range < q); q = q + step)
        quantities << q;
    const QList<Decimal> bounds = calculator.quantityBoundaries();
    for (const Decimal &b : bounds)
        if (!(range < b) && !b.isNegative())
            quantities << b;
    std::sort(quantities.begin(), quantities.end());
    quantities.erase(std::unique(quantities.begin(), quantities.end()), quantities.end());
    QList<Fraction> totals;
    if (!in.bundle) {
        totals = calculator.totals(input.input, quantities);
    } else {
        const ProductLookup lookup = [&in](const QString &id) -> const Product * {
            const auto it = in.optionProducts.constFind(id);
            return it == in.optionProducts.cend() ? nullptr : &*it;
        };
        BundleInput at = input;
        for (const Decimal &q : quantities) {
            at.input.quantity = q;
            totals << priceBundle(in.product, in.entry, at, lookup).exactTotal;
        }
    }
    PriceCurve curve;
    curve.range = range.toDouble();
    for (qsizetype i = 0; i < quantities.size() && i < totals.size(); ++i) {
        const double x = quantities.at(i).toDouble();
        const double y = chartValue(totals.at(i));
        curve.totals << QPointF(x, y);
        if (!quantities.at(i).isZero())
            curve.unitPrices << QPointF(x, chartValue(totals.at(i) / Fraction(quantities.at(i))));
        if (bounds.contains(quantities.at(i)))
            curve.boundaries << QPointF(x, y);
    }
    return curve;
}

} // namespace

PriceQuote::PriceQuote() = default;
PriceQuote::~PriceQuote() = default;

void PriceQuote::setProduct(const Product &product, QHash<QString, Product> optionProducts,
                            QHash<QString, QString> unavailable)
{
    clear();
    m_product = std::make_unique<Product>(product);
    m_optionProducts = std::move(optionProducts);
    m_unavailable = std::move(unavailable);
    const Product &p = *m_product;
    const EntryChoice recommended = choosePriceBookEntry(p, {}, {});
    for (const PriceBookEntry &e : p.priceBookEntries.orEmpty()) {
        if (!e.isActive()) // the entries the engine chooses from (spec §2.6)
            continue;
        if (&e == recommended.entry)
            m_recommended = int(m_entries.size());
        m_entries << &e;
        m_terms << PriceCalculator(p, e).hasTerm();
    }
    m_options = bundleOptions(p);
}

void PriceQuote::addOptionProduct(const QString &productId, const Product &product)
{
    m_optionProducts.insert(productId, product);
    m_unavailable.remove(productId);
    m_curveKey.clear(); // the curve priced without it
}

void PriceQuote::setOptionUnavailable(const QString &productId, const QString &why)
{
    m_optionProducts.remove(productId);
    m_unavailable.insert(productId, why);
    m_curveKey.clear();
}

void PriceQuote::clear()
{
    m_calculator.reset();
    m_entries.clear();
    m_terms.clear();
    m_options.clear();
    m_optionProducts.clear();
    m_unavailable.clear();
    m_product.reset();
    m_recommended = 0;
    m_entry = -1;
    m_result = PriceResult();
    m_hasResult = false;
    m_curveKey.clear();
}

QStringList PriceQuote::entryLabels() const
{
    QStringList out;
    for (const PriceBookEntry *e : m_entries)
        out << tr("%1 per %2 — %3")
                   .arg(e->currencyIsoCode.valueOr({}), e->uom.orEmpty().name.valueOr({}),
                        e->formattedPrice());
    return out;
}

int PriceQuote::decimalScale(int entry) const
{
    return entry >= 0 && entry < m_entries.size() ? m_entries.at(entry)->uom.orEmpty().effectiveDecimalScale()
                                                  : 0;
}

bool PriceQuote::hasTerm(int entry) const
{
    return entry >= 0 && entry < m_terms.size() && m_terms.at(entry);
}

QString PriceQuote::termUnitName(int entry) const
{
    if (!hasTerm(entry))
        return QString();
    const std::optional<TimeUnit> unit =
        timeUnitFromString(m_entries.at(entry)->uom.orEmpty().termDimension.valueOr({}));
    return unit ? domain::timeUnitName(*unit, Fraction(Decimal::fromInteger(1))) : QString();
}

std::optional<Violation> PriceQuote::read(const PriceForm &form, BundleInput &out) const
{
    const QString scale = QLocale().toString(decimalScale(form.entry));
    const std::optional<Decimal> q = typedNumber(form.quantity);
    if (form.quantity.trimmed().isEmpty())
        return Violation{QStringLiteral("quantity"),
                         tr("Quantity: type how many units, a number of 0 or more such as 45 or 2.5.")};
    if (!q)
        return Violation{QStringLiteral("quantity"),
                         tr("Quantity: “%1” is not a number. Type 0 or more, such as 45 or 2.5 (this unit "
                            "keeps %2 decimal places).")
                             .arg(form.quantity.trimmed(), scale)};
    if (q->isNegative())
        return Violation{QStringLiteral("quantity"),
                         tr("Quantity: %1 is below 0. Type 0 or more.").arg(form.quantity.trimmed())};
    out.input.quantity = *q;
    out.input.basis = form.basis;
    out.input.on = form.start;
    out.optionQuantities = form.options;
    out.unavailable = m_unavailable;
    if (!hasTerm(form.entry))
        return std::nullopt;
    if (form.byDates) {
        if (form.end < form.start)
            return Violation{QStringLiteral("end"),
                             tr("End date: %1 is before the start date %2. The end is the term's last day, "
                                "on or after its first.")
                                 .arg(QLocale().toString(form.end, QLocale::ShortFormat),
                                      QLocale().toString(form.start, QLocale::ShortFormat))};
        out.input.term.first = form.start;
        out.input.term.last = form.end;
        return std::nullopt;
    }
    if (form.term.trimmed().isEmpty())
        return std::nullopt; // the product's default term
    const std::optional<Decimal> length = typedNumber(form.term);
    if (!length)
        return Violation{QStringLiteral("term"), tr("Term: “%1” is not a number. Type a length of 0 or more, "
                                                    "such as 12 or 1.5, or leave it empty for the default.")
                                                     .arg(form.term.trimmed())};
    if (length->isNegative())
        return Violation{QStringLiteral("term"),
                         tr("Term: %1 is below 0. Type a length of 0 or more.").arg(form.term.trimmed())};
    out.input.term.length = *length;
    out.input.term.unit = form.termUnit;
    return std::nullopt;
}

PriceQuote::Update PriceQuote::update(const PriceForm &form)
{
    Update u;
    if (!m_product || form.entry < 0 || form.entry >= m_entries.size())
        return u;
    BundleInput input;
    if ((u.problem = read(form, input)))
        return u;
    if (form.entry != m_entry) {
        m_entry = form.entry;
        m_calculator = std::make_unique<PriceCalculator>(*m_product, *m_entries.at(m_entry));
    }
    if (!m_options.isEmpty())
        u.problem = checkBundleInput(*m_product, *m_entries.at(m_entry), input);
    else
        u.problem = m_calculator->check(input.input);
    if (u.problem)
        return u;
    m_result = priceAt(input);
    m_hasResult = true;
    QList<Decimal> bounds = m_calculator->quantityBoundaries();
    const double last = bounds.isEmpty() ? 0 : bounds.last().toDouble();
    const Decimal range = niceCeiling(std::max({10.0, last * 1.2, m_result.quantity.toDouble() * 1.2}));
    const QString key = QStringList{QString::number(m_entry),
                                    form.byDates ? QString() : form.term,
                                    QString::number(int(form.termUnit)),
                                    QString::number(form.byDates),
                                    form.start.toString(Qt::ISODate),
                                    form.end.toString(Qt::ISODate),
                                    QString::number(int(form.basis)),
                                    range.toString()}
                            .join(u'|');
    QString optionKey;
    for (auto it = form.options.cbegin(); it != form.options.cend(); ++it)
        optionKey += it.key() + u'=' + QString::number(it.value()) + u';';
    if (key + optionKey != m_curveKey) {
        auto in = std::make_shared<const CurveInputs>(
            CurveInputs{*m_product, *m_entries.at(m_entry), m_optionProducts, !m_options.isEmpty()});
        u.curve = [in, input, range, scale = decimalScale(m_entry)] {
            return curveOf(*in, input, range, scale);
        };
        m_curveKey = key + optionKey;
    }
    return u;
}

PriceResult PriceQuote::priceAt(const BundleInput &input) const
{
    if (m_options.isEmpty())
        return m_calculator->price(input.input);
    const ProductLookup lookup = [this](const QString &id) -> const Product * {
        const auto it = m_optionProducts.constFind(id);
        return it == m_optionProducts.cend() ? nullptr : &*it;
    };
    return priceBundle(*m_product, *m_entries.at(m_entry), input, lookup);
}

QPointF PriceQuote::current() const
{
    return QPointF(m_result.quantity.toDouble(), chartValue(m_result.exactTotal));
}

} // namespace bd::models
