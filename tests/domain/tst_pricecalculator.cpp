// The price calculator beyond PRICING.md's worked examples: its warnings, which tags apply and
// why the others do not, the shapes a tier's price may come in, the choice of a price book entry,
// input it refuses, price models and terms, and bundles with their options.

#include "domain/bundlepricing.h"
#include "pricingfixtures.h"

#include <QTest>

using namespace bd::domain;
using namespace bd::test::pricing;

namespace {

const Uom Each{"Each", "Each", nullptr, 0, "Nearest"};
const Uom UserMonth{"User/Month", "User", "Month", 0, "Up"};

bool notesMention(const PriceResult &r, const char *text)
{
    return std::any_of(r.notes.begin(), r.notes.end(),
                       [&](const QString &n) { return n.contains(QString::fromUtf8(text)); });
}

QString linesText(const PriceResult &r)
{
    QStringList out;
    for (const PriceLine &l : r.lines)
        out << QStringLiteral("%1 = %2%3")
                   .arg(l.label, l.amount.toDecimal().toString(), l.counted ? "" : " (shown)");
    return out.join(QStringLiteral("; "));
}

} // namespace

class TestPriceCalculator : public QObject
{
    Q_OBJECT
private slots:
    void warnsWhenQuantityIsRounded();
    void unitsAboveBoundedLastTierAtListPrice();
    void ignoresUnknownTagsAndEmptyTiers();
    void rampByQuantityDoesNotApply();
    void amountsAsStringsAndRecordTypes();
    void tierNumberOrdersTiers();
    void eligibility();
    void onlyTheFirstPriceTag();
    void entryTagsBeforeProductTags();
    void upliftAndFloorAtZero();
    void choosesEntries();
    void refusesBadInput();
    void priceModelsAndTerms();
    void termTagInAnotherUnit();
    void subCentUsagePrice();
    void bundleWithOptions();
    void bundleOptionLimits();
};

void TestPriceCalculator::warnsWhenQuantityIsRounded()
{
    const PriceResult r = priceOf(decode(product("Recurring", {entry("10", "USD", UserMonth)})), "10.2",
                                  termOf("1", TimeUnit::Month));
    QCOMPARE(r.quantity.toString(), QStringLiteral("11")); // decimalScale 0, roundingMode Up
    QCOMPARE(r.total.toString(), QStringLiteral("110.00"));
    QVERIFY(r.hasWarning(PriceWarningKind::QuantityRounded));
    QVERIFY(r.warnings.first().text.contains(QStringLiteral("10.2 was rounded to 11")));
    const PriceResult whole = priceOf(decode(product("Recurring", {entry("10", "USD", UserMonth)})), "11.00");
    QVERIFY(!whole.hasWarning(PriceWarningKind::QuantityRounded)); // 11.00 is 11: nothing was lost
}

void TestPriceCalculator::unitsAboveBoundedLastTierAtListPrice()
{
    const Product p =
        decode(product("OneTime", {entry("20", "USD", Each)},
                       {tag("Quantity", "Tiered", "Each", {tier("1", "10", "15"), tier("11", "20", "12")})}));
    const PriceResult r = priceOf(p, "25");
    QCOMPARE(r.total.toString(), QStringLiteral("370.00")); // 10×15 + 10×12 + 5×20
    QVERIFY2(r.hasWarning(PriceWarningKind::BeyondLastTier), qPrintable(linesText(r)));
    const Product volume = decode(product("OneTime", {entry("20", "USD", Each)},
                                          {tag("Quantity", "Volume", "Each", {tier("1", "10", "15")})}));
    const PriceResult v = priceOf(volume, "12");
    QCOMPARE(v.total.toString(), QStringLiteral("240.00"));
    QVERIFY(v.hasWarning(PriceWarningKind::BeyondLastTier));
    const PriceResult below =
        priceOf(decode(product("OneTime", {entry("20", "USD", Each)},
                               {tag("Quantity", "Volume", "Each", {tier("5", "null", "15")})})),
                "4");
    QCOMPARE(below.total.toString(), QStringLiteral("80.00")); // Nue's "5+" tag at 4: list price
    QVERIFY(!below.hasWarning(PriceWarningKind::BeyondLastTier));
}

