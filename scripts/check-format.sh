#!/usr/bin/env bash
# Fails when a C++ file differs from .clang-format (clang-format 14, Debian 12); prints which.
#   scripts/check-format.sh [--fix]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
command -v clang-format >/dev/null || ./scripts/install-missing.sh clang-format
if command -v git >/dev/null && [ -e .git ]; then
    mapfile -t files < <(git ls-files '*.cpp' '*.h')
else # a copy without git: every C++ file of the project's own folders
    mapfile -t files < <(find src tests bench fuzz -name '*.cpp' -o -name '*.h' 2>/dev/null | sort)
fi
if [ ${#files[@]} -eq 0 ]; then
    echo "check-format: no C++ files found" >&2
    exit 1
fi
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
