#!/usr/bin/env bash
# Installs those of the named Debian packages that are not installed yet (apt-get; through sudo
# when not root). Fast when everything is there.
#   scripts/install-missing.sh PACKAGE...
# A PACKAGE may be alternatives, "first|second": satisfied when any of them is installed, else the
# first the archive has is installed. Debian releases split and rename packages (Debian 13 moved
# Qt's SVG plugins from libqt6svg6 to qt6-svg-plugins), and this keeps one list for both.
set -euo pipefail

# Not "| grep -q": under pipefail, grep leaving at the first match can kill the writer with
# SIGPIPE and fail the pipeline, and a package the archive has looked missing (a fresh Debian 12
# root once tried to install Debian 13's qt6-svg-plugins that way).
installed() {
    [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" = "install ok installed" ]
}

missing=()
for p in "$@"; do
    satisfied=false
    for alternative in ${p//|/ }; do
        if installed "$alternative"; then
            satisfied=true
            break
        fi
    done
    $satisfied || missing+=("$p")
done
[ ${#missing[@]} -gt 0 ] || exit 0

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -q
chosen=()
for p in "${missing[@]}"; do
    pick=${p%%|*}
    for alternative in ${p//|/ }; do
        if [ -n "$(apt-cache show --no-all-versions "$alternative" 2>/dev/null | sed -n 's/^Package: //p')" ]; then
            pick=$alternative
            break
        fi
    done
    chosen+=("$pick")
done
echo "Installing missing packages: ${chosen[*]}"
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${chosen[@]}"
