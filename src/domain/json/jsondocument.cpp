#include "domain/json/jsondocument.h"
#include "domain/json/jsonparser.h"

#include <QCoreApplication>
#include <QtEndian>

#include <bit>

#include <cctype>
#include <charconv>
#include <limits>

namespace bd::json {

QString ParseError::toString() const
{
    return QCoreApplication::translate("bd::json", "%1 at line %2, column %3")
        .arg(message)
        .arg(line)
        .arg(column);
}

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
    if (!n.escaped())
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
    if (n.escaped())
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

bool Value::toInt64(qint64 *out) const
{
    if (!isNumber())
        return false;
    const QByteArrayView text = raw();
    qint64 v = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (error != std::errc() || end != text.data() + text.size())
        return false; // a fraction or an exponent stops it early; too large is out of range
    if (out)
        *out = v;
    return true;
}

double Value::toDouble() const
{
    if (!isNumber())
        return 0.0;
    // std::from_chars rounds exactly as strtod does, in a fraction of the time; what it cannot
    // take (out of range) goes the old way.
    const QByteArrayView text = raw();
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error == std::errc() && end == text.data() + text.size())
        return value;
    return text.toDouble();
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

// The one JSON string decoder. Strict (unescapeText): refuses what cannot be kept exactly (see
// Value::toText). Lenient (unescape): bytes that are not UTF-8 become U+FFFD and a lone surrogate
// escape is kept as it came, for showing.
static bool decodeString(QByteArrayView body, QString *out, TextError *error, bool strict)
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
            if (const qsizetype at = strict ? findInvalidUtf8(plain, &length) : -1; at >= 0)
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
        if (!strict) { // surrogate pairs combine by themselves in UTF-16
            result += QChar(char16_t(first));
            i += 6;
            continue;
        }
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

bool unescape(QByteArrayView body, QString *out)
{
    return decodeString(body, out, nullptr, false);
}

bool unescapeText(QByteArrayView body, QString *out, TextError *error)
{
    return decodeString(body, out, error, true);
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
