#pragma once

// The sandbox's service logic: every endpoint of the spec, as request -> response, with no
// sockets. SandboxServer puts it on the network and adds fault injection.

#include "sandbox/sandboxauth.h"
#include "sandbox/sandboxdata.h"
#include "sandbox/sandboxhttp.h"
#include "sandbox/sandboxreceived.h"

#include <memory>

namespace bd::sandbox {

// What the sandbox counted, so tests can assert what a client did.
struct SandboxStats
{
    int requests = 0;
    int unauthorized = 0;
    int tokensIssued = 0;
    int tokensRefreshed = 0;
    QString lastContactPatchId;
    QByteArray lastContactPatchBody;
    QByteArray lastDeleteInvoicesBody;
    QStringList lastDeletedInvoiceIds;
    QByteArray toJson() const;
};

class SandboxService
{
public:
    SandboxService(std::unique_ptr<SandboxData> data, QByteArray apiKeyHeader = "svc-api-key");

    SandboxResponse handle(const SandboxRequest &request);

    SandboxData &data() { return *m_data; }
    SandboxAuth &auth() { return m_auth; }
    SandboxStats &stats() { return m_stats; }

    // Every request the server received, oldest first (see sandboxreceived.h).
    const QList<ReceivedRequest> &received() const { return m_received.requests(); }
    void clearReceived() { m_received.clear(); }
    ReceivedLog &receivedLog() { return m_received; }

private:
    SandboxResponse issueToken(const SandboxRequest &request);
    SandboxResponse refreshToken(const SandboxRequest &request);
    SandboxResponse grant(const SandboxUser &user, bool withTenants);
    SandboxResponse tenantDetails(const TenantData &tenant);
    SandboxResponse webhookEndpoints(const TenantData &tenant);
    SandboxResponse productList(const TenantData &tenant);
    SandboxResponse product(const TenantData &tenant, const QString &id);
    SandboxResponse query(const SandboxRequest &request, TenantData &tenant);
    SandboxResponse getContact(TenantData &tenant, const QString &id);
    SandboxResponse listContacts(TenantData &tenant, const SandboxRequest &request);
    SandboxResponse patchContact(TenantData &tenant, const QString &id, const SandboxRequest &request,
                                 const AuthOutcome &who);
    SandboxResponse deleteInvoices(TenantData &tenant, const SandboxRequest &request);

    std::unique_ptr<SandboxData> m_data;
    SandboxAuth m_auth;
    SandboxStats m_stats;
    ReceivedLog m_received;
};

} // namespace bd::sandbox
