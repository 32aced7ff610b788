// Product summaries are read straight from the JSON; the full decoder is the oracle they must
// agree with, on the sandbox's products and on the independent author's awkward fixtures.

#include "../common/jsontestutil.h"
#include "domain/product.h"
#include "domain/productsummary.h"
#include "domain/productsummarystream.h"
#include "domain/searchfold.h"

#include <QDir>
#include <QRandomGenerator>
#include <QSet>
#include <QTest>

using namespace bd::domain;

class TestProductSummary : public QObject
{
    Q_OBJECT
private slots:
    void agreesWithFullDecode_data();
    void agreesWithFullDecode();
    void sharesThePageInsteadOfCopying();
    void readsEnvelopes();
    void reportsWrongTypesWithPaths();
    void foldsNonAsciiForSearch();
    void rejectsWhatIsNotAList();
    void streamInPiecesAgreesWithOnePiece();
    void priceHashTellsRepricedProducts();
    void searchTextFoldsAsQStringDoes();
    void lowestPricesAsTheFullProductSays();
};

static QSet<QByteArray> lines(const QByteArray &text)
{
    QSet<QByteArray> out;
    for (const QByteArray &line : text.split('\n')) {
        if (!line.isEmpty())
            out.insert(line);
    }
    return out;
}

// The search text the earlier design built from decoded products.
static QSet<QByteArray> expectedSearchLines(const Product &p)
{
    QStringList parts{p.name.valueOr({}), p.sku.valueOr({}), p.description.valueOr({})};
    const auto addOptions = [&parts](const QList<ProductOption> &options) {
        for (const ProductOption &o : options)
            parts << o.optionName.valueOr({}) << o.product.valueOr({}).name.valueOr({});
    };
    for (const ProductFeature &f : p.productFeatures.orEmpty()) {
        parts << f.featureName.valueOr({}) << f.feature.valueOr({}).name.valueOr({});
        addOptions(f.productOptions.orEmpty());
    }
    addOptions(p.productOptions.orEmpty());
    QSet<QByteArray> out;
    for (const QString &part : parts) {
        if (!part.isEmpty())
            out.insert(searchFold(part));
    }
    return out;
}

static bool expectedDetails(const Product &p)
{
    const auto &prices = p.priceBookEntries.orEmpty();
    return std::any_of(prices.begin(), prices.end(),
                       [](const PriceBookEntry &e) { return e.active.valueOr(true); }) ||
           !p.productFeatures.orEmpty().isEmpty() || !p.productOptions.orEmpty().isEmpty() ||
           !p.priceTags.orEmpty().isEmpty() || !p.customFields.orEmpty().isEmpty();
}

void TestProductSummary::agreesWithFullDecode_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &tenant : {QStringLiteral("acme"), QStringLiteral("globex")})
        QTest::newRow(qPrintable(tenant))
            << QStringLiteral(BD_SOURCE_DIR "/resources/sandbox/%1/products.json").arg(tenant);
    const QDir independent(QStringLiteral(BD_TEST_DATA_DIR "/independent"));
    for (const QString &name : independent.entryList({QStringLiteral("product-*.json")})) {
        if (!name.startsWith(u"product-error"))
            QTest::newRow(qPrintable(name)) << independent.filePath(name);
    }
}

void TestProductSummary::agreesWithFullDecode()
{
    QFETCH(QString, file);
    QByteArray text = bd::test::readFile(file);
    if (text.trimmed().startsWith('{') && !text.contains("\"data\""))
        text = '[' + text + ']'; // a single product fixture
    const auto full = decodeProductList(text);
    const auto summaries = decodeProductSummaries(text);
    QVERIFY(full.ok);
    QVERIFY(summaries.ok);
    QCOMPARE(summaries.value.products.size(), full.value.products.size());
    QVERIFY(!summaries.value.products.isEmpty());
    for (qsizetype i = 0; i < full.value.products.size(); ++i) {
        const Product &p = full.value.products.at(i);
        const ProductSummary &s = summaries.value.products.at(i);
        QCOMPARE(s.id, p.id.valueOr({}));
        QCOMPARE(s.name, p.name.valueOr({}));
        QCOMPARE(s.sku, p.sku.valueOr({}));
        QCOMPARE(s.recordType, p.effectiveRecordType());
        QCOMPARE(s.priceModel, p.effectivePriceModel());
        QCOMPARE(s.billingTiming, p.effectiveBillingTiming());
        QCOMPARE(s.category, p.productCategory.valueOr({}));
        QCOMPARE(s.lowestPricesText(), lowestPricesText(p));
        QCOMPARE(s.hasDetails, expectedDetails(p));
        QCOMPARE(lines(s.searchText), expectedSearchLines(p));
        // The kept JSON is the product itself: decoding it gives the same product.
        const Decoded<Product> again = s.decode();
        QCOMPARE(encodeJson(again.value), encodeJson(p));
    }
    // Problems a summary sees are a subset of those the full decode sees.
    for (const DecodeProblem &problem : summaries.problems) {
        const bool known =
            std::any_of(full.problems.begin(), full.problems.end(),
                        [&](const DecodeProblem &f) { return f.toString() == problem.toString(); });
        QVERIFY2(known, qPrintable(problem.toString()));
    }
}

