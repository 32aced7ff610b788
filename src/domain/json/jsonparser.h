#pragma once

// The JSON parser behind Document and ElementStream (private to the json sources).

#include "domain/json/jsondocument.h"

#include <QCoreApplication>
#include <QtEndian>

#include <bit>
#include <cctype>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace bd::json {

// Recursive-descent parser writing a pre-order tape. Depth is bounded so hostile input
// cannot exhaust the stack.
class Parser
{
public:
    Parser(const QByteArray &text, std::vector<Document::Node> &nodes)
        : m_p(text.constData()), m_begin(text.constData()), m_end(text.constData() + text.size()),
          m_nodes(nodes)
    {}
    // Over bytes that need not be a whole document (ElementStream's buffers); offsets on the tape
    // count from `begin`.
    Parser(const char *begin, const char *end, std::vector<Document::Node> &nodes)
        : m_p(begin), m_begin(begin), m_end(end), m_nodes(nodes)
    {}

    // Streaming: the elements of the root array, or of the root object's member `member`, are
    // handed to `element` one by one and dropped from the tape after it returns.
    void streamElements(QByteArrayView member, const std::function<void(quint32)> *element)
    {
        m_streamMember = member;
        m_element = element;
    }
    // Stops parseDocument() (returning false with stopped() set) right after the '[' that opens
    // the array streamElements() would stream; streamStart() is where its first element may begin.
    void stopAtStreamedArray(QByteArrayView member)
    {
        m_streamMember = member;
        m_stopAtStream = true;
    }
    bool stopped() const { return m_stopped; }
    const char *streamStart() const { return m_streamStart; }
    // The depth of the streamed array's elements (1 in a root array, 2 in a root object's member).
    int streamDepth() const { return m_streamDepth; }

    // Parses one value starting at `at` (whitespace first is allowed). False with errorAt and
    // errorMessage on failure; ranOut() tells a text that ended too early from a wrong one.
    bool parseElement(const char *at, int depth)
    {
        m_p = at;
        errorAt = nullptr;
        errorMessage = nullptr;
        skipSpace();
        return parseValue(depth);
    }
    bool ranOut() const { return errorMessage && errorAt >= m_end; }
    const char *position() const { return m_p; }

    bool parseDocument()
    {
        skipSpace();
        m_streamNext = streaming() && m_p < m_end && *m_p == '[';
        if (!parseValue(0))
            return false;
        skipSpace();
        if (m_p != m_end)
            return fail(QT_TRANSLATE_NOOP("bd::json", "unexpected text after the JSON value"));
        return true;
    }

    const char *errorAt = nullptr;
    const char *errorMessage = nullptr;

private:
    bool streaming() const { return m_element || m_stopAtStream; }

    bool fail(const char *message)
    {
        if (!errorMessage) {
            errorAt = m_p;
            errorMessage = message;
        }
        return false;
    }

    void skipSpace()
    {
        // Most calls meet a token at once: any byte above ' ' is one.
        while (m_p < m_end && static_cast<unsigned char>(*m_p) <= ' ' &&
               (*m_p == ' ' || *m_p == '\n' || *m_p == '\r' || *m_p == '\t'))
            ++m_p;
    }

    quint32 offset(const char *p) const { return quint32(p - m_begin); }

    quint32 open(Type type)
    {
        m_nodes.push_back({offset(m_p), 0, 0, quint32(type)});
        return quint32(m_nodes.size() - 1);
    }

    void close(quint32 index)
    {
        m_nodes[index].end = offset(m_p);
        m_nodes[index].next = quint32(m_nodes.size());
    }

    bool parseValue(int depth)
    {
        if (m_p >= m_end)
            return fail(QT_TRANSLATE_NOOP("bd::json", "unexpected end of text, a value was expected"));
        switch (*m_p) {
        case '{': return parseObject(depth);
        case '[': return parseArray(depth);
        case '"': return parseString();
        case 't': return parseLiteral("true", Type::Bool);
        case 'f': return parseLiteral("false", Type::Bool);
        case 'n': return parseLiteral("null", Type::Null);
        default:
            if (*m_p == '-' || (*m_p >= '0' && *m_p <= '9'))
                return parseNumber();
            return fail(QT_TRANSLATE_NOOP("bd::json", "unexpected character, a value was expected"));
        }
    }

