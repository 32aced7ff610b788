#include "api/boundedreply.h"

#include "api/environment.h"

#include <QLoggingCategory>
#include <QNetworkProxy>
#include <QNetworkProxyFactory>
#include <QSslSocket>
#include <QTcpSocket>
#include <QTimer>

namespace bd::api {

namespace {
Q_LOGGING_CATEGORY(lcBounded, "billingdesk.api.bounded", QtInfoMsg)

// Qt's own mapping of an HTTP status to a reply error, so both paths report alike.
QNetworkReply::NetworkError errorForStatus(int status)
{
    switch (status) {
    case 400: return QNetworkReply::ProtocolInvalidOperationError;
    case 401: return QNetworkReply::AuthenticationRequiredError;
    case 403: return QNetworkReply::ContentAccessDenied;
    case 404: return QNetworkReply::ContentNotFoundError;
    case 405: return QNetworkReply::ContentOperationNotPermittedError;
    case 407: return QNetworkReply::ProxyAuthenticationRequiredError;
    case 409: return QNetworkReply::ContentConflictError;
    case 410: return QNetworkReply::ContentGoneError;
    case 418: return QNetworkReply::ProtocolInvalidOperationError;
    case 500: return QNetworkReply::InternalServerError;
    case 501: return QNetworkReply::OperationNotImplementedError;
    case 503: return QNetworkReply::ServiceUnavailableError;
    default: break;
    }
    if (status > 500)
        return QNetworkReply::UnknownServerError;
    if (status >= 400)
        return QNetworkReply::UnknownContentError;
    return QNetworkReply::NoError;
}

QNetworkReply::NetworkError errorForSocket(QAbstractSocket::SocketError error)
{
    switch (error) {
    case QAbstractSocket::ConnectionRefusedError: return QNetworkReply::ConnectionRefusedError;
    case QAbstractSocket::RemoteHostClosedError: return QNetworkReply::RemoteHostClosedError;
    case QAbstractSocket::HostNotFoundError: return QNetworkReply::HostNotFoundError;
    case QAbstractSocket::SocketTimeoutError: return QNetworkReply::TimeoutError;
    case QAbstractSocket::SslHandshakeFailedError: return QNetworkReply::SslHandshakeFailedError;
    case QAbstractSocket::ProxyConnectionRefusedError: return QNetworkReply::ProxyConnectionRefusedError;
    case QAbstractSocket::ProxyConnectionClosedError: return QNetworkReply::ProxyConnectionClosedError;
    case QAbstractSocket::ProxyNotFoundError: return QNetworkReply::ProxyNotFoundError;
    case QAbstractSocket::ProxyConnectionTimeoutError: return QNetworkReply::ProxyTimeoutError;
    case QAbstractSocket::ProxyAuthenticationRequiredError:
        return QNetworkReply::ProxyAuthenticationRequiredError;
    default: return QNetworkReply::UnknownNetworkError;
    }
}

// The proxy Qt's own HTTP stack would use for this URL (asked as a URL, not as a bare TCP
// connection, so https_proxy and the like apply), if it can tunnel; none for this computer.
QNetworkProxy proxyFor(const QUrl &target)
{
    if (isLoopback(target))
        return QNetworkProxy::NoProxy;
    for (const QNetworkProxy &p : QNetworkProxyFactory::proxyForQuery(QNetworkProxyQuery(target))) {
        if (p.type() == QNetworkProxy::NoProxy || p.type() == QNetworkProxy::DefaultProxy ||
            p.capabilities().testFlag(QNetworkProxy::TunnelingCapability))
            return p.type() == QNetworkProxy::DefaultProxy ? QNetworkProxy(QNetworkProxy::NoProxy) : p;
    }
    return QNetworkProxy::NoProxy;
}

bool isRedirect(int status)
{
    return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
}

} // namespace

BoundedReply::BoundedReply(const QNetworkRequest &request, QByteArray body, ConnectionPool *pool,
                           QObject *parent)
    : QNetworkReply(parent), m_pool(pool), m_body(std::move(body))
{
    setRequest(request);
    setUrl(request.url());
    setOperation(QNetworkAccessManager::GetOperation);
    open(QIODevice::ReadOnly | QIODevice::Unbuffered);
    m_idle = new QTimer(this);
    m_idle->setSingleShot(true);
    connect(m_idle, &QTimer::timeout, this, [this] {
        // Qt's transfer timeout: silence for that long cancels the request.
        fail(OperationCanceledError, tr("No answer for %1 s").arg(this->request().transferTimeout() / 1000));
    });
    // A user-verified redirect goes on only when the job says so (ApiJob emits this).
    connect(this, &QNetworkReply::redirectAllowed, this, &BoundedReply::followRedirect, Qt::QueuedConnection);
    QTimer::singleShot(0, this, [this] {
        if (!m_done)
            connectTo(url());
    });
}

BoundedReply::~BoundedReply()
{
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
    }
}

