#include "domain/json/jsondocument.h"
#include "domain/json/jsonwriter.h"

#include <QTest>

using namespace bd::json;

class TestJson : public QObject
{
    Q_OBJECT
private slots:
    void parsesValid_data();
    void parsesValid();
    void rejectsInvalid_data();
    void rejectsInvalid();
    void keepsExactNumberText();
    void unescapesStrings();
    void iteratesMembersAndElements();
    void boundsNestingDepth();
    void reportsLineAndColumn();
    void writerEscapesAndNests();
    void reformatIndents();
    void displayText_data();
    void displayText();
    void stringsOfEveryLengthAndEscapePosition();
    void streamsRootArrayElements();
    void streamsEnvelopeMember();
    void streamingReportsErrors();
};

void TestJson::parsesValid_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("type");
    QTest::newRow("object") << QByteArray(R"({"a": 1, "b": [true, false, null]})") << int(Type::Object);
    QTest::newRow("empty object") << QByteArray("{}") << int(Type::Object);
    QTest::newRow("empty array") << QByteArray(" [ ] ") << int(Type::Array);
    QTest::newRow("string") << QByteArray(R"("x\u00e9\n")") << int(Type::String);
    QTest::newRow("negative exponent") << QByteArray("-1.5e-3") << int(Type::Number);
    QTest::newRow("zero") << QByteArray("0") << int(Type::Number);
    QTest::newRow("null") << QByteArray("null") << int(Type::Null);
    QTest::newRow("utf8") << QByteArray("\"Caf\xc3\xa9 \xf0\x9f\x9a\x80\"") << int(Type::String);
}

void TestJson::parsesValid()
{
    QFETCH(QByteArray, text);
    QFETCH(int, type);
    ParseError error;
    const Document doc = Document::parse(text, &error);
    QVERIFY2(!error.isError(), qPrintable(error.toString()));
    QCOMPARE(int(doc.root().type()), type);
}

void TestJson::rejectsInvalid_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("empty") << QByteArray("");
    QTest::newRow("truncated object") << QByteArray(R"({"a": 1)");
    QTest::newRow("truncated string") << QByteArray(R"(["abc)");
    QTest::newRow("trailing comma") << QByteArray("[1,]");
    QTest::newRow("leading zero") << QByteArray("012");
    QTest::newRow("bare dot") << QByteArray("1.");
    QTest::newRow("single quotes") << QByteArray("{'a':1}");
    QTest::newRow("unquoted key") << QByteArray("{a:1}");
    QTest::newRow("bad escape") << QByteArray(R"("\x")");
    QTest::newRow("short unicode escape") << QByteArray(R"("\u12")");
    QTest::newRow("control char") << QByteArray("\"a\tb\"");
    QTest::newRow("two values") << QByteArray("1 2");
    QTest::newRow("html") << QByteArray("<html>502 Bad Gateway</html>");
    QTest::newRow("bad literal") << QByteArray("tru");
}

void TestJson::rejectsInvalid()
{
    QFETCH(QByteArray, text);
    ParseError error;
    const Document doc = Document::parse(text, &error);
    QVERIFY(error.isError());
    QVERIFY(!doc.isValid());
    QVERIFY(!doc.root().isValid());
    QVERIFY(!error.message.isEmpty());
}

void TestJson::keepsExactNumberText()
{
    const Document doc =
        Document::parse(R"([19.99, 12345678901234.56, 0.1, 123456789012345678901234567890, 1e2])");
    QStringList raws;
    for (Value v : doc.root())
        raws << QString::fromUtf8(v.raw());
    QCOMPARE(raws,
             QStringList({"19.99", "12345678901234.56", "0.1", "123456789012345678901234567890", "1e2"}));
    qint64 n = 0;
    QVERIFY(!(*doc.root().begin()).toInt64(&n)); // a fraction is not a whole number
    const Document big = Document::parse("123456789012345678901234567890");
    QVERIFY(!big.root().toInt64(&n)); // overflow is refused, not wrapped
    const Document small = Document::parse("-42");
    QVERIFY(small.root().toInt64(&n));
    QCOMPARE(n, -42);
}

