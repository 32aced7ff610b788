#pragma once

// Finding a short word in lower-case text fast: SSE2 (baseline on amd64) compares 16 places at
// once for the word's first and last byte, and only where both match are the bytes between
// compared; elsewhere a plain loop gives the same answers. The catalog's search (catalogsearchindex.h)
// scans every product's text with it.

#include <QByteArrayView>

namespace bd::models {

// The first place at or after `begin` where `word` starts and ends before `end`, or nullptr.
// An empty word is found at `begin`.
const char *findBytes(const char *begin, const char *end, QByteArrayView word);
// The same without SIMD, to compare against (tests).
const char *findBytesPlain(const char *begin, const char *end, QByteArrayView word);

inline bool containsBytes(QByteArrayView text, QByteArrayView word)
{
    return findBytes(text.data(), text.data() + text.size(), word) != nullptr;
}

} // namespace bd::models