void BoundedReply::connectTo(const QUrl &target, bool mayReuse)
{
    releaseSocket(false);
    m_in.clear();
    m_out.clear();
    m_parser = std::make_unique<HttpResponseParser>();
    m_peerClosed = false;
    m_headSeen = false;
    m_gotBytes = false;
    const QNetworkProxy proxy = proxyFor(target);
    m_origin =
        ConnectionPool::originOf(target) + u'|' + proxy.hostName() + u':' + QString::number(proxy.port());
    const int timeout = request().transferTimeout();
    if (timeout > 0)
        m_idle->setInterval(timeout);
    if (QAbstractSocket *kept = m_pool && mayReuse ? m_pool->take(m_origin) : nullptr) {
        m_reused = true;
        m_socket = kept;
        m_socket->setParent(this);
        watch();
        sendRequest();
        return;
    }
    m_reused = false;
    if (m_pool)
        m_pool->countOpened();
    const bool tls = target.scheme() == u"https";
    QSslSocket *ssl = tls ? new QSslSocket(this) : nullptr;
    m_socket = ssl ? static_cast<QAbstractSocket *>(ssl) : new QTcpSocket(this);
    // The bound: at most this much waits in the socket; the rest waits in the kernel.
    m_socket->setReadBufferSize(socketBufferBytes);
    m_socket->setProxy(proxy);
    watch();
    const quint16 port = quint16(target.port(tls ? 443 : 80));
    if (ssl) {
        QSslConfiguration config = request().sslConfiguration();
        config.setAllowedNextProtocols({QSslConfiguration::NextProtocolHttp1_1});
        ssl->setSslConfiguration(config);
        connect(ssl, &QSslSocket::encrypted, this, &BoundedReply::sendRequest);
        connect(ssl, &QSslSocket::sslErrors, this, [this](const QList<QSslError> &errors) {
            emit sslErrors(errors); // recorded by the job; never ignored, so the handshake fails
        });
        ssl->connectToHostEncrypted(target.host(), port);
    } else {
        connect(m_socket, &QAbstractSocket::connected, this, &BoundedReply::sendRequest);
        m_socket->connectToHost(target.host(), port);
    }
}

void BoundedReply::watch()
{
    connect(m_socket, &QAbstractSocket::readyRead, this, &BoundedReply::pump);
    connect(m_socket, &QAbstractSocket::bytesWritten, this, [this] {
        if (m_idle->interval() > 0) // 0: no transfer timeout
            m_idle->start();
    });
    connect(m_socket, &QAbstractSocket::errorOccurred, this, &BoundedReply::onSocketError);
    connect(m_socket, &QAbstractSocket::disconnected, this, [this] {
        m_peerClosed = true;
        pump();
    });
    if (m_idle->interval() > 0)
        m_idle->start();
}

bool BoundedReply::retryFresh()
{
    if (!m_reused || m_gotBytes || m_done)
        return false;
    qCDebug(lcBounded) << "a kept connection was closed by the service; opening a fresh one";
    connectTo(url(), false);
    return true;
}

