#pragma once

// Hostile transfers for fault injection: bodies that trickle, never end, or promise more than
// they send. Each runs on timers and the socket's bytesWritten signal, never blocking the event
// loop, and lives as a child of its socket, so it ends when the connection does.

#include <QByteArray>

class QTcpSocket;

namespace bd::sandbox {

// The most a transfer leaves queued in the socket's write buffer: the sandbox's own memory stays
// small however slowly (or not at all) the client reads.
inline constexpr qint64 MaxQueuedBytes = 1024 * 1024;

// Writes `head` at once, then `body` at `bytesPerSecond` in chunks every `tickMs` (10 to 1000);
// closes the connection after the last byte when `close` is set, otherwise keeps it alive.
void startThrottledBody(QTcpSocket *socket, const QByteArray &head, QByteArray body, qint64 bytesPerSecond,
                        int tickMs, bool close);

// The tick that sends whole bytes at a rate: one byte a second at 1 B/s, every 10 ms from 100 B/s.
int throttleTick(qint64 bytesPerSecond);

// Writes `head` (which must announce Transfer-Encoding: chunked), the chunk "[", then chunks of
// `element` followed by a comma, forever, as fast as the socket drains.
void startEndlessArray(QTcpSocket *socket, const QByteArray &head, const QByteArray &element);

} // namespace bd::sandbox
