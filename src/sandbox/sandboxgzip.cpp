#include "sandbox/sandboxgzip.h"

#include <zlib.h>

namespace bd::sandbox {

namespace {

constexpr qint64 SegmentSize = 4 * 1024 * 1024;
constexpr int Segments = int((GzipBombInflatedSize - 1) / SegmentSize);
static_assert(1 + Segments * SegmentSize == GzipBombInflatedSize);

// Raw deflate of `in`, ended by a full flush: byte-aligned, and referring to nothing before it,
// so the same compressed bytes can be repeated to repeat the text. Compressing 2 GiB would take
// seconds; compressing one segment and repeating it takes milliseconds.
QByteArray deflateSegment(z_stream &z, QByteArrayView in, int flush)
{
    QByteArray out;
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(in.data()));
    z.avail_in = uInt(in.size());
    char buffer[64 * 1024];
    do {
        z.next_out = reinterpret_cast<Bytef *>(buffer);
        z.avail_out = sizeof buffer;
        deflate(&z, flush);
        out.append(buffer, qsizetype(sizeof buffer - z.avail_out));
    } while (z.avail_out == 0);
    return out;
}

void appendLittleEndian32(QByteArray &out, quint32 v)
{
    for (int i = 0; i < 4; ++i)
        out.append(char((v >> (8 * i)) & 0xff));
}

QByteArray makeGzipBomb()
{
    const QByteArray opening("[");
    const QByteArray plain = QByteArray("0,").repeated(SegmentSize / 2);
    z_stream z{};
    deflateInit2(&z, Z_BEST_COMPRESSION, Z_DEFLATED, -MAX_WBITS, 9, Z_DEFAULT_STRATEGY);
    const QByteArray first = deflateSegment(z, opening, Z_FULL_FLUSH);
    const QByteArray segment = deflateSegment(z, plain, Z_FULL_FLUSH);
    const QByteArray last = deflateSegment(z, {}, Z_FINISH);
    deflateEnd(&z);

    // RFC 1952 member: magic, deflate, no flags, no mtime, max compression, Unix.
    QByteArray out("\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\x03", 10);
    out.reserve(out.size() + first.size() + Segments * segment.size() + last.size() + 8);
    out += first;
    for (int i = 0; i < Segments; ++i)
        out += segment;
    out += last;
    uLong crc = crc32(0, reinterpret_cast<const Bytef *>(opening.constData()), uInt(opening.size()));
    const uLong segmentCrc = crc32(0, reinterpret_cast<const Bytef *>(plain.constData()), uInt(plain.size()));
    for (int i = 0; i < Segments; ++i)
        crc = crc32_combine(crc, segmentCrc, z_off_t(SegmentSize));
    appendLittleEndian32(out, quint32(crc));
    appendLittleEndian32(out, quint32(GzipBombInflatedSize & 0xffffffff));
    return out;
}

} // namespace

const QByteArray &gzipBomb()
{
    static const QByteArray bomb = makeGzipBomb();
    return bomb;
}

} // namespace bd::sandbox
