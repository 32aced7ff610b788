#pragma once

// Secrets given through BILLING_DESK_* environment variables: read once, then gone from the
// process. Every process of the same user can read another's environment (/proc/<pid>/environ,
// `ps e`) for the whole run.

#include <QString>

namespace bd::api {

// The variable's value, after overwriting it wherever the process holds it — the environment
// the process started with (what /proc/<pid>/environ shows, which unsetenv does not change) and
// the C library's copy — and removing the variable.
QString takeEnvironmentSecret(const char *name);

} // namespace bd::api
