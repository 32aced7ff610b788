#pragma once

// An ApiClient pointed at an in-process sandbox, plus a helper that runs a job to completion.

#include "../common/testfolders.h"
#include "../sandbox/sandboxfixture.h"
#include "api/apiclient.h"
#include "api/apijob.h"
#include "api/tokenjob.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>

#include <memory>

namespace bd::test {

inline bool runJob(api::ApiJob &job, int timeoutMs = 20000)
{
    job.setAutoDelete(false);
    QSignalSpy finished(&job, &api::ApiJob::finished);
    job.start();
    return finished.count() == 1 || finished.wait(timeoutMs);
}

class ApiFixture;
// The start of most tests: what earlier tests left in the settings gone, a sandbox, and a client
// signed in with `tenant`'s API key; `tenantName` names it as the app does after reading /tenant.
inline std::unique_ptr<ApiFixture> signedInFixture(const QString &tenantName = {},
                                                   const char *tenant = "acme");

class ApiFixture : public SandboxFixture
{
public:
    explicit ApiFixture(bd::sandbox::SandboxOptions options = {}) : SandboxFixture(std::move(options))
    {
        // Client and sandbox read one clock that tests move instead of sleeping.
        client.session().setClock(&clock);
        server.service().auth().setClock(&clock);
        api::Environment env;
        env.kind = api::Environment::Kind::Demo;
        env.name = QStringLiteral("Demo");
        env.baseUrl = server.baseUrl();
        const QString problem = client.setEnvironment(env);
        if (!problem.isEmpty())
            qFatal("environment refused: %s", qPrintable(problem));
        api::RetryPolicy fast;
        fast.baseDelayMs = 20;
        fast.maxDelayMs = 100;
        client.setRetryPolicy(fast);
    }

    void signInWithApiKey(const char *tenant = "acme")
    {
        client.session().useApiKey(QString::fromUtf8(apiKey(tenant).first().second));
    }

    // Signs in with a bearer token for the demo user and the given tenant.
    bool signInWithToken(const char *tenant = "acme", const char *user = DemoUser,
                         const char *password = DemoPassword)
    {
        api::TokenJob job(anonymous(), QString::fromUtf8(user), QString::fromUtf8(password));
        if (!runJob(job) || !job.succeeded())
            return false;
        for (const domain::Tenant &t : job.grant().tenants) {
            if (t.id == QLatin1String(tenant)) {
                client.session().useBearer(QString::fromUtf8(user), job.grant(), t.accessKey);
                return true;
            }
        }
        return false;
    }

    // Changes tenant Acme's published catalog the way a day of work might: one product is new
    // (a copy of the third under another id), the first has a new list price, the second is gone.
    struct CatalogChange
    {
        QString added, repriced, removed;
    };
    CatalogChange changeCatalog()
    {
        sandbox::TenantData &acme = *server.service().data().tenantById(QStringLiteral("acme"));
        CatalogChange change;
        QJsonObject first = QJsonDocument::fromJson(acme.products[0].raw).object();
        QJsonArray entries = first.value(u"priceBookEntries").toArray();
        QJsonObject entry = entries.at(0).toObject();
        entry.insert(u"listPrice", entry.value(u"listPrice").toDouble() + 10);
        entries.replace(0, entry);
        first.insert(u"priceBookEntries", entries);
        acme.products[0].raw = QJsonDocument(first).toJson(QJsonDocument::Compact);
        change.repriced = acme.products[0].id;
        QJsonObject copy = QJsonDocument::fromJson(acme.products[2].raw).object();
        change.added = QStringLiteral("01tAc00000NEWp01AA");
        copy.insert(u"id", change.added);
        acme.products.append({change.added, QJsonDocument(copy).toJson(QJsonDocument::Compact), true});
        change.removed = acme.products[1].id;
        acme.products.removeAt(1);
        acme.rebuildProductList();
        return change;
    }

    // The account in use (what a person acting now would act as).
    api::AccountPtr account() const { return client.session().current(); }
    // No credentials, in the client's environment: for the token endpoint.
    api::AccountPtr anonymous() const { return client.session().candidate(client.signInEnvironment(), {}); }

    int refreshes() { return server.service().stats().tokensRefreshed; }
    int requests() { return server.service().stats().requests; }

    domain::ManualClock clock;
    api::ApiClient client;
};

inline std::unique_ptr<ApiFixture> signedInFixture(const QString &tenantName, const char *tenant)
{
    QSettings().clear();
    auto f = std::make_unique<ApiFixture>();
    f->signInWithApiKey(tenant);
    if (!tenantName.isEmpty())
        f->client.session().setTenant({}, tenantName);
    return f;
}

} // namespace bd::test
