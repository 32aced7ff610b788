#include "domain/json/jsondocument.h"
#include "domain/json/jsonwriter.h"

#include <QStringDecoder>
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
    void writerKeepsUnpairedSurrogates();
    void reformatIndents();
    void displayText_data();
    void displayText();
    void stringsOfEveryLengthAndEscapePosition();
    void streamsRootArrayElements();
    void streamsEnvelopeMember();
    void streamingReportsErrors();
    void textKeepsEveryCharacter_data();
    void textKeepsEveryCharacter();
    void textRefusesWhatItWouldAlter_data();
    void textRefusesWhatItWouldAlter();
    void findsInvalidUtf8LikeQt();
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

// UTF-8 cannot carry an unpaired surrogate (toUtf8() makes it '?'): the writer keeps it as the
// escape it came in as, so text read leniently (member names, toString()) goes back as sent.
void TestJson::writerKeepsUnpairedSurrogates()
{
    Writer w;
    w.beginObject();
    w.key(QStringView(u"\xd800x"));
    w.string(QStringView(u"a\xdfff\U0001F600\xd83d"));
    w.endObject();
    QCOMPARE(w.data(), QByteArray("{\"\\ud800x\":\"a\\udfff\xf0\x9f\x98\x80\\ud83d\"}"));
    const Document doc = Document::parse(w.data());
    const Member m = *members(doc.root()).begin();
    QCOMPARE(m.name(), QStringView(u"\xd800x").toString());
    QCOMPARE(m.value.toString(), QStringView(u"a\xdfff\U0001F600\xd83d").toString());
}

void TestJson::reformatIndents()
{
    const QByteArray pretty = reformat(R"({"a":[1,{"b":null}],"c":{}})", true);
    QCOMPARE(pretty,
             QByteArray("{\n  \"a\": [\n    1,\n    {\n      \"b\": null\n    }\n  ],\n  \"c\": {}\n}"));
    QCOMPARE(reformat(pretty, false), QByteArray(R"({"a":[1,{"b":null}],"c":{}})"));
    // Names keep their escapes as sent, even one that is not text.
    QCOMPARE(reformat(R"({"\ud800": 1, "\u0041\n": "\ud800"})", false),
             QByteArray(R"({"\ud800":1,"\u0041\n":"\ud800"})"));
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

void TestJson::textKeepsEveryCharacter_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("text");
    QTest::newRow("plain") << QByteArray(R"("Ann")") << QStringLiteral("Ann");
    QTest::newRow("empty") << QByteArray(R"("")") << QString();
    QTest::newRow("escapes") << QByteArray(R"("a\"b\\c\/d\b\f\n\r\t")")
                             << QStringLiteral("a\"b\\c/d\b\f\n\r\t");
    QTest::newRow("raw utf-8") << QByteArray("\"Z\xc3\xb6"
                                             "e \xe2\x82\xac \xf0\x9f\x98\x80\"")
                               << QStringLiteral(u"Z\u00f6e \u20ac \U0001F600");
    QTest::newRow("escaped pair") << QByteArray(R"("\ud83d\ude00")") << QStringLiteral(u"\U0001F600");
    QTest::newRow("escaped pair, upper case")
        << QByteArray(R"("x\uD83D\uDE00y")") << QStringLiteral(u"x\U0001F600y");
    QTest::newRow("last code point") << QByteArray(R"("\udbff\udfff")") << QStringLiteral(u"\U0010FFFF");
    QTest::newRow("nul escape") << QByteArray(R"("a\u0000b")") << QStringView(u"a\0b", 3).toString();
    QTest::newRow("edges of the surrogate range")
        << QByteArray(R"("\ud7ff\ue000")") << QStringLiteral(u"\ud7ff\ue000");
    QTest::newRow("escape next to raw utf-8")
        << QByteArray("\"\xc3\xa4\\u00e9\xc3\xa4\"") << QStringLiteral(u"\u00e4\u00e9\u00e4");
}

void TestJson::textKeepsEveryCharacter()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, text);
    const Document doc = Document::parse(json);
    QVERIFY(doc.isValid());
    QString out = QStringLiteral("not set");
    TextError error;
    QVERIFY(doc.root().toText(&out, &error));
    QCOMPARE(out, text);
    QCOMPARE(error.kind, TextError::None);
    QCOMPARE(doc.root().toString(), text); // the same as what is shown
}

