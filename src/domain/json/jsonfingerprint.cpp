#include "domain/json/jsondocument.h"

#include <QtEndian>

#include <cstring>

namespace bd::json {

namespace {

// A quick 64-bit mix, fed whole words: eight bytes of a token per step instead of one.
class Mix
{
public:
    void word(quint64 w)
    {
        m_h = (m_h ^ w) * K;
        m_h ^= m_h >> 29;
    }
    // A string's bytes with its quotes, or a number's with a marker before: self-delimiting,
    // so no length word is needed.
    // `readable` bytes may be read from p on (at least n): a short tail is one load, masked.
    void bytes(const char *p, size_t n, size_t readable)
    {
        for (; n >= 8; p += 8, n -= 8, readable -= 8) {
            quint64 w;
            std::memcpy(&w, p, 8);
            word(w);
        }
        if (n == 0)
            return;
        quint64 w = 0;
        if (readable >= 8) {
            std::memcpy(&w, p, 8);
            w = qFromLittleEndian(w) & ((quint64(1) << (8 * n)) - 1);
        } else {
            for (size_t i = 0; i < n; ++i)
                w |= quint64(static_cast<unsigned char>(p[i])) << (8 * i);
        }
        word(w);
    }
    quint64 result() const { return (m_h * K) ^ (m_h >> 32); }

private:
    static constexpr quint64 K = 0x9e3779b97f4a7c15ull;
    quint64 m_h = 0x243f6a8885a308d3ull;
};

// A number's text without the trailing zeros of its fraction (and a dot left bare); exponents
// are left as written.
QByteArrayView trimmedNumber(QByteArrayView n)
{
    bool dot = false;
    for (const char c : n) {
        if (c == 'e' || c == 'E')
            return n;
        dot |= c == '.';
    }
    if (!dot)
        return n;
    while (n.endsWith('0'))
        n.chop(1);
    if (n.endsWith('.'))
        n.chop(1);
    return n;
}

} // namespace

quint64 Value::fingerprint() const
{
    if (!m_doc)
        return 0;
    Mix mix;
    const std::vector<Document::Node> &nodes = m_doc->m_nodes;
    const char *text = m_doc->m_text.constData();
    const char *const textEnd = text + m_doc->m_text.size();
    const quint32 end = nodes[m_index].next;
    for (quint32 i = m_index; i < end; ++i) {
        const Document::Node &n = nodes[i];
        switch (n.type()) {
        case Type::Array:
        case Type::Object: mix.word(quint64(n.bits & ~8u) << 8 | 0x5b); break;
        case Type::Number: {
            const QByteArrayView digits = trimmedNumber(QByteArrayView(text + n.begin, n.end - n.begin));
            mix.word(0x23);
            mix.bytes(digits.data(), size_t(digits.size()), size_t(textEnd - digits.data()));
            break;
        }
        case Type::String:
        case Type::Bool:
        case Type::Null:
            mix.bytes(text + n.begin, n.end - n.begin, size_t(textEnd - (text + n.begin)));
            break;
        }
    }
    return mix.result();
}

} // namespace bd::json
