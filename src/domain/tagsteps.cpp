// The tag steps of the calculator: PRICING.md §2a (price tags) and §2b (discount tags). q is the
// rounded quantity, T the term in the price's term unit, x what the tag's tiers count (q, or T in
// the tag's own time unit), S the running subtotal.

#include "domain/pricingsteps.h"

#include <QCoreApplication>

namespace bd::domain::steps {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("bd::domain", text);
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

void warnBeyond(const TagRule &tag, const Measure &m, Steps &s, const QString &outcome)
{
    if (!tag.beyondLastTier(m.x))
        return;
    const Fraction above = m.x - Fraction(*tag.tiers.last().upper);
    s.warn(PriceWarningKind::BeyondLastTier,
           tr("%1 of %2 units are above the last tier of %3 (%4): %5")
               .arg(above.toDecimal().toString(), m.x.toDecimal().toString(), tag.label,
                    tag.tiers.last().rangeText(), outcome));
}

} // namespace

void applyPriceTag(const TagRule &tag, Steps &s)
{
    const Measure m = measure(tag, s);
    const Fraction list(s.listPrice);
    s.replaceCountedLines(); // the price tag overrides the list price [NUE]
    Fraction total;
    if (tag.mode == TierMode::Volume) {
        const TierRule *k = tag.tierHolding(m.x);
        if (!k) {
            total = list * s.quantity * s.term;
            s.add(Kind::Price,
                  tr("%1: no tier holds %2, list price").arg(tag.label, m.x.toDecimal().toString()),
                  s.quantity * s.term, list, total,
                  tr("Where no tier holds the value, the list price applies [REC]."));
            warnBeyond(tag, m, s, tr("all units were priced at the list price."));
        } else {
            const Fraction a = tierPrice(*k, s);
            const bool flat = isFlat(*k);
            const Fraction units = flat ? s.term : s.quantity * s.term;
            total = a * units;
            s.add(Kind::Price, tierLabel(tag, *k), units, a, total,
                  flat ? tr("Volume, flat: the tier holding the value charges its amount once per term "
                            "unit, whatever the quantity [PEER: Zuora, Chargebee; per term unit: REC].")
                       : tr("Volume: the tier holding the value prices every unit [NUE]."));
        }
        s.running = total;
        return;
    }
    Fraction covered;
    for (const TierRule &t : tag.tiers) {
        const Fraction n = t.unitsOf(m.x);
        if (n.isZero())
            continue;
        covered = covered + n;
        const bool flat = isFlat(t);
        const Fraction a = tierPrice(t, s);
        const Fraction units = lineUnits(m, s, n, flat);
        const Fraction amount = a * units;
        total = total + amount;
        QString rule;
        if (tag.mode == TierMode::Ramp)
            rule = flat
                       ? tr("Ramp, flat: each period charges its amount per term unit, whatever the quantity "
                            "[REC].")
                       : tr("Ramp: one line per period, each at its own price [NUE].");
        else
            rule =
                flat ? tr("Tiered, flat: each tier reached adds its amount once per term unit [PEER: Zuora, "
                          "Stripe; per term unit: REC].")
                     : tr("Tiered: each tier prices only the units within it [NUE].");
        s.add(tag.mode == TierMode::Ramp ? Kind::Ramp : Kind::Price, tierLabel(tag, t), units, a, amount,
              rule);
    }
    const Fraction rest = m.x - covered;
    if (Fraction() < rest) {
        const Fraction units = m.byTerm ? s.quantity * rest * m.perTagUnit : rest * s.term;
        const Fraction amount = list * units;
        total = total + amount;
        s.add(tag.mode == TierMode::Ramp ? Kind::Ramp : Kind::Price,
              tr("%1: %2 units outside its tiers, list price").arg(tag.label, rest.toDecimal().toString()),
              units, list, amount,
              tr("Units that no tier holds (below the first, above a bounded last) are priced at the list "
                 "price [REC]."));
        warnBeyond(tag, m, s, tr("they were priced at the list price."));
    }
    s.running = total;
}

void applyDiscountTag(const TagRule &tag, Steps &s)
{
    const Measure m = measure(tag, s);
    const Fraction before = s.running;
    if (m.x.isZero() || before.isZero())
        return;
    if (tag.mode == TierMode::Ramp)
        s.replaceCountedLines(); // the periods, each at its own discount, replace the lines so far
    Fraction cutTotal;
    Fraction covered;
    const bool volume = tag.mode == TierMode::Volume;
    const TierRule *holding = volume ? tag.tierHolding(m.x) : nullptr;
    for (const TierRule &t : tag.tiers) {
        if (volume && &t != holding)
            continue;
        const Fraction n = volume ? m.x : t.unitsOf(m.x);
        if (n.isZero())
            continue;
        covered = covered + n;
        const Fraction share = volume ? before : before * n / m.x; // the amount these units carry
        const Fraction units = volume ? s.quantity * s.term : lineUnits(m, s, n, false);
        Fraction cut;
        QString what;
        if (t.percent) {
            cut = share * Fraction(t.percent->shifted(-2));
            what = percentText(*t.percent);
        } else if (t.amount) {
            cut = *t.amount * (isFlat(t) ? (volume ? s.term : lineUnits(m, s, n, true)) : units);
            what = tr("%1 off").arg(t.amount->normalized().toString());
        } else if (tag.mode != TierMode::Ramp) {
            continue; // a tier with neither (warned when read) discounts nothing
        } else {
            what = tr("no discount");
        }
        cutTotal = cutTotal + cut;
        const QString label = tierLabel(tag, t) + QStringLiteral(": ") + what;
        if (tag.mode == TierMode::Ramp) {
            const Fraction amount = share - cut;
            s.add(Kind::Ramp, label, units, units.isZero() ? Fraction() : amount / units, amount,
                  tr("Ramp: one line per period, each at its own discount [NUE]."));
            continue;
        }
        s.add(Kind::Discount, label, units, units.isZero() ? Fraction() : -cut / units, -cut,
              volume ? tr("Volume: the tier holding the value discounts every unit [NUE]; discounts compound "
                          "[NUE].")
                     : tr("Tiered: each tier discounts only the units within it, their share of the amount "
                          "spread evenly over the units [NUE; the share: REC]."));
    }
    if (tag.mode == TierMode::Ramp && covered < m.x) {
        const Fraction rest = m.x - covered;
        const Fraction units = lineUnits(m, s, rest, false);
        const Fraction amount = before * rest / m.x;
        s.add(Kind::Ramp, tr("%1: outside its periods, no discount").arg(tag.label), units,
              units.isZero() ? Fraction() : amount / units, amount,
              tr("Months that no period holds keep the price they had [REC]."));
    }
    if (volume && !holding)
        warnBeyond(tag, m, s, tr("the tag gave no discount."));
    else if (!volume)
        warnBeyond(tag, m, s, tr("those units got no discount."));
    Fraction after = before - cutTotal;
    if (after.isNegative()) {
        s.add(Kind::Discount, tr("%1: the price cannot fall below 0").arg(tag.label), Fraction(), Fraction(),
              -after, tr("Discounts never take a price below 0 [REC]."));
        after = Fraction();
    }
    s.running = after;
}

} // namespace bd::domain::steps
