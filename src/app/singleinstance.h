#pragma once

// One Billing Desk per user: a second start hands its wish to the first (which comes to the
// front) and ends. A local socket named per user carries it; no network, nothing secret.

#include <QLocalServer>
#include <QObject>
#include <QString>

namespace bd::app {

class SingleInstance final : public QObject
{
    Q_OBJECT
public:
    // name: the socket's name (tests pass their own); empty: one per user of this program.
    explicit SingleInstance(QString name = {}, QObject *parent = nullptr);

    // True when this process is the first and now listens; false when another one answered
    // (and was asked to come to the front).
    bool claim();
    QString name() const { return m_name; }

signals:
    // Another start asked this instance to show itself.
    void activationRequested();

private:
    QString m_name;
    QLocalServer m_server;
};

} // namespace bd::app
