#!/usr/bin/env bash
# Checks that translations/*.ts hold every translatable string of src/ (but the developer
# sandbox) and ui/, and nothing that is gone. With --complete, also that none is unfinished.
#   scripts/check-translations.sh [--complete]     exit 1 with the differences listed
#   scripts/check-translations.sh --update          rewrites the .ts files from the sources
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
lupdate=/usr/lib/qt6/bin/lupdate
[ -x "$lupdate" ] || lupdate=$(command -v lupdate)
mode=${1:-}

sources=$(mktemp); tmp=$(mktemp -d)
trap 'rm -rf "$sources" "$tmp"' EXIT
find src ui \( -name '*.cpp' -o -name '*.h' -o -name '*.ui' \) ! -path 'src/sandbox/*' | sort >"$sources"
# English needs only its plural forms ("%n product(s)" -> "1 product", "2 products").
run_lupdate() {
    local ts
    for ts in "$@"; do
        local only=()
        case $ts in *_en.ts) only=(-pluralonly) ;; esac
        "$lupdate" -silent -no-obsolete -locations none "${only[@]}" -I src "@$sources" -ts "$ts" 2>&1 |
            grep -v "lacks Q_OBJECT macro\|Ignoring definition of undeclared qualified class" >&2 || true
    done
}

if [ "$mode" = --update ]; then
    run_lupdate translations/*.ts
    exit 0
fi
cp translations/*.ts "$tmp/"
run_lupdate "$tmp"/*.ts
python3 - "$mode" translations "$tmp" <<'PY'
import sys, os, xml.etree.ElementTree as ET
mode, committed_dir, fresh_dir = sys.argv[1:4]
def entries(path):
    root = ET.parse(path).getroot()
    out = {}
    for ctx in root.iter('context'):
        name = ctx.findtext('name')
        for m in ctx.iter('message'):
            key = (name, m.findtext('source'), m.findtext('comment') or '')
            t = m.find('translation')
            out[key] = t is not None and t.get('type') in ('unfinished', 'vanished', 'obsolete')
    return out
failed = False
for ts in sorted(os.listdir(committed_dir)):
    if not ts.endswith('.ts'):
        continue
    have = entries(os.path.join(committed_dir, ts))
    want = entries(os.path.join(fresh_dir, ts))
    missing = sorted(set(want) - set(have))
    gone = sorted(set(have) - set(want))
    unfinished = sorted(k for k, u in have.items() if u and k in want)
    for label, items in (('missing from', missing), ('no longer in the sources but still in', gone)):
        if items:
            failed = True
            print(f'{len(items)} strings {label} {ts}:')
            for c, s, _ in items[:20]:
                print(f'  [{c}] {s!r}')
    if unfinished and mode == '--complete':
        failed = True
        print(f'{len(unfinished)} strings of {ts} are not translated yet:')
        for c, s, _ in unfinished[:20]:
            print(f'  [{c}] {s!r}')
    print(f'{ts}: {len(want)} strings, {len(want) - len(unfinished) - len(missing)} translated')
if failed:
    print('Run scripts/check-translations.sh --update, translate, and commit translations/*.ts.')
    sys.exit(1)
PY
