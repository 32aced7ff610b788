// The tag steps of the calculator: PRICING.md §2a (price tags) and §2b (discount tags). q is the
// rounded quantity, T the term in the price's term unit, x what the tag's tiers count (q, or T in
// the tag's own time unit), S the running subtotal.

#include "domain/pricingsteps.h"

#include <QCoreApplication>

#include <algorithm>

namespace bd::domain::steps {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("bd::domain::steps", text); // lupdate's context here
}

using Kind = PriceLine::Kind;

// What a tag's tiers count, and how many of the price's term units one of its units is.
struct Measure
{
    Fraction x;
    Fraction perTagUnit; // 1 for quantity tags
    bool byTerm = false;
};

Measure measure(const TagRule &tag, const Steps &s)
{
    if (tag.basis == TagBasis::Quantity)
        return {s.quantity, Fraction(Decimal::fromInteger(1)), false};
    const Fraction tagUnitsPerTermUnit = unitsPer(*s.termUnit, *tag.termUnit, s.basis);
    return {s.term * tagUnitsPerTermUnit, Fraction(Decimal::fromInteger(1)) / tagUnitsPerTermUnit, true};
}

QString rangeText(const TagRule &tag, const TierRule &t)
{
    if (tag.basis == TagBasis::Quantity)
        return t.rangeText();
    return t.rangeText() + u' ' + timeUnitName(*tag.termUnit, Fraction(Decimal::fromInteger(2)));
}

QString tierLabel(const TagRule &tag, const TierRule &t)
{
    if (tag.mode == TierMode::Ramp)
        return tr("%1, period %2 (%3)").arg(tag.label).arg(t.number).arg(rangeText(tag, t));
    return tr("%1, tier %2 (%3)").arg(tag.label).arg(t.number).arg(rangeText(tag, t));
}

bool isFlat(const TierRule &t)
{
    return t.flat && t.amount.has_value(); // a percentage is always per unit
}

// A price tag tier's price: its amount, else the list price less its percentage, else the list price.
Fraction tierPrice(const TierRule &t, const Steps &s)
{
    if (t.amount)
        return *t.amount;
    if (t.percent)
        return Fraction(s.listPrice * (Decimal::fromInteger(1) - t.percent->shifted(-2)));
    return Fraction(s.listPrice);
}

QString percentText(const Decimal &percent)
{
    return percent.isNegative() ? tr("%1 % more").arg((-percent).normalized().toString())
                                : tr("%1 % off").arg(percent.normalized().toString());
}

// The units of a tier a line counts: quantity × term units, or quantity × the tier's share of
// the term (per unit), or term units alone (flat).
Fraction lineUnits(const Measure &m, const Steps &s, const Fraction &n, bool flat)
{
    if (m.byTerm)
        return flat ? n * m.perTagUnit : s.quantity * n * m.perTagUnit;
    return flat ? s.term : n * s.term;
}

template <typename Outcome>
void warnBeyond(const TagRule &tag, const Measure &m, Steps &s, const Outcome &outcome)
{
    if (!s.withLines || !tag.beyondLastTier(m.x))
        return;
    const Fraction above = m.x - Fraction(*tag.tiers.last().upper);
    s.warn(PriceWarningKind::BeyondLastTier,
           tr("%1 of %2 units are above the last tier of %3 (%4): %5")
               .arg(above.toDecimal().toString(), m.x.toDecimal().toString(), tag.label,
                    tag.tiers.last().rangeText(), outcome()));
}

PriceLine line(PriceLine::Kind kind, const QString &label, const Fraction &units, const Fraction &unitPrice,
               const Fraction &amount, const QString &rule)
{
    return PriceLine{kind, label, units, unitPrice, amount, rule, true};
}

} // namespace

QList<Fraction> tierSums(const TagRule &tag, const Decimal &listPrice)
{
    QList<Fraction> sums;
    if (tag.effect != TagEffect::Price || tag.basis != TagBasis::Quantity || tag.mode != TierMode::Tiered)
        return sums;
    Steps prices;
    prices.listPrice = listPrice;
    sums.append(Fraction());
    for (const TierRule &t : tag.tiers) {
        if (!t.upper)
            break; // an open tier is never whole
        const Fraction width = Fraction(*t.upper) - Fraction(t.lower);
        const Fraction whole =
            width.isZero() ? Fraction() : (isFlat(t) ? tierPrice(t, prices) : tierPrice(t, prices) * width);
        sums.append(sums.last() + whole);
    }
    return sums;
}

