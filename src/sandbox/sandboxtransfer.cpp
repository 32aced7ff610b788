#include "sandbox/sandboxtransfer.h"

#include <QElapsedTimer>
#include <QLoggingCategory>
#include <QTcpSocket>
#include <QTimer>

namespace bd::sandbox {

namespace {
Q_LOGGING_CATEGORY(lcTransfer, "billingdesk.sandbox.transfer", QtInfoMsg)
} // namespace

namespace {

bool connected(const QTcpSocket *socket)
{
    return socket->state() == QAbstractSocket::ConnectedState;
}

// Sends a body at a steady rate: after t ms, t * rate / 1000 bytes are due. A client that reads
// slower than the rate only makes the sandbox wait (MaxQueuedBytes), never buffer the difference.
class ThrottledBody final : public QObject
{
public:
    ThrottledBody(QTcpSocket *socket, QByteArray body, qint64 bytesPerSecond, int tickMs, bool close)
        : QObject(socket), m_socket(socket), m_body(std::move(body)), m_rate(bytesPerSecond), m_close(close)
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(tickMs);
        connect(&m_timer, &QTimer::timeout, this, &ThrottledBody::tick);
        m_clock.start();
        m_timer.start();
    }

private:
    void tick()
    {
        if (!connected(m_socket)) {
            finish();
            return;
        }
        const qint64 due = qMin<qint64>(m_body.size(), m_clock.elapsed() * m_rate / 1000);
        const qint64 room = MaxQueuedBytes - m_socket->bytesToWrite();
        const qint64 n = qMin(due - m_sent, room);
        if (n > 0) {
            m_socket->write(m_body.constData() + m_sent, n);
            m_sent += n;
        }
        if (m_sent == m_body.size()) {
            if (m_close)
                m_socket->disconnectFromHost();
            finish();
        }
    }

    void finish()
    {
        m_timer.stop();
        deleteLater();
    }

    QTcpSocket *m_socket;
    QByteArray m_body;
    qint64 m_rate;
    bool m_close;
    qint64 m_sent = 0;
    QElapsedTimer m_clock;
    QTimer m_timer;
};

// Refills the socket whenever it has drained below MaxQueuedBytes, with one prepared chunk.
class EndlessArray final : public QObject
{
public:
    EndlessArray(QTcpSocket *socket, const QByteArray &element) : QObject(socket), m_socket(socket)
    {
        QByteArray data;
        const QByteArray item = element + ',';
        while (data.size() < 64 * 1024)
            data += item;
        m_chunk = QByteArray::number(data.size(), 16) + "\r\n" + data + "\r\n";
        connect(socket, &QTcpSocket::bytesWritten, this, &EndlessArray::fill);
        m_socket->write("1\r\n[\r\n");
        fill();
    }

private:
    void fill()
    {
        if (!connected(m_socket)) {
            deleteLater();
            return;
        }
        while (m_socket->bytesToWrite() < MaxQueuedBytes)
            m_socket->write(m_chunk);
    }

    QTcpSocket *m_socket;
    QByteArray m_chunk;
};

} // namespace

int throttleTick(qint64 bytesPerSecond)
{
    return int(qBound(qint64(10), 1000 / qMax(bytesPerSecond, qint64(1)), qint64(1000)));
}

void startThrottledBody(QTcpSocket *socket, const QByteArray &head, QByteArray body, qint64 bytesPerSecond,
                        int tickMs, bool close)
{
    qCInfo(lcTransfer) << "sending" << body.size() << "bytes at" << bytesPerSecond << "bytes/s";
    socket->write(head);
    new ThrottledBody(socket, std::move(body), bytesPerSecond, qBound(10, tickMs, 1000), close);
}

void startEndlessArray(QTcpSocket *socket, const QByteArray &head, const QByteArray &element)
{
    qCInfo(lcTransfer) << "sending an endless array of" << element.size() << "byte elements";
    socket->write(head);
    new EndlessArray(socket, element);
}

} // namespace bd::sandbox
