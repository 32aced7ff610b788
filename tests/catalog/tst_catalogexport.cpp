#include "../common/jsontestutil.h"
#include "domain/productcodec.h"
#include "models/catalog/catalogexport.h"
#include "models/catalog/catalogmodel.h"
#include "models/common/csv.h"

#include <QTest>

using namespace bd::models;
using namespace bd::domain;

class TestCatalogExport : public QObject
{
    Q_OBJECT
private slots:
    void csvOfVisibleRows();
    void csvQuotesAndDefusesFormulas();
    void csvKeepsNumbersNumeric();
    void catalogCsvCarriesData();
    void jsonKeepsProductsExactly();
};

static QList<ProductSummary> products(const QByteArray &json)
{
    return decodeProductSummaries(json).value.products;
}

void TestCatalogExport::csvOfVisibleRows()
{
    CatalogModel model;
    model.setProducts(products(R"([{"id":"01t000000000001AAA","name":"Alpha","sku":"A-1"},
                                   {"id":"01t000000000002AAA","name":"Beta","sku":"B-1"}])"));
    model.setSearchText(QStringLiteral("beta"));
    const QByteArray csv = exportCsv(model);
    const QList<QByteArray> lines = csv.split('\n');
    QCOMPARE(lines.first(),
             QByteArray("Name,SKU,Record type,Price model,Billing timing,Category,Lowest price\r"));
    QCOMPARE(lines.at(1), QByteArray("Beta,B-1,Product,OneTime,In Advance,,\r"));
    QCOMPARE(lines.size(), 3); // header, one row, trailing empty
}

void TestCatalogExport::csvQuotesAndDefusesFormulas()
{
    CatalogModel model;
    model.setProducts(products(R"js([{"id":"01t000000000001AAA","name":"=HYPERLINK(\"x\")","sku":"a,b"},
                                   {"id":"01t000000000002AAA","name":"Line\nbreak","sku":"say \"hi\""}])js"));
    const QByteArray csv = exportCsv(model);
    QVERIFY2(csv.contains(R"csv("'=HYPERLINK(""x"")","a,b")csv"), csv.constData());
    QVERIFY(csv.contains("\"Line\nbreak\",\"say \"\"hi\"\"\""));
}

// A number stays a number a spreadsheet can sum (a negative one too); only text that would start a
// formula is defused.
void TestCatalogExport::csvKeepsNumbersNumeric()
{
    CatalogModel model;
    model.setProducts(products(R"([{"id":"01t000000000001AAA","name":"-5","sku":"-1.25"},
                                   {"id":"01t000000000002AAA","name":"-5 apples","sku":"+7"}])"));
    const QByteArray csv = exportCsv(model);
    QVERIFY2(csv.contains("\r\n-5,-1.25,"), csv.constData());
    QVERIFY2(csv.contains("\r\n\"'-5 apples\",\"'+7\","), csv.constData());
}

void TestCatalogExport::jsonKeepsProductsExactly()
{
    const QByteArray original =
        R"([{"id":"01t000000000001AAA","name":"Alpha","sku":"A-1","x_vendor":{"k":[1,2]},
        "priceBookEntries":[{"listPrice":12345678901234.56,"currencyIsoCode":"USD","uom":{"decimalScale":2}}]}])";
    CatalogModel model;
    model.setProducts(products(original));
    const QByteArray exported = exportJson(model, model);
    QCOMPARE(bd::test::canonicalJson(exported), bd::test::canonicalJson(original));
}

// The catalog's CSV for a spreadsheet: id and one column per value; a row per currency with the
// price's exact digits; a product without a price on one row; text that looks like a formula
// defused; only the rows shown.
void TestCatalogExport::catalogCsvCarriesData()
{
    CatalogModel model;
    model.setProducts(products(R"json([
        {"id":"01t000000000001AAA","name":"Alpha","sku":"A-1","priceBookEntries":[
            {"listPrice":99999999999999999999.99,"currencyIsoCode":"USD","active":true},
            {"listPrice":1250.750,"currencyIsoCode":"EUR","active":true},
            {"listPrice":5,"currencyIsoCode":"GBP","active":false}]},
        {"id":"01t000000000002AAA","name":"=cmd()","sku":"B-1"
},
        {"id":"01t000000000003AAA","name":"Gamma","sku":"C-1"}])json"));
    model.setSearchText(QStringLiteral("-1"));
    const QList<QByteArray> lines = exportCatalogCsv(model, model).split('\n');
    QCOMPARE(lines.first(), QByteArray("id,name,sku,recordType,priceModel,billingTiming,category,currency,"
                                       "lowestListPrice\r"));
    QVERIFY(lines.contains("01t000000000001AAA,Alpha,A-1,Product,OneTime,In Advance,,EUR,1250.750\r") ||
            lines.contains("01t000000000001AAA,Alpha,A-1,Product,OneTime,In Advance,,EUR,1250.75\r"));
    QVERIFY(lines.contains(
        "01t000000000001AAA,Alpha,A-1,Product,OneTime,In Advance,,USD,99999999999999999999.99\r"));
    QVERIFY(!lines.join().contains(",GBP,")); // an inactive price is no price
    QVERIFY2(lines.contains("01t000000000002AAA,\"'=cmd()\",B-1,Product,OneTime,In Advance,,,\r"),
             lines.join().constData());
    QCOMPARE(lines.size(), 1 + 2 + 1 + 1 + 1); // header, Alpha twice, =cmd(), Gamma (C-1), the empty rest
    model.setSearchText(QStringLiteral("gamma"));
    QCOMPARE(exportCatalogCsv(model, model).count("\r\n"), 2);
}

QTEST_GUILESS_MAIN(TestCatalogExport)
#include "tst_catalogexport.moc"
