#include "../common/jsontestutil.h"
#include "domain/productcodec.h"
#include "domain/validation.h"

#include <QTest>

using namespace bd::domain;
using bd::test::canonicalJson;
using bd::test::readFile;

class TestProductCodec : public QObject
{
    Q_OBJECT
private slots:
    void decodesSampleCatalogs_data();
    void decodesSampleCatalogs();
    void decodesEveryField();
    void keepsExactPrices();
    void absentNullAndValueStayApart();
    void appliesSpecDefaults();
    void reportsWrongTypesWithPaths_data();
    void reportsWrongTypesWithPaths();
    void keepsUnknownFieldsThroughRoundTrip();
    void roundTripsSampleCatalogExactly();
    void acceptsListEnvelope();
    void survivesTruncatedResponses();
    void flagsCustomFieldNames();
};

static QString sampleCatalog(const char *tenant)
{
    return QStringLiteral(BD_SOURCE_DIR "/resources/sandbox/%1/products.json").arg(QLatin1String(tenant));
}

void TestProductCodec::decodesSampleCatalogs_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("acme") << sampleCatalog("acme");
    QTest::newRow("globex") << sampleCatalog("globex");
}

void TestProductCodec::decodesSampleCatalogs()
{
    QFETCH(QString, path);
    const auto page = decodeProductList(readFile(path));
    QVERIFY(page.ok);
    for (const DecodeProblem &p : page.problems)
        qWarning() << p.toString();
    QVERIFY(page.problems.isEmpty());
    QVERIFY(page.value.products.size() >= 12);
    for (const Product &p : page.value.products) {
        QVERIFY(p.id.isPresent() && p.name.isPresent() && p.sku.isPresent());
        const QList<Violation> violations = validateProduct(p);
        QVERIFY2(violations.isEmpty(), qPrintable(violations.value(0).message));
    }
}

static Product decodeProduct(const QByteArray &text, QList<DecodeProblem> *problems = nullptr)
{
    auto decoded = decodeJson<Product>(text);
    if (problems)
        *problems = decoded.problems;
    return decoded.value;
}

void TestProductCodec::decodesEveryField()
{
    QList<DecodeProblem> problems;
    const Product p = decodeProduct(
        readFile(QStringLiteral(BD_TEST_DATA_DIR "/independent/product-bundle.json")), &problems);
    QVERIFY(problems.isEmpty());
    QCOMPARE(p.effectiveRecordType(), QStringLiteral("Bundle"));
    QVERIFY(p.configurable.value());
    QVERIFY(p.bundleTemplate.isPresent());
    QVERIFY(p.productOptions.value().size() >= 3);
    QVERIFY(p.productFeatures.value().size() >= 2);
    const ProductFeature &feature = p.productFeatures.value().first();
    QVERIFY(feature.featureOrder.isPresent());
    QVERIFY(feature.feature.value().name.isPresent());
    QVERIFY(!feature.productOptions.value().isEmpty());
    const ProductOption &option = p.productOptions.value().first();
    QVERIFY(option.product.value().id.isPresent());
    QVERIFY(option.optionType.isPresent());
    const PriceBookEntry &entry = p.priceBookEntries.value().first();
    QVERIFY(entry.uom.value().decimalScale.isPresent());
    QVERIFY(entry.uom.value().roundingMode.isPresent());
    QVERIFY(!entry.pricingAttributes.value().isEmpty());
    QVERIFY(!p.priceTags.value().isEmpty());
    QVERIFY(!p.priceTags.value().first().priceTiers.value().isEmpty());
    QVERIFY(p.customFields.value().size() >= 3);
    QVERIFY(p.extra.isEmpty()); // every top-level field of the fixture is a known field
}

