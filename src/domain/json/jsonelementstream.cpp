#include "domain/json/jsonelementstream.h"

#include "domain/json/jsonparser.h"

#include <QCoreApplication>

#include <limits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace bd::json {

namespace {

// Newlines in `bytes` and the offset just after the last one (-1: none), sixteen bytes at a time
// with SSE2, then eight: the exact zero-byte mask of the word XORed with '\n' (no false hits,
// unlike the quick test).
std::pair<qint64, qsizetype> newlines(QByteArrayView bytes)
{
    constexpr quint64 low7 = 0x7f7f7f7f7f7f7f7full;
    constexpr quint64 ones = 0x0101010101010101ull;
    const char *p = bytes.data();
    const qsizetype n = bytes.size();
    qint64 count = 0;
    qsizetype last = -1;
    qsizetype i = 0;
#if defined(__SSE2__)
    const __m128i newline = _mm_set1_epi8('\n');
    for (; n - i >= 16; i += 16) {
        const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + i));
        if (const auto mask = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(x, newline)))) {
            count += std::popcount(mask);
            last = i + (31 - std::countl_zero(mask)) + 1;
        }
    }
#endif
    for (; n - i >= 8; i += 8) {
        const quint64 x = qFromLittleEndian<quint64>(p + i) ^ (ones * '\n');
        const quint64 zero = ~(((x & low7) + low7) | x | low7);
        if (zero) {
            count += std::popcount(zero);
            last = i + (63 - std::countl_zero(zero)) / 8 + 1;
        }
    }
    for (; i < n; ++i) {
        if (p[i] == '\n') {
            ++count;
            last = i + 1;
        }
    }
    return {count, last};
}

} // namespace

void ElementStream::Lines::advance(QByteArrayView bytes, qint64 offset)
{
    Q_ASSERT(offset == upTo);
    const auto [count_, last] = newlines(bytes);
    count += count_;
    if (last >= 0)
        lineStart = offset + last;
    upTo = offset + bytes.size();
}

ParseError ElementStream::Lines::at(qint64 offset, QByteArrayView bytes, qint64 bytesOffset,
                                    const char *message) const
{
    Lines l = *this;
    const qint64 from = std::max(upTo, bytesOffset);
    if (offset > from && from - bytesOffset <= bytes.size()) {
        l.upTo = from;
        l.advance(
            bytes.sliced(from - bytesOffset, std::min<qint64>(offset, bytesOffset + bytes.size()) - from),
            from);
    }
    return {offset, int(l.count + 1), int(offset - l.lineStart + 1),
            QCoreApplication::translate("bd::json", message)};
}

ElementStream::ElementStream(QByteArray arrayMember) : m_member(std::move(arrayMember)) {}

void ElementStream::fail(qint64 offset, QByteArrayView piece, qint64 pieceOffset, const char *message)
{
    m_error = m_lines.at(offset, piece, pieceOffset, message);
    m_phase = Phase::Failed;
    m_pending.clear();
    m_tail.clear();
}

void ElementStream::feed(QByteArray bytes, const Visitor &element)
{
    if (bytes.isEmpty() || m_phase == Phase::Failed)
        return;
    m_size += bytes.size();
    switch (m_phase) {
    case Phase::Prefix:
        if (m_prefix.isEmpty())
            m_prefix = std::move(bytes); // shared, not copied: a whole text fed at once stays one buffer
        else
            m_prefix += bytes;
        tryPrefix(element);
        break;
    case Phase::Elements:
        m_pendingSize += bytes.size();
        m_pending.append(std::move(bytes));
        runElements(element, false);
        break;
    case Phase::Suffix: m_suffix += bytes; break;
    case Phase::Failed: break;
    }
}

void ElementStream::tryPrefix(const Visitor &element)
{
    // Until the array opens, the text so far is parsed again as more arrives; only when it has
    // doubled, so a text without the array costs linear time, not quadratic.
    if (m_prefix.size() < m_prefixRetryAt)
        return;
    std::vector<Document::Node> scratch;
    Parser parser(m_prefix, scratch);
    parser.stopAtStreamedArray(m_member);
    if (parser.parseDocument()) {
        m_prefixRetryAt = std::numeric_limits<qint64>::max(); // a whole text without the array
        return;
    }
    if (!parser.stopped()) {
        if (parser.ranOut())
            m_prefixRetryAt = 2 * m_prefix.size();
        else
            fail(parser.errorAt - m_prefix.constData(), m_prefix, 0, parser.errorMessage);
        return;
    }
    const qsizetype start = parser.streamStart() - m_prefix.constData();
    m_depth = parser.streamDepth();
    m_phase = Phase::Elements;
    m_lines.advance(QByteArrayView(m_prefix).first(start), 0);
    // The elements are read from the same buffer (no copy); m_prefix keeps only its bytes.
    m_pending = {m_prefix};
    m_skip = start;
    m_pendingSize = m_prefix.size() - start;
    m_tailOffset = start;
    m_prefix.truncate(start);
    runElements(element, false);
}

