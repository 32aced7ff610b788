// The catalog's word search on its own: every answer equals checking each product against each
// word, while typing on (narrowing), deleting (answers kept), replacing words, with products
// arriving between keystrokes, and with non-ASCII text; the SIMD byte search equals a plain one.

#include "../common/jsontestutil.h"
#include "domain/productcodec.h"
#include "domain/productsummary.h"
#include "models/catalog/bytefind.h"
#include "models/catalog/catalogsearchindex.h"

#include <QRandomGenerator>
#include <QTest>

#include <string_view>

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
    void findBytesEqualsAPlainSearch();
    void randomTypingEqualsAReference();
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

// Every length of text and word around the 16-byte blocks, hits at the very end, near misses
// (first and last byte right, a middle one wrong), bytes above 127.
void TestCatalogSearchIndex::findBytesEqualsAPlainSearch()
{
    QRandomGenerator random(25);
    const char alphabet[] = {'a', 'b', 'c', ' ', '\xc3', '\xa9'};
    for (int round = 0; round < 20000; ++round) {
        QByteArray text(int(random.bounded(70)), Qt::Uninitialized);
        for (char &c : text)
            c = alphabet[random.bounded(int(sizeof alphabet))];
        QByteArray word(int(random.bounded(1, 20)), Qt::Uninitialized);
        if (!text.isEmpty() && random.bounded(2)) { // a piece of the text, maybe changed in the middle
            const int from = int(random.bounded(int(text.size())));
            word = text.mid(from, word.size());
            if (word.size() > 2 && random.bounded(2))
                word[int(random.bounded(1, int(word.size()) - 1))] = 'c';
        } else {
            for (char &c : word)
                c = alphabet[random.bounded(int(sizeof alphabet))];
        }
        const std::string_view haystack(text.constData(), size_t(text.size()));
        const size_t at = haystack.find(std::string_view(word.constData(), size_t(word.size())));
        const char *expected = at == std::string_view::npos ? nullptr : text.constData() + at;
        const char *end = text.constData() + text.size();
        QCOMPARE(findBytes(text.constData(), end, word), expected);
        QCOMPARE(findBytesPlain(text.constData(), end, word), expected);
    }
    QCOMPARE(findBytes(nullptr, nullptr, "a"), nullptr);
}

// A person typing over a few thousand products whose words share letters: every keystroke's
// answer equals checking each product for each word, whichever way the index took (an answer
// kept, a narrowing from one, a scan of all), also after products arrived.
void TestCatalogSearchIndex::randomTypingEqualsAReference()
{
    QRandomGenerator random(2025);
    const QList<QByteArray> vocabulary{"ana", "analytics", "banana", "cab", "cabin",
                                       "nab", "bin",       "#12",    "#123"};
    QList<QByteArray> texts;
    const auto products = [&](int count) {
        QList<ProductSummary> out;
        for (int i = 0; i < count; ++i) {
            QByteArray text;
            for (int w = int(random.bounded(1, 6)); w > 0; --w)
                text += vocabulary.at(random.bounded(int(vocabulary.size()))) + ' ';
            ProductSummary p;
            p.searchText = text;
            texts.append(text);
            out.append(p);
        }
        return out;
    };
    CatalogSearchIndex index;
    QList<ProductSummary> first = products(3000);
    index.build(first);
    QString typed;
    const QString keys = QStringLiteral("abcinlyt #12");
    for (int step = 0; step < 600; ++step) {
        const int what = int(random.bounded(20));
        if (what < 11) {
            typed += keys.at(random.bounded(int(keys.size())));
        } else if (what < 17) {
            typed.chop(1);
        } else if (what < 19) { // the last word replaced
            typed.truncate(typed.lastIndexOf(u' ') + 1);
        } else {
            QList<ProductSummary> more = products(int(random.bounded(1, 200)));
            index.append(more);
        }
        index.setSearchText(typed);
        QCOMPARE(index.size(), int(texts.size()));
        const QStringList words = typed.split(u' ', Qt::SkipEmptyParts);
        for (int p = 0; p < index.size(); ++p) {
            const bool all = std::all_of(words.begin(), words.end(),
                                         [&](const QString &w) { return texts.at(p).contains(w.toUtf8()); });
            if (index.matches(p) != all)
                QFAIL(qPrintable(QStringLiteral("\"%1\" (step %2): product %3").arg(typed).arg(step).arg(p)));
        }
    }
}

QTEST_GUILESS_MAIN(TestCatalogSearchIndex)
#include "tst_catalogsearchindex.moc"