void TestProductCodec::keepsExactPrices()
{
    const Product p =
        decodeProduct(readFile(QStringLiteral(BD_TEST_DATA_DIR "/independent/product-recurring.json")));
    QStringList prices;
    for (const PriceBookEntry &e : p.priceBookEntries.value())
        prices << e.listPrice.value().toString();
    QVERIFY2(prices.contains(QStringLiteral("12345678901234.56")), qPrintable(prices.join(u' ')));
    QVERIFY(prices.contains(QStringLiteral("0.1")));
    QVERIFY(prices.contains(QStringLiteral("19.99")));
    QVERIFY(prices.contains(QStringLiteral("0.0035")));
    const QByteArray encoded = encodeJson(p);
    QVERIFY(encoded.contains("12345678901234.56"));
    QVERIFY(!encoded.contains("0.1000000"));
}

void TestProductCodec::absentNullAndValueStayApart()
{
    const Product p = decodeProduct(R"({"id":"01t000000000001AAA","name":"N","sku":"S","defaultUomId":"u",
        "description":null,"productOptions":[{"maxQuantity":null,"minQuantity":0},{"maxQuantity":5}]})");
    QVERIFY(p.description.isNull());
    QVERIFY(p.imageUrl.isAbsent());
    QVERIFY(p.autoRenew.isAbsent());
    const auto &options = p.productOptions.value();
    QVERIFY(options[0].maxQuantity.isNull());
    QVERIFY(options[0].minQuantity.isPresent());
    QCOMPARE(options[0].minQuantity.value(), 0);
    QVERIFY(options[1].minQuantity.isAbsent());
    QCOMPARE(options[1].maxQuantity.value(), 5);
    const QByteArray encoded = encodeJson(p);
    QVERIFY(encoded.contains(R"("description":null)"));
    QVERIFY(!encoded.contains("imageUrl"));
}

void TestProductCodec::appliesSpecDefaults()
{
    const Product p =
        decodeProduct(readFile(QStringLiteral(BD_TEST_DATA_DIR "/independent/product-minimal.json")));
    QVERIFY(p.recordType.isAbsent());
    QCOMPARE(p.effectiveRecordType(), QStringLiteral("Product"));
    QCOMPARE(p.effectiveConfigurable(), false);
    QCOMPARE(p.effectiveSoldIndependently(), true);
    QCOMPARE(p.effectivePriceModel(), QStringLiteral("OneTime"));
    QCOMPARE(p.effectiveBillingTiming(), QStringLiteral("In Advance"));
}

void TestProductCodec::reportsWrongTypesWithPaths_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("expectedWords");
    const QByteArray head = R"({"id":"01t000000000001AAA","name":"N","sku":"S","defaultUomId":"u",)";
    QTest::newRow("bool as string") << head + R"("configurable":"yes"})"
                                    << "configurable"
                                    << "true or false";
    QTest::newRow("int as string") << head + R"("defaultSubscriptionTerm":"12"})"
                                   << "defaultSubscriptionTerm"
                                   << "whole number";
    QTest::newRow("int as fraction") << head + R"("freeTrialUnit":1.5})"
                                     << "freeTrialUnit"
                                     << "whole number";
    QTest::newRow("nested scale")
        << head +
               R"("priceBookEntries":[{"listPrice":1,"uom":{}},{"listPrice":2,"uom":{"decimalScale":"two"}}]})"
        << "priceBookEntries[1].uom.decimalScale"
        << "whole number";
    QTest::newRow("object for array") << head + R"("productFeatures":{}})"
                                      << "productFeatures"
                                      << "an array";
    QTest::newRow("array for object") << head + R"("priceBookEntries":[{"listPrice":1,"uom":[]}]})"
                                      << "priceBookEntries[0].uom"
                                      << "an object";
    QTest::newRow("price as string") << head + R"("priceBookEntries":[{"listPrice":"19.99","uom":{}}]})"
                                     << "priceBookEntries[0].listPrice"
                                     << "a number";
    QTest::newRow("missing required") << QByteArray(R"({"name":"N","sku":"S"})") << "id"
                                      << "missing";
    QTest::newRow("option product id") << head + R"("productOptions":[{"product":{"id":7}}]})"
                                       << "productOptions[0].product.id"
                                       << "a string";
    QTest::newRow("tier bound") << head + R"("priceTags":[{"priceTiers":[{"startUnit":"one"}]}]})"
                                << "priceTags[0].priceTiers[0].startUnit"
                                << "a number";
    QTest::newRow("lone surrogate in a name") << head + R"("description":"Fast \udc00 cheap"})"
                                              << "description"
                                              << R"(unpaired UTF-16 surrogate (\udc00))";
    QTest::newRow("lone surrogate deep inside")
        << head + R"("productOptions":[{"product":{"id":"01t000000000002AAA","name":"\ud83d"}}]})"
        << "productOptions[0].product.name"
        << "which is not text";
}