    bool parseLiteral(const char *word, Type type)
    {
        const quint32 index = open(type);
        for (const char *w = word; *w; ++w, ++m_p) {
            if (m_p >= m_end || *m_p != *w)
                return fail(QT_TRANSLATE_NOOP("bd::json", "invalid literal"));
        }
        close(index);
        return true;
    }

    static bool isDigit(char c) { return c >= '0' && c <= '9'; }

    bool parseNumber()
    {
        const quint32 index = open(Type::Number);
        if (*m_p == '-')
            ++m_p;
        if (m_p >= m_end || !isDigit(*m_p))
            return fail(QT_TRANSLATE_NOOP("bd::json", "invalid number"));
        if (*m_p == '0') {
            ++m_p;
        } else {
            while (m_p < m_end && isDigit(*m_p))
                ++m_p;
        }
        if (m_p < m_end && *m_p == '.') {
            ++m_p;
            if (m_p >= m_end || !isDigit(*m_p))
                return fail(
                    QT_TRANSLATE_NOOP("bd::json", "invalid number: digits expected after the decimal point"));
            while (m_p < m_end && isDigit(*m_p))
                ++m_p;
        }
        if (m_p < m_end && (*m_p == 'e' || *m_p == 'E')) {
            ++m_p;
            if (m_p < m_end && (*m_p == '+' || *m_p == '-'))
                ++m_p;
            if (m_p >= m_end || !isDigit(*m_p))
                return fail(QT_TRANSLATE_NOOP("bd::json", "invalid number: digits expected in the exponent"));
            while (m_p < m_end && isDigit(*m_p))
                ++m_p;
        }
        close(index);
        return true;
    }

    bool parseString()
    {
        const quint32 index = open(Type::String);
        ++m_p; // opening quote
        bool escaped = false;
        while (true) {
            skipPlainBytes();
            if (m_p >= m_end)
                return fail(QT_TRANSLATE_NOOP("bd::json", "unterminated string"));
            const unsigned char c = static_cast<unsigned char>(*m_p);
            if (c == '"')
                break;
            if (c < 0x20)
                return fail(QT_TRANSLATE_NOOP("bd::json", "control character in string"));
            if (c == '\\') {
                escaped = true;
                ++m_p;
                if (m_p >= m_end)
                    return fail(QT_TRANSLATE_NOOP("bd::json", "unterminated string"));
                switch (*m_p) {
                case '"':
                case '\\':
                case '/':
                case 'b':
                case 'f':
                case 'n':
                case 'r':
                case 't': ++m_p; break;
                case 'u':
                    ++m_p;
                    for (int i = 0; i < 4; ++i, ++m_p) {
                        if (m_p >= m_end || !std::isxdigit(static_cast<unsigned char>(*m_p)))
                            return fail(QT_TRANSLATE_NOOP("bd::json", "invalid \\u escape"));
                    }
                    break;
                default: return fail(QT_TRANSLATE_NOOP("bd::json", "invalid escape in string"));
                }
                continue;
            }
            ++m_p;
        }
        ++m_p; // closing quote
        close(index);
        m_nodes[index].setEscaped(escaped);
        return true;
    }

    // Skips string bytes that need no attention (not '"', '\\' or a control character): sixteen
    // at a time with SSE2 (every x86-64 has it), then eight at a time with a byte-wise "has zero
    // byte" test on the word XORed with each special byte.
    void skipPlainBytes()
    {
#if defined(__SSE2__)
        const __m128i quotes = _mm_set1_epi8('"');
        const __m128i backslashes = _mm_set1_epi8('\\');
        const __m128i control = _mm_set1_epi8(0x1f);
        while (m_end - m_p >= 16) {
            const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i *>(m_p));
            const __m128i hits =
                _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(x, quotes), _mm_cmpeq_epi8(x, backslashes)),
                             _mm_cmpeq_epi8(_mm_min_epu8(x, control), x)); // x <= 0x1f
            if (const int mask = _mm_movemask_epi8(hits)) {
                m_p += std::countr_zero(unsigned(mask));
                return;
            }
            m_p += 16;
        }