void TestJson::unescapesStrings()
{
    const Document doc = Document::parse(R"("a\"b\\c\/d\n\u00e9\ud83d\ude00")");
    QCOMPARE(doc.root().toString(),
             QStringLiteral("a\"b\\c/d\n\u00e9") + QString::fromUtf8("\xf0\x9f\x98\x80"));
}

void TestJson::iteratesMembersAndElements()
{
    const Document doc = Document::parse(R"({"first": {"x": [1, 2]}, "second": [[], {}], "third": "t"})");
    QStringList names;
    for (const Member &m : members(doc.root()))
        names << m.name();
    QCOMPARE(names, QStringList({"first", "second", "third"}));
    QCOMPARE(doc.root().size(), 3);
    const Member second = *(++members(doc.root()).begin());
    QCOMPARE(second.value.size(), 2);
    QCOMPARE(second.value.raw(), QByteArrayView("[[], {}]"));
}

void TestJson::boundsNestingDepth()
{
    const QByteArray deep =
        QByteArray(Document::MaxDepth + 10, '[') + QByteArray(Document::MaxDepth + 10, ']');
    ParseError error;
    QVERIFY(!Document::parse(deep, &error).isValid());
    QVERIFY(error.message.contains(QStringLiteral("deep")));
    const QByteArray ok = QByteArray(100, '[') + QByteArray(100, ']');
    QVERIFY(Document::parse(ok).isValid());
}

void TestJson::reportsLineAndColumn()
{
    ParseError error;
    Document::parse("{\n  \"a\": 1,\n  \"b\": ?\n}", &error);
    QCOMPARE(error.line, 3);
    QCOMPARE(error.column, 8);
}

void TestJson::writerEscapesAndNests()
{
    Writer w;
    w.beginObject();
    w.key(QStringLiteral("q\"uote"));
    w.string(QStringLiteral("line\nbreak\x01 \u00e9"));
    w.key(QByteArrayView("list"));
    w.beginArray();
    w.integer(-7);
    w.boolean(true);
    w.null();
    w.raw("12345678901234.56");
    w.beginObject();
    w.endObject();
    w.endArray();
    w.endObject();
    QCOMPARE(
        w.data(),
        QByteArray(
            "{\"q\\\"uote\":\"line\\nbreak\\u0001 \xc3\xa9\",\"list\":[-7,true,null,12345678901234.56,{}]}"));
    QVERIFY(Document::parse(w.data()).isValid());
}

void TestJson::reformatIndents()
{
    const QByteArray pretty = reformat(R"({"a":[1,{"b":null}],"c":{}})", true);
    QCOMPARE(pretty,
             QByteArray("{\n  \"a\": [\n    1,\n    {\n      \"b\": null\n    }\n  ],\n  \"c\": {}\n}"));
    QCOMPARE(reformat(pretty, false), QByteArray(R"({"a":[1,{"b":null}],"c":{}})"));
}

