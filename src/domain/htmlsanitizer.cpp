#include "domain/htmlsanitizer.h"

#include <QList>
#include <QRegularExpression>
#include <QSet>

namespace bd::domain {

namespace {

const QSet<QString> &allowedTags()
{
    static const QSet<QString> tags{
        QStringLiteral("p"),     QStringLiteral("br"),         QStringLiteral("ul"),
        QStringLiteral("ol"),    QStringLiteral("li"),         QStringLiteral("strong"),
        QStringLiteral("b"),     QStringLiteral("em"),         QStringLiteral("i"),
        QStringLiteral("u"),     QStringLiteral("h1"),         QStringLiteral("h2"),
        QStringLiteral("h3"),    QStringLiteral("h4"),         QStringLiteral("h5"),
        QStringLiteral("h6"),    QStringLiteral("table"),      QStringLiteral("thead"),
        QStringLiteral("tbody"), QStringLiteral("tr"),         QStringLiteral("td"),
        QStringLiteral("th"),    QStringLiteral("a"),          QStringLiteral("span"),
        QStringLiteral("div"),   QStringLiteral("blockquote"), QStringLiteral("code"),
        QStringLiteral("pre"),   QStringLiteral("hr"),         QStringLiteral("sub"),
        QStringLiteral("sup"),   QStringLiteral("dl"),         QStringLiteral("dt"),
        QStringLiteral("dd"),
    };
    return tags;
}

// Elements dropped together with everything inside them.
const QSet<QString> &droppedWithContent()
{
    static const QSet<QString> tags{
        QStringLiteral("script"),   QStringLiteral("style"),    QStringLiteral("iframe"),
        QStringLiteral("object"),   QStringLiteral("embed"),    QStringLiteral("noscript"),
        QStringLiteral("template"), QStringLiteral("svg"),      QStringLiteral("math"),
        QStringLiteral("form"),     QStringLiteral("textarea"), QStringLiteral("select"),
        QStringLiteral("title"),    QStringLiteral("head"),     QStringLiteral("frameset"),
        QStringLiteral("applet"),   QStringLiteral("button")};
    return tags;
}

bool isVoid(const QString &tag)
{
    return tag == u"br" || tag == u"hr";
}

QString safeHref(const QString &value)
{
    const QString v = value.trimmed();
    static const QRegularExpression scheme(QStringLiteral(R"(^(https?:|mailto:))"),
                                           QRegularExpression::CaseInsensitiveOption);
    if (!scheme.match(v).hasMatch())
        return {};
    QString escaped = v.toHtmlEscaped();
    return escaped;
}

// Decodes the few entities an attribute value may carry, enough to judge a URL's scheme.
QString decodeAttribute(QString v)
{
    v.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    v.replace(QStringLiteral("&quot;"), QStringLiteral("\""));
    v.replace(QStringLiteral("&#39;"), QStringLiteral("'"));
    v.replace(QStringLiteral("&lt;"), QStringLiteral("<"));
    v.replace(QStringLiteral("&gt;"), QStringLiteral(">"));
    return v;
}

} // namespace

QString sanitizeHtml(QStringView html)
{
    static const QRegularExpression attribute(
        QStringLiteral(R"re(([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*(?:=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?)re"));
    QString out;
    out.reserve(html.size());
    QList<QString> open; // allowed elements currently open, to close them at the end
    QString skipUntil;   // inside a dropped-with-content element: its name
    qsizetype i = 0;
    const qsizetype n = html.size();
    while (i < n) {
        const QChar c = html.at(i);
        if (c != u'<') {
            const qsizetype next = html.indexOf(u'<', i);
            const qsizetype end = next < 0 ? n : next;
            if (skipUntil.isEmpty()) {
                // Text: keep entities as written, escape stray '>' so nothing becomes markup.
                QString text = html.sliced(i, end - i).toString();
                text.replace(u'>', QStringLiteral("&gt;"));
                out += text;
            }
            i = end;
            continue;
        }
        if (html.sliced(i).startsWith(u"<!--")) {
            const qsizetype end = html.indexOf(u"-->", i + 4);
            i = end < 0 ? n : end + 3;
            continue;
        }
        const qsizetype close = html.indexOf(u'>', i + 1);
        if (close < 0) {
            if (skipUntil.isEmpty())
                out += html.sliced(i).toString().toHtmlEscaped();
            break;
        }
        const QString inner = html.sliced(i + 1, close - i - 1).toString();
        i = close + 1;
        const bool closing = inner.startsWith(u'/');
        const QString body = closing ? inner.mid(1) : inner;
        qsizetype nameEnd = 0;
        while (nameEnd < body.size() && (body.at(nameEnd).isLetterOrNumber()))
            ++nameEnd;
        const QString tag = body.left(nameEnd).toLower();
        if (tag.isEmpty()) {
            if (skipUntil.isEmpty() && !inner.startsWith(u'!') && !inner.startsWith(u'?'))
                out += QStringLiteral("&lt;") + inner.toHtmlEscaped() + QStringLiteral("&gt;");
            continue;
        }
        if (!skipUntil.isEmpty()) {
            if (closing && tag == skipUntil)
                skipUntil.clear();
            continue;
        }
        if (droppedWithContent().contains(tag)) {
            if (!closing && !inner.endsWith(u'/'))
                skipUntil = tag;
            continue;
        }
        if (tag == u"img" && !closing) {
            // No remote loads: an image becomes its description, if it has one.
            auto it = attribute.globalMatch(body.mid(nameEnd));
            while (it.hasNext()) {
                const QRegularExpressionMatch m = it.next();
                if (m.captured(1).compare(u"alt", Qt::CaseInsensitive) == 0) {
                    QString alt = m.captured(2);
                    if (alt.startsWith(u'"') || alt.startsWith(u'\''))
                        alt = alt.mid(1, alt.size() - 2);
                    if (!alt.trimmed().isEmpty())
                        out += QStringLiteral("[%1]").arg(decodeAttribute(alt).toHtmlEscaped());
                }
            }
            continue;
        }
        if (!allowedTags().contains(tag))
            continue; // unknown element: drop the tag, keep its text
        if (closing) {
            const qsizetype at = open.lastIndexOf(tag);
            if (at < 0)
                continue;
            while (open.size() > at) {
                out += QStringLiteral("</%1>").arg(open.takeLast());
            }
            continue;
        }
        QString attrs;
        auto it = attribute.globalMatch(body.mid(nameEnd));
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            const QString name = m.captured(1).toLower();
            QString value = m.captured(2);
            if (value.startsWith(u'"') || value.startsWith(u'\''))
                value = value.mid(1, value.size() - 2);
            if (tag == u"a" && name == u"href") {
                const QString href = safeHref(decodeAttribute(value));
                if (!href.isEmpty())
                    attrs += QStringLiteral(" href=\"%1\"").arg(href);
            } else if ((tag == u"td" || tag == u"th") && (name == u"colspan" || name == u"rowspan")) {
                bool ok = false;
                const int span = value.toInt(&ok);
                if (ok && span > 0 && span < 100)
                    attrs += QStringLiteral(" %1=\"%2\"").arg(name).arg(span);
            }
        }
        out += QStringLiteral("<%1%2>").arg(tag, attrs);
        if (!isVoid(tag))
            open.append(tag);
    }
    while (!open.isEmpty())
        out += QStringLiteral("</%1>").arg(open.takeLast());
    return out;
}

} // namespace bd::domain