#endif
        constexpr quint64 ones = 0x0101010101010101ull;
        constexpr quint64 highs = 0x8080808080808080ull;
        while (m_end - m_p >= 8) {
            const quint64 w = qFromLittleEndian<quint64>(m_p);
            const quint64 quote = w ^ (ones * '"');
            const quint64 backslash = w ^ (ones * '\\');
            const quint64 hits =
                ((quote - ones) & ~quote) | ((backslash - ones) & ~backslash) | ((w - ones * 0x20) & ~w);
            if (const quint64 found = hits & highs) {
                m_p += std::countr_zero(found) / 8; // the lowest hit is exact; the byte loop checks it
                return;
            }
            m_p += 8;
        }
    }

    bool parseArray(int depth)
    {
        if (depth >= Document::MaxDepth)
            return fail(QT_TRANSLATE_NOOP("bd::json", "nesting too deep"));
        const bool stream = m_streamNext;
        m_streamNext = false;
        const quint32 index = open(Type::Array);
        ++m_p;
        if (stream && m_stopAtStream) {
            m_streamStart = m_p;
            m_streamDepth = depth + 1;
            m_stopped = true;
            return false;
        }
        skipSpace();
        quint32 count = 0;
        if (m_p < m_end && *m_p == ']') {
            ++m_p;
        } else {
            while (true) {
                skipSpace();
                const quint32 element = quint32(m_nodes.size());
                if (!parseValue(depth + 1))
                    return false;
                if (++count > Document::Node::MaxCount && !stream) // streamed ones leave the tape
                    return fail(QT_TRANSLATE_NOOP("bd::json", "more than 268,435,455 elements in one array"));
                if (stream) {
                    (*m_element)(element);
                    m_nodes.resize(element);
                }
                skipSpace();
                if (m_p < m_end && *m_p == ',') {
                    ++m_p;
                    continue;
                }
                if (m_p < m_end && *m_p == ']') {
                    ++m_p;
                    break;
                }
                return fail(QT_TRANSLATE_NOOP("bd::json", "expected ',' or ']' in array"));
            }
        }
        close(index);
        m_nodes[index].setCount(stream ? 0 : count); // streamed elements are no longer on the tape
        return true;
    }

    bool parseObject(int depth)
    {
        if (depth >= Document::MaxDepth)
            return fail(QT_TRANSLATE_NOOP("bd::json", "nesting too deep"));
        const quint32 index = open(Type::Object);
        ++m_p;
        skipSpace();
        quint32 count = 0;
        if (m_p < m_end && *m_p == '}') {
            ++m_p;
        } else {
            while (true) {
                skipSpace();
                if (m_p >= m_end || *m_p != '"')
                    return fail(QT_TRANSLATE_NOOP("bd::json", "expected a quoted member name"));
                if (!parseString())
                    return false;
                skipSpace();
                if (m_p >= m_end || *m_p != ':')
                    return fail(QT_TRANSLATE_NOOP("bd::json", "expected ':' after a member name"));
                ++m_p;
                skipSpace();
                m_streamNext =
                    streaming() && depth == 0 && m_p < m_end && *m_p == '[' &&
                    QByteArrayView(m_begin + m_nodes.back().begin + 1,
                                   m_nodes.back().end - m_nodes.back().begin - 2) == m_streamMember;
                if (!parseValue(depth + 1))
                    return false;
                if (++count > Document::Node::MaxCount)
                    return fail(QT_TRANSLATE_NOOP("bd::json", "more than 268,435,455 members in one object"));
                skipSpace();
                if (m_p < m_end && *m_p == ',') {
                    ++m_p;
                    continue;
                }
                if (m_p < m_end && *m_p == '}') {
                    ++m_p;
                    break;
                }
                return fail(QT_TRANSLATE_NOOP("bd::json", "expected ',' or '}' in object"));
            }
        }
        close(index);
        m_nodes[index].setCount(count);
        return true;
    }

    const char *m_p;
    const char *m_begin;
    const char *m_end;
    std::vector<Document::Node> &m_nodes;
    QByteArrayView m_streamMember;
    const std::function<void(quint32)> *m_element = nullptr;
    bool m_streamNext = false;
    bool m_stopAtStream = false;
    bool m_stopped = false;
    const char *m_streamStart = nullptr;
    int m_streamDepth = 0;
};

} // namespace bd::json