void ElementStream::runElements(const Visitor &element, bool last)
{
    if (m_pending.isEmpty() || (!last && m_pendingSize < m_retryAt))
        return;
    // One buffer for this round: the waiting element's start plus everything new. A single piece
    // with nothing waiting is used as it is.
    QByteArray buffer;
    qsizetype start = 0;
    qint64 bufferOffset = m_tailOffset; // where the buffer's first byte is in the text
    if (m_tail.isEmpty() && m_pending.size() == 1) {
        buffer = std::move(m_pending.first());
        start = m_skip;
        bufferOffset -= m_skip;
    } else {
        buffer.reserve(m_tail.size() + m_pendingSize);
        buffer += m_tail;
        for (qsizetype i = 0; i < m_pending.size(); ++i)
            buffer += QByteArrayView(m_pending.at(i)).sliced(i == 0 ? m_skip : 0);
    }
    m_pending.clear();
    m_pendingSize = 0;
    m_skip = 0;
    m_tail.clear();

    const char *const b = buffer.constData();
    const char *const e = b + buffer.size();
    const char *p = b + start;
    m_element.m_text = buffer;
    Parser parser(b, e, m_element.m_nodes);
    const auto isSpace = [](char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; };
    bool closed = false;
    m_tailProblem = nullptr;
    while (true) {
        while (p < e && isSpace(*p))
            ++p;
        if (p == e)
            break;
        if (m_next == Next::CommaOrEnd || m_next == Next::FirstElement) {
            if (*p == ']') {
                ++p;
                closed = true;
                break;
            }
        }
        if (m_next == Next::CommaOrEnd) {
            if (*p != ',') {
                fail(bufferOffset + (p - b), buffer, bufferOffset,
                     QT_TRANSLATE_NOOP("bd::json", "expected ',' or ']' in array"));
                return;
            }
            ++p;
            m_next = Next::Element;
            continue;
        }
        m_element.m_nodes.clear();
        if (!parser.parseElement(p, m_depth)) {
            if (parser.ranOut()) {
                m_tailProblem = parser.errorMessage;
                break;
            }
            fail(bufferOffset + (parser.errorAt - b), buffer, bufferOffset, parser.errorMessage);
            return;
        }
        const char *end = parser.position();
        // A number that ends with the buffer may go on in the next piece (and at the very end of
        // the text it cannot be whole: the array's ']' is missing after it).
        if (end == e && m_element.m_nodes.front().type() == Type::Number) {
            m_tailProblem = QT_TRANSLATE_NOOP("bd::json", "unexpected end of text, a value was expected");
            break;
        }
        element(Value(&m_element, 0), buffer, bufferOffset);
        p = end;
        m_next = Next::CommaOrEnd;
    }
    m_element.m_nodes.clear();
    m_element.m_text.clear();
    const qsizetype used = p - b;
    m_lines.advance(QByteArrayView(buffer).sliced(start, used - start), bufferOffset + start);
    if (closed) {
        m_phase = Phase::Suffix;
        m_suffix = buffer.sliced(used);
        m_suffixOffset = bufferOffset + used;
        return;
    }
    m_tailOffset = bufferOffset + used;
    m_tail = used == 0 ? buffer : buffer.sliced(used); // sliced copies: the elements share `buffer`
    // An element bigger than what has arrived: wait until as much again has come before looking.
    m_retryAt = m_tailProblem ? m_tail.size() : 0;
}

Document ElementStream::finish(const Visitor &element, ParseError *error)
{
    const auto failed = [&] {
        if (error)
            *error = m_error;
        return Document();
    };
    if (m_phase == Phase::Elements) {
        if (!m_tail.isEmpty()) {
            m_pending.prepend(m_tail); // looked at once more with nothing to wait for
            m_pendingSize += m_tail.size();
            m_tail.clear();
        }
        if (!m_pending.isEmpty())
            runElements(element, true);
        if (m_phase == Phase::Elements) {
            m_error =
                m_lines.at(m_size, m_tail, m_tailOffset,
                           m_tailProblem ? m_tailProblem
                                         : QT_TRANSLATE_NOOP("bd::json",
                                                             "unexpected end of text, a value was expected"));
            m_phase = Phase::Failed;
        }
    }
    switch (m_phase) {
    case Phase::Failed: return failed();
    case Phase::Prefix: return Document::parse(m_prefix, error);
    case Phase::Elements: Q_UNREACHABLE();
    case Phase::Suffix: break;
    }
    // The text with the streamed array left empty: everything else is checked as a whole.
    const qsizetype prefixSize = m_prefix.size();
    ParseError e;
    Document doc = Document::parse(m_prefix + ']' + m_suffix, &e);
    if (doc.isValid()) {
        if (error)
            *error = {};
        return doc;
    }
    if (e.offset < prefixSize) {
        m_error = Lines().at(e.offset, m_prefix, 0, "");
        m_error.message = e.message;
    } else {
        const qint64 at = m_suffixOffset + std::max<qint64>(0, e.offset - prefixSize - 1);
        m_error = m_lines.at(at, m_suffix, m_suffixOffset, "");
        m_error.message = e.message;
    }
    m_phase = Phase::Failed;
    return failed();
}

} // namespace bd::json