void BoundedReply::sendRequest()
{
    const QUrl target = url();
    QByteArray path = target.path(QUrl::FullyEncoded).toLatin1();
    if (path.isEmpty())
        path = "/";
    if (target.hasQuery())
        path += '?' + target.query(QUrl::FullyEncoded).toLatin1();
    QByteArray host = target.host(QUrl::FullyEncoded).toLatin1();
    if (host.contains(':'))
        host = '[' + host + ']';
    const bool tls = target.scheme() == u"https";
    if (target.port() > 0 && target.port() != (tls ? 443 : 80))
        host += ':' + QByteArray::number(target.port());
    QByteArray head = "GET " + path + " HTTP/1.1\r\nHost: " + host + "\r\n";
    const QNetworkRequest &req = request();
    for (const QByteArray &name : req.rawHeaderList()) {
        const QByteArray lower = name.toLower();
        if (lower == "host" || lower == "connection" || lower == "accept-encoding" ||
            lower == "content-length")
            continue;
        head += name + ": " + req.rawHeader(name) + "\r\n";
    }
    if (!m_body.isEmpty())
        head += "Content-Length: " + QByteArray::number(m_body.size()) + "\r\n";
    head += "Accept-Encoding: gzip, deflate\r\n";
    head += m_pool ? "\r\n" : "Connection: close\r\n\r\n"; // HTTP/1.1 keeps it open otherwise
    m_socket->write(head + m_body);
}

void BoundedReply::schedulePump()
{
    if (m_pumpQueued || m_done)
        return;
    m_pumpQueued = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_pumpQueued = false;
            pump();
        },
        Qt::QueuedConnection);
}

void BoundedReply::pump()
{
    if (m_done || !m_socket)
        return;
    if (m_idle->interval() > 0)
        m_idle->start();
    const qint64 before = m_out.size();
    using State = HttpResponseParser::State;
    while (!m_done && m_out.size() < holdBytes) {
        qsizetype got = 0;
        if (m_in.size() < socketBufferBytes && m_socket->bytesAvailable() > 0) {
            const QByteArray more = m_socket->read(socketBufferBytes - m_in.size());
            got = more.size();
            m_gotBytes |= got > 0;
            m_in += more;
        }
        const State state = m_parser->state();
        const qsizetype inBefore = m_in.size(), outBefore = m_out.size();
        m_parser->parse(m_in, m_out, holdBytes);
        const bool progressed =
            got > 0 || m_in.size() != inBefore || m_out.size() != outBefore || m_parser->state() != state;
        if (!progressed && m_peerClosed && m_socket->bytesAvailable() == 0 &&
            (m_parser->state() == State::Head || m_parser->state() == State::Body)) {
            m_parser->closed(); // everything the connection carried went through the parser
            if (m_parser->state() == State::Body)
                continue; // zlib still holds output
        }
        if (m_parser->state() == State::Failed) {
            const auto failure = m_parser->failure();
            if (failure == HttpResponseParser::Failure::ClosedEarly && retryFresh())
                return;
            fail(failure == HttpResponseParser::Failure::ClosedEarly ? RemoteHostClosedError
                 : failure == HttpResponseParser::Failure::Protocol  ? ProtocolFailure
                                                                     : UnknownContentError,
                 m_parser->failureText());
            return;
        }
        if (state == State::Head && m_parser->state() != State::Head) {
            headArrived();
            if (m_done || !m_redirectTarget.isEmpty())
                return; // aborted, or waiting for the job to allow a redirect
            continue;
        }
        if (m_parser->state() == State::Done || !progressed)
            break;
    }
    if (m_out.size() > before) {
        const qint64 total = m_parser->contentLength() >= 0 && !m_parser->header("Content-Encoding").size()
                                 ? m_parser->contentLength()
                                 : -1;
        emit readyRead();
        if (m_done)
            return;
        emit downloadProgress(m_parser->bodyBytes(), total);
        if (m_done)
            return;
    }
    if (m_parser->state() == State::Done && m_out.isEmpty() && m_headSeen)
        complete(); // otherwise once the reader has taken the rest (readData pumps again)
}

