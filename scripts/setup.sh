#!/usr/bin/env bash
# Installs the Debian packages Billing Desk needs (only those missing), then configures and
# builds into build/. Fast when everything is already there.
#   scripts/setup.sh [build|test|demo|fuzz]   which package groups to make sure of (default: build);
#                                             fuzz only installs (scripts/fuzz.sh builds its own tree)
# BD_BUILD_DIR chooses the build folder (default: build/; scripts/sanitize.sh uses build-asan/).
# BD_BUILD_BENCH=OFF leaves the benchmarks out (scripts/sanitize.sh: nothing runs them there).
# BD_WARNINGS_AS_ERRORS=ON makes compiler warnings errors (CI does; off by default, so that a
# newer compiler or Qt than the ones CI uses does not stop a build on a user's machine).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
purpose=${1:-build}

# One list for Debian 12 and 13: "a|b" takes whichever the release has (scripts/install-missing.sh).
# Qt's SVG plugins (the app's icons) are in libqt6svg6 on Debian 12 and in qt6-svg-plugins on 13.
# Qt Charts' CMake package needs Qt6OpenGL's, which Debian 12's qt6-charts-dev does not pull in.
packages=(g++ cmake ninja-build qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-tools-dev qt6-l10n-tools
          qtkeychain-qt6-dev libxkbcommon-dev qt6-translations-l10n
          libqt6svg6 "qt6-svg-plugins|libqt6svg6" libqt6sql6-sqlite libsecret-1-0 libsimdjson-dev zlib1g-dev)
case "$purpose" in
    test) packages+=(python3 curl dbus dbus-x11 gnome-keyring libsecret-tools xvfb xauth imagemagick x11-apps xdotool) ;;
    demo) packages+=(gnome-keyring xvfb xauth imagemagick) ;;
    fuzz) packages+=(clang libclang-rt-dev python3) ;; # libclang-rt-dev: the runtime of the default clang
esac
"$root/scripts/install-missing.sh" "${packages[@]}"

[ "$purpose" != fuzz ] || exit 0
build=${BD_BUILD_DIR:-$root/build}
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="${CMAKE_BUILD_TYPE:-RelWithDebInfo}" \
      -DBD_WARNINGS_AS_ERRORS="${BD_WARNINGS_AS_ERRORS:-OFF}" -DBD_BUILD_BENCH="${BD_BUILD_BENCH:-ON}" >/dev/null
cmake --build "$build" --parallel "$(nproc)"
