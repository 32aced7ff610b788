#!/usr/bin/env bash
# Fails when a C++ file differs from .clang-format (clang-format 14, Debian 12); prints which.
#   scripts/check-format.sh [--fix]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
command -v clang-format >/dev/null || ./scripts/install-missing.sh clang-format
mapfile -t files < <(git ls-files '*.cpp' '*.h')
if [ "${1:-}" = --fix ]; then
    clang-format -i "${files[@]}"
    exit 0
fi
drift=()
for f in "${files[@]}"; do
    clang-format --dry-run --Werror "$f" >/dev/null 2>&1 || drift+=("$f")
done
if [ ${#drift[@]} -gt 0 ]; then
    echo "These files differ from .clang-format (run scripts/check-format.sh --fix):"
    printf '  %s\n' "${drift[@]}"
    exit 1
fi
echo "clang-format: ${#files[@]} files as formatted"