void TestProductSummary::sharesThePageInsteadOfCopying()
{
    const QByteArray page =
        bd::test::readFile(QStringLiteral(BD_SOURCE_DIR "/resources/sandbox/acme/products.json"));
    const auto summaries = decodeProductSummaries(page);
    QVERIFY(summaries.ok);
    for (const ProductSummary &s : summaries.value.products) {
        const QByteArrayView raw = s.json.view();
        QVERIFY(raw.data() >= page.constData() && raw.data() + raw.size() <= page.constData() + page.size());
        QVERIFY(raw.startsWith('{') && raw.endsWith('}'));
    }
}

void TestProductSummary::readsEnvelopes()
{
    const auto summaries = decodeProductSummaries(
        R"({"data":[{"id":"01t000000000001AAA","name":"Alpha"},{"id":"01t000000000002AAA","name":"Beta"}],"page":2,"limit":2,"total":null})");
    QVERIFY(summaries.ok);
    QVERIFY(summaries.value.enveloped);
    QCOMPARE(summaries.value.products.size(), 2);
    QCOMPARE(summaries.value.products.at(1).name, QStringLiteral("Beta"));
    QCOMPARE(summaries.value.page.value(), 2);
    QCOMPARE(summaries.value.limit.value(), 2);
    QVERIFY(summaries.value.total.isNull());
    QVERIFY(summaries.problems.isEmpty());
}

void TestProductSummary::reportsWrongTypesWithPaths()
{
    const auto summaries = decodeProductSummaries(
        R"([{"id":"01t000000000001AAA","name":5,"priceBookEntries":[{"listPrice":"cheap","currencyIsoCode":"USD"},
             {"listPrice":7.5,"currencyIsoCode":"USD","uom":{"decimalScale":2}}]}, "not a product"])");
    QVERIFY(summaries.ok);
    QCOMPARE(summaries.value.products.size(), 1);
    const ProductSummary &s = summaries.value.products.first();
    QVERIFY(s.name.isEmpty());
    QCOMPARE(s.lowestPricesText(QLocale::c()), QStringLiteral("7.50 USD"));
    QStringList paths;
    for (const DecodeProblem &p : summaries.problems)
        paths << p.path;
    QCOMPARE(paths,
             (QStringList{QStringLiteral("[0].name"), QStringLiteral("[0].priceBookEntries[0].listPrice"),
                          QStringLiteral("[1]")}));
}

void TestProductSummary::foldsNonAsciiForSearch()
{
    const ProductSummary s = summarizeProduct(
        QByteArray(R"({"id":"01t000000000001AAA","name":"ÄPFEL Straße","sku":"\u00C9T\u00C9-1"})"));
    QCOMPARE(s.searchText, QStringLiteral("äpfel straße\nété-1").toUtf8());
    QVERIFY(s.searchText.contains(searchFold(u"ÄPF")));
    QVERIFY(s.searchText.contains(searchFold(u"ÉTÉ")));
    QCOMPARE(s.recordType, QStringLiteral("Product")); // spec default
    QVERIFY(!s.hasDetails);
}

void TestProductSummary::rejectsWhatIsNotAList()
{
    QVERIFY(!decodeProductSummaries(R"({"items":[]})").ok);
    QVERIFY(!decodeProductSummaries(R"("products")").ok);
    const auto broken = decodeProductSummaries(R"([{"id":"01t000000000001AAA"},{"id":)");
    QVERIFY(!broken.ok);
    QVERIFY(broken.value.products.isEmpty());
    QCOMPARE(broken.problems.size(), 1);
}