// The total of a quantity-tiered price tag from its tier sums: the whole tiers below the tier
// holding x, that tier's part, and the units outside every tier at the list price; times T.
static Fraction tieredTotal(const TagRule &tag, const Steps &s, const QList<Fraction> &sums)
{
    const Fraction &x = s.quantity;
    const auto reaches = std::partition_point(tag.tiers.begin(), tag.tiers.end(), [&x](const TierRule &t) {
        return t.upper && Fraction(*t.upper) < x;
    });
    const qsizetype k = reaches - tag.tiers.begin();
    Fraction perTermUnit = sums.at(k);
    if (reaches != tag.tiers.end() && Fraction(reaches->lower) < x) {
        const Fraction a = tierPrice(*reaches, s);
        perTermUnit = perTermUnit + (isFlat(*reaches) ? a : a * (x - Fraction(reaches->lower)));
    }
    Fraction outside = min(x, Fraction(tag.tiers.first().lower));
    if (tag.beyondLastTier(x))
        outside = outside + (x - Fraction(*tag.tiers.last().upper));
    return (perTermUnit + Fraction(s.listPrice) * outside) * s.term;
}

void applyPriceTag(const TagRule &tag, Steps &s, const QList<Fraction> &sums)
{
    const Measure m = measure(tag, s);
    const Fraction list(s.listPrice);
    s.replaceCountedLines(); // the price tag overrides the list price [NUE]
    if (!s.withLines && !sums.isEmpty()) {
        s.running = tieredTotal(tag, s, sums);
        return;
    }
    Fraction total;
    if (tag.mode == TierMode::Volume) {
        const TierRule *k = tag.tierHolding(m.x);
        if (!k) {
            total = list * s.quantity * s.term;
            s.add([&] {
                return line(Kind::Price,
                            tr("%1: no tier holds %2, list price").arg(tag.label, m.x.toDecimal().toString()),
                            s.quantity * s.term, list, total,
                            tr("Where no tier holds the value, the list price applies [REC]."));
            });
            warnBeyond(tag, m, s, [] { return tr("all units were priced at the list price."); });
        } else {
            const Fraction a = tierPrice(*k, s);
            const bool flat = isFlat(*k);
            const Fraction units = flat ? s.term : s.quantity * s.term;
            total = a * units;
            s.add([&] {
                return line(
                    Kind::Price, tierLabel(tag, *k), units, a, total,
                    flat ? tr("Volume, flat: the tier holding the value charges its amount once per term "
                              "unit, whatever the quantity [PEER: Zuora, Chargebee; per term unit: REC].")
                         : tr("Volume: the tier holding the value prices every unit [NUE]."));
            });
        }
        s.running = total;
        return;
    }
    const Kind kind = tag.mode == TierMode::Ramp ? Kind::Ramp : Kind::Price;
    Fraction covered;
    for (const TierRule &t : tag.tiers) {
        const Fraction n = t.unitsOf(m.x);
        if (n.isZero()) {
            if (m.x <= Fraction(t.lower))
                break; // the tiers touch: none after this one holds any of x
            continue;
        }
        covered = covered + n;
        const bool flat = isFlat(t);
        const Fraction a = tierPrice(t, s);
        const Fraction units = lineUnits(m, s, n, flat);
        const Fraction amount = a * units;
        total = total + amount;
        s.add([&] {
            QString rule;
            if (tag.mode == TierMode::Ramp)
                rule = flat ? tr("Ramp, flat: each period charges its amount per term unit, whatever the "
                                 "quantity [REC].")
                            : tr("Ramp: one line per period, each at its own price [NUE].");
            else
                rule = flat ? tr("Tiered, flat: each tier reached adds its amount once per term unit [PEER: "
                                 "Zuora, Stripe; per term unit: REC].")
                            : tr("Tiered: each tier prices only the units within it [NUE].");
            return line(kind, tierLabel(tag, t), units, a, amount, rule);
        });
    }
    const Fraction rest = m.x - covered;
    if (Fraction() < rest) {
        const Fraction units = m.byTerm ? s.quantity * rest * m.perTagUnit : rest * s.term;
        const Fraction amount = list * units;
        total = total + amount;
        s.add([&] {
            return line(
                kind,
                tr("%1: %2 units outside its tiers, list price").arg(tag.label, rest.toDecimal().toString()),
                units, list, amount,
                tr("Units that no tier holds (below the first, above a bounded last) are priced at the "
                   "list price [REC]."));
        });
        warnBeyond(tag, m, s, [] { return tr("they were priced at the list price."); });
    }
    s.running = total;
}

