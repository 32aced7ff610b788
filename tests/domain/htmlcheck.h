#pragma once

// An oracle for sanitizeHtml()'s output, written apart from the sanitizer (its own tag list and
// its own parsing) so a sanitizer bug is not repeated here. Used by tst_htmlsanitizer and by the
// fuzz target.

#include <QString>
#include <QStringList>

#include <vector>

namespace bd::test {

constexpr qsizetype MaxSanitizedDepth = 256;

// Empty when `html` holds only what a sanitized description may: the allowed elements, properly
// nested and at most MaxSanitizedDepth deep, no attribute but href="http(s):/mailto:..." on <a> and
// colspan/rowspan="1".."99" on <td>/<th>, and no '<' or '>' outside a tag. Otherwise what is wrong.
inline QString checkSanitizedHtml(QStringView html)
{
    static const QStringList allowed = QStringLiteral("p br ul ol li strong b em i u h1 h2 h3 h4 h5 h6 table "
                                                      "thead tbody tr td th a span div blockquote code pre "
                                                      "hr sub sup dl dt dd")
                                           .split(u' ');
    std::vector<QString> open;
    qsizetype i = 0;
    const qsizetype n = html.size();
    const auto where = [&](qsizetype at) {
        return QStringLiteral(" at %1: ...%2...").arg(at).arg(html.mid(qMax<qsizetype>(0, at - 20), 60));
    };
    while (i < n) {
        if (html[i] == u'>')
            return QStringLiteral("'>' outside a tag") + where(i);
        if (html[i] != u'<') {
            ++i;
            continue;
        }
        const qsizetype end = html.indexOf(u'>', i);
        if (end < 0)
            return QStringLiteral("unterminated tag") + where(i);
        QStringView tag = html.sliced(i + 1, end - i - 1);
        if (tag.contains(u'<'))
            return QStringLiteral("'<' inside a tag") + where(i);
        const bool closing = tag.startsWith(u'/');
        if (closing)
            tag = tag.sliced(1);
        qsizetype nameEnd = 0;
        while (nameEnd < tag.size() && ((tag[nameEnd] >= u'a' && tag[nameEnd] <= u'z') ||
                                        (tag[nameEnd] >= u'0' && tag[nameEnd] <= u'9')))
            ++nameEnd;
        const QString name = tag.first(nameEnd).toString();
        if (!allowed.contains(name))
            return QStringLiteral("element <%1> is not allowed").arg(name) + where(i);
        const bool isVoid = name == u"br" || name == u"hr";
        if (closing) {
            if (nameEnd != tag.size())
                return QStringLiteral("closing tag with more than a name") + where(i);
            if (isVoid || open.empty() || open.back() != name)
                return QStringLiteral("</%1> does not close the innermost element").arg(name) + where(i);
            open.pop_back();
        } else {
            QStringView rest = tag.sliced(nameEnd);
            while (!rest.isEmpty()) {
                // Exactly ' name="value"', value without quotes or angle brackets.
                if (!rest.startsWith(u' '))
                    return QStringLiteral("malformed attributes") + where(i);
                const qsizetype eq = rest.indexOf(u"=\"");
                if (eq < 0)
                    return QStringLiteral("attribute without a quoted value") + where(i);
                const QStringView attribute = rest.sliced(1, eq - 1);
                const qsizetype close = rest.indexOf(u'"', eq + 2);
                if (close < 0)
                    return QStringLiteral("unterminated attribute value") + where(i);
                const QStringView value = rest.sliced(eq + 2, close - eq - 2);
                if (name == u"a" && attribute == u"href") {
                    if (!value.startsWith(u"http:", Qt::CaseInsensitive) &&
                        !value.startsWith(u"https:", Qt::CaseInsensitive) &&
                        !value.startsWith(u"mailto:", Qt::CaseInsensitive))
                        return QStringLiteral("link to something other than http, https or mailto") +
                               where(i);
                } else if ((name == u"td" || name == u"th") &&
                           (attribute == u"colspan" || attribute == u"rowspan")) {
                    bool ok = false;
                    const int span = value.toInt(&ok);
                    if (!ok || span < 1 || span > 99 || value != QString::number(span))
                        return QStringLiteral("bad span") + where(i);
                } else {
                    return QStringLiteral("attribute %1 on <%2> is not allowed").arg(attribute, name) +
                           where(i);
                }
                rest = rest.sliced(close + 1);
            }
            if (!isVoid) {
                open.push_back(name);
                if (qsizetype(open.size()) > MaxSanitizedDepth)
                    return QStringLiteral("nested deeper than %1").arg(MaxSanitizedDepth) + where(i);
            }
        }
        i = end + 1;
    }
    if (!open.empty())
        return QStringLiteral("<%1> is never closed").arg(open.back());
    return {};
}

} // namespace bd::test
