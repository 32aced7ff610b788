#include "domain/json/jsondocument.h"

#include <QCoreApplication>
#include <QtEndian>

#include <bit>

#include <cctype>
#include <limits>

namespace bd::json {

QString ParseError::toString() const
{
    return QCoreApplication::translate("bd::json", "%1 at line %2, column %3")
        .arg(message)
        .arg(line)
        .arg(column);
}

// Recursive-descent parser writing a pre-order tape. Depth is bounded so hostile input
// cannot exhaust the stack.
class Parser
{
public:
    Parser(const QByteArray &text, std::vector<Document::Node> &nodes)
        : m_p(text.constData()), m_begin(text.constData()), m_end(text.constData() + text.size()),
          m_nodes(nodes)
    {}

    // Streaming: the elements of the root array, or of the root object's member `member`, are
    // handed to `element` one by one and dropped from the tape after it returns.
    void streamElements(QByteArrayView member, const std::function<void(quint32)> *element)
    {
        m_streamMember = member;
        m_element = element;
    }

    bool parseDocument()
    {
        skipSpace();
        m_streamNext = m_element && m_p < m_end && *m_p == '[';
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
        while (m_p < m_end && (*m_p == ' ' || *m_p == '\n' || *m_p == '\r' || *m_p == '\t'))
            ++m_p;
    }

    quint32 offset(const char *p) const { return quint32(p - m_begin); }

    quint32 open(Type type)
    {
        m_nodes.push_back({offset(m_p), 0, 0, 0, type, false});
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
        m_nodes[index].escaped = escaped;
        return true;
    }

    // Skips string bytes that need no attention (not '"', '\\' or a control character), eight at
    // a time: a byte-wise "has zero byte" test on the word XORed with each special byte.
    void skipPlainBytes()
    {
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
                ++count;
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
        m_nodes[index].count = stream ? 0 : count; // streamed elements are no longer on the tape
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
                    m_element && depth == 0 && m_p < m_end && *m_p == '[' &&
                    QByteArrayView(m_begin + m_nodes.back().begin + 1,
                                   m_nodes.back().end - m_nodes.back().begin - 2) == m_streamMember;
                if (!parseValue(depth + 1))
                    return false;
                ++count;
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
        m_nodes[index].count = count;
        return true;
    }

