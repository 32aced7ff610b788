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

QTEST_GUILESS_MAIN(TestCatalogExport)
#include "tst_catalogexport.moc"
