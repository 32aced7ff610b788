#!/usr/bin/env bash
# Renders the hicolor PNGs from billing-desk.svg. The PNGs are committed, so building or
# packaging needs no SVG converter; run this after changing the SVG and commit the result.
#   resources/icons/render-icons.sh     (installs librsvg2-bin when rsvg-convert is missing)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
"$here/../../scripts/install-missing.sh" librsvg2-bin
for size in 16 22 24 32 48 64 128 256 512; do
    out="$here/hicolor/${size}x${size}/apps/billing-desk.png"
    mkdir -p "$(dirname "$out")"
    rsvg-convert --width "$size" --height "$size" --format png "$here/billing-desk.svg" --output "$out"
    echo "$out"
done
