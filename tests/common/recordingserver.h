#pragma once

// A tiny HTTP/1.1 server for tests that must see exactly what a client sent (headers and body),
// or answer in ways the sandbox never would (a redirect to another host). Each connection gets
// one answer and is closed. Given a TLS configuration it speaks https.

#include <QHostAddress>
#include <QSslConfiguration>
#include <QSslServer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QUrl>

#include <functional>
#include <memory>

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
    // Answers byte for byte (a framing, a coding, a cut) instead of through Answer.
    using RawResponder = std::function<QByteArray(const RecordedRequest &)>;

    explicit RecordingServer(const QHostAddress &address = QHostAddress::LocalHost)
        : m_server(std::make_unique<QTcpServer>())
    {
        listen(address);
    }
    // https: connections whose handshake fails are counted but never reach the responder.
    explicit RecordingServer(const QSslConfiguration &tls,
                             const QHostAddress &address = QHostAddress::LocalHost)
    {
        auto server = std::make_unique<QSslServer>();
        server->setSslConfiguration(tls);
        connect(server.get(), &QSslServer::startedEncryptionHandshake, this, [this] { ++m_connections; });
        m_server = std::move(server);
        m_tls = true;
        listen(address);
    }

    void setResponder(Responder responder) { m_responder = std::move(responder); }
    void setRawResponder(RawResponder responder) { m_rawResponder = std::move(responder); }
    QUrl url(const QString &path = QStringLiteral("/")) const
    {
        return QUrl(QStringLiteral("%1://%2:%3%4")
                        .arg(m_tls ? QStringLiteral("https") : QStringLiteral("http"),
                             m_server->serverAddress().toString())
                        .arg(m_server->serverPort())
                        .arg(path));
    }
    const QList<RecordedRequest> &requests() const { return m_requests; }
    int connections() const { return m_connections; }

private:
    void listen(const QHostAddress &address)
    {
        connect(m_server.get(), &QTcpServer::pendingConnectionAvailable, this, [this] {
            while (QTcpSocket *socket = m_server->nextPendingConnection())
                serve(socket);
        });
        if (!m_server->listen(address, 0))
            qFatal("RecordingServer cannot listen on %s", qPrintable(address.toString()));
    }

    void serve(QTcpSocket *socket)
    {
        if (!m_tls)
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
            if (m_rawResponder) {
                socket->write(m_rawResponder(request));
                socket->disconnectFromHost();
                return;
            }
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

    std::unique_ptr<QTcpServer> m_server;
    bool m_tls = false;
    Responder m_responder;
    RawResponder m_rawResponder;
    QList<RecordedRequest> m_requests;
    int m_connections = 0;
};

} // namespace bd::test
