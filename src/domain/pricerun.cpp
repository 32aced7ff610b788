// PriceCalculator::run: the pipeline of PRICING.md §0, one step after another, each a line or a note.

#include "domain/pricecalculator.h"
#include "domain/pricingsteps.h"

#include <QCoreApplication>

#include <algorithm>

namespace bd::domain {

namespace {

QString roundingName(RoundingMode mode)
{
    switch (mode) {
    case RoundingMode::Up: return QCoreApplication::translate("bd::domain", "up");
    case RoundingMode::Down: return QCoreApplication::translate("bd::domain", "down");
    case RoundingMode::Nearest: return QCoreApplication::translate("bd::domain", "to the nearest");
    }
    return QString();
}

QString decimalText(const Fraction &value)
{
    return value.toDecimal().toString();
}

QString termText(const TermSpan &span, TermBasis basis)
{
    if (span.hasDates())
        return QCoreApplication::translate("bd::domain", "%1 to %2 (the last day included, %3)")
            .arg(span.first.toString(Qt::ISODate), span.last.toString(Qt::ISODate), termBasisName(basis));
    const Fraction length(span.length.value_or(Decimal()));
    return decimalText(length) + u' ' + timeUnitName(span.unit, length);
}

} // namespace

namespace steps {

void Steps::replaceCountedLines()
{
    for (PriceLine &line : lines)
        line.counted = false;
}

void Steps::warn(PriceWarningKind kind, const QString &text)
{
    if (withLines)
        warnings.append({kind, text});
}

} // namespace steps

bool PriceResult::hasWarning(PriceWarningKind kind) const
{
    return std::any_of(warnings.begin(), warnings.end(),
                       [kind](const PriceWarning &w) { return w.kind == kind; });
}

PriceResult PriceCalculator::run(const PriceInput &input, bool withLines) const
{
    PriceResult r;
    r.productId = m_product.id.valueOr(QString());
    r.productName = m_product.name.valueOr(QString());
    r.currency = m_entry.currencyIsoCode.valueOr(QString()).toUpper();
    const UnitOfMeasure uom = m_entry.uom.valueOr({});
    r.uomName = uom.name.valueOr(QString());
    r.listPrice = m_entry.listPrice.valueOr(Decimal());
    r.minorUnits = currencyMinorUnits(r.currency);
    r.termUnit = m_termUnit;

    steps::Steps s;
    s.withLines = withLines;
    s.listPrice = r.listPrice;
    s.termUnit = m_termUnit;
    s.basis = input.basis;
    s.warnings = m_modelWarnings;
    s.notes = m_modelNotes;

    // 1. The quantity, rounded by the unit of measure [PEER: Salesforce, Zuora; REC].
    const int scale = uom.effectiveDecimalScale();
    const RoundingMode mode = uom.effectiveRoundingMode();
    r.quantityTyped = input.quantity;
    r.quantity = input.quantity.rounded(scale, mode);
    if (r.quantity != input.quantity && input.quantity.scale() > scale)
        s.warn(PriceWarningKind::QuantityRounded,
               QCoreApplication::translate(
                   "bd::domain",
                   "The quantity %1 was rounded to %2: %3 allows %n decimal place(s), "
                   "rounding %4 (the unit of measure's rule [PEER: Salesforce, Zuora; REC]).",
                   nullptr, scale)
                   .arg(input.quantity.toString(), r.quantity.toString(), r.uomName, roundingName(mode)));
    s.quantity = r.quantity;

    // 2. The term in the price's term unit [NUE]; one-time, usage and timeless units: 1 [NUE, REC].
    s.term = Fraction(Decimal::fromInteger(1));
    if (m_termUnit) {
        TermSpan span = input.term;
        if (span.isEmpty()) {
            const qint64 fallback = m_product.defaultSubscriptionTerm.valueOr(1);
            span.length = Decimal::fromInteger(fallback);
            span.unit = *m_termUnit;
            if (withLines)
                s.notes.append(m_product.defaultSubscriptionTerm.isPresent()
                                   ? QCoreApplication::translate(
                                         "bd::domain", "No term given: the product's default term, %1.")
                                         .arg(termText(span, s.basis))
                                   : QCoreApplication::translate("bd::domain", "No term given: one %1.")
                                         .arg(timeUnitName(*m_termUnit, s.term)));
        }
        s.term = termIn(span, *m_termUnit, s.basis);
        if (withLines) {
            bool exact = true;
            const Decimal shown = s.term.toDecimal(&exact);
            s.notes.append(
                QCoreApplication::translate(
                    "bd::domain", "Term: %1 = %2 %3, the price's term unit [NUE]; kept unrounded [NUE].")
                    .arg(termText(span, s.basis), shown.toString(), timeUnitName(*m_termUnit, s.term)));
            if (!exact)
                s.warn(PriceWarningKind::NonTerminatingTerm,
                       QCoreApplication::translate(
                           "bd::domain",
                           "The term never ends in decimal: it and the amounts it multiplies are shown to %1 "
                           "decimal places; the total is rounded once from the exact value.")
                           .arg(Fraction::DisplayPlaces));
        }
    } else if (!input.term.isEmpty() && withLines) {
        s.notes.append(QCoreApplication::translate(
            "bd::domain", "The term does not change this price: it is not charged per time unit (term 1)."));
    }
    r.term = s.term;

    // 3. The list total [NUE].
    r.listTotal = Fraction(r.listPrice) * s.quantity * s.term;
    s.running = r.listTotal;
    s.add([&] {
        return PriceLine{
            PriceLine::Kind::List,
            QCoreApplication::translate("bd::domain", "List price"),
            s.quantity * s.term,
            r.listPrice,
            r.listTotal,
            m_termUnit ? QCoreApplication::translate("bd::domain", "List price × quantity × term [NUE].")
                       : QCoreApplication::translate("bd::domain", "List price × quantity [NUE]."),
            true};
    });

    // 4.–5. The first applicable price tag, then every applicable discount tag in order.
    if (s.quantity.isZero()) {
        if (withLines && !m_tags.tags.isEmpty())
            s.notes.append(QCoreApplication::translate(
                "bd::domain", "A quantity of 0 costs nothing, not even a flat fee [REC]."));
    } else {
        applyTags(input, s);
    }

    // 6. Rounded once: the total, half up, to the currency's minor unit [NUE].
    r.exactTotal = s.running;
    r.total = s.running.rounded(r.minorUnits, RoundingMode::Nearest);
    if (withLines)
        s.notes.append(
            QCoreApplication::translate("bd::domain",
                                        "The total is rounded once, half up, to %n decimal place(s) of %1 "
                                        "(ISO 4217); every step before it is exact [NUE].",
                                        nullptr, r.minorUnits)
                .arg(r.currency));
    r.lines = std::move(s.lines);
    r.warnings = std::move(s.warnings);
    r.notes = std::move(s.notes);
    return r;
}

void PriceCalculator::applyTags(const PriceInput &input, steps::Steps &s) const
{
    const QDate on = input.on.isValid() ? input.on : (input.term.hasDates() ? input.term.first : QDate());
    const QString quantityDimension = m_entry.uom.isPresent()
                                          ? m_entry.uom.value().quantityDimension.valueOr(QString()).trimmed()
                                          : QString();
    bool priced = false;
    int discounts = 0;
    for (qsizetype index = 0; index < m_tags.tags.size(); ++index) {
        const TagRule &tag = m_tags.tags.at(index);
        QString why;
        if (!tag.active)
            why = QCoreApplication::translate("bd::domain", "it is inactive");
        else if (!tag.published)
            why = QCoreApplication::translate("bd::domain", "it is not published");
        else if (on.isValid() && tag.from.isValid() && on < tag.from)
            why = QCoreApplication::translate("bd::domain", "it starts on %1")
                      .arg(tag.from.toString(Qt::ISODate));
        else if (on.isValid() && tag.until.isValid() && tag.until < on)
            why = QCoreApplication::translate("bd::domain", "it ended on %1")
                      .arg(tag.until.toString(Qt::ISODate));
        else if (tag.tiers.isEmpty())
            why = QCoreApplication::translate("bd::domain", "it has no tiers");
        else if (tag.basis == TagBasis::Quantity && !tag.dimension.isEmpty() &&
                 tag.dimension.compare(quantityDimension, Qt::CaseInsensitive) != 0)
            why = QCoreApplication::translate("bd::domain", "it counts %1, this price counts %2")
                      .arg(tag.dimension, quantityDimension);
        else if (tag.basis == TagBasis::Term && !m_termUnit)
            why = QCoreApplication::translate("bd::domain", "it counts the term, and this price has none");
        else if (tag.basis == TagBasis::Quantity && tag.mode == TierMode::Ramp)
            s.warn(PriceWarningKind::TagNotApplicable,
                   QCoreApplication::translate(
                       "bd::domain",
                       "%1 was not used: a ramp counts periods of the term, this one counts quantity [REC].")
                       .arg(tag.label));
        else if (tag.basis == TagBasis::Term && !tag.termUnit)
            s.warn(PriceWarningKind::TagNotApplicable,
                   QCoreApplication::translate(
                       "bd::domain", "%1 was not used: it counts the term in “%2”, which is not a time unit.")
                       .arg(tag.label, tag.dimension));
        else if (tag.effect == TagEffect::Price && priced)
            why = QCoreApplication::translate("bd::domain",
                                              "only the first applicable price tag applies [NUE]");
        else if (tag.effect == TagEffect::Price) {
            applyPriceTag(tag, s, m_tierSums.at(index));
            priced = true;
            continue;
        } else {
            applyDiscountTag(tag, s);
            ++discounts;
            continue;
        }
        if (!why.isEmpty() && s.withLines)
            s.notes.append(
                QCoreApplication::translate("bd::domain", "%1 was not used: %2.").arg(tag.label, why));
    }
    if (discounts > 1 && s.withLines)
        s.notes.append(QCoreApplication::translate(
            "bd::domain", "Discount tags apply one after another, each to the price the one before left "
                          "(compounding) [NUE]; the entry's tags before the product's, each in the order "
                          "received [REC]."));
}

} // namespace bd::domain