void TestProductSummary::streamInPiecesAgreesWithOnePiece()
{
    const QByteArray page =
        bd::test::readFile(QStringLiteral(BD_SOURCE_DIR "/resources/sandbox/acme/products.json"));
    const auto whole = decodeProductSummaries(page);
    QVERIFY(whole.ok);
    for (qsizetype piece : {qsizetype(1), qsizetype(13), qsizetype(4096)}) {
        ProductSummaryStream stream;
        QList<ProductSummary> products;
        QList<qint64> offsets;
        qsizetype seenAfterHalf = -1;
        for (qsizetype at = 0; at < page.size(); at += piece) {
            stream.feed(page.mid(at, piece), products, &offsets);
            if (seenAfterHalf < 0 && at >= page.size() / 2)
                seenAfterHalf = products.size();
        }
        const auto result = stream.finish(products, &offsets);
        QVERIFY(result.ok);
        QVERIFY2(seenAfterHalf > 0 && seenAfterHalf < whole.value.products.size(),
                 "products are handed over while the text arrives");
        QCOMPARE(products.size(), whole.value.products.size());
        for (qsizetype i = 0; i < products.size(); ++i) {
            const ProductSummary &a = products.at(i);
            const ProductSummary &b = whole.value.products.at(i);
            QCOMPARE(a.id, b.id);
            QCOMPARE(a.name, b.name);
            QCOMPARE(a.searchText, b.searchText);
            QCOMPARE(a.lowestPricesText(), b.lowestPricesText());
            QCOMPARE(a.priceHash, b.priceHash);
            QCOMPARE(a.json.view(), b.json.view());
            QCOMPARE(page.mid(offsets.at(i), a.json.view().size()), a.json.toByteArray());
        }
    }
}

void TestProductSummary::priceHashTellsRepricedProducts()
{
    const auto hash = [](const char *json) { return summarizeProduct(QByteArray(json)).priceHash; };
    const char *base =
        R"({"id":"a","name":"A","priceBookEntries":[{"listPrice":10,"currencyIsoCode":"USD"}]})";
    QCOMPARE(
        hash(base),
        hash(R"({"name":"Renamed","id":"a","priceBookEntries":[{"listPrice":10,"currencyIsoCode":"USD"}]})"));
    QVERIFY(hash(base) !=
            hash(R"({"id":"a","name":"A","priceBookEntries":[{"listPrice":10.5,"currencyIsoCode":"USD"}]})"));
    QVERIFY(hash(base) != hash(R"({"id":"a","name":"A","priceBookEntries":[]})"));
    QCOMPARE(hash(R"({"id":"a"})"), quint64(0));
    // Re-indented or re-formatted is not re-priced; a space inside a string is a change.
    QCOMPARE(hash(base),
             hash(R"({"id":"a","priceBookEntries":[{"listPrice":10.00,"currencyIsoCode":"USD"}]})"));
    QCOMPARE(hash(base),
             hash(R"({"id":"a","priceBookEntries":[{"listPrice":10.0,"currencyIsoCode":"USD"}]})"));
    QVERIFY(hash(base) !=
            hash(R"({"id":"a","priceBookEntries":[{"listPrice":100,"currencyIsoCode":"USD"}]})"));
    QVERIFY(hash(base) !=
            hash(R"({"id":"a","priceBookEntries":[{"listPrice":1.0e1,"currencyIsoCode":"USD"}]})"));
    QCOMPARE(hash(base), hash("{\"id\":\"a\",\"priceBookEntries\": [\n  {\"listPrice\": "
                              "10,\r\n\t\"currencyIsoCode\": \"USD\"}\n]}"));
    QVERIFY(hash(R"({"id":"a","priceBookEntries":[{"uom":"per user"}]})") !=
            hash(R"({"id":"a","priceBookEntries":[{"uom":"peruser"}]})"));
    QVERIFY(hash("{\"id\":\"a\",\"priceBookEntries\":[{\"uom\":\"a\\\" b\"}]}") !=
            hash("{\"id\":\"a\",\"priceBookEntries\":[{\"uom\":\"a\\\"b\"}]}"));
}

