#!/usr/bin/env bash
# Sets everything up, builds, and starts Billing Desk on the built-in demo (the local sandbox
# service, no account needed). Without a display it runs under Xvfb and writes a screenshot.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$root/scripts/setup.sh" demo
app="$root/build/src/app/billing-desk"

if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
    exec "$app" --demo "$@"
fi

shot="$root/build/screenshots/billing-desk-demo.png"
mkdir -p "$(dirname "$shot")"
echo "No display found: running Billing Desk under Xvfb for a few seconds."
xvfb-run -a -s "-screen 0 1280x800x24" bash -c '
    "$1" --demo "${@:3}" & pid=$!
    sleep "${BD_DEMO_SECONDS:-6}"
    kill -0 "$pid" 2>/dev/null || { echo "Billing Desk exited early" >&2; exit 1; }
    import -window root "$2"
    kill "$pid"; wait "$pid" 2>/dev/null || true
' _ "$app" "$shot" "$@"
echo "Billing Desk started; screenshot written to $shot"
