#include "models/query/answersearch.h"

#include "models/common/queryresponse.h"

#include <algorithm>

namespace bd::models {

namespace {

char lower(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
}

bool containsAscii(QByteArrayView haystack, QByteArrayView lowerNeedle)
{
    if (lowerNeedle.size() > haystack.size())
        return false;
    const auto found = std::search(haystack.begin(), haystack.end(), lowerNeedle.begin(), lowerNeedle.end(),
                                   [](char a, char b) { return lower(a) == b; });
    return found != haystack.end();
}

} // namespace

void AnswerSearch::start(json::Value root, const QString &text)
{
    m_needle = text.toLower();
    m_asciiNeedle.clear();
    bool ascii = true;
    for (QChar c : std::as_const(m_needle))
        ascii = ascii && c.unicode() < 0x80;
    if (ascii)
        m_asciiNeedle = m_needle.toLatin1();
    m_stack.clear();
    m_matches.clear();
    if (m_needle.isEmpty() || !root.isValid())
        return;
    if (root.isObject() || root.isArray())
        m_stack.push_back({root.begin(), root.end(), root.isObject()});
    else
        visit(root, false, root);
}

bool AnswerSearch::contains(json::Value value, const QString &needle)
{
    QByteArrayView body;
    bool ascii = true;
    for (QChar c : needle)
        ascii = ascii && c.unicode() < 0x80;
    if (value.isString() && value.plainStringBody(&body)) {
        if (ascii)
            return containsAscii(body, needle.toLatin1());
        return QString::fromUtf8(body).contains(needle, Qt::CaseInsensitive);
    }
    if (value.isString())
        return value.toString().contains(needle, Qt::CaseInsensitive);
    return ascii ? containsAscii(value.raw(), needle.toLatin1())
                 : QString::fromUtf8(value.raw()).contains(needle, Qt::CaseInsensitive);
}

void AnswerSearch::visit(json::Value value, bool isKey, json::Value member)
{
    if (value.isObject() || value.isArray())
        return;
    QByteArrayView body;
    bool hit;
    if (!m_asciiNeedle.isEmpty() && value.isString() && value.plainStringBody(&body))
        hit = containsAscii(body, m_asciiNeedle);
    else if (!m_asciiNeedle.isEmpty() && !value.isString())
        hit = containsAscii(value.raw(), m_asciiNeedle);
    else
        hit = contains(value, m_needle);
    if (hit)
        m_matches.push_back({isKey ? member : value, isKey});
}

bool AnswerSearch::step(int budget)
{
    while (!m_stack.empty() && budget-- > 0) {
        Frame &top = m_stack.back();
        if (top.at == top.end) {
            m_stack.pop_back();
            continue;
        }
        json::Value value = *top.at;
        ++top.at;
        if (top.object) {
            const json::Value key = value;
            value = *top.at;
            ++top.at;
            visit(key, true, value);
        }
        visit(value, false, value);
        if (value.isObject() || value.isArray())
            m_stack.push_back({value.begin(), value.end(), value.isObject()});
    }
    return m_stack.empty();
}

} // namespace bd::models
