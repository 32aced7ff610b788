#pragma once

// The sandbox on the network: an HTTP/1.1 server on loopback in front of SandboxService, with
// fault injection and a small control surface under /_sandbox (stats, faults) for tests. It reads
// requests with RequestParser and writes answers to the socket itself (see sandboxrequestparser.h
// for why not QHttpServer).

#include "sandbox/sandboxfaults.h"
#include "sandbox/sandboxrequestparser.h"
#include "sandbox/sandboxservice.h"

#include <QTcpServer>
#include <QUrl>

#include <memory>

namespace bd::sandbox {

struct SandboxOptions
{
    QString dataDir; // empty: the sample data built into the program
    int tokenLifetimeSeconds = 15 * 60;
    QByteArray apiKeyHeader = "svc-api-key";
    int generateProducts = 0;
    int generateInvoices = 0;
    QList<Fault> faults;
    // Serve product images from the sandbox itself (/_sandbox/images/...), rewriting the sample
    // data's imageUrl host, so the demo shows pictures without the internet.
    bool localImages = false;
};

class SandboxServer final : public QObject
{
    Q_OBJECT
public:
    explicit SandboxServer(QObject *parent = nullptr);
    ~SandboxServer() override;

    // Loads the data and listens on 127.0.0.1 (port 0: any free port).
    bool start(const SandboxOptions &options, quint16 port, QString *error);
    QUrl baseUrl() const;
    // The listening socket (one): tests close it to refuse new connections while open ones go on.
    QList<QTcpServer *> servers() { return {&m_listener}; }

    SandboxService &service() { return *m_service; }
    FaultPlan &faults() { return m_faults; }

    // Credentials of the demo tenant ("acme"), for --demo and tests.
    QString demoApiKey() const;
    QString demoTenantAccessKey() const;
    // The demo user (the first, who belongs to every demo tenant): its name, and the token
    // endpoint's answer to its sign-in (what POST /auth/token with showTenants answers), taken in
    // process, so the window starts signed in at once with its tenants one Switch away. Empty when
    // the data has no user.
    QString demoUserName() const;
    QByteArray demoTokenAnswer();

private:
    void accept();
    void readRequests(QTcpSocket *socket, RequestParser &parser);
    void handleRequest(const SandboxRequest &request, QTcpSocket *socket);
    SandboxResponse control(const SandboxRequest &request);
    SandboxResponse config(const SandboxRequest &request);
    void respond(QTcpSocket *socket, const SandboxRequest &request, qint64 sequence);
    // Replaces `response` by the fault's answer, or writes a hostile transfer itself and returns
    // true (the caller then writes nothing).
    bool injectFault(QTcpSocket *socket, const Fault &fault, SandboxResponse &response, bool close);
    QByteArray endlessElement(const SandboxResponse &response) const;
    void write(QTcpSocket *socket, const SandboxResponse &response, bool close);

    std::unique_ptr<SandboxService> m_service;
    FaultPlan m_faults;
    quint16 m_port = 0;
    // Last, so that it goes first: its connections (and their transfers) end before the service.
    QTcpServer m_listener;
};

} // namespace bd::sandbox