void BoundedReply::headArrived()
{
    const int status = m_parser->status();
    if (status == 408 && m_reused) {
        m_gotBytes = false; // the service timed the kept connection out before our request
        if (retryFresh())
            return;
    }
    const QByteArray location = m_parser->header("Location");
    if (isRedirect(status) && !location.isEmpty()) {
        const QUrl target = url().resolved(QUrl::fromEncoded(location.trimmed()));
        if (m_redirects >= request().maximumRedirectsAllowed()) {
            fail(TooManyRedirectsError, tr("Too many redirects"));
            return;
        }
        setAttribute(QNetworkRequest::HttpStatusCodeAttribute, status);
        setAttribute(QNetworkRequest::RedirectionTargetAttribute, target);
        m_redirectTarget = target;
        m_idle->stop();
        // Its body is not the answer: nothing more is read from this connection.
        releaseSocket(false);
        m_in.clear();
        emit redirected(target); // the job answers with redirectAllowed() or abort()
        return;
    }
    m_headSeen = true;
    setAttribute(QNetworkRequest::HttpStatusCodeAttribute, status);
    setAttribute(QNetworkRequest::HttpReasonPhraseAttribute, QString::fromLatin1(m_parser->reason()));
    QByteArray last;
    for (const auto &h : m_parser->headers()) {
        if (h.first.compare(last, Qt::CaseInsensitive) == 0)
            continue;
        last = h.first;
        setRawHeader(h.first, m_parser->header(h.first));
    }
    if (m_parser->header("Content-Encoding").size())
        setHeader(QNetworkRequest::ContentLengthHeader, QVariant()); // the packed size, not the body's
    emit metaDataChanged();
}

void BoundedReply::followRedirect()
{
    if (m_done || m_redirectTarget.isEmpty())
        return;
    ++m_redirects;
    const int status = attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status != 307 && status != 308)
        m_body.clear(); // 301, 302 and 303 go on without the body, as browsers and Qt do
    setUrl(m_redirectTarget);
    m_redirectTarget.clear();
    qCDebug(lcBounded) << "following a redirect";
    connectTo(url());
}

void BoundedReply::onSocketError()
{
    if (m_done || !m_socket)
        return;
    const QAbstractSocket::SocketError error = m_socket->error();
    if (error == QAbstractSocket::RemoteHostClosedError) {
        m_peerClosed = true; // what arrived before the end is still read
        pump();
        return;
    }
    if (retryFresh())
        return;
    fail(errorForSocket(error), m_socket->errorString());
}

qint64 BoundedReply::bytesAvailable() const
{
    return m_out.size() + QNetworkReply::bytesAvailable();
}

qint64 BoundedReply::readData(char *data, qint64 maxSize)
{
    const qint64 n = qMin<qint64>(maxSize, m_out.size());
    if (n <= 0)
        return m_done && m_out.isEmpty() ? -1 : 0;
    memcpy(data, m_out.constData(), size_t(n));
    m_out.remove(0, n);
    if (!m_done)
        schedulePump(); // room again: go on reading the socket
    return n;
}

// Ends this reply's use of its connection: back to the pool when `reusable` and the answer was
// read to its end on a connection the service keeps; otherwise closed.
void BoundedReply::releaseSocket(bool reusable)
{
    if (!m_socket)
        return;
    m_socket->disconnect(this);
    if (reusable && m_pool && m_parser->keepsConnection() && m_in.isEmpty() &&
        m_socket->bytesAvailable() == 0 && m_socket->state() == QAbstractSocket::ConnectedState) {
        m_pool->put(m_origin, m_socket);
    } else {
        m_socket->abort();
        m_socket->deleteLater();
    }
    m_socket = nullptr;
}

bool BoundedReply::end(bool reusable)
{
    if (m_done)
        return false;
    m_done = true;
    m_idle->stop();
    releaseSocket(reusable);
    return true;
}

void BoundedReply::fail(NetworkError code, const QString &text)
{
    if (!end(false))
        return;
    setError(code, text);
    setFinished(true);
    emit errorOccurred(code);
    emit finished();
}

void BoundedReply::complete()
{
    if (!end(true))
        return;
    const NetworkError code = errorForStatus(m_parser->status());
    if (code != NoError) {
        setError(code, tr("The service answered %1 %2")
                           .arg(m_parser->status())
                           .arg(QString::fromLatin1(m_parser->reason())));
        emit errorOccurred(code);
    }
    setFinished(true);
    emit readChannelFinished();
    emit finished();
}

void BoundedReply::abort()
{
    if (m_done)
        return;
    close(); // as Qt's replies: closed before finished(), so nothing more is read
    fail(OperationCanceledError, tr("Operation canceled"));
}

} // namespace bd::api