void TestPriceCalculator::ignoresUnknownTagsAndEmptyTiers()
{
    const Product p = decode(
        product("OneTime", {entry("20", "USD", Each)},
                {tag("Attribute", "Volume", "Each", {tier("1", "null", "1")}),
                 tag("Quantity", "Stairs", "Each", {tier("1", "null", "1")}),
                 tag("Quantity", "Tiered", "Each", {tier("1", "5", "10"), tier("6", "null", nullptr)})}));
    const PriceResult r = priceOf(p, "8");
    QCOMPARE(r.total.toString(), QStringLiteral("110.00")); // 5×10, then 3 at the list price 20
    int unknown = 0;
    for (const PriceWarning &w : r.warnings)
        unknown += w.kind == PriceWarningKind::UnknownTag ? 1 : 0;
    QCOMPARE(unknown, 2);
    QVERIFY(r.hasWarning(PriceWarningKind::TierWithoutPrice));
}

void TestPriceCalculator::rampByQuantityDoesNotApply()
{
    const Product p = decode(product("OneTime", {entry("20", "USD", Each)},
                                     {tag("Quantity", "Ramp", "Each", {tier("1", "null", "1")})}));
    const PriceResult r = priceOf(p, "3");
    QCOMPARE(r.total.toString(), QStringLiteral("60.00"));
    QVERIFY(r.hasWarning(PriceWarningKind::TagNotApplicable));
}

void TestPriceCalculator::amountsAsStringsAndRecordTypes()
{
    // An amount as a string; a PriceDimension tier with only a percentage prices below list; a
    // DiscountDimension tier with an amount takes that much off per unit.
    const Product p = decode(product(
        "OneTime", {entry("40", "USD", Each)},
        {tag("Quantity", "Volume", "Each",
             {R"({"startUnit":1,"endUnit":null,"chargeModel":"PerUnit","amount":"12.50"})"}),
         tag("Quantity", "Volume", "Each", {off("1", "null", "10")}, R"("recordType":"DiscountDimension")"),
         tag("Quantity", "Volume", "Each", {tier("1", "null", "0.5")},
             R"("recordType":"DiscountDimension")")}));
    QCOMPARE(priceOf(p, "4").total.toString(), QStringLiteral("43.00")); // (12.5×4) × 0.9 − 0.5×4
    const Product cut = decode(product(
        "OneTime", {entry("40", "USD", Each)},
        {tag("Quantity", "Volume", "Each", {off("1", "null", "25")}, R"("recordType":"PriceDimension")")}));
    const PriceResult r = priceOf(cut, "2");
    QCOMPARE(r.total.toString(), QStringLiteral("60.00"));
    QCOMPARE(r.lines.at(1).unitPrice.toDecimal().toString(), QStringLiteral("30"));
}

void TestPriceCalculator::tierNumberOrdersTiers()
{
    const Product p = decode(product(
        "OneTime", {entry("40", "USD", Each)},
        {tag("Quantity", "Tiered", "Each",
             {R"({"tierNumber":2,"startUnit":11,"endUnit":null,"chargeModel":"PerUnit","amount":5})",
              R"({"tierNumber":1,"startUnit":1,"endUnit":10,"chargeModel":"PerUnit","amount":7})"})}));
    QCOMPARE(priceOf(p, "12").total.toString(), QStringLiteral("80.00"));
}

void TestPriceCalculator::eligibility()
{
    const QByteArray tiers = tier("1", "null", "5");
    const Product p = decode(product(
        "Recurring", {entry("10", "USD", UserMonth)},
        {tag("Quantity", "Volume", "User", {tiers}, R"("active":false,"name":"Inactive")"),
         tag("Quantity", "Volume", "User", {tiers}, R"("publishStatus":"Draft","name":"Draft")"),
         tag("Quantity", "Volume", "Seat", {tiers}, R"("name":"Seats")"),
         tag("Quantity", "Volume", "User", {tiers}, R"("startTime":"2025-01-01T00:00:00Z","name":"Later")"),
         tag("Quantity", "Volume", "User", {off("1", "null", "50")},
             R"("endTime":"2024-06-30","name":"Summer")")}));
    const PriceCalculator calculator(p, p.priceBookEntries.value().first());
    PriceInput input;
    input.quantity = dec("2");
    input.term = termOf("1", TimeUnit::Month);
    input.on = QDate(2024, 6, 30);
    PriceResult r = calculator.price(input);
    QCOMPARE(r.total.toString(), QStringLiteral("10.00")); // only Summer applies, 50 % off 20
    for (const char *why :
         {"Inactive was not used: it is inactive", "Draft was not used: it is not published",
          "Seats was not used: it counts Seat, this price counts User",
          "Later was not used: it starts on 2025-01-01"})
        QVERIFY2(notesMention(r, why), why);
    input.on = QDate(2025, 2, 1);
    r = calculator.price(input);
    QCOMPARE(r.total.toString(), QStringLiteral("10.00")); // Later sets 5 a user; Summer has ended
    QVERIFY(notesMention(r, "Summer was not used: it ended on 2024-06-30"));
}

