#!/usr/bin/env bash
# Benchmarks, reported (not pass/fail). Builds first; needs the packages of scripts/setup.sh.
#   bench/run.sh fetch-by-id [N]   requests/s fetching N products by id: API layer vs curl --parallel
#   bench/run.sh catalog [N]       decode + model vs simdjson, search keystroke vs recursive QSortFilterProxyModel,
#                                  first paint, peak memory, for N generated products
#   bench/run.sh catalog-network N [BYTES_PER_S]
#                                  the product list into the real screen from a sandbox in another
#                                  process (throttled to BYTES_PER_S when given): time to the first
#                                  byte, first row and last row, the longest event-loop gap, and
#                                  curl's download of the same body (one run each)
#   bench/run.sh catalog-counts [N] instructions (valgrind --tool=callgrind) for N generated products
#                                  (default 1,000): simdjson's DOM parse, simdjson On-Demand reading a
#                                  summary's fields, our summaries, and summaries + model; these repeat
#                                  exactly where timings swing by 2x
#   bench/run.sh catalog-search-counts [N]
#                                  instructions (callgrind) of the 200 search keystrokes of bench_catalog
#                                  over N generated products (default 20,000): to what the view reads
#                                  first, and to the painted tree view
#   bench/run.sh reopen [N]        the catalog kept from last time opened as at start (N generated
#                                  products): time to the painted tree, resident memory (3 runs)
#   bench/run.sh pricing [RUNS]    one keystroke in a price panel for a product with 50 tiers: the
#                                  breakdown and a curve of 200+ totals (median, 95th percentile; budget 16 ms)
#   bench/run.sh pricing-panel [RUNS]  the same in the real Price panel, offscreen: a quantity keystroke and a
#                                  term keystroke through to the painted total, breakdown and chart
#   bench/run.sh contact-history [N]  the History view of contact saves over N kept saves (default
#                                  200,000): time to the painted table, a field filter, a name filter,
#                                  one contact's saves (5 runs, each a fresh process; aim 300 ms)
#   bench/run.sh query-answer [N]  a query answered with N generated invoices (default 200,000, about
#                                  110 MB) in the real query console: time to the painted table,
#                                  longest event-loop gap (aim 50 ms), memory growth (aim 2 x the
#                                  answer), sorting the 200,000 rows (aim 500 ms)
#   bench/run.sh command-bar [N]   200 keystrokes in the command bar (Ctrl+K) of the real window with N
#                                  generated products loaded (default 100,000): mean, median, worst (aim 16 ms)
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
catalog-network)
    rate=${3:-}
    fault=()
    [ -n "$rate" ] && fault=(--fault "bandwidth=$rate,route=/catalog/products")
    "$root/build/src/sandbox/billing-desk-sandbox" --port 0 --generate-products "$n" "${fault[@]}" >"$work/sandbox.out" 2>/dev/null &
    sandbox_pid=$!
    for _ in $(seq 600); do grep -q listening "$work/sandbox.out" 2>/dev/null && break; sleep 0.1; done
    base=$(sed -n 's/.*listening on \(.*\)$/\1/p' "$work/sandbox.out")
    key=$(sed -n 's/.*Demo API key (tenant acme): \(.*\)$/\1/p' "$work/sandbox.out")
    echo "catalog of $n generated products from the sandbox at $base${rate:+, throttled to $rate B/s}"
    QT_QPA_PLATFORM=offscreen "$root/build/bench/bench_network" "$base" "$key" 2>/dev/null | tee "$work/app.out"
    curl --silent --fail -o /dev/null -H "svc-api-key: $key" -H "Accept: application/json" \
        -w 'curl_first_byte_ms=%{time_starttransfer}\ncurl_total_ms=%{time_total}\ncurl_bytes=%{size_download}\n' \
        "$base/catalog/products" | awk -F= '/_ms=/ { printf "%s=%.1f\n", $1, $2 * 1000; next } { print }' | tee "$work/curl.out"
    awk -F= '{ v[$1] = $2 } END {
        printf "first row %.0f ms after the first byte; last row at %.2f x curl'"'"'s download (aims: 150 ms, 1.1 x); longest event-loop gap %d ms (aim: 16)\n",
            v["first_row_ms"] - v["first_byte_ms"], v["last_row_ms"] / v["curl_total_ms"], v["longest_gap_ms"] }' "$work/app.out" "$work/curl.out"
    ;;
