// json::Document::parse on any bytes. Oracles: a parse error points inside the text; every value
// can be read every way without crashing; toText() either refuses or agrees with toString() and
// survives writing and reading back; compact reformatting is the same JSON and a fixed point.

#include "fuzzcheck.h"

#include "domain/json/jsonwriter.h"

using namespace bd;

static void visit(json::Value v, int depth)
{
    FUZZ_CHECK(depth <= json::Document::MaxDepth + 1, QStringLiteral("depth %1").arg(depth));
    (void)v.raw();
    (void)v.toBool();
    (void)v.toDouble();
    qint64 number = 0;
    if (v.toInt64(&number))
        FUZZ_CHECK(v.isNumber(), QString());
    QByteArrayView plain;
    if (v.plainStringBody(&plain))
        FUZZ_CHECK(QString::fromUtf8(plain) == v.toString(), QString::fromUtf8(v.raw()));
    {
        // Whatever a string reads as, it is written back as that (unpaired surrogates as escapes).
        QByteArray quoted;
        json::Writer::appendQuoted(quoted, v.toString());
        const json::Document again = json::Document::parse(quoted);
        FUZZ_CHECK(again.isValid() && again.root().toString() == v.toString(), QString::fromUtf8(quoted));
    }
    QString text;
    json::TextError error;
    if (v.toText(&text, &error)) {
        FUZZ_CHECK(text == v.toString(), QString::fromUtf8(v.raw()));
        // Written and read back, the text is the same.
        QByteArray quoted;
        json::Writer::appendQuoted(quoted, text);
        const json::Document again = json::Document::parse(quoted);
        QString back;
        FUZZ_CHECK(again.isValid() && again.root().toText(&back) && back == text, QString::fromUtf8(quoted));
    } else if (v.isString()) {
        FUZZ_CHECK(error.kind == json::TextError::UnpairedSurrogate || error.kind == json::TextError::NotUtf8,
                   QString::number(error.kind));
        const QByteArrayView r = v.raw();
        FUZZ_CHECK(error.source.data() >= r.data() &&
                       error.source.data() + error.source.size() <= r.data() + r.size(),
                   QStringLiteral("the problem's source lies outside the string"));
    } else {
        FUZZ_CHECK(error.kind == json::TextError::NotAString, QString());
    }
    qsizetype count = 0;
    for (json::Value child : v) {
        visit(child, depth + 1);
        ++count;
    }
    if (v.isArray())
        FUZZ_CHECK(count == v.size(), QString());
    if (v.isObject())
        FUZZ_CHECK(count == 2 * v.size(), QString());
    (void)json::displayText(v.raw());
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray text = fuzz::bytes(data, size);
    json::ParseError error;
    const json::Document doc = json::Document::parse(text, &error);
    if (!doc.isValid()) {
        FUZZ_CHECK(error.isError() && error.offset <= text.size() && error.line >= 1 && error.column >= 1,
                   error.toString());
        FUZZ_CHECK(json::reformat(text, false) == text, QString()); // not JSON: returned unchanged
        return 0;
    }
    FUZZ_CHECK(!error.isError(), error.toString());
    visit(doc.root(), 0);
    const QByteArray compact = json::reformat(text, false);
    const QByteArray indented = json::reformat(text, true);
    FUZZ_CHECK(fuzz::sameJson(text, compact), QString::fromUtf8(compact));
    FUZZ_CHECK(fuzz::sameJson(text, indented), QString::fromUtf8(indented));
    FUZZ_CHECK(json::reformat(compact, false) == compact, QString::fromUtf8(compact));
    FUZZ_CHECK(json::reformat(indented, false) == compact, QString::fromUtf8(indented));
    return 0;
}