void TestPriceCalculator::onlyTheFirstPriceTag()
{
    const Product p =
        decode(product("OneTime", {entry("10", "USD", Each)},
                       {tag("Quantity", "Volume", "Each", {tier("1", "null", "7")}, R"("name":"First")"),
                        tag("Quantity", "Volume", "Each", {tier("1", "null", "3")}, R"("name":"Second")")}));
    const PriceResult r = priceOf(p, "2");
    QCOMPARE(r.total.toString(), QStringLiteral("14.00"));
    QVERIFY(notesMention(r, "Second was not used: only the first applicable price tag applies"));
    QVERIFY(!r.lines.first().counted); // the list price is shown, replaced by the tag
}

void TestPriceCalculator::entryTagsBeforeProductTags()
{
    const Product p = decode(product(
        "OneTime", {entry("10", "USD", Each, {tag("Quantity", "Volume", "Each", {tier("1", "null", "4")})})},
        {tag("Quantity", "Volume", "Each", {tier("1", "null", "9")})}));
    QCOMPARE(priceOf(p, "1").total.toString(), QStringLiteral("4.00"));
}

void TestPriceCalculator::upliftAndFloorAtZero()
{
    const Product up = decode(product("OneTime", {entry("100", "USD", Each)},
                                      {tag("Quantity", "Volume", "Each", {off("1", "null", "-5")})}));
    QCOMPARE(priceOf(up, "1").total.toString(), QStringLiteral("105.00"));
    const Product floor = decode(product("OneTime", {entry("100", "USD", Each)},
                                         {tag("Quantity", "Volume", "Each", {off("1", "null", "130")})}));
    const PriceResult r = priceOf(floor, "1");
    QCOMPARE(r.total.toString(), QStringLiteral("0.00"));
    QVERIFY(!r.exactTotal.isNegative());
}

void TestPriceCalculator::choosesEntries()
{
    QByteArray usd = entry("10", "USD", UserMonth);
    QByteArray yearly =
        entry("100", "USD", Uom{"User/Year", "User", "Year", 0, "Up"}, {}, R"("recommended":true)");
    QByteArray inactive = entry("9", "CHF", UserMonth, {}, R"("active":false)");
    inactive.replace("\"active\":true,", "");
    const Product p = decode(product("Recurring", {usd, yearly, inactive, entry("12", "EUR", UserMonth)}));
    EntryChoice c = choosePriceBookEntry(p, u"usd", {});
    QVERIFY(c.entry);
    QCOMPARE(c.entry->listPrice.value().toString(), QStringLiteral("100")); // the recommended one
    QVERIFY(c.note.contains(QStringLiteral("recommended")));
    c = choosePriceBookEntry(p, u"USD", u"user/month");
    QCOMPARE(c.entry->listPrice.value().toString(), QStringLiteral("10"));
    QVERIFY(c.note.isEmpty());
    c = choosePriceBookEntry(p, u"CHF", {});
    QVERIFY(!c.entry);
    QCOMPARE(c.problem->field, QStringLiteral("currency"));
    QCOMPARE(c.problem->message, QStringLiteral("Example has no active price in CHF; it has EUR, USD."));
    c = choosePriceBookEntry(p, u"EUR", u"User/Year");
    QCOMPARE(c.problem->field, QStringLiteral("uom"));
    QVERIFY(c.problem->message.contains(QStringLiteral("User/Month")));
    QVERIFY(choosePriceBookEntry(decode(product("OneTime", {})), {}, {}).problem);
}

