#include "sandbox/productgenerator.h"

#include <array>

namespace bd::sandbox {

using namespace bd::domain;

namespace {

// A small deterministic generator, so every run (and both benchmarks' sides) sees the same data.
class Dice
{
public:
    explicit Dice(int seed) : m_state(quint64(seed) * 0x9E3779B97F4A7C15ull + 0x2545F4914F6CDD1Dull) {}
    quint32 next()
    {
        m_state ^= m_state << 13;
        m_state ^= m_state >> 7;
        m_state ^= m_state << 17;
        return quint32(m_state >> 16);
    }
    template <typename C> const auto &pick(const C &choices) { return choices[next() % choices.size()]; }

private:
    quint64 m_state;
};

constexpr std::array<const char *, 40> Words{
    "analytics",  "automation",    "billing",      "cloud",      "compliance",  "dashboard", "data",
    "enterprise", "forecast",      "governance",   "insight",    "integration", "ledger",    "migration",
    "network",    "observability", "pipeline",     "platform",   "portal",      "reporting", "revenue",
    "security",   "storage",       "subscription", "support",    "telemetry",   "usage",     "workflow",
    "archive",    "audit",         "backup",       "capacity",   "connector",   "edge",      "identity",
    "inventory",  "marketplace",   "metering",     "onboarding", "quota"};

struct Currency
{
    const char *code;
    double rate;
    int decimals;
};
constexpr std::array<Currency, 5> Currencies{
    {{"USD", 1.0, 2}, {"EUR", 0.92, 2}, {"GBP", 0.79, 2}, {"JPY", 150.0, 0}, {"AUD", 1.52, 2}}};
constexpr std::array<const char *, 3> Regions{"AMER", "EMEA", "APAC"};

QString sentence(Dice &dice, int words)
{
    QString s;
    for (int i = 0; i < words; ++i) {
        if (i > 0)
            s += u' ';
        s += QLatin1String(dice.pick(Words));
    }
    s[0] = s[0].toUpper();
    return s + u'.';
}

QString recordId(const char *prefix, Dice &dice)
{
    static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    QString id = QLatin1String(prefix);
    while (id.size() < 18)
        id += QLatin1Char(alphabet[dice.next() % (sizeof alphabet - 1)]);
    return id;
}

Decimal money(double amount, int decimals)
{
    return *Decimal::fromString(QString::number(amount, 'f', decimals));
}

PriceTag volumeTag()
{
    PriceTag tag;
    tag.priceTagType.set(QStringLiteral("Quantity"));
    tag.priceType.set(QStringLiteral("Volume"));
    tag.uomDimension.set(QStringLiteral("User"));
    QList<PriceTier> tiers;
    const std::array<std::array<int, 3>, 3> rows{{{1, 100, 0}, {101, 500, 5}, {501, -1, 10}}};
    for (const auto &[start, end, discount] : rows) {
        PriceTier tier;
        tier.chargeModel.set(QStringLiteral("PerUnit"));
        tier.discountPercentage.set(*Decimal::fromString(QString::number(discount)));
        tier.startUnit.set(*Decimal::fromString(QString::number(start)));
        if (end < 0)
            tier.endUnit.setNull();
        else
            tier.endUnit.set(*Decimal::fromString(QString::number(end)));
        tiers.append(tier);
    }
    tag.priceTiers.set(tiers);
    return tag;
}

// One price per currency (and a monthly one for recurring products) from the sample's first price.
QList<PriceBookEntry> prices(const Product &sample, Dice &dice, int serial)
{
    const QList<PriceBookEntry> &given = sample.priceBookEntries.orEmpty();
    if (given.isEmpty())
        return given;
    const PriceBookEntry &base = given.first();
    const double usd =
        base.listPrice.isPresent() ? base.listPrice.value().toDouble() * (1.0 + (serial % 17) / 100.0) : 10.0;
    QList<PriceBookEntry> out;
    const bool recurring = sample.effectivePriceModel() == u"Recurring";
    for (int term = 0; term < (recurring ? 2 : 1); ++term) {
        for (const Currency &c : Currencies) {
            PriceBookEntry e = base;
            e.id.set(recordId("01u", dice));
            e.currencyIsoCode.set(QLatin1String(c.code));
            e.listPrice.set(money(usd * c.rate / (term == 1 ? 10.0 : 1.0), c.decimals));
            e.active.set(true);
            e.recommended.set(term == 0 && c.rate == 1.0);
            UnitOfMeasure uom = base.uom.valueOr({});
            if (term == 1) {
                uom.termDimension.set(QStringLiteral("Month"));
                uom.name.set(uom.quantityDimension.valueOr(QStringLiteral("Each")) +
                             QStringLiteral("/Month"));
            }
            e.uom.set(uom);
            PricingAttribute region;
            region.name.set(QStringLiteral("Region"));
            region.value.set(QLatin1String(Regions[size_t(serial + int(out.size())) % Regions.size()]));
            e.pricingAttributes.set({region});
            if (serial % 3 == 0 && c.rate == 1.0)
                e.priceTags.set({volumeTag()});
            out.append(e);
        }
    }
    return out;
}

} // namespace

Product generateProduct(const Product &sample, int serial, const QString &prefix)
{
    Dice dice(serial + 1);
    Product p = sample;
    const QString number = QStringLiteral("%1").arg(serial, 10, 10, QLatin1Char('0'));
    p.id.set(QStringLiteral("01tGN") + prefix.left(1) + QStringLiteral("Z") +
             number.right(11).rightJustified(11, u'0'));
    p.sku.set(QStringLiteral("GEN-%1-%2").arg(prefix, number));
    p.name.set(QStringLiteral("%1 %2 #%3")
                   .arg(sample.name.valueOr({}), QLatin1String(dice.pick(Words)))
                   .arg(serial + 1));
    p.description.set(sentence(dice, 12).left(255));
    QString html = sample.longDescription.valueOr({});
    html += QStringLiteral("<h3>Highlights</h3><ul>");
    for (int i = 0; i < 6; ++i)
        html += QStringLiteral("<li>") + sentence(dice, 10) + QStringLiteral("</li>");
    html += QStringLiteral("</ul><p>") + sentence(dice, 44) + QStringLiteral("</p>");
    p.longDescription.set(html);
    if (const QList<PriceBookEntry> generated = prices(sample, dice, serial); !generated.isEmpty())
        p.priceBookEntries.set(generated);
    JsonFields custom = sample.customFields.valueOr({});
    custom.append(QStringLiteral("Segment__c"), '"' + QByteArray(dice.pick(Words)) + '"');
    custom.append(QStringLiteral("LaunchWave__c"), QByteArray::number(serial % 12 + 1));
    custom.append(QStringLiteral("MarginTarget__c"), QByteArray::number(20 + serial % 30) + ".5");
    p.customFields.set(custom);
    return p;
}

} // namespace bd::sandbox
