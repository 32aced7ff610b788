#pragma once

// Packs bytes with zlib for tests of answers sent packed: windowBits 15 + 16 gives gzip, 15 the
// zlib wrapper, -15 raw deflate.

#include <QByteArray>

#include <zlib.h>

namespace bd::test {

inline QByteArray pack(const QByteArray &data, int windowBits)
{
    z_stream z{};
    deflateInit2(&z, Z_BEST_COMPRESSION, Z_DEFLATED, windowBits, 9, Z_DEFAULT_STRATEGY);
    QByteArray out(qsizetype(deflateBound(&z, uLong(data.size())) + 64), Qt::Uninitialized);
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data()));
    z.avail_in = uInt(data.size());
    z.next_out = reinterpret_cast<Bytef *>(out.data());
    z.avail_out = uInt(out.size());
    deflate(&z, Z_FINISH);
    out.resize(qsizetype(z.total_out));
    deflateEnd(&z);
    return out;
}

} // namespace bd::test
