#!/usr/bin/env bash
# Installs the Debian packages Billing Desk needs (only those missing), then configures and
# builds into build/. Fast when everything is already there.
#   scripts/setup.sh [build|test|demo|fuzz]   which package groups to make sure of (default: build);
#                                             fuzz only installs (scripts/fuzz.sh builds its own tree)
# BD_BUILD_DIR chooses the build folder (default: build/; scripts/sanitize.sh uses build-asan/).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
purpose=${1:-build}

packages=(g++ cmake ninja-build qt6-base-dev qt6-httpserver-dev qt6-websockets-dev qt6-tools-dev
          qt6-l10n-tools qtkeychain-qt6-dev libxkbcommon-dev libqt6svg6 libsecret-1-0 libsimdjson-dev zlib1g-dev)
case "$purpose" in
    test) packages+=(python3 dbus dbus-x11 gnome-keyring libsecret-tools xvfb xauth imagemagick x11-apps xdotool) ;;
    demo) packages+=(gnome-keyring xvfb xauth imagemagick) ;;
    fuzz) packages+=(clang libclang-rt-14-dev python3) ;;
esac

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing missing packages: ${missing[*]}"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -q
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

[ "$purpose" != fuzz ] || exit 0
build=${BD_BUILD_DIR:-$root/build}
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="${CMAKE_BUILD_TYPE:-RelWithDebInfo}" \
      -DBD_WARNINGS_AS_ERRORS="${BD_WARNINGS_AS_ERRORS:-ON}" >/dev/null
cmake --build "$build" --parallel "$(nproc)"
