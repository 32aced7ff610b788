#include "domain/searchfold.h"

#include <QChar>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace bd::domain {

namespace {

// One character from `p` (before `end`) copied to `o`, ASCII lower-cased; false when the result
// may differ from QString's lower-casing (see appendFolded). Advances both.
bool foldOne(const char *&p, const char *end, char *&o)
{
    const auto c = static_cast<unsigned char>(*p);
    if (c < 0x80) {
        *o++ = c >= 'A' && c <= 'Z' ? char(c | 0x20) : char(c);
        ++p;
        return true;
    }
    // A UTF-8 sequence: its length, the smallest value it may encode and its first bits.
    int length = 0;
    char32_t cp = 0, least = 0;
    if (c >= 0xc2 && c <= 0xdf)
        length = 2, cp = c & 0x1f, least = 0x80;
    else if (c >= 0xe0 && c <= 0xef)
        length = 3, cp = c & 0x0f, least = 0x800;
    else if (c >= 0xf0 && c <= 0xf4)
        length = 4, cp = c & 0x07, least = 0x10000;
    bool ok = length > 0 && end - p >= length;
    for (int i = 1; ok && i < length; ++i) {
        const auto next = static_cast<unsigned char>(p[i]);
        ok = (next & 0xc0) == 0x80;
        cp = cp << 6 | (next & 0x3f);
    }
    ok = ok && cp >= least && cp <= 0x10ffff && (cp < 0xd800 || cp > 0xdfff);
    const int n = ok ? length : 1;
    for (int i = 0; i < n; ++i)
        *o++ = *p++;
    // Upper and title case letters fall back even where QChar has no simple mapping (the
    // dotted capital I lower-cases to two characters).
    return ok && QChar::toLower(cp) == cp && !QChar::isUpper(cp) && !QChar::isTitleCase(cp);
}

} // namespace

bool appendFolded(QByteArray &out, QByteArrayView utf8)
{
    const qsizetype at = out.size();
    out.resize(at + utf8.size());
    char *o = out.data() + at;
    const char *p = utf8.data();
    const char *const end = p + utf8.size();
    bool exact = true;
#if defined(__SSE2__)
    const __m128i beforeA = _mm_set1_epi8('A' - 1);
    const __m128i afterZ = _mm_set1_epi8('Z' + 1);
    const __m128i caseBit = _mm_set1_epi8(0x20);
    while (end - p >= 16) {
        const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        if (_mm_movemask_epi8(x) != 0) { // beyond ASCII somewhere: these sixteen one by one
            for (const char *stop = p + 16; p < stop;)
                exact &= foldOne(p, end, o);
            continue;
        }
        // Signed compares: bytes from 0x80 are negative, so never taken for A-Z.
        const __m128i upper = _mm_and_si128(_mm_cmpgt_epi8(x, beforeA), _mm_cmplt_epi8(x, afterZ));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(o), _mm_or_si128(x, _mm_and_si128(upper, caseBit)));
        p += 16;
        o += 16;
    }
#endif
    while (p < end)
        exact &= foldOne(p, end, o);
    return exact;
}

} // namespace bd::domain
