#pragma once

// The time a step may take, for the few tests that assert one (event-loop gaps, linear time).
// Budgets are set for a normal optimized build; a sanitized build (scripts/sanitize.sh) runs
// several times slower and says so with BD_TIMING_FACTOR, which multiplies every budget.

#include <QtGlobal>

namespace bd::test {

inline qint64 timeBudgetMs(qint64 normalBuildMs)
{
    const int factor = qEnvironmentVariableIntValue("BD_TIMING_FACTOR");
    return normalBuildMs * (factor > 1 ? factor : 1);
}

} // namespace bd::test
