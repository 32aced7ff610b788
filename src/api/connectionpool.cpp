#include "api/connectionpool.h"

#include <QAbstractSocket>
#include <QUrl>

namespace bd::api {

ConnectionPool::ConnectionPool(QObject *parent) : QObject(parent) {}

ConnectionPool::~ConnectionPool()
{
    clear();
}

void ConnectionPool::clear()
{
    for (const Idle &i : std::as_const(m_idle)) {
        i.socket->disconnect(this);
        i.socket->abort();
        i.socket->deleteLater();
    }
    m_idle.clear();
}

QString ConnectionPool::originOf(const QUrl &url)
{
    const bool tls = url.scheme() == u"https";
    return url.scheme() + QStringLiteral("://") + url.host(QUrl::FullyEncoded) + u':' +
           QString::number(url.port(tls ? 443 : 80));
}

QAbstractSocket *ConnectionPool::take(const QString &origin)
{
    for (qsizetype k = m_idle.size() - 1; k >= 0; --k) {
        const Idle i = m_idle.at(k);
        if (i.origin != origin)
            continue;
        m_idle.removeAt(k);
        i.socket->disconnect(this);
        // Unusable: closed meanwhile, idle too long, or holding bytes nobody asked for.
        if (i.socket->state() != QAbstractSocket::ConnectedState || i.since.hasExpired(idleMs) ||
            i.socket->bytesAvailable() > 0) {
            i.socket->abort();
            i.socket->deleteLater();
            continue;
        }
        i.socket->setParent(nullptr);
        return i.socket;
    }
    return nullptr;
}

void ConnectionPool::put(const QString &origin, QAbstractSocket *socket)
{
    int waiting = 0;
    for (const Idle &i : std::as_const(m_idle))
        waiting += i.origin == origin;
    if (waiting >= perOrigin) {
        socket->abort();
        socket->deleteLater();
        return;
    }
    socket->setParent(this);
    Idle idle{origin, socket, {}};
    idle.since.start();
    m_idle.append(idle);
    // Closed by the service, or anything unexpected: no longer offered.
    connect(socket, &QAbstractSocket::disconnected, this, [this, socket] { drop(socket); });
    connect(socket, &QAbstractSocket::errorOccurred, this, [this, socket] { drop(socket); });
    connect(socket, &QAbstractSocket::readyRead, this, [this, socket] { drop(socket); });
}

void ConnectionPool::drop(QAbstractSocket *socket)
{
    for (qsizetype k = 0; k < m_idle.size(); ++k) {
        if (m_idle.at(k).socket == socket) {
            m_idle.removeAt(k);
            socket->disconnect(this);
            socket->abort();
            socket->deleteLater();
            return;
        }
    }
}

} // namespace bd::api
