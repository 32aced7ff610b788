#!/usr/bin/env bash
# Checks the desktop integration files without building anything (a few seconds):
#   - packaging/billing-desk.desktop passes desktop-file-validate;
#   - the AppStream metainfo passes `appstreamcli validate --no-net`, alone and next to the
#     desktop file as it is installed (validate-tree: the launchable names a real desktop file);
#   - the desktop file's icon exists as SVG and as a PNG of the right size in every hicolor size;
#   - the project version, the newest packaging/changelog entry and the metainfo's newest
#     release agree.
# Installs desktop-file-utils and appstream when missing (scripts/install-missing.sh).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

"$root/scripts/install-missing.sh" desktop-file-utils appstream

failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

desktop=packaging/billing-desk.desktop
metainfo=$(ls packaging/*.metainfo.xml)
icons=resources/icons

echo "desktop-file-validate $desktop"
desktop-file-validate "$desktop" || fail "desktop-file-validate $desktop"

echo "appstreamcli validate --no-net $metainfo"
appstreamcli validate --no-net "$metainfo" || fail "appstreamcli validate $metainfo"

# The files as they are installed, so validate-tree can match the metainfo to the desktop file.
tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT
mkdir -p "$tree/usr/share/applications" "$tree/usr/share/metainfo"
cp "$desktop" "$tree/usr/share/applications/"
cp "$metainfo" "$tree/usr/share/metainfo/"
echo "appstreamcli validate-tree --no-net (desktop file and metainfo installed side by side)"
appstreamcli validate-tree --no-net "$tree" || fail "appstreamcli validate-tree"

# The icon the desktop file names, in every size that is installed.
icon=$(sed -n 's/^Icon=//p' "$desktop")
[ -f "$icons/$icon.svg" ] || fail "$icons/$icon.svg is missing (Icon=$icon)"
for size in 16 22 24 32 48 64 128 256 512; do
    png="$icons/hicolor/${size}x${size}/apps/$icon.png"
    if [ ! -f "$png" ]; then
        fail "$png is missing (run resources/icons/render-icons.sh)"
        continue
    fi
    # A PNG's width and height are the big-endian words at bytes 16 and 20.
    read -r w h < <(od -An -tu1 -j16 -N8 "$png" |
                    awk '{ print $1*16777216 + $2*65536 + $3*256 + $4, $5*16777216 + $6*65536 + $7*256 + $8 }')
    [ "$w" = "$size" ] && [ "$h" = "$size" ] || fail "$png is ${w}x${h}, not ${size}x${size}"
done

# One version everywhere.
project=$(sed -n 's/^project(BillingDesk VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
changelog=$(sed -n '1s/^billing-desk (\([^)]*\)).*/\1/p' packaging/changelog)
release=$(grep -m1 -o '<release version="[^"]*"' "$metainfo" | sed 's/.*"\(.*\)"/\1/')
[ "${changelog%-*}" = "$project" ] || fail "packaging/changelog's newest entry is $changelog, the project is $project"
[ "$release" = "$project" ] || fail "$metainfo's newest release is $release, the project is $project"

if [ "$failures" -gt 0 ]; then
    echo "check-packaging: $failures check(s) failed" >&2
    exit 1
fi
echo "check-packaging: all checks passed (version $project)"
