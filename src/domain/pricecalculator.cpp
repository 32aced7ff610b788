#include "domain/pricecalculator.h"

#include "domain/pricingsteps.h"

#include <QCoreApplication>

#include <algorithm>

namespace bd::domain {

namespace {

QString entryText(const PriceBookEntry &e)
{
    const QString uom = e.uom.isPresent() ? e.uom.value().name.valueOr(QString()) : QString();
    return QStringLiteral("%1 %2").arg(e.currencyIsoCode.valueOr(QString()), uom).trimmed();
}

QString joined(QStringList words)
{
    words.removeDuplicates();
    words.sort(Qt::CaseInsensitive);
    return words.join(QStringLiteral(", "));
}

} // namespace

EntryChoice choosePriceBookEntry(const Product &product, QStringView currency, QStringView uomName)
{
    EntryChoice choice;
    const QString name = product.name.valueOr(product.id.valueOr(QString()));
    QList<const PriceBookEntry *> matches;
    QStringList currencies;
    QStringList units;
    for (const PriceBookEntry &e : product.priceBookEntries.orEmpty()) {
        if (!e.isActive())
            continue;
        const QString code = e.currencyIsoCode.valueOr(QString());
        currencies.append(code);
        if (!currency.isEmpty() && code.compare(currency.trimmed(), Qt::CaseInsensitive) != 0)
            continue;
        const QString uom = e.uom.isPresent() ? e.uom.value().name.valueOr(QString()) : QString();
        units.append(uom);
        if (!uomName.isEmpty() && uom.trimmed().compare(uomName.trimmed(), Qt::CaseInsensitive) != 0)
            continue;
        matches.append(&e);
    }
    if (currencies.isEmpty()) {
        choice.problem = Violation{QStringLiteral("currency"),
                                   QCoreApplication::translate(
                                       "bd::domain", "%1 has no active price book entry, so it has no price.")
                                       .arg(name)};
    } else if (units.isEmpty()) {
        choice.problem =
            Violation{QStringLiteral("currency"),
                      QCoreApplication::translate("bd::domain", "%1 has no active price in %2; it has %3.")
                          .arg(name, currency.toString().toUpper(), joined(currencies))};
    } else if (matches.isEmpty()) {
        choice.problem = Violation{
            QStringLiteral("uom"),
            QCoreApplication::translate("bd::domain", "%1 has no active price per “%2”; its units of "
                                                      "measure are: %3.")
                .arg(name, uomName.toString(), joined(units))};
    }
    if (choice.problem)
        return choice;
    const auto recommended = std::find_if(matches.begin(), matches.end(), [](const PriceBookEntry *e) {
        return e->recommended.valueOr(false);
    });
    choice.entry = recommended != matches.end() ? *recommended : matches.first();
    if (matches.size() > 1) {
        QStringList others;
        for (const PriceBookEntry *e : std::as_const(matches))
            others.append(entryText(*e));
        choice.note =
            (recommended != matches.end()
                 ? QCoreApplication::translate(
                       "bd::domain", "Several active prices match (%1): priced in %2, the recommended one.")
                 : QCoreApplication::translate(
                       "bd::domain", "Several active prices match (%1): priced in %2, the first one."))
                .arg(joined(others), entryText(*choice.entry));
    }
    return choice;
}

PriceCalculator::PriceCalculator(const Product &product, const PriceBookEntry &entry)
    : m_product(product), m_entry(entry), m_tags(readPriceTags(product, entry)),
      m_modelWarnings(m_tags.warnings)
{
    for (const TagRule &tag : m_tags.tags)
        m_tierSums.append(steps::tierSums(tag, entry.listPrice.valueOr(Decimal())));
    const QString model = product.effectivePriceModel();
    const QString termDimension =
        entry.uom.isPresent() ? entry.uom.value().termDimension.valueOr(QString()) : QString();
    const bool recurring = model.compare(u"Recurring", Qt::CaseInsensitive) == 0;
    const bool burndown = model.compare(u"CRBD", Qt::CaseInsensitive) == 0;
    if (recurring || burndown) {
        m_termUnit = timeUnitFromString(termDimension);
        if (!m_termUnit)
            m_modelNotes.append(
                termDimension.isEmpty()
                    ? QCoreApplication::translate(
                          "bd::domain", "The unit of measure has no term dimension: the term is 1 [REC].")
                    : QCoreApplication::translate(
                          "bd::domain", "The term dimension “%1” is not a time unit: the term is 1 [REC].")
                          .arg(termDimension));
        if (burndown)
            m_modelNotes.append(QCoreApplication::translate(
                "bd::domain", "CRBD (Credit Burndown) is priced like Recurring, times the term [REC: verify "
                              "with a preview quote]."));
    } else if (model.compare(u"Usage", Qt::CaseInsensitive) == 0) {
        m_modelNotes.append(QCoreApplication::translate(
            "bd::domain", "Usage: the quantity is the consumption, with no term multiplier [REC]."));
    } else if (model.compare(u"OneTime", Qt::CaseInsensitive) != 0) {
        m_modelWarnings.append(
            {PriceWarningKind::UnknownPriceModel,
             QCoreApplication::translate(
                 "bd::domain", "The price model “%1” is not Recurring, OneTime, Usage or CRBD: priced once, "
                               "without a term.")
                 .arg(model)});
    }
}

std::optional<Violation> PriceCalculator::check(const PriceInput &input) const
{
    if (input.quantity.isNegative())
        return Violation{QStringLiteral("quantity"),
                         QCoreApplication::translate("bd::domain", "The quantity must be 0 or more, not %1.")
                             .arg(input.quantity.toString())};
    if (input.term.length && input.term.length->isNegative())
        return Violation{QStringLiteral("term"),
                         QCoreApplication::translate("bd::domain", "The term must be 0 or more, not %1.")
                             .arg(input.term.length->toString())};
    if (input.term.first.isValid() != input.term.last.isValid())
        return Violation{input.term.first.isValid() ? QStringLiteral("end") : QStringLiteral("start"),
                         QCoreApplication::translate(
                             "bd::domain", "A term by dates needs both its first and its last day.")};
    if (input.term.hasDates() && input.term.last < input.term.first)
        return Violation{
            QStringLiteral("end"),
            QCoreApplication::translate("bd::domain",
                                        "The term's last day (%1) is before its first day (%2).")
                .arg(input.term.last.toString(Qt::ISODate), input.term.first.toString(Qt::ISODate))};
    return std::nullopt;
}

PriceResult PriceCalculator::price(const PriceInput &input) const
{
    return run(input, true);
}

QList<Fraction> PriceCalculator::totals(const PriceInput &input, const QList<Decimal> &quantities) const
{
    QList<Fraction> out;
    out.reserve(quantities.size());
    PriceInput one = input;
    for (const Decimal &q : quantities) {
        one.quantity = q;
        out.append(run(one, false).exactTotal);
    }
    return out;
}

QList<Decimal> PriceCalculator::quantityBoundaries() const
{
    QList<Decimal> out;
    for (const TagRule &tag : m_tags.tags) {
        if (tag.basis != TagBasis::Quantity)
            continue;
        for (const TierRule &t : tag.tiers) {
            out.append(t.start);
            if (t.upper)
                out.append(*t.upper);
        }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

} // namespace bd::domain
