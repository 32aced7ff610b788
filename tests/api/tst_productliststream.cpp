// The worker side of a streamed list (api/productliststream.h): pieces queued from one thread,
// split and summarized on the worker beside the window, taken in batches while they come. Fed
// in any pieces, it hands over exactly the rows, in order, and the problems of the list decoded
// in one piece.

#include "../common/jsontestutil.h"
#include "api/background.h"
#include "api/productliststream.h"
#include "domain/productsummary.h"

#include <QTest>

using namespace bd::domain;

class TestProductListStream : public QObject
{
    Q_OBJECT
private slots:
    void oddPiecesGiveTheRowsAndProblemsOfOnePiece_data();
    void oddPiecesGiveTheRowsAndProblemsOfOnePiece();
};

// What a row shows and keeps, one line a product.
static QStringList described(const QList<ProductSummary> &rows)
{
    QStringList out;
    for (const ProductSummary &p : rows)
        out << QStringList{p.id, p.name, QString::fromUtf8(p.searchText), p.lowestPricesText(),
                           QString::fromUtf8(p.json.view())}
                   .join(u'|');
    return out;
}

void TestProductListStream::oddPiecesGiveTheRowsAndProblemsOfOnePiece_data()
{
    QTest::addColumn<qsizetype>("piece");
    QTest::newRow("1 byte") << qsizetype(1);
    QTest::newRow("7 bytes") << qsizetype(7);
    QTest::newRow("4093 bytes") << qsizetype(4093);
    QTest::newRow("one piece") << qsizetype(0); // the whole list
}

void TestProductListStream::oddPiecesGiveTheRowsAndProblemsOfOnePiece()
{
    QFETCH(qsizetype, piece);
    QByteArray list =
        bd::test::readFile(QStringLiteral(BD_SOURCE_DIR "/resources/sandbox/acme/products.json"));
    // Things that are not products, and a product with a field of the wrong type: problems with
    // paths that name their place in the list.
    const qsizetype open = list.indexOf('[');
    list.insert(open + 1, R"({"id": "01tAc00000Nmrt41tA", "name": 7}, 42, "product", )");
    list.insert(list.lastIndexOf(']'), R"(, {"id": "01tAc00000Nmrt41tB", "sku": ["a"]})");
    if (piece == 0)
        piece = list.size();
    const Decoded<ProductSummaryPage> whole = decodeProductSummaries(list);
    QVERIFY(whole.ok);
    QVERIFY(whole.problems.size() >= 3);

    auto stream = std::make_shared<bd::api::ProductListStream>();
    QList<ProductSummary> rows;
    for (qsizetype at = 0; at < list.size(); at += piece) {
        if (stream->queue(list.mid(at, piece)))
            bd::api::runBesideTheWindow([stream] { stream->drain(); });
        if ((at / piece) % 97 == 0)
            rows += stream->takeReady(); // what is ready now, while the worker goes on
    }
    Decoded<ProductSummaryPage> page = stream->finish(); // waits for the worker
    QVERIFY(page.ok);
    rows += std::move(page.value.products);
    QVERIFY(stream->finish().value.products.isEmpty()); // once only

    QCOMPARE(described(rows), described(whole.value.products));
    QCOMPARE(page.problems.size(), whole.problems.size());
    for (qsizetype i = 0; i < page.problems.size(); ++i)
        QCOMPARE(page.problems.at(i).toString(), whole.problems.at(i).toString());
    QCOMPARE(stream->count(), whole.value.products.size() + 2); // 42 and "product" are not rows
}

QTEST_GUILESS_MAIN(TestProductListStream)
#include "tst_productliststream.moc"