query-answer)
    n=${2:-200000}
    "$root/build/src/sandbox/billing-desk-sandbox" --port 0 --generate-invoices "$n" >"$work/sandbox.out" 2>/dev/null &
    sandbox_pid=$!
    for _ in $(seq 600); do grep -q listening "$work/sandbox.out" 2>/dev/null && break; sleep 0.1; done
    base=$(sed -n 's/.*listening on \(.*\)$/\1/p' "$work/sandbox.out")
    key=$(sed -n 's/.*Demo API key (tenant acme): \(.*\)$/\1/p' "$work/sandbox.out")
    echo "a query answered with $n generated invoices by the sandbox at $base"
    QT_QPA_PLATFORM=offscreen "$root/build/bench/bench_queryanswer" "$base" "$key" 2>${BD_BENCH_STDERR:-/dev/null} | tee "$work/app.out"
    awk -F= '{ v[$1] = $2 } END {
        printf "answer %.1f MB: table shown in %.0f ms, longest event-loop gap %d ms (aim 50), memory growth %.2f x the answer (aim 2), sort of %d rows %.0f ms by number, %.0f ms by text (aim 500)\n",
            v["answer_bytes"] / 1e6, v["table_ms"], v["longest_gap_ms"], v["rss_growth_kb"] * 1024 / v["answer_bytes"], v["rows"], v["sort_number_ms"], v["sort_text_ms"] }' "$work/app.out"
    ;;
command-bar)
    QT_QPA_PLATFORM=offscreen "$root/build/bench/bench_commandbar" "${2:-100000}" 2>/dev/null
    ;;
catalog)
    QT_QPA_PLATFORM=offscreen "$root/build/bench/bench_catalog" "${2:-10000}" 2>/dev/null
    ;;
catalog-counts)
    command -v valgrind >/dev/null || { [ "$(id -u)" -eq 0 ] && apt-get install -y -q valgrind >/dev/null || sudo apt-get install -y -q valgrind >/dev/null; }
    QT_QPA_PLATFORM=offscreen "$root/build/bench/bench_catalog" --write "${2:-1000}" >"$work/list.json" 2>/dev/null
    echo "$(( ${2:-1000} + 56 )) products, $(stat -c %s "$work/list.json") bytes of JSON; instructions in the step alone:"
    for step in reference ondemand summaries catalog; do
        QT_QPA_PLATFORM=offscreen valgrind --tool=callgrind --toggle-collect='*countedStep*' \
            --callgrind-out-file="$work/cg.$step" "$root/build/bench/bench_catalog" --count "$step" "$work/list.json" >/dev/null 2>&1
        printf '%s=%s\n' "$step" "$(sed -n 's/^summary: *//p; s/^totals: *//p' "$work/cg.$step" | head -1)"
    done | tee "$work/counts"
    awk -F= '{ v[$1] = $2 } END {
        printf "summaries + model = %.2f x the DOM parse (aim 1.5); summaries alone %.2f x; On-Demand %.2f x\n",
            v["catalog"] / v["reference"], v["summaries"] / v["reference"], v["ondemand"] / v["reference"] }' "$work/counts"
    ;;
catalog-search-counts)
    command -v valgrind >/dev/null || { [ "$(id -u)" -eq 0 ] && apt-get install -y -q valgrind >/dev/null || sudo apt-get install -y -q valgrind >/dev/null; }
    n=${2:-20000}
    QT_QPA_PLATFORM=offscreen "$root/build/bench/bench_catalog" --write "$n" >"$work/list.json" 2>/dev/null
    echo "$(( n + 56 )) products; instructions in the 200 search keystrokes of bench/catalogkeystrokes.h:"
    for view in "" 1; do
        BD_BENCH_VIEW=$view QT_QPA_PLATFORM=offscreen valgrind --tool=callgrind --toggle-collect='*countedKeystrokes*' \
            --callgrind-out-file="$work/cg.keys$view" "$root/build/bench/bench_catalog" --count keystrokes "$work/list.json" >/dev/null 2>&1
        what="to what the view reads first"; [ -z "$view" ] || what="to the painted tree view"
        printf '%s: %s\n' "$what" "$(sed -n 's/^summary: *//p; s/^totals: *//p' "$work/cg.keys$view" | head -1)"
    done
    ;;
reopen)
    QT_QPA_PLATFORM=offscreen "$root/build/bench/bench_reopen" "${2:-10000}" 2>/dev/null
    ;;
pricing)
    "$root/build/bench/bench_pricing" "${2:-200}"
    ;;
pricing-panel)
    "$root/build/bench/bench_pricepanel" "${2:-200}"
    ;;
contact-history)
    QT_QPA_PLATFORM=offscreen "$root/build/bench/bench_contacthistory" "${2:-200000}" 5 2>/dev/null
    ;;
*)
    echo "unknown benchmark: $what" >&2; exit 2 ;;
esac
