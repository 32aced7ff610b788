#pragma once

// Helpers for comparing JSON in tests: a canonical form (strings unescaped and re-escaped,
// numbers by their exact text, members sorted) and lookup by path ("a.b[2].c").

#include "domain/json/jsondocument.h"
#include "domain/json/jsonwriter.h"

#include <QFile>
#include <QRegularExpression>

#include <algorithm>

namespace bd::test {

// Object members are sorted by name: JSON objects are unordered.
inline void canonicalize(json::Writer &w, json::Value v)
{
    switch (v.type()) {
    case json::Type::Object: {
        QList<json::Member> sorted;
        for (const json::Member &m : json::members(v))
            sorted.append(m);
        std::stable_sort(sorted.begin(), sorted.end(),
                         [](const json::Member &a, const json::Member &b) { return a.name() < b.name(); });
        w.beginObject();
        for (const json::Member &m : sorted) {
            w.key(m.name());
            canonicalize(w, m.value);
        }
        w.endObject();
        break;
    }
    case json::Type::Array:
        w.beginArray();
        for (json::Value e : v)
            canonicalize(w, e);
        w.endArray();
        break;
    case json::Type::String: w.string(v.toString()); break;
    default: w.raw(v.raw());
    }
}

inline QByteArray canonicalJson(json::Value v)
{
    json::Writer w;
    canonicalize(w, v);
    return w.take();
}

inline QByteArray canonicalJson(const QByteArray &text)
{
    const json::Document doc = json::Document::parse(text);
    return doc.isValid() ? canonicalJson(doc.root()) : QByteArray("<invalid JSON>");
}

// The value at a path like "priceBookEntries[2].uom.decimalScale" or "[0].name".
inline json::Value valueAtPath(json::Value root, const QString &path)
{
    static const QRegularExpression segment(QStringLiteral(R"(([^.\[\]]+)|\[(\d+)\])"));
    json::Value current = root;
    auto it = segment.globalMatch(path);
    while (it.hasNext() && current.isValid()) {
        const QRegularExpressionMatch m = it.next();
        json::Value next;
        if (!m.captured(1).isEmpty()) {
            if (!current.isObject())
                return {};
            for (const json::Member &member : json::members(current)) {
                if (member.name() == m.captured(1))
                    next = member.value;
            }
        } else {
            if (!current.isArray())
                return {};
            qsizetype i = m.captured(2).toLongLong();
            for (json::Value e : current) {
                if (i-- == 0) {
                    next = e;
                    break;
                }
            }
        }
        current = next;
    }
    return current;
}

inline QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

} // namespace bd::test
