#include "models/catalog/bytefind.h"

#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace bd::models {

const char *findBytesPlain(const char *begin, const char *end, QByteArrayView word)
{
    const auto k = size_t(word.size());
    if (k == 0)
        return begin;
    if (size_t(end - begin) < k)
        return nullptr;
    const char first = word.front();
    for (const char *p = begin, *last = end - k; p <= last; ++p) {
        if (*p == first && std::memcmp(p + 1, word.data() + 1, k - 1) == 0)
            return p;
    }
    return nullptr;
}

const char *findBytes(const char *begin, const char *end, QByteArrayView word)
{
    const auto k = size_t(word.size());
    if (k == 0)
        return begin;
    if (begin == end || size_t(end - begin) < k)
        return nullptr;
    if (k == 1)
        return static_cast<const char *>(std::memchr(begin, word.front(), size_t(end - begin)));
    const char *p = begin;
#if defined(__SSE2__)
    // Blocks of 16 starting places, while the block's last byte of the word is in the text.
    const __m128i first = _mm_set1_epi8(word.front());
    const __m128i last = _mm_set1_epi8(word.back());
    const char *middle = word.data() + 1;
    const size_t between = k - 2;
    for (; size_t(end - p) >= k - 1 + 16; p += 16) {
        const __m128i starts = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        const __m128i ends = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + k - 1));
        auto mask = unsigned(
            _mm_movemask_epi8(_mm_and_si128(_mm_cmpeq_epi8(starts, first), _mm_cmpeq_epi8(ends, last))));
        while (mask != 0) {
            const int at = __builtin_ctz(mask);
            if (between == 0 || std::memcmp(p + at + 1, middle, between) == 0)
                return p + at;
            mask &= mask - 1;
        }
    }
#endif
    return findBytesPlain(p, end, word);
}

} // namespace bd::models
