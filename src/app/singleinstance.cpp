#include "app/singleinstance.h"

#include <QLocalSocket>

#include <unistd.h>

namespace bd::app {

SingleInstance::SingleInstance(QString name, QObject *parent)
    : QObject(parent),
      m_name(name.isEmpty() ? QStringLiteral("billing-desk-%1").arg(::getuid()) : std::move(name))
{
    connect(&m_server, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket *socket = m_server.nextPendingConnection()) {
            connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
                if (socket->readAll().startsWith("activate"))
                    emit activationRequested();
                socket->disconnectFromServer();
            });
            connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        }
    });
}

bool SingleInstance::claim()
{
    QLocalSocket other;
    other.connectToServer(m_name);
    if (other.waitForConnected(500)) {
        other.write("activate\n");
        other.waitForBytesWritten(500);
        other.disconnectFromServer();
        return false;
    }
    // Nobody answered: a socket left by a crashed instance is stale, take its place.
    m_server.setSocketOptions(QLocalServer::UserAccessOption);
    if (!m_server.listen(m_name)) {
        QLocalServer::removeServer(m_name);
        m_server.listen(m_name);
    }
    return true;
}

} // namespace bd::app
