#!/usr/bin/env bash
# Builds the libFuzzer targets (fuzz/, clang, ASan+UBSan) into build/fuzz and runs them.
#   scripts/fuzz.sh TARGET [SECONDS]   one target (fuzz/targets.cmake lists them), default 60 s
#   scripts/fuzz.sh all [SECONDS]      each target in turn
# The corpus grows in build/fuzz/corpus/TARGET, seeded from fuzz/seeds/TARGET and the JSON in
# resources/sandbox and tests/data. An input that crashes or breaks an oracle is copied into
# fuzz/regressions/TARGET/: commit it with the fix, and ctest replays it from then on.
# Exits non-zero when any target found something. See fuzz/README.md.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
target=${1:?usage: scripts/fuzz.sh TARGET|all [SECONDS]}
seconds=${2:-60}

read -r -a all_targets <<<"$(sed -n 's/^set(BD_FUZZ_TARGETS \(.*\))$/\1/p' "$root/fuzz/targets.cmake")"
if [ "$target" = all ]; then
    targets=("${all_targets[@]}")
elif [[ " ${all_targets[*]} " == *" $target "* ]]; then
    targets=("$target")
else
    echo "unknown target '$target'; one of: all ${all_targets[*]}" >&2
    exit 2
fi

"$root/scripts/setup.sh" fuzz # clang and libFuzzer's runtime, if missing
build="$root/build/fuzz"
cmake -S "$root/fuzz" -B "$build" -G Ninja -DCMAKE_CXX_COMPILER=clang++ >/dev/null
cmake --build "$build" --parallel "$(nproc)" --target "${targets[@]/#/fuzz_}"

# Seeds from the tree: each JSON file, each element of its list, and (for the sanitizer) each
# product's long description. Written once per corpus folder; the fuzzer adds to it.
seed() {
    python3 - "$root" "$1" "$2" <<'PY'
import hashlib, json, pathlib, re, sys
root, target, out = pathlib.Path(sys.argv[1]), sys.argv[2], pathlib.Path(sys.argv[3])
files = sorted(p for d in ("resources/sandbox", "tests/data") for p in (root / d).rglob("*.json"))
def put(data: bytes):
    (out / hashlib.sha1(data).hexdigest()).write_bytes(data)
for path in files:
    raw = path.read_bytes()
    try:
        doc = json.loads(raw)
    except ValueError:
        doc = None
    items = doc if isinstance(doc, list) else (doc.get("data") if isinstance(doc, dict) else None)
    items = items if isinstance(items, list) else []
    if target == "http":
        pass  # HTTP answers, not JSON: fuzz/seeds/http holds them
    elif target == "html":
        for item in items:
            if isinstance(item, dict) and isinstance(item.get("longDescription"), str):
                put(b"\n" + item["longDescription"].encode())
    elif target == "decimal":
        numbers = sorted(set(re.findall(rb"-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?", raw)))[:100]
        for a, b in zip(numbers, numbers[1:]):
            put(a + b" " + b)
    else:
        prefix = b"\0" if target == "validation" else b""
        if len(raw) <= 16384:
            put(prefix + raw)
        for item in items:
            put(prefix + json.dumps(item, ensure_ascii=False).encode())
PY
}

declare -A max_len=([html]=65536 [decimal]=256 [validation]=4096)
failed=()
summary=()
for t in "${targets[@]}"; do
    corpus="$build/corpus/$t"
    artifacts="$build/artifacts/$t"
    log="$build/logs/$t.log"
    rm -rf "$artifacts" # what earlier runs found is in fuzz/regressions already
    mkdir -p "$artifacts" "$build/logs" "$root/fuzz/regressions/$t"
    if [ ! -d "$corpus" ]; then
        mkdir -p "$corpus"
        seed "$t" "$corpus"
    fi
    echo "== fuzz_$t for ${seconds}s (log: $log)"
    status=0
    # New inputs go to the first folder only; seeds and regressions are read as they are.
    "$build/fuzz_$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -max_len="${max_len[$t]:-16384}" -print_final_stats=1 -artifact_prefix="$artifacts/" \
        "$corpus" "$root/fuzz/seeds/$t" "$root/fuzz/regressions/$t" >"$log" 2>&1 || status=$?
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    line="fuzz_$t: ${execs:-?} executions, ${rate:-?} exec/s"
    found=$(find "$artifacts" -type f \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' -o -name 'oom-*' \))
    if [ "$status" -ne 0 ] || [ -n "$found" ]; then
        for f in $found; do
            cp "$f" "$root/fuzz/regressions/$t/"
            echo "   kept $(basename "$f") in fuzz/regressions/$t/"
        done
        grep -m1 -E 'ERROR: |oracle failed|runtime error' "$log" || tail -5 "$log"
        line+=" -- FOUND A PROBLEM (exit $status)"
        failed+=("$t")
    fi
    echo "   $line"
    summary+=("$line")
done
printf '%s\n' "${summary[@]}"
if [ ${#failed[@]} -gt 0 ]; then
    echo "Problems found by: ${failed[*]} (see build/fuzz/logs; inputs kept in fuzz/regressions)" >&2
    exit 1
fi
