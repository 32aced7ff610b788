#!/usr/bin/env bash
# What a screen reader sees: starts the app on the built-in demo under a virtual display with Qt's
# AT-SPI bridge on, switches to every screen through the tree (as assistive technology does) and
# lists what has no name or no label (scripts/a11y-walk.py). Needs xvfb, at-spi2-core and
# python3-pyatspi (Debian's python3).
#   scripts/a11y-walk.sh [-v]      -v: also prints every combo box, tab list and status text
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$root/scripts/install-missing.sh" xvfb xauth at-spi2-core python3-pyatspi
export BD_ROOT=$root BD_WALK_ARGS="${1:-}"
xvfb-run -a -s "-screen 0 1400x900x24" dbus-run-session -- bash -c '
    /usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
    sleep 1
    export TMPDIR=$(mktemp -d) HOME=$(mktemp -d)
    QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 "$BD_ROOT/build/src/app/billing-desk" --demo >/dev/null 2>&1 &
    app=$!
    sleep 6
    status=0
    /usr/bin/python3 "$BD_ROOT/scripts/a11y-walk.py" $BD_WALK_ARGS || status=$?
    kill $app
    exit $status'
