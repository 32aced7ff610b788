#pragma once

// The benchmarks' way in: a client pointed at the sandbox bench/run.sh started (its address and
// demo API key on the command line), signed in with that key.

#include "api/apiclient.h"

#include <QString>
#include <QUrl>

#include <cstdio>

// False (with the reason on standard error) when the address is refused.
inline bool signInToSandbox(bd::api::ApiClient &client, const QString &baseUrl, const QString &apiKey)
{
    bd::api::Environment env;
    env.name = QStringLiteral("bench");
    env.baseUrl = QUrl(baseUrl);
    if (const QString problem = client.setEnvironment(env); !problem.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(problem));
        return false;
    }
    client.session().useApiKey(apiKey);
    return true;
}