void TestPriceCalculator::refusesBadInput()
{
    const Product p = decode(product("Recurring", {entry("10", "USD", UserMonth)}));
    const PriceCalculator calculator(p, p.priceBookEntries.value().first());
    PriceInput input;
    input.quantity = dec("-1");
    QCOMPARE(calculator.check(input)->field, QStringLiteral("quantity"));
    input.quantity = dec("1");
    input.term = datesOf("2024-05-01", "2024-04-30");
    QCOMPARE(calculator.check(input)->field, QStringLiteral("end"));
    input.term = termOf("-2", TimeUnit::Year);
    QCOMPARE(calculator.check(input)->field, QStringLiteral("term"));
    input.term = datesOf("2024-05-01", "2024-05-01"); // one day
    QVERIFY(!calculator.check(input));
    QCOMPARE(calculator.price(input).term.toDecimal().toString(), QStringLiteral("0.033333333333"));
}

void TestPriceCalculator::priceModelsAndTerms()
{
    const Uom gb{"Gigabyte", "GB", "Month", 3, "Nearest"};
    const PriceResult usage = priceOf(decode(product("Usage", {entry("0.125", "USD", gb)})), "1000.5",
                                      termOf("12", TimeUnit::Month));
    QCOMPARE(usage.total.toString(), QStringLiteral("125.06")); // no term multiplier
    QVERIFY(notesMention(usage, "no term multiplier"));
    const PriceResult burndown =
        priceOf(decode(product("CRBD", {entry("100", "USD", Uom{"Credit/Year", "Credit", "Year", 0, "Up"})})),
                "2", termOf("6", TimeUnit::Month));
    QCOMPARE(burndown.total.toString(), QStringLiteral("100.00"));
    QVERIFY(notesMention(burndown, "Credit Burndown"));
    const PriceResult once = priceOf(decode(product("OneTime", {entry("100", "USD", UserMonth)})), "2",
                                     termOf("6", TimeUnit::Month));
    QCOMPARE(once.total.toString(), QStringLiteral("200.00"));
    QVERIFY(!once.termUnit);
    const PriceResult byDefault = priceOf(
        decode(product("Recurring", {entry("10", "USD", UserMonth)}, {}, R"("defaultSubscriptionTerm":12)")),
        "1");
    QCOMPARE(byDefault.total.toString(), QStringLiteral("120.00"));
    QVERIFY(notesMention(byDefault, "default term"));
    const PriceResult odd = priceOf(decode(product("Subscription", {entry("10", "USD", UserMonth)})), "1");
    QVERIFY(odd.hasWarning(PriceWarningKind::UnknownPriceModel));
    const PriceResult quarter = priceOf(
        decode(product("Recurring", {entry("90", "USD", Uom{"Seat/Quarter", "Seat", "Quarter", 0, "Up"})})),
        "1", termOf("1", TimeUnit::Year));
    QCOMPARE(quarter.total.toString(), QStringLiteral("360.00"));
}

void TestPriceCalculator::termTagInAnotherUnit()
{
    // A yearly price whose ramp counts months: 2 years = 24 months, 12 at each period's price.
    const Product p =
        decode(product("Recurring", {entry("1200", "USD", Uom{"User/Year", "User", "Year", 0, "Up"})},
                       {tag("Term", "Ramp", "Month", {tier("1", "12", "1000"), tier("13", "null", "900")})}));
    const PriceResult r = priceOf(p, "2", termOf("2", TimeUnit::Year));
    QCOMPARE(r.total.toString(), QStringLiteral("3800.00")); // 2 × (1000 × 1 + 900 × 1)
}

void TestPriceCalculator::subCentUsagePrice()
{
    const Uom call{"API Call", "Call", nullptr, 6, "Down"};
    const PriceResult r =
        priceOf(decode(product("Usage", {entry("0.000015", "USD", call)})), "1234567.8912345");
    QCOMPARE(r.quantity.toString(), QStringLiteral("1234567.891234"));
    QCOMPARE(r.exactTotal.toDecimal().toString(), QStringLiteral("18.51851836851"));
    QCOMPARE(r.total.toString(), QStringLiteral("18.52"));
}

