#include "domain/htmlsanitizer.h"

#include <algorithm>
#include <array>
#include <string_view>
#include <vector>

namespace bd::domain {

namespace {

// One pass over the input; every step is O(1) amortized per input character, so a hostile
// description (thousands of unmatched closing tags, deep nesting, huge attribute values) costs
// no more than a friendly one of the same size. Nothing here is mutable and shared: the tables
// are constant and all state lives on the stack, so any thread may call sanitizeHtml().

enum class Kind : quint8 {
    Allowed,            // kept, without attributes except the few checked ones
    Void,               // kept, never has content or a closing tag
    DroppedWithContent, // removed together with everything up to its closing tag
    Image,              // replaced by its alt text
};

struct Tag
{
    std::string_view name;
    Kind kind;
};

// Sorted by name for binary search.
constexpr std::array<Tag, 52> tags{{
    {"a", Kind::Allowed},
    {"applet", Kind::DroppedWithContent},
    {"b", Kind::Allowed},
    {"blockquote", Kind::Allowed},
    {"br", Kind::Void},
    {"button", Kind::DroppedWithContent},
    {"code", Kind::Allowed},
    {"dd", Kind::Allowed},
    {"div", Kind::Allowed},
    {"dl", Kind::Allowed},
    {"dt", Kind::Allowed},
    {"em", Kind::Allowed},
    {"embed", Kind::DroppedWithContent},
    {"form", Kind::DroppedWithContent},
    {"frameset", Kind::DroppedWithContent},
    {"h1", Kind::Allowed},
    {"h2", Kind::Allowed},
    {"h3", Kind::Allowed},
    {"h4", Kind::Allowed},
    {"h5", Kind::Allowed},
    {"h6", Kind::Allowed},
    {"head", Kind::DroppedWithContent},
    {"hr", Kind::Void},
    {"i", Kind::Allowed},
    {"iframe", Kind::DroppedWithContent},
    {"img", Kind::Image},
    {"li", Kind::Allowed},
    {"math", Kind::DroppedWithContent},
    {"noscript", Kind::DroppedWithContent},
    {"object", Kind::DroppedWithContent},
    {"ol", Kind::Allowed},
    {"p", Kind::Allowed},
    {"pre", Kind::Allowed},
    {"script", Kind::DroppedWithContent},
    {"select", Kind::DroppedWithContent},
    {"span", Kind::Allowed},
    {"strong", Kind::Allowed},
    {"style", Kind::DroppedWithContent},
    {"sub", Kind::Allowed},
    {"sup", Kind::Allowed},
    {"svg", Kind::DroppedWithContent},
    {"table", Kind::Allowed},
    {"tbody", Kind::Allowed},
    {"td", Kind::Allowed},
    {"template", Kind::DroppedWithContent},
    {"textarea", Kind::DroppedWithContent},
    {"th", Kind::Allowed},
    {"thead", Kind::Allowed},
    {"title", Kind::DroppedWithContent},
    {"tr", Kind::Allowed},
    {"u", Kind::Allowed},
    {"ul", Kind::Allowed},
}};
static_assert(std::is_sorted(tags.begin(), tags.end(),
                             [](const Tag &a, const Tag &b) { return a.name < b.name; }));

constexpr int NoTag = -1;
constexpr size_t LongestTagName = 10; // "blockquote"

// Allowed elements deeper than this are dropped (their text is kept): the output stays a
// shallow tree for QTextDocument whatever the input nests.
constexpr qsizetype MaxDepth = 256;

// The index in `tags` of an element name (letters and digits, any case), or NoTag.
int findTag(QStringView name)
{
    if (name.isEmpty() || size_t(name.size()) > LongestTagName)
        return NoTag;
    std::array<char, LongestTagName> buffer{};
    for (qsizetype i = 0; i < name.size(); ++i) {
        const char16_t c = name[i].unicode();
        if (c >= u'A' && c <= u'Z')
            buffer[size_t(i)] = char(c - u'A' + 'a');
        else if (c < 0x80)
            buffer[size_t(i)] = char(c);
        else
            return NoTag;
    }
    const std::string_view lower(buffer.data(), size_t(name.size()));
    const auto it = std::lower_bound(tags.begin(), tags.end(), lower,
                                     [](const Tag &t, std::string_view n) { return t.name < n; });
    return it != tags.end() && it->name == lower ? int(it - tags.begin()) : NoTag;
}

void appendLatin1(QString &out, std::string_view text)
{
    out += QLatin1String(text.data(), qsizetype(text.size()));
}

// Text as written (entities stay entities), with any '>' escaped so nothing becomes markup.
void appendText(QString &out, QStringView text)
{
    qsizetype from = 0;
    for (qsizetype at = text.indexOf(u'>'); at >= 0; at = text.indexOf(u'>', from)) {
        out += text.sliced(from, at - from);
        out += u"&gt;";
        from = at + 1;
    }
    out += text.sliced(from);
}

// As QString::toHtmlEscaped: & < > and ".
void appendEscaped(QString &out, QStringView text)
{
    for (const QChar c : text) {
        switch (c.unicode()) {
        case u'&': out += u"&amp;"; break;
        case u'<': out += u"&lt;"; break;
        case u'>': out += u"&gt;"; break;
        case u'"': out += u"&quot;"; break;
        default: out += c;
        }
    }
}

// Decodes the few entities an attribute value may carry, enough to judge a URL's scheme.
QString decodeAttribute(QStringView value)
{
    QString v = value.toString();
    v.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    v.replace(QStringLiteral("&quot;"), QStringLiteral("\""));
    v.replace(QStringLiteral("&#39;"), QStringLiteral("'"));
    v.replace(QStringLiteral("&lt;"), QStringLiteral("<"));
    v.replace(QStringLiteral("&gt;"), QStringLiteral(">"));
    return v;
}

bool isSafeHref(QStringView decoded)
{
    return decoded.startsWith(u"http:", Qt::CaseInsensitive) ||
           decoded.startsWith(u"https:", Qt::CaseInsensitive) ||
           decoded.startsWith(u"mailto:", Qt::CaseInsensitive);
}

bool isAsciiLetter(char16_t c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

bool isAttributeNameStart(char16_t c)
{
    return isAsciiLetter(c) || c == u'_' || c == u':';
}

bool isAttributeNameChar(char16_t c)
{
    return isAttributeNameStart(c) || (c >= u'0' && c <= u'9') || c == u'-' || c == u'.';
}

bool isSpace(char16_t c)
{
    return c == u' ' || c == u'\t' || c == u'\n' || c == u'\v' || c == u'\f' || c == u'\r';
}

bool isUnquotedValueChar(char16_t c)
{
    return !isSpace(c) && c != u'"' && c != u'\'' && c != u'=' && c != u'<' && c != u'>' && c != u'`';
}

// Calls f(name, value) for each attribute in the text after a tag's name: names start with a
// letter, '_' or ':'; a value is quoted with " or ', or unquoted up to a space or one of "'=<>`.
// Anything else (stray quotes, a value that never closes) is skipped. Each character is looked at
// a bounded number of times: a search for a closing quote that fails consumes the rest of the
// text's quotes of that kind, so it cannot fail again.
template <typename F> void forEachAttribute(QStringView s, F f)
{
    const qsizetype n = s.size();
    qsizetype i = 0;
    while (i < n) {
        if (!isAttributeNameStart(s[i].unicode())) {
            ++i;
            continue;
        }
        const qsizetype nameStart = i;
        while (++i < n && isAttributeNameChar(s[i].unicode())) {
        }
        const QStringView name = s.sliced(nameStart, i - nameStart);
        while (i < n && isSpace(s[i].unicode()))
            ++i;
        QStringView value;
        if (i < n && s[i] == u'=') {
            qsizetype v = i + 1;
            while (v < n && isSpace(s[v].unicode()))
                ++v;
            if (v < n && (s[v] == u'"' || s[v] == u'\'')) {
                const qsizetype end = s.indexOf(s[v], v + 1);
                if (end >= 0) {
                    value = s.sliced(v + 1, end - v - 1);
                    i = end + 1;
                }
            } else {
                qsizetype end = v;
                while (end < n && isUnquotedValueChar(s[end].unicode()))
                    ++end;
                if (end > v) {
                    value = s.sliced(v, end - v);
                    i = end;
                }
            }
        }
        f(name, value);
    }
}

class Sanitizer
{
public:
    explicit Sanitizer(QStringView html) : m_html(html) { m_out.reserve(html.size()); }

    QString run()
    {
        const qsizetype n = m_html.size();
        qsizetype i = 0;
        while (i < n) {
            if (m_html[i] != u'<') {
                const qsizetype next = m_html.indexOf(u'<', i);
                const qsizetype end = next < 0 ? n : next;
                if (m_skipUntil == NoTag)
                    appendText(m_out, m_html.sliced(i, end - i));
                i = end;
                continue;
            }
            if (m_html.sliced(i).startsWith(u"<!--")) {
                const qsizetype end = m_html.indexOf(u"-->", i + 4);
                i = end < 0 ? n : end + 3;
                continue;
            }
            const qsizetype close = m_html.indexOf(u'>', i + 1);
            if (close < 0) {
                if (m_skipUntil == NoTag)
                    appendEscaped(m_out, m_html.sliced(i));
                break;
            }
            tag(m_html.sliced(i + 1, close - i - 1));
            i = close + 1;
        }
        while (!m_open.empty())
            closeTop();
        return std::move(m_out);
    }

private:
    // Everything between '<' and '>'.
    void tag(QStringView inner)
    {
        const bool closing = inner.startsWith(u'/');
        const QStringView body = closing ? inner.sliced(1) : inner;
        qsizetype nameEnd = 0;
        while (nameEnd < body.size() && body[nameEnd].isLetterOrNumber())
            ++nameEnd;
        if (nameEnd == 0) {
            if (m_skipUntil == NoTag && !inner.startsWith(u'!') && !inner.startsWith(u'?')) {
                m_out += u"&lt;";
                appendEscaped(m_out, inner);
                m_out += u"&gt;";
            }
            return;
        }
        const int id = findTag(body.first(nameEnd));
        if (m_skipUntil != NoTag) {
            if (closing && id == m_skipUntil)
                m_skipUntil = NoTag;
            return;
        }
        if (id == NoTag)
            return; // unknown element: drop the tag, keep its text
        const QStringView attributes = body.sliced(nameEnd);
        switch (tags[size_t(id)].kind) {
        case Kind::DroppedWithContent:
            if (!closing && !inner.endsWith(u'/'))
                m_skipUntil = id;
            return;
        case Kind::Image:
            if (!closing)
                image(attributes);
            return;
        case Kind::Void:
            if (!closing)
                open(id, attributes);
            return;
        case Kind::Allowed:
            if (closing)
                closeElement(id);
            else
                open(id, attributes);
            return;
        }
    }

    // No remote loads: an image becomes its description, if it has one.
    void image(QStringView attributes)
    {
        forEachAttribute(attributes, [this](QStringView name, QStringView value) {
            if (name.compare(u"alt", Qt::CaseInsensitive) == 0 && !value.trimmed().isEmpty()) {
                m_out += u'[';
                appendEscaped(m_out, decodeAttribute(value));
                m_out += u']';
            }
        });
    }

    void open(int id, QStringView attributes)
    {
        const Tag &t = tags[size_t(id)];
        if (t.kind != Kind::Void && qsizetype(m_open.size()) >= MaxDepth) {
            ++m_droppedDeep[size_t(id)]; // its closing tag is dropped too
            return;
        }
        m_out += u'<';
        appendLatin1(m_out, t.name);
        const bool cell = t.name == "td" || t.name == "th";
        forEachAttribute(attributes, [&](QStringView name, QStringView value) {
            if (t.name == "a" && name.compare(u"href", Qt::CaseInsensitive) == 0) {
                const QString href = decodeAttribute(value).trimmed();
                if (isSafeHref(href)) {
                    m_out += u" href=\"";
                    appendEscaped(m_out, href);
                    m_out += u'"';
                }
            } else if (cell && (name.compare(u"colspan", Qt::CaseInsensitive) == 0 ||
                                name.compare(u"rowspan", Qt::CaseInsensitive) == 0)) {
                bool ok = false;
                const int span = value.toInt(&ok);
                if (ok && span > 0 && span < 100) {
                    m_out += u' ';
                    m_out += name.toString().toLower();
                    m_out += u"=\"";
                    m_out += QString::number(span);
                    m_out += u'"';
                }
            }
        });
        m_out += u'>';
        if (t.kind != Kind::Void) {
            m_open.push_back(quint8(id));
            ++m_openCount[size_t(id)];
        }
    }

    // Closes the innermost open element of this name and everything opened inside it. An
    // unmatched closing tag costs one lookup; each element is closed at most once.
    void closeElement(int id)
    {
        if (m_droppedDeep[size_t(id)] > 0) {
            --m_droppedDeep[size_t(id)];
            return;
        }
        if (m_openCount[size_t(id)] == 0)
            return;
        while (m_open.back() != id)
            closeTop();
        closeTop();
    }

    void closeTop()
    {
        const quint8 id = m_open.back();
        m_open.pop_back();
        --m_openCount[id];
        m_out += u"</";
        appendLatin1(m_out, tags[id].name);
        m_out += u'>';
    }

    QStringView m_html;
    QString m_out;
    std::vector<quint8> m_open;                         // allowed elements currently open, innermost last
    std::array<qsizetype, tags.size()> m_openCount{};   // per tag: how many of m_open
    std::array<qsizetype, tags.size()> m_droppedDeep{}; // per tag: opened beyond MaxDepth, not yet closed
    int m_skipUntil = NoTag; // inside an element dropped with its content: that element
};

} // namespace

QString sanitizeHtml(QStringView html)
{
    return Sanitizer(html).run();
}

} // namespace bd::domain
