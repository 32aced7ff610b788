#pragma once

// Idle HTTP/1.1 connections that BoundedReply may use again, per origin (scheme, host, port),
// so that the pages of a long list do not each pay a TCP and TLS handshake. A connection comes
// back only after an answer was read to its end on a connection the service keeps open; it is
// dropped when the service closes it, after 30 s unused, and at most 4 wait per origin.

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QString>

class QAbstractSocket;
class QUrl;

namespace bd::api {

class ConnectionPool final : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 idleMs = 30'000;
    static constexpr int perOrigin = 4;

    explicit ConnectionPool(QObject *parent = nullptr);
    ~ConnectionPool() override;

    static QString originOf(const QUrl &url);
    // An idle connection to `origin`, now the caller's (no parent); null when none is usable.
    QAbstractSocket *take(const QString &origin);
    // A connection whose last answer was read to the end; the pool owns it from now on.
    void put(const QString &origin, QAbstractSocket *socket);
    // Closes every idle connection (the environment or the trusted certificates changed).
    void clear();
    // Connections opened so far by BoundedReply through this pool (for tests and diagnostics).
    int opened() const { return m_opened; }
    void countOpened() { ++m_opened; }

private:
    struct Idle
    {
        QString origin;
        QAbstractSocket *socket;
        QElapsedTimer since;
    };
    void drop(QAbstractSocket *socket);
    QList<Idle> m_idle;
    int m_opened = 0;
};

} // namespace bd::api