void TestProductSummary::searchTextFoldsAsQStringDoes()
{
    // Pieces that cross the sixteen-byte blocks in every way: ASCII, lower-case and upper-case
    // letters beyond ASCII, a dash, an emoji, the dotted capital I (two characters lower-cased),
    // and bytes that are not UTF-8 (a stray byte, an overlong form, a surrogate, a cut sequence).
    const QList<QByteArray> pieces{"a",        "Z",        "Mixed Case ",  "0-9",
                                   "\xc3\xa9", "\xc3\x89", "\xe2\x80\x94", "\xf0\x9f\x98\x80",
                                   "\xc4\xb0", "\xff",     "\xc0\x80",     "\xed\xa0\x80",
                                   "\xe2\x80", "\xce\xa3", "SKU-ABC-0001"};
    QRandomGenerator random(25);
    int exactOnes = 0;
    for (int round = 0; round < 3000; ++round) {
        QByteArray text;
        const int count = int(random.bounded(12));
        for (int i = 0; i < count; ++i)
            text += pieces.at(random.bounded(int(pieces.size())));
        const QByteArray wanted = QString::fromUtf8(text).toLower().toUtf8();
        QByteArray got = "prefix\n";
        const bool exact = appendFolded(got, text);
        QCOMPARE(got.size(), 7 + text.size());
        if (exact) {
            ++exactOnes;
            QCOMPARE(got.sliced(7), wanted);
        } else {
            QVERIFY2(text.contains("\xc3\x89") || text.contains("\xc4\xb0") || text.contains("\xce\xa3") ||
                         QString::fromUtf8(text).toUtf8() != text,
                     text.toHex().constData());
        }
    }
    QVERIFY(exactOnes > 100);
    QByteArray plain;
    QVERIFY(appendFolded(plain, "Caf\xc3\xa9 \xe2\x80\x94 Analytics PRO for Teams, 2024 Edition"));
    QCOMPARE(plain, QByteArray("caf\xc3\xa9 \xe2\x80\x94 analytics pro for teams, 2024 edition"));
    QVERIFY(!appendFolded(plain, "\xc3\x89t\xc3\xa9"));
}

// The summary picks each currency's lowest entry itself (a double first, exactly on a close
// call); the full product goes through LowestPrices. Equal prices keep the first entry (its unit),
// a price lower only in the 13th digit wins, inactive entries and other currencies do not count.
void TestProductSummary::lowestPricesAsTheFullProductSays()
{
    const QByteArray json = R"({"id":"p","name":"P","priceBookEntries":[
        {"listPrice":10.00,"currencyIsoCode":"USD","uom":{"decimalScale":2,"roundingMode":"Up"}},
        {"listPrice":10,"currencyIsoCode":"USD","uom":{"decimalScale":0}},
        {"listPrice":1.0e1,"currencyIsoCode":"USD","uom":{"decimalScale":3}},
        {"listPrice":5,"currencyIsoCode":"USD","active":false},
        {"listPrice":9.99999999999999,"currencyIsoCode":"EUR","uom":{"decimalScale":1,"roundingMode":"down"}},
        {"listPrice":10.0000000000001,"currencyIsoCode":"EUR"},
        {"listPrice":9.9999999999999,"currencyIsoCode":"EUR","uom":{"decimalScale":4}},
        {"listPrice":7,"currencyIsoCode":"GBP"}]})";
    const QList<PriceSummary> summary = summarizeProduct(json).lowestPrices;
    const QList<PriceSummary> full = lowestPrices(decodeJson<Product>(json).value);
    QCOMPARE(summary.size(), 3);
    QCOMPARE(summary.size(), full.size());
    for (qsizetype i = 0; i < full.size(); ++i) {
        QCOMPARE(summary.at(i).currency, full.at(i).currency);
        QCOMPARE(summary.at(i).listPrice.toJson(), full.at(i).listPrice.toJson());
        QCOMPARE(summary.at(i).unitScale, full.at(i).unitScale);
        QCOMPARE(int(summary.at(i).rounding), int(full.at(i).rounding));
    }
    QCOMPARE(summary.at(1).currency, QStringLiteral("GBP"));
    QCOMPARE(summary.at(2).unitScale, 2); // USD: the first of the equal prices
    QCOMPARE(summary.at(0).listPrice.toJson(), QByteArray("9.9999999999999")); // EUR: exactly the lowest
    QCOMPARE(summary.at(0).unitScale, 4);
}

QTEST_GUILESS_MAIN(TestProductSummary)
#include "tst_productsummary.moc"
