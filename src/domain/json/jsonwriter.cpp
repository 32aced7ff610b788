#include "domain/json/jsonwriter.h"

#include "domain/json/jsondocument.h"

namespace bd::json {

void Writer::newline()
{
    if (!m_indented)
        return;
    m_out.append('\n');
    m_out.append(QByteArray(qsizetype(m_first.size()) * 2, ' '));
}

void Writer::beforeValue()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (!m_first.empty()) {
        if (!m_first.back())
            m_out.append(',');
        m_first.back() = false;
        newline();
    }
}

void Writer::beginObject()
{
    beforeValue();
    m_out.append('{');
    m_first.push_back(true);
}

void Writer::endObject()
{
    const bool empty = m_first.back();
    m_first.pop_back();
    if (!empty)
        newline();
    m_out.append('}');
}

void Writer::beginArray()
{
    beforeValue();
    m_out.append('[');
    m_first.push_back(true);
}

void Writer::endArray()
{
    const bool empty = m_first.back();
    m_first.pop_back();
    if (!empty)
        newline();
    m_out.append(']');
}

void Writer::key(QStringView name)
{
    beforeValue();
    appendQuoted(m_out, name);
    m_out.append(m_indented ? ": " : ":");
    m_afterKey = true;
}

void Writer::key(QByteArrayView latin1Name)
{
    key(QString::fromLatin1(latin1Name));
}

void Writer::rawKey(QByteArrayView jsonString)
{
    beforeValue();
    m_out.append(jsonString);
    m_out.append(m_indented ? ": " : ":");
    m_afterKey = true;
}

void Writer::null()
{
    beforeValue();
    m_out.append("null");
}

void Writer::boolean(bool v)
{
    beforeValue();
    m_out.append(v ? "true" : "false");
}

void Writer::integer(qint64 v)
{
    beforeValue();
    m_out.append(QByteArray::number(v));
}

void Writer::string(QStringView v)
{
    beforeValue();
    appendQuoted(m_out, v);
}

void Writer::raw(QByteArrayView jsonText)
{
    beforeValue();
    if (m_indented && (jsonText.startsWith('{') || jsonText.startsWith('['))) {
        // Keep nested raw values readable in indented output.
        QByteArray nested = reformat(jsonText, true);
        const QByteArray pad = QByteArray(qsizetype(m_first.size()) * 2, ' ');
        nested.replace("\n", "\n" + pad);
        m_out.append(nested);
        return;
    }
    m_out.append(jsonText);
}

// The UTF-8 of text (which has no unpaired surrogate), escaped for a JSON string.
static void appendEscapedUtf8(QByteArray &out, QStringView text)
{
    static const char hex[] = "0123456789abcdef";
    const QByteArray utf8 = text.toUtf8();
    out.reserve(out.size() + utf8.size() + 2);
    for (char ch : utf8) {
        const unsigned char c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"': out.append("\\\""); break;
        case '\\': out.append("\\\\"); break;
        case '\n': out.append("\\n"); break;
        case '\r': out.append("\\r"); break;
        case '\t': out.append("\\t"); break;
        case '\b': out.append("\\b"); break;
        case '\f': out.append("\\f"); break;
        default:
            if (c < 0x20) {
                out.append("\\u00");
                out.append(hex[c >> 4]);
                out.append(hex[c & 0xf]);
            } else {
                out.append(ch);
            }
        }
    }
}

// An unpaired surrogate (which UTF-8 cannot carry: toUtf8() would make it '?') is written as the
// \uXXXX escape it came in as, so text read leniently (names, toString()) is written back as sent.
void Writer::appendQuoted(QByteArray &out, QStringView text)
{
    static const char hex[] = "0123456789abcdef";
    out.append('"');
    qsizetype from = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t unit = text[i].unicode();
        if (!QChar::isSurrogate(unit))
            continue;
        if (QChar::isHighSurrogate(unit) && i + 1 < text.size() &&
            QChar::isLowSurrogate(text[i + 1].unicode())) {
            ++i;
            continue;
        }
        appendEscapedUtf8(out, text.sliced(from, i - from));
        out.append("\\u");
        for (int shift = 12; shift >= 0; shift -= 4)
            out.append(hex[(unit >> shift) & 0xf]);
        from = i + 1;
    }
    appendEscapedUtf8(out, text.sliced(from));
    out.append('"');
}

static void copyValue(Writer &w, Value v)
{
    switch (v.type()) {
    case Type::Object:
        w.beginObject();
        for (const Member &m : members(v)) {
            w.rawKey(m.key.raw()); // as sent: decoding could alter a name that is not text
            copyValue(w, m.value);
        }
        w.endObject();
        break;
    case Type::Array:
        w.beginArray();
        for (Value e : v)
            copyValue(w, e);
        w.endArray();
        break;
    default: w.raw(v.raw());
    }
}

QByteArray reformat(QByteArrayView json, bool indented)
{
    const Document doc = Document::parse(json.toByteArray());
    if (!doc.isValid())
        return json.toByteArray();
    Writer w(indented);
    copyValue(w, doc.root());
    return w.take();
}

} // namespace bd::json
