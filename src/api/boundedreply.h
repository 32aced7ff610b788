#pragma once

// A GET over HTTP/1.1 whose memory stays bounded however fast the service sends. Qt's own HTTP
// stack reads the socket on its network thread as fast as the wire allows and queues what it
// read for the job's thread, holding back readyRead while it is ahead: on loopback an endless
// answer grew the process by up to 1.4 GB before the job saw enough of it to stop. Here the
// socket's read buffer is capped (socketBufferBytes) and nothing more is read while the reader
// has not taken what arrived (holdBytes), so a flood waits in the kernel under TCP flow control
// and the job sees every piece as it comes. Used for list downloads (ApiJob, Size::List), the
// only large answers; every other request goes through QNetworkAccessManager.
//
// To ApiJob it is a QNetworkReply: status and headers (metaDataChanged), body pieces (readyRead,
// downloadProgress), redirected() answered by redirectAllowed() or abort() (the user-verified
// policy), sslErrors() (never ignored: the handshake then fails), the request's transfer
// timeout, gzip and deflate bodies with Qt's compression-bomb rule, abort(), one finished().
// HTTP/1.1 only; connections are kept for the next request through a ConnectionPool when the
// service allows (a stale one is replaced by a fresh connection once, unseen by the job).

#include "api/connectionpool.h"
#include "api/httpresponseparser.h"

#include <QNetworkReply>
#include <QPointer>

#include <memory>

class QAbstractSocket;
class QTimer;

namespace bd::api {

class BoundedReply : public QNetworkReply
{
    Q_OBJECT
public:
    static constexpr qint64 socketBufferBytes = 256 * 1024;
    static constexpr qsizetype holdBytes = 1024 * 1024;

    // Starts connecting from the event loop, so signals can be connected first. A GET may carry
    // a body (the query endpoint's); it goes again only on a 307 or 308.
    BoundedReply(const QNetworkRequest &request, QByteArray body, ConnectionPool *pool = nullptr,
                 QObject *parent = nullptr);
    ~BoundedReply() override;

    void abort() override;
    qint64 bytesAvailable() const override;
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *data, qint64 maxSize) override;

private:
    void connectTo(const QUrl &url, bool mayReuse = true);
    void watch();
    // A kept connection the service had closed meanwhile: the same request on a fresh one.
    bool retryFresh();
    void sendRequest();
    // Moves bytes from the socket through the parser while the reader keeps up.
    void pump();
    void schedulePump();
    void headArrived();
    void followRedirect();
    void onSocketError();
    void releaseSocket(bool reusable);
    bool end(bool reusable); // false when the reply had ended already
    void fail(NetworkError code, const QString &text);
    void complete();

    QAbstractSocket *m_socket = nullptr;
    QTimer *m_idle = nullptr;
    std::unique_ptr<HttpResponseParser> m_parser = std::make_unique<HttpResponseParser>();
    QByteArray m_in;  // bytes off the socket the parser has not used yet
    QByteArray m_out; // body the reader has not taken yet
    QPointer<ConnectionPool> m_pool;
    QString m_origin;
    bool m_reused = false;   // the connection came from the pool
    bool m_gotBytes = false; // the service answered anything on it for this request
    QByteArray m_body;       // sent with the request
    QUrl m_redirectTarget;
    int m_redirects = 0;
    bool m_peerClosed = false;
    bool m_pumpQueued = false;
    bool m_done = false;
    bool m_headSeen = false;
};

} // namespace bd::api
