#!/usr/bin/env bash
# Sets everything up, builds, and runs every test. Keychain tests talk to a real Secret Service:
# a private D-Bus session with an unlocked gnome-keyring in throwaway folders.
#   scripts/test.sh [ctest arguments]   BD_BUILD_DIR picks the build folder (default: build/)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$root/scripts/setup.sh" test
build=${BD_BUILD_DIR:-$root/build}

scratch=$(mktemp -d /tmp/billing-desk-test.XXXXXX)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/home" "$scratch/data" "$scratch/config"
mkdir -m 700 "$scratch/runtime"
export HOME="$scratch/home" XDG_DATA_HOME="$scratch/data" XDG_CONFIG_HOME="$scratch/config" XDG_RUNTIME_DIR="$scratch/runtime"
unset DISPLAY WAYLAND_DISPLAY
export QT_QPA_PLATFORM=offscreen

dbus-run-session -- bash -c '
    echo unlock | gnome-keyring-daemon --unlock --components=secrets >/dev/null
    ctest --test-dir "$1" --output-on-failure --timeout 300 --parallel "$(nproc)" "${@:2}"
' _ "$build" "$@"
