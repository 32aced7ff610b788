// A JSON list fed in pieces of every size hands over the same elements, at the same places, and
// finishes with the same verdict as the whole text parsed at once.

#include "domain/json/jsonelementstream.h"

#include <QTest>

using namespace bd::json;

namespace {

struct Result
{
    QList<QByteArray> elements; // each element's exact text
    QList<qint64> offsets;      // where it starts in the whole text
    bool valid = false;
    ParseError error;
    QByteArray skeleton; // the rest of the text, reformatted by the parser (the array empty)
};

// Feeds `text` in pieces of `piece` bytes (0: at once).
Result stream(const QByteArray &text, qsizetype piece, const QByteArray &member = "data")
{
    Result r;
    ElementStream s(member);
    const ElementStream::Visitor visit = [&](Value v, const QByteArray &buffer, qint64 bufferOffset) {
        const QByteArrayView raw = v.raw();
        Q_ASSERT(raw.data() >= buffer.constData() && raw.data() + raw.size() <= buffer.constEnd());
        r.elements.append(raw.toByteArray());
        r.offsets.append(bufferOffset + (raw.data() - buffer.constData()));
    };
    if (piece <= 0) {
        s.feed(text, visit);
    } else {
        for (qsizetype at = 0; at < text.size(); at += piece)
            s.feed(text.mid(at, piece), visit);
    }
    const Document doc = s.finish(visit, &r.error);
    r.valid = doc.isValid();
    if (r.valid)
        r.skeleton = doc.root().raw().toByteArray();
    return r;
}

} // namespace

class TestJsonElementStream : public QObject
{
    Q_OBJECT
private slots:
    void sameInEveryPieceSize_data();
    void sameInEveryPieceSize();
    void errorsSayWhere_data();
    void errorsSayWhere();
    void cutShortKeepsWholeElements();
    void bigElementIsNotParsedPerPiece();
    void wholeTextIsNotCopied();
};

void TestJsonElementStream::sameInEveryPieceSize_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QList<QByteArray>>("elements");
    QTest::newRow("root array") << QByteArray(R"([{"a":1}, {"b":"x\"]y"} ,[1,2],"s\\",-12.5e3,true,null])")
                                << QList<QByteArray>{R"({"a":1})", R"({"b":"x\"]y"})", "[1,2]",
                                                     R"("s\\")",   "-12.5e3",          "true",
                                                     "null"};
    QTest::newRow("empty array") << QByteArray(" [ ] ") << QList<QByteArray>{};
    QTest::newRow("numbers at the end of a piece")
        << QByteArray("[1234567,89,0.125]") << QList<QByteArray>{"1234567", "89", "0.125"};
    QTest::newRow("envelope, page first")
        << QByteArray(
               R"({"page":1,"meta":{"data":[9]},"data":[{"id":"a"},{"id":"b"}],"limit":2,"total":null})")
        << QList<QByteArray>{R"({"id":"a"})", R"({"id":"b"})"};
    QTest::newRow("envelope without data")
        << QByteArray(R"({"error":"no","items":[1]})") << QList<QByteArray>{};
    QTest::newRow("a scalar") << QByteArray("42") << QList<QByteArray>{};
    QTest::newRow("newlines and unicode")
        << QByteArray("[\n  {\"n\": \"caf\xc3\xa9\"},\n  {\"n\": \"\\u00e9\"}\n]\n")
        << QList<QByteArray>{"{\"n\": \"caf\xc3\xa9\"}", R"({"n": "\u00e9"})"};
}

void TestJsonElementStream::sameInEveryPieceSize()
{
    QFETCH(QByteArray, text);
    QFETCH(QList<QByteArray>, elements);
    const Result whole = stream(text, 0);
    QCOMPARE(whole.elements, elements);
    QVERIFY2(whole.valid, qPrintable(whole.error.toString()));
    for (qsizetype i = 0; i < whole.elements.size(); ++i)
        QCOMPARE(text.mid(whole.offsets.at(i), whole.elements.at(i).size()), whole.elements.at(i));
    for (qsizetype piece = 1; piece <= text.size(); ++piece) {
        const Result r = stream(text, piece);
        QCOMPARE(r.elements, whole.elements);
        QCOMPARE(r.offsets, whole.offsets);
        QCOMPARE(r.valid, whole.valid);
        QCOMPARE(r.skeleton, whole.skeleton);
    }
}

