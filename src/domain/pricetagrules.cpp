#include "domain/pricetagrules.h"

#include "domain/json/jsondocument.h"

#include <QCoreApplication>

#include <algorithm>

namespace bd::domain {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("bd::domain", text);
}

// A string from a kept field (unquoted), or its raw text for other values; empty when absent.
QString textField(const JsonFields &fields, QStringView name)
{
    const QByteArray *raw = fields.find(name);
    return raw ? json::displayText(*raw).trimmed() : QString();
}

std::optional<bool> boolField(const JsonFields &fields, QStringView name)
{
    const QString text = textField(fields, name);
    if (text.compare(u"true", Qt::CaseInsensitive) == 0)
        return true;
    if (text.compare(u"false", Qt::CaseInsensitive) == 0)
        return false;
    return std::nullopt;
}

QDate dateField(const JsonFields &fields, QStringView name)
{
    return QDate::fromString(textField(fields, name).left(10), Qt::ISODate);
}

struct RawTier
{
    const PriceTier *tier;
    Decimal tierNumber; // 0 when the tier has none
    bool numbered;
    Decimal start;
};

} // namespace

std::optional<Decimal> decimalField(const JsonFields &fields, QStringView name)
{
    const QByteArray *raw = fields.find(name);
    if (!raw)
        return std::nullopt;
    if (raw->startsWith('"')) {
        const QString text = json::displayText(*raw).trimmed();
        if (std::optional<Decimal> d = Decimal::fromString(text))
            return d;
        return Decimal::fromJson(text.toLatin1());
    }
    return Decimal::fromJson(*raw);
}

bool TierRule::holds(const Fraction &x) const
{
    return Fraction(lower) < x && (!upper || x <= Fraction(*upper));
}

Fraction TierRule::unitsOf(const Fraction &x) const
{
    const Fraction top = upper ? min(x, Fraction(*upper)) : x;
    const Fraction units = top - Fraction(lower);
    return units.isNegative() ? Fraction() : units;
}

QString TierRule::rangeText() const
{
    const QString from = start.normalized().toString();
    if (!upper)
        return from + u'+';
    return from + QStringLiteral("–") + upper->normalized().toString();
}

const TierRule *TagRule::tierHolding(const Fraction &x) const
{
    // Tiers touch (each lower bound is the upper bound before it), so the upper bounds rise: the
    // first tier whose upper bound reaches x is the only one that can hold it.
    const auto reaches = std::partition_point(
        tiers.begin(), tiers.end(), [&x](const TierRule &t) { return t.upper && Fraction(*t.upper) < x; });
    return reaches != tiers.end() && reaches->holds(x) ? &*reaches : nullptr;
}

bool TagRule::beyondLastTier(const Fraction &x) const
{
    return !tiers.isEmpty() && tiers.last().upper && Fraction(*tiers.last().upper) < x;
}

// Sorts the tiers (by tierNumber when every tier has one, else by startUnit) and gives each its
// bounds: L1 = max(0, s1 - 1), Li = e(i-1), Ui = ei or open [REC: PRICING.md §1].
static QList<TierRule> readTiers(const QList<PriceTier> &tiers, const QString &tagLabel,
                                 QList<PriceWarning> *warnings)
{
    QList<RawTier> raw;
    bool allNumbered = !tiers.isEmpty();
    for (const PriceTier &t : tiers) {
        const std::optional<Decimal> number = decimalField(t.extra, u"tierNumber");
        RawTier r{&t, number.value_or(Decimal()), number.has_value(), t.startUnit.valueOr(Decimal())};
        allNumbered = allNumbered && r.numbered;
        raw.append(r);
    }
    std::stable_sort(raw.begin(), raw.end(), [allNumbered](const RawTier &a, const RawTier &b) {
        return allNumbered ? a.tierNumber < b.tierNumber : a.start < b.start;
    });
    QList<TierRule> out;
    const Decimal one = Decimal::fromInteger(1);
    for (const RawTier &r : std::as_const(raw)) {
        TierRule rule;
        rule.number = int(out.size()) + 1;
        rule.start = r.start;
        if (out.isEmpty()) {
            const Decimal below = r.start - one;
            rule.lower = below.isNegative() ? Decimal() : below;
        } else {
            rule.lower = *out.last().upper;
        }
        if (const Decimal *end = r.tier->endUnit.get())
            rule.upper = *end;
        rule.flat = r.tier->chargeModel.valueOr(QString()).contains(u"flat", Qt::CaseInsensitive);
        rule.amount = decimalField(r.tier->extra, u"amount");
        if (const Decimal *percent = r.tier->discountPercentage.get())
            rule.percent = *percent;
        if (!rule.amount && !rule.percent)
            warnings->append({PriceWarningKind::TierWithoutPrice,
                              tr("%1, tier %2 (%3) has neither an amount nor a discount percentage: its "
                                 "units keep the price they had.")
                                  .arg(tagLabel)
                                  .arg(rule.number)
                                  .arg(rule.rangeText())});
        if (rule.upper && compare(*rule.upper, rule.lower) < 0)
            rule.upper = rule.lower; // an end below the start holds nothing
        out.append(rule);
        if (!rule.upper && &r != &raw.last()) {
            warnings->append({PriceWarningKind::UnknownTag,
                              tr("%1: tier %2 is open above, so the tiers after it are never reached.")
                                  .arg(tagLabel)
                                  .arg(rule.number)});
            break;
        }
    }
    return out;
}

