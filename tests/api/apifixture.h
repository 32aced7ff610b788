#pragma once

// An ApiClient pointed at an in-process sandbox, plus a helper that runs a job to completion.

#include "../sandbox/sandboxfixture.h"
#include "api/apiclient.h"
#include "api/apijob.h"
#include "api/tokenjob.h"

namespace bd::test {

inline bool runJob(api::ApiJob &job, int timeoutMs = 20000)
{
    job.setAutoDelete(false);
    QSignalSpy finished(&job, &api::ApiJob::finished);
    job.start();
    return finished.count() == 1 || finished.wait(timeoutMs);
}

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
        api::TokenJob job(&client, QString::fromUtf8(user), QString::fromUtf8(password));
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

    int refreshes() { return server.service().stats().tokensRefreshed; }
    int requests() { return server.service().stats().requests; }

    domain::ManualClock clock;
    api::ApiClient client;
};

} // namespace bd::test
