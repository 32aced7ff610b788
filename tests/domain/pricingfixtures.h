#pragma once

// Products for the price calculator's tests, written as the service's JSON (so the codec reads
// them as it reads the service's), from a few building blocks.

#include "domain/pricecalculator.h"
#include "domain/productcodec.h"

#include <QByteArray>
#include <QStringList>

namespace bd::test::pricing {

// One tier: "start", "end" ("null": open), and either an amount or a discount percentage.
inline QByteArray tier(const char *start, const char *end, const char *amount, const char *percent = nullptr,
                       const char *chargeModel = "PerUnit")
{
    QByteArray t =
        QByteArray("{\"chargeModel\":\"") + chargeModel + "\",\"startUnit\":" + start + ",\"endUnit\":" + end;
    if (amount)
        t += QByteArray(",\"amount\":") + amount;
    if (percent)
        t += QByteArray(",\"discountPercentage\":") + percent;
    return t + '}';
}
inline QByteArray flat(const char *start, const char *end, const char *amount)
{
    return tier(start, end, amount, nullptr, "FlatFee");
}
inline QByteArray off(const char *start, const char *end, const char *percent)
{
    return tier(start, end, nullptr, percent);
}

inline QByteArray tag(const char *type, const char *priceType, const char *dimension,
                      const QList<QByteArray> &tiers, const QByteArray &extra = {})
{
    QByteArray t = QByteArray("{\"priceTagType\":\"") + type + "\",\"priceType\":\"" + priceType +
                   "\",\"uomDimension\":\"" + dimension + "\",\"priceTiers\":[";
    for (qsizetype i = 0; i < tiers.size(); ++i)
        t += (i ? "," : "") + tiers.at(i);
    t += ']';
    if (!extra.isEmpty())
        t += ',' + extra;
    return t + '}';
}

struct Uom
{
    const char *name = "User/Month";
    const char *quantityDimension = "User";
    const char *termDimension = "Month"; // nullptr: none
    int decimalScale = 0;
    const char *roundingMode = "Nearest";
};

inline QByteArray entry(const char *listPrice, const char *currency, const Uom &uom,
                        const QList<QByteArray> &tags = {}, const QByteArray &extra = {})
{
    QByteArray e = QByteArray("{\"id\":\"01u000000000000001\",\"listPrice\":") + listPrice +
                   ",\"currencyIsoCode\":\"" + currency + "\",\"active\":true,\"uom\":{\"name\":\"" +
                   uom.name + "\",\"quantityDimension\":\"" + uom.quantityDimension +
                   "\",\"termDimension\":" +
                   (uom.termDimension ? QByteArray("\"") + uom.termDimension + '"' : QByteArray("null")) +
                   ",\"decimalScale\":" + QByteArray::number(uom.decimalScale) + ",\"roundingMode\":\"" +
                   uom.roundingMode + "\"}";
    if (!tags.isEmpty()) {
        e += ",\"priceTags\":[";
        for (qsizetype i = 0; i < tags.size(); ++i)
            e += (i ? "," : "") + tags.at(i);
        e += ']';
    }
    if (!extra.isEmpty())
        e += ',' + extra;
    return e + '}';
}

inline QByteArray product(const char *priceModel, const QList<QByteArray> &entries,
                          const QList<QByteArray> &productTags = {}, const QByteArray &extra = {})
{
    QByteArray p = QByteArray("{\"id\":\"01t000000000000001\",\"name\":\"Example\",\"sku\":\"EX-1\","
                              "\"priceModel\":\"") +
                   priceModel + "\",\"priceBookEntries\":[";
    for (qsizetype i = 0; i < entries.size(); ++i)
        p += (i ? "," : "") + entries.at(i);
    p += ']';
    if (!productTags.isEmpty()) {
        p += ",\"priceTags\":[";
        for (qsizetype i = 0; i < productTags.size(); ++i)
            p += (i ? "," : "") + productTags.at(i);
        p += ']';
    }
    if (!extra.isEmpty())
        p += ',' + extra;
    return p + '}';
}

inline domain::Product decode(const QByteArray &json)
{
    const auto decoded = domain::decodeJson<domain::Product>(json);
    Q_ASSERT_X(decoded.ok, "pricing fixture", json.constData());
    return decoded.value;
}

inline domain::Decimal dec(const char *text)
{
    return *domain::Decimal::fromString(QString::fromLatin1(text));
}

// A term as a length: "24 month", "2 year", "90 day".
inline domain::TermSpan termOf(const char *length, domain::TimeUnit unit)
{
    domain::TermSpan span;
    span.length = dec(length);
    span.unit = unit;
    return span;
}

inline domain::TermSpan datesOf(const char *first, const char *last)
{
    domain::TermSpan span;
    span.first = QDate::fromString(QString::fromLatin1(first), Qt::ISODate);
    span.last = QDate::fromString(QString::fromLatin1(last), Qt::ISODate);
    return span;
}

// The product priced at its first active entry.
inline domain::PriceResult priceOf(const domain::Product &p, const char *quantity,
                                   const domain::TermSpan &term = {},
                                   domain::TermBasis basis = domain::TermBasis::Us30360)
{
    const domain::EntryChoice choice = domain::choosePriceBookEntry(p, {}, {});
    Q_ASSERT(choice.entry);
    const domain::PriceCalculator calculator(p, *choice.entry);
    domain::PriceInput input;
    input.quantity = dec(quantity);
    input.term = term;
    input.basis = basis;
    return calculator.price(input);
}

} // namespace bd::test::pricing
