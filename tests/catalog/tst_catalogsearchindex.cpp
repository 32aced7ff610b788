// The catalog's word search on its own: every answer equals checking each product against each
// word, while typing on (narrowing), deleting, and with non-ASCII text.

#include "../common/jsontestutil.h"
#include "domain/productcodec.h"
#include "domain/productsummary.h"
#include "models/catalog/catalogsearchindex.h"

#include <QTest>

using namespace bd::models;
using namespace bd::domain;

class TestCatalogSearchIndex : public QObject
{
    Q_OBJECT
private slots:
    void takesTheSearchTexts();
    void matchesEqualBruteForce_data();
    void matchesEqualBruteForce();
    void foldsNonAscii();
    void sameWordsChangeNothing();
    void searchBeforeAnyProductArrives();
};

static QList<ProductSummary> sampleProducts()
{
    return decodeProductSummaries(
               bd::test::readFile(QStringLiteral(BD_SOURCE_DIR "/resources/sandbox/acme/products.json")))
        .value.products;
}

void TestCatalogSearchIndex::takesTheSearchTexts()
{
    QList<ProductSummary> products = sampleProducts();
    const QByteArray first = products.first().searchText;
    CatalogSearchIndex index;
    index.build(products);
    QCOMPARE(index.size(), int(products.size()));
    QVERIFY(products.first().searchText.isEmpty()); // one copy: the index's
    QCOMPARE(index.text(0).toByteArray(), first);
    for (int p = 0; p < index.size(); ++p)
        QVERIFY(index.matches(p)); // no words: everything
}

void TestCatalogSearchIndex::matchesEqualBruteForce_data()
{
    QTest::addColumn<QStringList>("typed");
    QTest::newRow("typing on and deleting") << QStringList{
        "a", "an", "ana", "anal", "an", "", "S", "Su", "Sup", "sup pre", "pre sup", "pre supp"};
    QTest::newRow("no match, then all") << QStringList{"zzz", "zz", "z", ""};
    QTest::newRow("repeated words") << QStringList{"e", "e e", "e e e", "ee"};
    QTest::newRow("punctuation and dashes") << QStringList{"ACM-", "acm-bnd", "—", "-"};
}

void TestCatalogSearchIndex::matchesEqualBruteForce()
{
    QFETCH(QStringList, typed);
    QList<ProductSummary> products = sampleProducts();
    QList<QByteArray> texts;
    for (const ProductSummary &p : products)
        texts.append(p.searchText);
    CatalogSearchIndex index;
    index.build(products);
    for (const QString &text : typed) {
        index.setSearchText(text);
        for (int p = 0; p < index.size(); ++p) {
            bool all = true;
            for (const QString &word : text.split(u' ', Qt::SkipEmptyParts))
                all = all && texts.at(p).contains(searchFold(word));
            QVERIFY2(index.matches(p) == all, qPrintable(QStringLiteral("%1 / product %2").arg(text).arg(p)));
        }
    }
}

void TestCatalogSearchIndex::foldsNonAscii()
{
    QList<ProductSummary> products = summarizeProducts(
        {decodeJson<Product>(R"({"id":"01t000000000001AAA","name":"ÉCOLE Straße","sku":"Ü-1"})").value,
         decodeJson<Product>(R"({"id":"01t000000000002AAA","name":"plain","sku":"P-1"})").value});
    CatalogSearchIndex index;
    index.build(products);
    index.setSearchText(QStringLiteral("école"));
    QVERIFY(index.matches(0));
    QVERIFY(!index.matches(1));
    index.setSearchText(QStringLiteral("STRASSE ü-1"));
    QVERIFY(!index.matches(0)); // lower-casing, not case folding: ß stays ß
    index.setSearchText(QStringLiteral("straße Ü-1"));
    QVERIFY(index.matches(0));
}

void TestCatalogSearchIndex::sameWordsChangeNothing()
{
    QList<ProductSummary> products = sampleProducts();
    CatalogSearchIndex index;
    index.build(products);
    QVERIFY(index.setSearchText(QStringLiteral("suite")));
    QVERIFY(!index.setSearchText(QStringLiteral(" suite  ")));
    QVERIFY(!index.setSearchText(QStringLiteral("SUITE")));
    QVERIFY(index.setSearchText(QString()));
}

// While a list streams in, a person may type before the first product has arrived: the empty
// index answers (UBSan once caught memmem being handed its null buffer), then later products
// are matched as they are appended.
void TestCatalogSearchIndex::searchBeforeAnyProductArrives()
{
    CatalogSearchIndex index; // nothing built yet: rows come by append()
    index.setSearchText(QStringLiteral("tablet"));
    QCOMPARE(index.size(), 0);
    QList<bd::domain::ProductSummary> some(2);
    some[0].searchText = "rugged tablet"; // the folded text the summarizer makes
    some[1].searchText = "analytics pro";
    index.append(some);
    QCOMPARE(index.size(), 2);
    QVERIFY(index.matches(0));
    QVERIFY(!index.matches(1));
}

QTEST_GUILESS_MAIN(TestCatalogSearchIndex)
#include "tst_catalogsearchindex.moc"