void TestJson::textRefusesWhatItWouldAlter_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QByteArray>("source");
    const int lone = TextError::UnpairedSurrogate;
    const int bytes = TextError::NotUtf8;
    QTest::newRow("lone high") << QByteArray(R"("\ud800")") << lone << QByteArray(R"(\ud800)");
    QTest::newRow("lone low") << QByteArray(R"("\udc00")") << lone << QByteArray(R"(\udc00)");
    QTest::newRow("high at the end") << QByteArray(R"("ab\uD83D")") << lone << QByteArray(R"(\uD83D)");
    QTest::newRow("high before text") << QByteArray(R"("\ud83dx")") << lone << QByteArray(R"(\ud83d)");
    QTest::newRow("high before another escape")
        << QByteArray(R"("\ud83d\n")") << lone << QByteArray(R"(\ud83d)");
    QTest::newRow("high before a bmp escape")
        << QByteArray(R"("\ud83d\u0041")") << lone << QByteArray(R"(\ud83d)");
    QTest::newRow("two highs") << QByteArray(R"("\ud83d\ud83d\ude00")") << lone << QByteArray(R"(\ud83d)");
    QTest::newRow("pair reversed") << QByteArray(R"("\ude00\ud83d")") << lone << QByteArray(R"(\ude00)");
    QTest::newRow("low after a pair")
        << QByteArray(R"("\ud83d\ude00\ude00")") << lone << QByteArray(R"(\ude00)");
    QTest::newRow("high before raw utf-8")
        << QByteArray("\"\\ud83d\xc3\xa4\"") << lone << QByteArray(R"(\ud83d)");
    QTest::newRow("surrogate as utf-8") << QByteArray("\"a\xed\xa0\x80\"") << bytes << QByteArray("\xed");
    QTest::newRow("latin-1") << QByteArray("\"Z\xf6"
                                           "e\"")
                             << bytes << QByteArray("\xf6");
    QTest::newRow("truncated") << QByteArray("\"\xe2\x82\"") << bytes << QByteArray("\xe2\x82");
    QTest::newRow("overlong") << QByteArray("\"\xc0\xaf\"") << bytes << QByteArray("\xc0");
    QTest::newRow("above U+10FFFF") << QByteArray("\"\xf4\x90\x80\x80\"") << bytes << QByteArray("\xf4");
    QTest::newRow("stray continuation") << QByteArray("\"ok \x80\"") << bytes << QByteArray("\x80");
    QTest::newRow("bad bytes after an escape") << QByteArray("\"\\n\xff\"") << bytes << QByteArray("\xff");
}

void TestJson::textRefusesWhatItWouldAlter()
{
    QFETCH(QByteArray, json);
    QFETCH(int, kind);
    QFETCH(QByteArray, source);
    const Document doc = Document::parse(json);
    QVERIFY(doc.isValid()); // valid JSON syntax: the parser accepts it, reading it as text does not
    QString out = QStringLiteral("untouched");
    TextError error;
    QVERIFY(!doc.root().toText(&out, &error));
    QCOMPARE(out, QStringLiteral("untouched"));
    QCOMPARE(int(error.kind), kind);
    QCOMPARE(error.source.toByteArray(), source);
    // The source points into the document, so a caller can say where.
    QVERIFY(error.source.data() >= doc.text().constData() &&
            error.source.data() + error.source.size() <= doc.text().constData() + doc.text().size());
    QVERIFY(!doc.root().toString().isNull()); // shown as before, with replacements
}

// findInvalidUtf8 agrees with Qt's own decoder on every short sequence that matters: all one- and
// two-byte ones, and three- and four-byte ones over every lead and second byte.
void TestJson::findsInvalidUtf8LikeQt()
{
    const auto check = [](const QByteArray &bytes) {
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString decoded = decoder.decode(bytes);
        const bool qtValid = !decoder.hasError();
        const bool ours = bd::json::findInvalidUtf8(bytes) < 0;
        if (qtValid != ours)
            qWarning() << "disagreement on" << bytes.toHex(' ') << "Qt:" << qtValid;
        return qtValid == ours;
    };
    const QByteArray tails[] = {"", "\x80", "\xbf", "\x7f", "\xc0", "\x80\x80", "\xbf\xbf", "\x80\x7f"};
    for (int a = 0; a < 256; ++a) {
        for (int b = 0; b < 256; ++b) {
            for (const QByteArray &tail : tails) {
                QByteArray bytes;
                bytes.append(char(a)).append(char(b)).append(tail);
                QVERIFY(check(bytes));
                QVERIFY(check("padding " + bytes)); // past the eight-byte ASCII steps
            }
        }
    }
    qsizetype length = 0;
    QCOMPARE(bd::json::findInvalidUtf8("abcdefgh\xe2\x82", &length), 8);
    QCOMPARE(length, 2);
    QCOMPARE(bd::json::findInvalidUtf8("abc", &length), -1);
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