// The text of a discount tier: "20 % off", "0.5 off", "5 % more".
static QString discountText(const TierRule &t)
{
    if (t.percent)
        return percentText(*t.percent);
    if (t.amount)
        return tr("%1 off").arg(t.amount->normalized().toString());
    return tr("no discount");
}

void applyDiscountTag(const TagRule &tag, Steps &s)
{
    const Measure m = measure(tag, s);
    const Fraction before = s.running;
    if (m.x.isZero() || before.isZero())
        return;
    const bool ramp = tag.mode == TierMode::Ramp;
    if (ramp)
        s.replaceCountedLines(); // the periods, each at its own discount, replace the lines so far
    Fraction cutTotal;
    Fraction covered;
    const bool volume = tag.mode == TierMode::Volume;
    const TierRule *holding = volume ? tag.tierHolding(m.x) : nullptr;
    for (const TierRule &t : tag.tiers) {
        if (volume && &t != holding)
            continue;
        const Fraction n = volume ? m.x : t.unitsOf(m.x);
        if (!volume && n.isZero() && m.x <= Fraction(t.lower))
            break; // the tiers touch: none after this one holds any of x
        if (n.isZero() || (!t.percent && !t.amount && !ramp))
            continue; // a tier with neither (warned when read) discounts nothing
        covered = covered + n;
        const Fraction share = volume ? before : before * n / m.x; // the amount these units carry
        const Fraction units = volume ? s.quantity * s.term : lineUnits(m, s, n, false);
        Fraction cut;
        if (t.percent)
            cut = share * Fraction(t.percent->shifted(-2));
        else if (t.amount)
            cut = *t.amount * (isFlat(t) ? (volume ? s.term : lineUnits(m, s, n, true)) : units);
        cutTotal = cutTotal + cut;
        s.add([&] {
            const QString label = tierLabel(tag, t) + QStringLiteral(": ") + discountText(t);
            if (ramp) {
                const Fraction amount = share - cut;
                return line(Kind::Ramp, label, units, units.isZero() ? Fraction() : amount / units, amount,
                            tr("Ramp: one line per period, each at its own discount [NUE]."));
            }
            return line(Kind::Discount, label, units, units.isZero() ? Fraction() : -cut / units, -cut,
                        volume
                            ? tr("Volume: the tier holding the value discounts every unit [NUE]; discounts "
                                 "compound [NUE].")
                            : tr("Tiered: each tier discounts only the units within it, their share of the "
                                 "amount spread evenly over the units [NUE; the share: REC]."));
        });
    }
    if (ramp && covered < m.x) {
        s.add([&] {
            const Fraction rest = m.x - covered;
            const Fraction units = lineUnits(m, s, rest, false);
            const Fraction amount = before * rest / m.x;
            return line(Kind::Ramp, tr("%1: outside its periods, no discount").arg(tag.label), units,
                        units.isZero() ? Fraction() : amount / units, amount,
                        tr("Months that no period holds keep the price they had [REC]."));
        });
    }
    if (volume && !holding)
        warnBeyond(tag, m, s, [] { return tr("the tag gave no discount."); });
    else if (!volume)
        warnBeyond(tag, m, s, [] { return tr("those units got no discount."); });
    Fraction after = before - cutTotal;
    if (after.isNegative()) {
        s.add([&] {
            return line(Kind::Discount, tr("%1: the price cannot fall below 0").arg(tag.label), Fraction(),
                        Fraction(), -after, tr("Discounts never take a price below 0 [REC]."));
        });
        after = Fraction();
    }
    s.running = after;
}

} // namespace bd::domain::steps