void TestProductCodec::reportsWrongTypesWithPaths()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, path);
    QFETCH(QString, expectedWords);
    QList<DecodeProblem> problems;
    decodeProduct(json, &problems);
    QStringList described;
    for (const DecodeProblem &p : problems)
        described << p.toString();
    QVERIFY2(problems.size() == 1, qPrintable(described.join(u'\n')));
    QCOMPARE(problems.first().path, path);
    QVERIFY2(problems.first().message.contains(expectedWords), qPrintable(problems.first().message));
}

void TestProductCodec::keepsUnknownFieldsThroughRoundTrip()
{
    const QByteArray original =
        readFile(QStringLiteral(BD_TEST_DATA_DIR "/independent/product-unknown-fields.json"));
    QList<DecodeProblem> problems;
    const Product p = decodeProduct(original, &problems);
    QVERIFY(problems.isEmpty());
    QVERIFY(!p.extra.isEmpty());
    QVERIFY(!p.priceBookEntries.value().first().extra.isEmpty());
    QCOMPARE(canonicalJson(encodeJson(p)), canonicalJson(original));
}

void TestProductCodec::roundTripsSampleCatalogExactly()
{
    const QByteArray original = readFile(sampleCatalog("acme"));
    const auto page = decodeProductList(original);
    QCOMPARE(canonicalJson(encodeJson(page.value.products)), canonicalJson(original));
}

void TestProductCodec::acceptsListEnvelope()
{
    const auto plain =
        decodeProductList(readFile(QStringLiteral(BD_TEST_DATA_DIR "/independent/product-list.json")));
    QVERIFY(plain.ok);
    QCOMPARE(plain.value.products.size(), 3);
    QVERIFY(!plain.value.enveloped);
    const auto wrapped = decodeProductList(
        readFile(QStringLiteral(BD_TEST_DATA_DIR "/independent/product-list-envelope.json")));
    QVERIFY(wrapped.ok);
    QVERIFY(wrapped.value.enveloped);
    QCOMPARE(wrapped.value.products.size(), 2);
    QCOMPARE(wrapped.value.page.value(), 1);
    QCOMPARE(wrapped.value.limit.value(), 2);
    const auto neither = decodeProductList(R"({"items": []})");
    QVERIFY(!neither.ok);
    QCOMPARE(neither.problems.first().path, QStringLiteral("data"));
}

void TestProductCodec::survivesTruncatedResponses()
{
    const QByteArray full = readFile(sampleCatalog("globex"));
    for (qsizetype cut = 0; cut < full.size(); cut += 97) {
        const auto page = decodeProductList(full.left(cut));
        QVERIFY(!page.ok);
        QVERIFY(!page.problems.isEmpty());
    }
}

void TestProductCodec::flagsCustomFieldNames()
{
    QList<DecodeProblem> problems;
    const Product p = decodeProduct(R"({"id":"01t000000000001AAA","name":"N","sku":"S","defaultUomId":"u",
        "customFields":{"region__c":"EU","Region":"x"}})",
                                    &problems);
    QCOMPARE(p.customFields.value().size(), 2);
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().path, QStringLiteral("customFields.Region"));
}

QTEST_GUILESS_MAIN(TestProductCodec)
#include "tst_productcodec.moc"
