#pragma once

// What the fuzz targets share: a check that aborts with a message (libFuzzer then saves the
// input as a crash), and JSON comparisons for round-trip oracles.

#include "domain/decimal.h"
#include "domain/json/jsondocument.h"

#include <QString>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace bd::fuzz {

[[noreturn]] inline void fail(const char *file, int line, const char *condition, const QString &detail)
{
    std::fprintf(stderr, "%s:%d: oracle failed: %s\n%s\n", file, line, condition,
                 detail.toLocal8Bit().constData());
    std::abort();
}

#define FUZZ_CHECK(condition, detail)                                                                        \
    do {                                                                                                     \
        if (!(condition))                                                                                    \
            bd::fuzz::fail(__FILE__, __LINE__, #condition, (detail));                                        \
    } while (false)

inline QByteArray bytes(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

// Whether any object in v has two members of the same (decoded) name. JSON leaves their meaning
// open; decoders keep the last one, so a round trip cannot keep both.
inline bool hasDuplicateNames(json::Value v)
{
    if (v.isArray()) {
        for (json::Value e : v) {
            if (hasDuplicateNames(e))
                return true;
        }
        return false;
    }
    if (!v.isObject())
        return false;
    std::vector<QString> names;
    for (const json::Member &m : json::members(v)) {
        names.push_back(m.name());
        if (hasDuplicateNames(m.value))
            return true;
    }
    std::sort(names.begin(), names.end());
    return std::adjacent_find(names.begin(), names.end()) != names.end();
}

// The same JSON value: objects as unordered sets of members (names unique), strings by their
// text, numbers by their exact decimal value (1e2 == 100 == 100.0).
inline bool sameJson(json::Value a, json::Value b)
{
    if (a.type() != b.type())
        return false;
    switch (a.type()) {
    case json::Type::Null: return true;
    case json::Type::Bool: return a.toBool() == b.toBool();
    case json::Type::String: return a.toString() == b.toString();
    case json::Type::Number: {
        const auto da = domain::Decimal::fromJson(a.raw());
        const auto db = domain::Decimal::fromJson(b.raw());
        return da && db ? *da == *db : a.raw() == b.raw();
    }
    case json::Type::Array: {
        if (a.size() != b.size())
            return false;
        for (auto ia = a.begin(), ib = b.begin(); ia != a.end(); ++ia, ++ib) {
            if (!sameJson(*ia, *ib))
                return false;
        }
        return true;
    }
    case json::Type::Object: {
        if (a.size() != b.size())
            return false;
        // Sorted by name, so a large object costs n log n, not n * n.
        const auto sorted = [](json::Value object) {
            std::vector<std::pair<QString, json::Value>> out;
            for (const json::Member &m : json::members(object))
                out.emplace_back(m.name(), m.value);
            std::stable_sort(out.begin(), out.end(),
                             [](const auto &x, const auto &y) { return x.first < y.first; });
            return out;
        };
        const auto ma = sorted(a);
        const auto mb = sorted(b);
        for (size_t i = 0; i < ma.size(); ++i) {
            if (ma[i].first != mb[i].first || !sameJson(ma[i].second, mb[i].second))
                return false;
        }
        return true;
    }
    }
    return false;
}

inline bool sameJson(const QByteArray &a, const QByteArray &b)
{
    const json::Document da = json::Document::parse(a);
    const json::Document db = json::Document::parse(b);
    return da.isValid() && db.isValid() && sameJson(da.root(), db.root());
}

} // namespace bd::fuzz
