// json::Document::parseStreaming: the elements it hands over are exactly those a full parse
// finds in the root array (or in the root object's "data" arrays), in order, and both agree on
// whether the text is JSON and where it is not.

#include "fuzzcheck.h"

using namespace bd;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray text = fuzz::bytes(data, size);
    std::vector<QByteArray> streamed;
    json::ParseError streamError;
    const json::Document streamedDoc = json::Document::parseStreaming(
        text, "data",
        [&](json::Value element) {
            FUZZ_CHECK(element.isValid(), QString());
            streamed.push_back(element.raw().toByteArray());
        },
        &streamError);
    json::ParseError fullError;
    const json::Document full = json::Document::parse(text, &fullError);
    FUZZ_CHECK(streamedDoc.isValid() == full.isValid(), streamError.toString() + u'|' + fullError.toString());
    if (!full.isValid()) {
        FUZZ_CHECK(streamError.offset == fullError.offset && streamError.message == fullError.message,
                   streamError.toString() + u'|' + fullError.toString());
        return 0;
    }
    std::vector<QByteArray> expected;
    const json::Value root = full.root();
    if (root.isArray()) {
        for (json::Value e : root)
            expected.push_back(e.raw().toByteArray());
        FUZZ_CHECK(streamedDoc.root().isArray() && streamedDoc.root().size() == 0, QString());
    } else if (root.isObject()) {
        for (const json::Member &m : json::members(root)) {
            if (m.rawName() == "data" && m.value.isArray()) {
                for (json::Value e : m.value)
                    expected.push_back(e.raw().toByteArray());
            }
        }
    }
    FUZZ_CHECK(streamed == expected,
               QStringLiteral("%1 elements streamed, %2 expected").arg(streamed.size()).arg(expected.size()));
    return 0;
}
