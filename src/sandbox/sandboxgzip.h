#pragma once

// A gzip "bomb" for fault injection: a valid gzip member of about 2 MB whose content inflates to
// 2 GiB + 1 bytes of JSON-ish text ("[0,0,0,..." that never closes).

#include <QByteArray>

namespace bd::sandbox {

inline constexpr qint64 GzipBombInflatedSize = 2147483648LL + 1;

// Built on first use (a few tens of milliseconds) and kept for the life of the process.
const QByteArray &gzipBomb();

} // namespace bd::sandbox