    const char *m_p;
    const char *m_begin;
    const char *m_end;
    std::vector<Document::Node> &m_nodes;
    QByteArrayView m_streamMember;
    const std::function<void(quint32)> *m_element = nullptr;
    bool m_streamNext = false;
};

Document Document::parse(QByteArray text, ParseError *error)
{
    Document doc;
    parseInto(doc, std::move(text), {}, nullptr, error);
    return doc;
}

Document Document::parseStreaming(QByteArray text, QByteArrayView arrayMember,
                                  const std::function<void(Value)> &element, ParseError *error)
{
    Document doc;
    const std::function<void(quint32)> visit = [&doc, &element](quint32 index) {
        element(Value(&doc, index));
    };
    parseInto(doc, std::move(text), arrayMember, &visit, error);
    return doc;
}

void Document::parseInto(Document &doc, QByteArray text, QByteArrayView arrayMember,
                         const std::function<void(quint32)> *element, ParseError *error)
{
    if (text.size() >= qsizetype(std::numeric_limits<quint32>::max())) {
        if (error)
            *error = {0, 1, 1, QCoreApplication::translate("bd::json", "document too large")};
        return;
    }
    doc.m_text = std::move(text);
    // Typical density; grows if needed. Streaming keeps only one element on the tape at a time.
    doc.m_nodes.reserve(element ? 1024 : size_t(doc.m_text.size() / 24) + 4);
    Parser parser(doc.m_text, doc.m_nodes);
    parser.streamElements(arrayMember, element);
    if (!parser.parseDocument()) {
        if (error) {
            const qsizetype at = parser.errorAt - doc.m_text.constData();
            int line = 1;
            qsizetype lineStart = 0;
            for (qsizetype i = 0; i < at; ++i) {
                if (doc.m_text.at(i) == '\n') {
                    ++line;
                    lineStart = i + 1;
                }
            }
            *error = {at, line, int(at - lineStart + 1),
                      QCoreApplication::translate("bd::json", parser.errorMessage)};
        }
        doc.m_nodes.clear();
        doc.m_nodes.shrink_to_fit();
        return;
    }
    doc.m_nodes.shrink_to_fit();
    if (error)
        *error = {};
}

Type Value::type() const
{
    return m_doc->m_nodes[m_index].type;
}

QByteArrayView Value::raw() const
{
    if (!m_doc)
        return {};
    const auto &n = m_doc->m_nodes[m_index];
    return QByteArrayView(m_doc->m_text.constData() + n.begin, n.end - n.begin);
}

bool Value::toBool() const
{
    return isBool() && m_doc->m_text.at(m_doc->m_nodes[m_index].begin) == 't';
}

QString Value::toString() const
{
    if (!isString())
        return {};
    const auto &n = m_doc->m_nodes[m_index];
    const QByteArrayView body(m_doc->m_text.constData() + n.begin + 1, n.end - n.begin - 2);
    if (!n.escaped)
        return QString::fromUtf8(body);
    QString out;
    unescape(body, &out);
    return out;
}

bool Value::toText(QString *out, TextError *error) const
{
    if (!isString()) {
        if (error)
            *error = {TextError::NotAString, raw()};
        return false;
    }
    const auto &n = m_doc->m_nodes[m_index];
    const QByteArrayView body(m_doc->m_text.constData() + n.begin + 1, n.end - n.begin - 2);
    if (n.escaped)
        return unescapeText(body, out, error);
    qsizetype length = 0;
    if (const qsizetype at = findInvalidUtf8(body, &length); at >= 0) {
        if (error)
            *error = {TextError::NotUtf8, body.sliced(at, length)};
        return false;
    }
    *out = QString::fromUtf8(body);
    return true;
}

bool Value::plainStringBody(QByteArrayView *out) const
{
    if (!isString())
        return false;
    const auto &n = m_doc->m_nodes[m_index];
    if (n.escaped)
        return false;
    *out = QByteArrayView(m_doc->m_text.constData() + n.begin + 1, n.end - n.begin - 2);
    return true;
}

bool Value::toInt64(qint64 *out) const
{
    if (!isNumber())
        return false;
    const QByteArrayView text = raw();
    for (char c : text) {
        if (c == '.' || c == 'e' || c == 'E')
            return false;
    }
    bool ok = false;
    const qint64 v = text.toLongLong(&ok);
    if (ok && out)
        *out = v;
    return ok;
}

double Value::toDouble() const
{
    return isNumber() ? raw().toDouble() : 0.0;
}

qsizetype Value::size() const
{
    return m_doc ? qsizetype(m_doc->m_nodes[m_index].count) : 0;
}

Value::Iterator Value::begin() const
{
    if (!isArray() && !isObject())
        return end();
    return Iterator(m_doc, m_index + 1);
}

Value::Iterator Value::end() const
{
    if (!m_doc)
        return Iterator(nullptr, 0);
    return Iterator(m_doc, m_doc->m_nodes[m_index].next);
}

Value::Iterator &Value::Iterator::operator++()
{
    m_index = m_doc->m_nodes[m_index].next;
    return *this;
}

QByteArrayView Member::rawName() const
{
    const QByteArrayView r = key.raw();
    return r.size() >= 2 ? r.sliced(1, r.size() - 2) : QByteArrayView();
}

Member MemberRange::Iterator::operator*() const
{
    Value::Iterator valueIt = m_it;
    ++valueIt;
    return Member{*m_it, *valueIt};
}

MemberRange::Iterator &MemberRange::Iterator::operator++()
{
    ++m_it;
    ++m_it;
    return *this;
}

static int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

bool unescape(QByteArrayView body, QString *out)
{
    QByteArray utf8;
    utf8.reserve(body.size());
    QString result;
    auto flush = [&] {
        result += QString::fromUtf8(utf8);
        utf8.clear();
    };
    for (qsizetype i = 0; i < body.size(); ++i) {
        const char c = body[i];
        if (c != '\\') {
            utf8.append(c);
            continue;
        }
        if (++i >= body.size())
            return false;
        switch (body[i]) {
        case '"': utf8.append('"'); break;
        case '\\': utf8.append('\\'); break;
        case '/': utf8.append('/'); break;
        case 'b': utf8.append('\b'); break;
        case 'f': utf8.append('\f'); break;
        case 'n': utf8.append('\n'); break;
        case 'r': utf8.append('\r'); break;
        case 't': utf8.append('\t'); break;
        case 'u': {
            if (i + 4 >= body.size())
                return false;
            char16_t unit = 0;
            for (int k = 1; k <= 4; ++k) {
                const int h = hexValue(body[i + k]);
                if (h < 0)
                    return false;
                unit = char16_t(unit * 16 + h);
            }
            i += 4;
            flush();
            result += QChar(unit); // surrogate pairs combine naturally in UTF-16
            break;
        }
        default: return false;
        }
    }
    flush();
    *out = std::move(result);
    return true;
}

qsizetype findInvalidUtf8(QByteArrayView bytes, qsizetype *length)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.data());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    while (i < n) {
        // ASCII, eight bytes at a time.
        if (n - i >= 8 && (qFromUnaligned<quint64>(p + i) & 0x8080808080808080ull) == 0) {
            i += 8;
            continue;
        }
        const unsigned char c = p[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        // The length of the sequence c starts and the range of its second byte (RFC 3629 §4:
        // no overlong forms, no surrogates, nothing above U+10FFFF).
        qsizetype need = 0;
        unsigned char low = 0x80, high = 0xbf;
        if (c >= 0xc2 && c <= 0xdf) {
            need = 2;
        } else if (c >= 0xe0 && c <= 0xef) {
            need = 3;
            low = c == 0xe0 ? 0xa0 : 0x80;
            high = c == 0xed ? 0x9f : 0xbf;
        } else if (c >= 0xf0 && c <= 0xf4) {
            need = 4;
            low = c == 0xf0 ? 0x90 : 0x80;
            high = c == 0xf4 ? 0x8f : 0xbf;
        }
        qsizetype valid = need == 0 ? 0 : 1; // bytes of the sequence that are right so far
        while (valid > 0 && valid < need && i + valid < n) {
            const unsigned char next = p[i + valid];
            if (valid == 1 ? (next < low || next > high) : (next < 0x80 || next > 0xbf))
                break;
            ++valid;
        }
        if (need == 0 || valid < need) {
            if (length)
                *length = qMax<qsizetype>(valid, 1);
            return i;
        }
        i += need;
    }
    if (length)
        *length = 0;
    return -1;
}

