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

void Writer::appendQuoted(QByteArray &out, QStringView text)
{
    static const char hex[] = "0123456789abcdef";
    const QByteArray utf8 = text.toUtf8();
    out.reserve(out.size() + utf8.size() + 2);
    out.append('"');
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
    out.append('"');
}

static void copyValue(Writer &w, Value v)
{
    switch (v.type()) {
    case Type::Object:
        w.beginObject();
        for (const Member &m : members(v)) {
            w.key(m.name());
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
