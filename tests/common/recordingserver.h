#pragma once

// A tiny HTTP/1.1 server for tests that must see exactly what a client sent (headers and body),
// or answer in ways the sandbox never would (a redirect to another host). Each connection gets
// one answer and is closed.

#include <QHostAddress>
#include <QTcpServer>
#include <QTcpSocket>
#include <QUrl>

#include <functional>

namespace bd::test {

struct RecordedRequest
{
    QByteArray method;
    QByteArray target;
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;
    QByteArray raw;

    QByteArray header(const QByteArray &name) const
    {
        for (const auto &[k, v] : headers) {
            if (k.compare(name, Qt::CaseInsensitive) == 0)
                return v;
        }
        return {};
    }
};

class RecordingServer : public QObject
{
public:
    // The answer to a request: status line code, headers and body.
    struct Answer
    {
        int status = 200;
        QList<QPair<QByteArray, QByteArray>> headers;
        QByteArray body;
    };
    using Responder = std::function<Answer(const RecordedRequest &)>;

    explicit RecordingServer(const QHostAddress &address = QHostAddress::LocalHost)
    {
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection())
                serve(socket);
        });
        if (!m_server.listen(address, 0))
            qFatal("RecordingServer cannot listen on %s", qPrintable(address.toString()));
    }

    void setResponder(Responder responder) { m_responder = std::move(responder); }
    QUrl url(const QString &path = QStringLiteral("/")) const
    {
        return QUrl(QStringLiteral("http://%1:%2%3")
                        .arg(m_server.serverAddress().toString())
                        .arg(m_server.serverPort())
                        .arg(path));
    }
    const QList<RecordedRequest> &requests() const { return m_requests; }
    int connections() const { return m_connections; }

private:
    void serve(QTcpSocket *socket)
    {
        ++m_connections;
        auto buffer = std::make_shared<QByteArray>();
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QTcpSocket::readyRead, this, [this, socket, buffer] {
            buffer->append(socket->readAll());
            const qsizetype end = buffer->indexOf("\r\n\r\n");
            if (end < 0)
                return;
            RecordedRequest request;
            const QList<QByteArray> lines = buffer->left(end).split('\n');
            const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
            request.method = first.value(0);
            request.target = first.value(1);
            qsizetype length = 0;
            for (qsizetype i = 1; i < lines.size(); ++i) {
                const qsizetype colon = lines[i].indexOf(':');
                if (colon < 0)
                    continue;
                const QByteArray name = lines[i].left(colon).trimmed();
                const QByteArray value = lines[i].mid(colon + 1).trimmed();
                request.headers.append({name, value});
                if (name.compare("content-length", Qt::CaseInsensitive) == 0)
                    length = value.toLongLong();
            }
            if (buffer->size() < end + 4 + length)
                return;
            request.body = buffer->mid(end + 4, length);
            request.raw = buffer->left(end + 4 + length);
            buffer->clear();
            m_requests.append(request);
            const Answer answer = m_responder ? m_responder(request) : Answer{};
            QByteArray out = "HTTP/1.1 " + QByteArray::number(answer.status) + " X\r\n";
            for (const auto &[k, v] : answer.headers)
                out += k + ": " + v + "\r\n";
            out +=
                "Content-Length: " + QByteArray::number(answer.body.size()) + "\r\nConnection: close\r\n\r\n";
            out += answer.body;
            socket->write(out);
            socket->disconnectFromHost();
        });
    }

    QTcpServer m_server;
    Responder m_responder;
    QList<RecordedRequest> m_requests;
    int m_connections = 0;
};

} // namespace bd::test