void TestJson::displayText_data()
{
    QTest::addColumn<QByteArray>("raw");
    QTest::addColumn<QString>("text");
    QTest::newRow("string") << QByteArray(R"("https://x.test/\u00e9")")
                            << QStringLiteral("https://x.test/\u00e9");
    QTest::newRow("list") << QByteArray(R"(["a.b", "c"])") << QStringLiteral("a.b, c");
    QTest::newRow("null") << QByteArray("null") << QString();
    QTest::newRow("number") << QByteArray("3.50") << QStringLiteral("3.50");
    QTest::newRow("object") << QByteArray(R"({"k":1})") << QStringLiteral(R"({"k":1})");
}

void TestJson::displayText()
{
    QFETCH(QByteArray, raw);
    QFETCH(QString, text);
    QCOMPARE(bd::json::displayText(raw), text);
}

QTEST_GUILESS_MAIN(TestJson)
// The string scanner skips eight plain bytes at a time: a quote, backslash or control
// character at any position of the word must still be seen.
void TestJson::stringsOfEveryLengthAndEscapePosition()
{
    for (int length = 0; length < 20; ++length) {
        const QByteArray plain(length, 'x');
        Document doc = Document::parse('"' + plain + '"');
        QVERIFY(doc.isValid());
        QCOMPARE(doc.root().toString(), QString::fromLatin1(plain));
        for (int at = 0; at < length; ++at) {
            QByteArray escaped = plain;
            escaped.insert(at, "\\\"");
            doc = Document::parse('"' + escaped + '"');
            QVERIFY2(doc.isValid(), escaped.constData());
            QString expected = QString::fromLatin1(plain);
            expected.insert(at, u'"');
            QCOMPARE(doc.root().toString(), expected);

            QByteArray control = plain;
            control[at] = '\t';
            QVERIFY2(!Document::parse('"' + control + '"').isValid(), "a raw tab is not allowed in a string");

            QByteArray utf8 = plain;
            utf8.insert(at, "\xC3\xA4"); // ä: bytes >= 0x80 are plain
            doc = Document::parse('"' + utf8 + '"');
            QVERIFY(doc.isValid());
            QCOMPARE(doc.root().toString().size(), length + 1);
        }
        // A string ending in the middle of a word, followed by more JSON.
        doc = Document::parse("[\"" + plain + "\",\"" + plain + "\"]");
        QVERIFY(doc.isValid());
        QCOMPARE(doc.root().size(), 2);
        QVERIFY(!Document::parse('"' + plain).isValid());
    }
}

void TestJson::streamsRootArrayElements()
{
    QStringList seen;
    ParseError error;
    const Document doc =
        Document::parseStreaming(R"([{"n":"a","x":[1,2]},{"n":"b"},{"n":"c","inner":[{"n":"no"}]}])", "data",
                                 [&](Value v) {
                                     QVERIFY(v.isObject());
                                     for (const Member &m : members(v)) {
                                         if (m.rawName() == "n")
                                             seen << m.value.toString();
                                     }
                                 },
                                 &error);
    QVERIFY(!error.isError());
    QVERIFY(doc.isValid());
    QCOMPARE(seen, (QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}));
    QVERIFY(doc.root().isArray());
    QCOMPARE(doc.root().size(), 0); // the elements were handed over, not kept
}

void TestJson::streamsEnvelopeMember()
{
    QList<QByteArray> raws;
    const QByteArray text = R"({"other":[9],"data":[ {"id":1} , [2] ,"three"],"page":2,"limit":3})";
    const Document doc =
        Document::parseStreaming(text, "data", [&](Value v) { raws << v.raw().toByteArray(); });
    QVERIFY(doc.isValid());
    QCOMPARE(raws, (QList<QByteArray>{R"({"id":1})", "[2]", R"("three")"}));
    qint64 page = 0;
    qint64 limit = 0;
    QByteArrayView other;
    for (const Member &m : members(doc.root())) {
        if (m.rawName() == "page")
            QVERIFY(m.value.toInt64(&page));
        else if (m.rawName() == "limit")
            QVERIFY(m.value.toInt64(&limit));
        else if (m.rawName() == "other")
            other = m.value.raw();
    }
    QCOMPARE(page, 2);
    QCOMPARE(limit, 3);
    QCOMPARE(other.toByteArray(), QByteArray("[9]")); // arrays under other names are kept whole
}

void TestJson::streamingReportsErrors()
{
    int elements = 0;
    ParseError error;
    const Document doc =
        Document::parseStreaming(R"([{"a":1},{"a":2},{"a":)", "data", [&](Value) { ++elements; }, &error);
    QVERIFY(!doc.isValid());
    QVERIFY(error.isError());
    QCOMPARE(elements, 2); // the complete ones were handed over before the error was found
    QCOMPARE(error.line, 1);
}

#include "tst_json.moc"
