#!/usr/bin/env bash
# Benchmarks, reported (not pass/fail). Builds first; needs the packages of scripts/setup.sh.
#   bench/run.sh fetch-by-id [N]   requests/s fetching N products by id: API layer vs curl --parallel
#   bench/run.sh catalog [N]       decode + model vs simdjson, search keystroke vs recursive QSortFilterProxyModel,
#                                  first paint, peak memory, for N generated products
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$root/scripts/setup.sh" build >/dev/null
command -v curl >/dev/null || { [ "$(id -u)" -eq 0 ] && apt-get install -y -q curl >/dev/null || sudo apt-get install -y -q curl >/dev/null; }
what=${1:-fetch-by-id}
n=${2:-1000}
sandbox_pid=
work=$(mktemp -d)
trap 'kill $sandbox_pid 2>/dev/null || true; rm -rf "$work"' EXIT

case "$what" in
fetch-by-id)
    "$root/build/src/sandbox/billing-desk-sandbox" --port 0 --generate-products "$n" >"$work/sandbox.out" 2>/dev/null &
    sandbox_pid=$!
    for _ in $(seq 100); do grep -q listening "$work/sandbox.out" 2>/dev/null && break; sleep 0.1; done
    base=$(sed -n 's/.*listening on \(.*\)$/\1/p' "$work/sandbox.out")
    key=$(sed -n 's/.*Demo API key (tenant acme): \(.*\)$/\1/p' "$work/sandbox.out")
    "$root/build/bench/bench_fetch_by_id" "$base" "$key" --list "$n" >"$work/ids"
    echo "fetching $(wc -l <"$work/ids") products by id from the sandbox at $base (2 cores)"
    "$root/build/bench/bench_fetch_by_id" "$base" "$key" "$work/ids"
    while read -r id; do
        printf 'url = "%s/catalog/products/%s"\noutput = "/dev/null"\n' "$base" "$id"
    done <"$work/ids" >"$work/curl.cfg"
    start=$(date +%s.%N)
    curl --silent --no-progress-meter --fail --parallel --parallel-max 6 -H "svc-api-key: $key" -H "Accept: application/json" -K "$work/curl.cfg"
    end=$(date +%s.%N)
    awk -v n="$(wc -l <"$work/ids")" -v s="$start" -v e="$end" \
        'BEGIN { t = e - s; printf "curl --parallel (6 connections): %d requests in %.3f s = %.0f req/s\n", n, t, n / t }'
    ;;
catalog)
    QT_QPA_PLATFORM=offscreen "$root/build/bench/bench_catalog" "${2:-10000}" 2>/dev/null
    ;;
*)
    echo "unknown benchmark: $what" >&2; exit 2 ;;
esac