// The character a one-letter escape (\\n, \\", ...) stands for, or 0.
static char simpleEscape(char c)
{
    switch (c) {
    case '"': return '"';
    case '\\': return '\\';
    case '/': return '/';
    case 'b': return '\b';
    case 'f': return '\f';
    case 'n': return '\n';
    case 'r': return '\r';
    case 't': return '\t';
    default: return 0;
    }
}

// Decodes like unescape() but refuses what cannot be kept exactly (see Value::toText).
bool unescapeText(QByteArrayView body, QString *out, TextError *error)
{
    QString result;
    result.reserve(body.size());
    const auto fail = [error](TextError::Kind kind, QByteArrayView source) {
        if (error)
            *error = {kind, source};
        return false;
    };
    // The UTF-16 unit of the \uXXXX escape at `at`, or -1.
    const auto unit = [body](qsizetype at) -> int {
        if (at + 6 > body.size() || body[at] != '\\' || body[at + 1] != 'u')
            return -1;
        int value = 0;
        for (qsizetype k = at + 2; k < at + 6; ++k) {
            const int h = hexValue(body[k]);
            if (h < 0)
                return -1;
            value = value * 16 + h;
        }
        return value;
    };
    qsizetype i = 0;
    while (i < body.size()) {
        qsizetype next = body.indexOf('\\', i);
        if (next < 0)
            next = body.size();
        if (next > i) {
            const QByteArrayView plain = body.sliced(i, next - i);
            qsizetype length = 0;
            if (const qsizetype at = findInvalidUtf8(plain, &length); at >= 0)
                return fail(TextError::NotUtf8, plain.sliced(at, length));
            result += QString::fromUtf8(plain);
            i = next;
            continue;
        }
        if (i + 1 >= body.size())
            return false;
        if (body[i + 1] != 'u') {
            const char c = simpleEscape(body[i + 1]);
            if (!c)
                return false;
            result += QLatin1Char(c);
            i += 2;
            continue;
        }
        const int first = unit(i);
        if (first < 0)
            return false;
        if (QChar::isLowSurrogate(char32_t(first)))
            return fail(TextError::UnpairedSurrogate, body.sliced(i, 6));
        if (QChar::isHighSurrogate(char32_t(first))) {
            const int second = unit(i + 6);
            if (second < 0 || !QChar::isLowSurrogate(char32_t(second)))
                return fail(TextError::UnpairedSurrogate, body.sliced(i, 6));
            result += QChar(char16_t(first));
            result += QChar(char16_t(second));
            i += 12;
            continue;
        }
        result += QChar(char16_t(first));
        i += 6;
    }
    *out = std::move(result);
    return true;
}

QString displayText(QByteArrayView rawJson)
{
    const Document doc = Document::parse(rawJson.toByteArray());
    const Value v = doc.root();
    if (!v.isValid())
        return QString::fromUtf8(rawJson);
    switch (v.type()) {
    case Type::Null: return {};
    case Type::String: return v.toString();
    case Type::Array: {
        QStringList parts;
        for (Value e : v) {
            if (e.isArray() || e.isObject())
                return QString::fromUtf8(rawJson);
            parts.append(e.isString() ? e.toString() : QString::fromUtf8(e.raw()));
        }
        return parts.join(QStringLiteral(", "));
    }
    default: return QString::fromUtf8(v.raw());
    }
}

} // namespace bd::json
