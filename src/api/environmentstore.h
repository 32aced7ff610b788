#pragma once

// The environments a user can pick: Production and Sandbox (their addresses are not published in
// the spec, so they are configured once and remembered) plus custom ones. Stored in QSettings;
// none of it is secret.

#include "api/environment.h"

#include <QList>

class QSettings;

namespace bd::api {

class EnvironmentStore
{
public:
    // Production and Sandbox first (with whatever address is configured, possibly none), then
    // the saved custom environments.
    static QList<Environment> load(QSettings &settings);
    // Saves one environment's address, query address, API key header and HTTP/2 choice.
    static void save(QSettings &settings, const Environment &environment);
    static void remove(QSettings &settings, const QString &customName);
    // Empty when usable, otherwise what is missing or wrong, for people.
    static QString problem(const Environment &environment);
};

} // namespace bd::api