void TestPriceCalculator::bundleWithOptions()
{
    QByteArray options = R"("recordType":"Bundle","configurable":true,"productOptions":[
        {"id":"opt-seat","optionName":"Seats","optionType":"LinkToBundleQuantity","defaultQuantity":2,
         "minQuantity":1,"maxQuantity":5,"quantityEditable":true,"bundled":false,
         "product":{"id":"01tSEAT00000000001","name":"Seat","sku":"S"}},
        {"id":"opt-setup","optionName":"Setup","optionType":"RelatedProduct","defaultQuantity":1,
         "minQuantity":1,"maxQuantity":1,"quantityEditable":false,"bundled":true,
         "product":{"id":"01tSETUP0000000001","name":"Setup","sku":"U"}},
        {"id":"opt-gone","optionName":"Gone","optionType":"RelatedProduct","defaultQuantity":1,
         "bundled":false,"product":{"id":"01tGONE00000000001","name":"Gone","sku":"G"}}])";
    const Product bundle = decode(product("Recurring", {entry("50", "USD", UserMonth)}, {}, options));
    const Product seat =
        decode(product("Recurring", {entry("8", "USD", UserMonth), entry("7", "EUR", UserMonth)}));
    const ProductLookup lookup = [&](const QString &id) {
        return id == u"01tSEAT00000000001" ? &seat : nullptr;
    };
    BundleInput input;
    input.input.quantity = dec("3");
    input.input.term = termOf("12", TimeUnit::Month);
    const PriceBookEntry &usd = bundle.priceBookEntries.value().first();
    QVERIFY(!checkBundleInput(bundle, usd, input));
    PriceResult r = priceBundle(bundle, usd, input, lookup);
    // 50 × 3 × 12 + seats 2 per bundle unit × 3 × 8 × 12 = 1800 + 576
    QCOMPARE(r.total.toString(), QStringLiteral("2376.00"));
    QVERIFY(r.hasWarning(PriceWarningKind::OptionNotPriced)); // Gone could not be read
    bool included = false;
    for (const PriceLine &l : r.lines)
        included = included || (l.kind == PriceLine::Kind::Included && l.amount.isZero());
    QVERIFY(included);
    input.optionQuantities.insert(QStringLiteral("opt-seat"), 5);
    QCOMPARE(priceBundle(bundle, usd, input, lookup).total.toString(), QStringLiteral("3240.00"));
    Fraction counted;
    for (const PriceLine &l : priceBundle(bundle, usd, input, lookup).lines)
        counted = l.counted ? counted + l.amount : counted;
    QCOMPARE(counted.rounded(2, RoundingMode::Nearest).toString(), QStringLiteral("3240.00"));
}

void TestPriceCalculator::bundleOptionLimits()
{
    const Product bundle = decode(product(
        "OneTime", {entry("50", "USD", Each)}, {},
        R"("productOptions":[{"id":"a","optionName":"Dock","defaultQuantity":1,"minQuantity":1,"maxQuantity":3,
           "quantityEditable":true,"product":{"id":"01tDOCK00000000001"}},
          {"id":"b","optionName":"Case","defaultQuantity":1,"quantityEditable":false,
           "product":{"id":"01tCASE00000000001"}}])"));
    const PriceBookEntry &e = bundle.priceBookEntries.value().first();
    BundleInput input;
    input.input.quantity = dec("1");
    input.optionQuantities.insert(QStringLiteral("a"), 4);
    std::optional<Violation> v = checkBundleInput(bundle, e, input);
    QVERIFY(v);
    QCOMPARE(v->field, QStringLiteral("option a"));
    QCOMPARE(v->message, QStringLiteral("The quantity of Dock must be from 1 to 3, not 4."));
    input.optionQuantities = {{QStringLiteral("b"), 2}};
    QCOMPARE(checkBundleInput(bundle, e, input)->message,
             QStringLiteral("The quantity of Case cannot be changed: it is 1."));
    input.optionQuantities = {{QStringLiteral("z"), 2}};
    QCOMPARE(checkBundleInput(bundle, e, input)->field, QStringLiteral("option z"));
    QCOMPARE(bundleOptions(bundle).size(), 2);
}

QTEST_GUILESS_MAIN(TestPriceCalculator)
#include "tst_pricecalculator.moc"