void TestJsonElementStream::errorsSayWhere_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("elements"); // handed over before the error
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::newRow("bad element") << QByteArray("[{\"a\":1},\n {\"a\":}]") << 1 << 2 << 7;
    QTest::newRow("missing comma") << QByteArray("[1 2]") << 1 << 1 << 4;
    QTest::newRow("bad text after the array") << QByteArray("{\"data\":[1],\n\"page\":x}") << 1 << 2 << 8;
    QTest::newRow("bad text before the array") << QByteArray("{\"page\":,\"data\":[1]}") << 0 << 1 << 9;
    QTest::newRow("trailing comma") << QByteArray("[1,]") << 1 << 1 << 4;
    QTest::newRow("text after the root") << QByteArray("[1] x") << 1 << 1 << 5;
}

void TestJsonElementStream::errorsSayWhere()
{
    QFETCH(QByteArray, text);
    QFETCH(int, elements);
    QFETCH(int, line);
    QFETCH(int, column);
    ParseError reference;
    QVERIFY(!Document::parse(text, &reference).isValid());
    for (qsizetype piece : {qsizetype(0), qsizetype(1), qsizetype(3)}) {
        const Result r = stream(text, piece);
        QVERIFY(!r.valid);
        QCOMPARE(r.elements.size(), elements);
        QCOMPARE(r.error.line, line);
        QCOMPARE(r.error.column, column);
        QCOMPARE(r.error.offset, reference.offset);
    }
}

void TestJsonElementStream::cutShortKeepsWholeElements()
{
    const QByteArray text = R"({"data":[{"id":"a"},{"id":"b"},{"id":"c"}],"page":1})";
    const qsizetype cut = text.indexOf(R"({"id":"c")") + 4;
    for (qsizetype piece : {qsizetype(0), qsizetype(1), qsizetype(7)}) {
        const Result r = stream(text.left(cut), piece);
        QVERIFY(!r.valid);
        QCOMPARE(r.elements, (QList<QByteArray>{R"({"id":"a"})", R"({"id":"b"})"}));
        QCOMPARE(r.error.offset, cut);
        QVERIFY2(r.error.message.contains(QStringLiteral("unterminated")) ||
                     r.error.message.contains(QStringLiteral("end of text")),
                 qPrintable(r.error.message));
    }
    // A number cut at its last digit is not taken for a whole number.
    const Result number = stream("[12,345", 3);
    QCOMPARE(number.elements, QList<QByteArray>{"12"});
    QVERIFY(!number.valid);
}

void TestJsonElementStream::bigElementIsNotParsedPerPiece()
{
    // One 1 MB element arriving 100 bytes at a time: it is looked at again only when as much
    // again has come, so the work stays linear (this would take seconds if it were quadratic).
    QByteArray text = R"([{"big":")" + QByteArray(1 << 20, 'x') + R"("},{"small":1}])";
    const Result r = stream(text, 100);
    QVERIFY(r.valid);
    QCOMPARE(r.elements.size(), 2);
    QCOMPARE(r.elements.at(1), QByteArray(R"({"small":1})"));
}

void TestJsonElementStream::wholeTextIsNotCopied()
{
    const QByteArray text = R"({"data":[{"a":1},{"b":2}]})";
    ElementStream s("data");
    const auto check = [&](Value v, const QByteArray &buffer, qint64) {
        QCOMPARE(buffer.constData(), text.constData()); // the caller's bytes, shared
        QVERIFY(v.raw().data() > text.constData());
    };
    s.feed(text, check);
    QVERIFY(s.finish(check).isValid());
}

QTEST_APPLESS_MAIN(TestJsonElementStream)
#include "tst_jsonelementstream.moc"
