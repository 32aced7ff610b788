#pragma once

// A bare HTTP/1.1 client on a QTcpSocket, for watching exactly what the sandbox writes and when:
// hostile answers (bodies that trickle, never end, or lie about their length) that a
// QNetworkAccessManager would buffer, decode or give up on. Waits run the event loop, because the
// sandbox under test answers from the same thread.

#include "../common/httptestclient.h"

#include <QTcpSocket>
#include <QTest>
#include <QUrl>

namespace bd::test {

class RawHttpClient
{
public:
    // Connects and sends one GET; false when the connection fails.
    bool get(const QUrl &base, const QByteArray &path, const Headers &headers = {})
    {
        QObject::connect(&m_socket, &QTcpSocket::readyRead, &m_socket, [this] { read(); });
        m_socket.connectToHost(base.host(), quint16(base.port()));
        if (!QTest::qWaitFor([this] { return m_socket.state() == QAbstractSocket::ConnectedState; }, 5000))
            return false;
        QByteArray request = "GET " + path + " HTTP/1.1\r\nHost: " + base.host().toLatin1() + "\r\n";
        for (const auto &[name, value] : headers)
            request += name + ": " + value + "\r\n";
        m_socket.write(request + "\r\n");
        return true;
    }

    bool waitForHead(int ms)
    {
        return QTest::qWaitFor([this] { return m_headEnd >= 0; }, ms);
    }
    // Runs the event loop for ms, reading (unless paused) what arrives.
    void pumpFor(int ms) { QTest::qWait(ms); }

    int status() const { return m_head.mid(9, 3).toInt(); }
    QByteArray header(const QByteArray &name) const
    {
        for (const QByteArray &line : m_head.split('\n')) {
            const qsizetype colon = line.indexOf(':');
            if (colon > 0 && line.left(colon).trimmed().compare(name, Qt::CaseInsensitive) == 0)
                return line.mid(colon + 1).trimmed();
        }
        return {};
    }
    // The body bytes kept so far (all of them unless setKeepBody(false)), as they came on the wire.
    const QByteArray &body() const { return m_body; }
    qint64 bodySize() const { return m_bodySize; }
    QAbstractSocket::SocketState state() const { return m_socket.state(); }

    void setKeepBody(bool keep) { m_keepBody = keep; }
    // A paused client reads nothing more: its socket buffer is capped, so the kernel's buffers
    // fill and the server has to wait.
    void setPaused(bool paused)
    {
        m_paused = paused;
        m_socket.setReadBufferSize(paused ? 16 * 1024 : 0);
        if (!paused)
            read();
    }

private:
    void read()
    {
        if (m_paused)
            return;
        const QByteArray data = m_socket.readAll();
        if (m_headEnd < 0) {
            m_head += data;
            m_headEnd = m_head.indexOf("\r\n\r\n");
            if (m_headEnd < 0)
                return;
            addBody(m_head.mid(m_headEnd + 4));
            m_head.truncate(m_headEnd + 2);
            return;
        }
        addBody(data);
    }
    void addBody(const QByteArray &data)
    {
        m_bodySize += data.size();
        if (m_keepBody)
            m_body += data;
    }

    QTcpSocket m_socket;
    QByteArray m_head;
    qsizetype m_headEnd = -1;
    QByteArray m_body;
    qint64 m_bodySize = 0;
    bool m_keepBody = true;
    bool m_paused = false;
};

} // namespace bd::test
