#!/usr/bin/env bash
# Builds everything with AddressSanitizer and UndefinedBehaviorSanitizer (g++) into build-asan/
# and runs the whole test suite there, in the same D-Bus session and keyring as scripts/test.sh
# (which it runs). The first report of either stops the test that made it, and fails the run.
#   scripts/sanitize.sh [ctest arguments]     e.g. scripts/sanitize.sh -R tst_json
# The few tests that assert how long a step takes (event-loop gaps, linear time) get three times
# their budget (BD_TIMING_FACTOR; more when set, as CI does beside another build), and a failed
# test is run once more: an instrumented build on a
# busy machine is slower. A sanitizer report fails the run even when the retry passes (ctest
# shows the output of every failed attempt; this script looks for reports in it).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export BD_BUILD_DIR="$root/build-asan"
sanitizers="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all"
# -Og with line tables: g++ compiles UBSan-instrumented code at -O2 with full debug information
# about four times slower (55 s against 14 s for the catalog model), which was most of CI's time;
# reports still name the function, file and line.
optimize="-Og -g1 -DNDEBUG"

# CMake takes CXXFLAGS and LDFLAGS (executables, shared libraries, plugins) when it first
# configures a build folder; start afresh if an existing one was configured without them.
export CXXFLAGS="$sanitizers $optimize" LDFLAGS="$sanitizers"
cache="$BD_BUILD_DIR/CMakeCache.txt"
if [ -f "$cache" ] && ! grep -qxF "CMAKE_CXX_FLAGS:STRING=$CXXFLAGS" "$cache"; then
    rm -f "$cache"
fi
# The build type adds no flags of its own (CXXFLAGS has them). The warning gate is the normal
# build's job: sanitizer instrumentation makes g++ warn about other things.
export CMAKE_BUILD_TYPE=None BD_WARNINGS_AS_ERRORS=OFF BD_TIMING_FACTOR=${BD_TIMING_FACTOR:-3}
export BD_BUILD_BENCH=OFF # ctest runs none of them; instrumented, they were minutes of CI

export ASAN_OPTIONS="halt_on_error=1:detect_leaks=1"
export LSAN_OPTIONS="suppressions=$root/scripts/lsan-suppressions.txt:print_suppressions=0"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
log="$BD_BUILD_DIR/sanitize.log"
mkdir -p "$BD_BUILD_DIR"
status=0
"$root/scripts/test.sh" --repeat until-pass:2 "$@" 2>&1 | tee "$log" || status=$?
if grep -qE 'ERROR: (AddressSanitizer|LeakSanitizer)|runtime error:|SUMMARY: UndefinedBehaviorSanitizer' "$log"; then
    echo "AddressSanitizer or UndefinedBehaviorSanitizer reported a problem (see above, or $log)" >&2
    exit 1
fi
exit "$status"