static void readTagList(const QList<PriceTag> &tags, bool onEntry, const PriceBookEntry &entry,
                        TagReading *reading)
{
    for (qsizetype i = 0; i < tags.size(); ++i) {
        const PriceTag &tag = tags.at(i);
        TagRule rule;
        rule.onEntry = onEntry;
        const QString name = textField(tag.extra, u"name");
        rule.label = !name.isEmpty() ? name
                     : onEntry       ? tr("tag %1 of the price book entry").arg(i + 1)
                                     : tr("tag %1 of the product").arg(i + 1);
        const QString type = tag.priceTagType.valueOr(QString()).trimmed();
        const QString priceType = tag.priceType.valueOr(QString()).trimmed();
        if (type.compare(u"Quantity", Qt::CaseInsensitive) == 0) {
            rule.basis = TagBasis::Quantity;
        } else if (type.compare(u"Term", Qt::CaseInsensitive) == 0) {
            rule.basis = TagBasis::Term;
        } else {
            reading->warnings.append(
                {PriceWarningKind::UnknownTag,
                 tr("%1 was ignored: its priceTagType “%2” is neither Quantity nor Term.")
                     .arg(rule.label, type)});
            continue;
        }
        if (priceType.compare(u"Volume", Qt::CaseInsensitive) == 0) {
            rule.mode = TierMode::Volume;
        } else if (priceType.compare(u"Tiered", Qt::CaseInsensitive) == 0) {
            rule.mode = TierMode::Tiered;
        } else if (priceType.compare(u"Ramp", Qt::CaseInsensitive) == 0) {
            rule.mode = TierMode::Ramp;
        } else {
            reading->warnings.append({PriceWarningKind::UnknownTag,
                                      tr("%1 was ignored: its priceType “%2” is not Volume, Tiered or Ramp.")
                                          .arg(rule.label, priceType)});
            continue;
        }
        rule.dimension = tag.uomDimension.valueOr(QString()).trimmed();
        if (rule.basis == TagBasis::Term) {
            rule.termUnit = rule.dimension.isEmpty() && entry.uom.isPresent()
                                ? timeUnitFromString(entry.uom.value().termDimension.valueOr(QString()))
                                : timeUnitFromString(rule.dimension);
        }
        rule.tiers = readTiers(tag.priceTiers.valueOr({}), rule.label, &reading->warnings);
        const QString recordType = textField(tag.extra, u"recordType");
        const bool anyAmount = std::any_of(rule.tiers.begin(), rule.tiers.end(),
                                           [](const TierRule &t) { return t.amount.has_value(); });
        if (recordType.contains(u"discount", Qt::CaseInsensitive))
            rule.effect = TagEffect::Discount;
        else if (recordType.contains(u"price", Qt::CaseInsensitive))
            rule.effect = TagEffect::Price;
        else
            rule.effect = anyAmount ? TagEffect::Price : TagEffect::Discount;
        rule.active = boolField(tag.extra, u"active").value_or(true) &&
                      textField(tag.extra, u"status").compare(u"Inactive", Qt::CaseInsensitive) != 0;
        const QString publish = textField(tag.extra, u"publishStatus");
        rule.published = publish.isEmpty() || publish.compare(u"Published", Qt::CaseInsensitive) == 0;
        rule.from = dateField(tag.extra, u"startTime");
        rule.until = dateField(tag.extra, u"endTime");
        reading->tags.append(rule);
    }
}

TagReading readPriceTags(const Product &product, const PriceBookEntry &entry)
{
    TagReading reading;
    readTagList(entry.priceTags.orEmpty(), true, entry, &reading);
    readTagList(product.priceTags.orEmpty(), false, entry, &reading);
    return reading;
}

} // namespace bd::domain
