#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Memory check: a self-play match of rochade-cli under valgrind (no leaks, no invalid
# accesses), then the peak memory of the same kind of match at two hash sizes, to show the
# transposition tables stay within their configured size.
#
# Usage: scripts/memcheck.sh [games]   (default 100; the match plays Easy against Easy)
#   ROCHADE_CLI=path uses an existing rochade-cli instead of building build/memcheck.
#   MEMCHECK_HASH_MIB sets the hash of the valgrind run (default 16); MEMCHECK_BUILD_DIR
#   the build directory (default build/memcheck).
set -euo pipefail
cd "$(dirname "$0")/.."

games=${1:-100}
hash_mib=${MEMCHECK_HASH_MIB:-16}
if ! [[ "$games" =~ ^[0-9]+$ ]] || [[ "$games" -lt 1 ]]; then
    echo "usage: $0 [games]" >&2
    exit 2
fi
for tool in valgrind /usr/bin/time; do
    if ! command -v "$tool" >/dev/null; then
        echo "memcheck.sh: $tool not found (apt-get install valgrind time)" >&2
        exit 2
    fi
done

cli=${ROCHADE_CLI:-}
if [[ -z "$cli" ]]; then
    build=${MEMCHECK_BUILD_DIR:-build/memcheck}
    # Debug info for readable valgrind stacks, optimised so 100 games stay affordable.
    cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DROCHADE_BUILD_GUI=OFF \
        -DROCHADE_BUILD_TESTS=OFF -DROCHADE_BUILD_BENCHMARKS=OFF >/dev/null
    cmake --build "$build" --target rochade_cli_app --parallel "$(nproc)"
    cli=$build/src/cli/rochade-cli
fi

log=$(mktemp)
trap 'rm -f "$log"' EXIT

printf '=== valgrind: %s games Easy v Easy, hash %s MiB ===\n' "$games" "$hash_mib"
start=$(date +%s)
status=0
valgrind --leak-check=full --show-leak-kinds=definite,indirect,possible \
    --errors-for-leak-kinds=definite,indirect,possible --error-exitcode=1 --log-file="$log" \
    "$cli" match --white Easy --black Easy --games "$games" --hash "$hash_mib" --seed 1 \
    >/dev/null || status=$?
end=$(date +%s)
grep -E 'ERROR SUMMARY|All heap blocks were freed|definitely lost|indirectly lost|possibly lost|still reachable|total heap usage' \
    "$log" | sed 's/^==[0-9]*== *//'
echo "valgrind run: $((end - start)) s, exit status $status"
if [[ $status -ne 0 ]]; then
    cat "$log" >&2
    echo "memcheck.sh: valgrind reported errors or leaks" >&2
    exit 1
fi

# Each of the match's two players owns one table, so the peak may grow by at most twice the
# configured size (plus 10% for allocator slack) between hash 1 and hash N.
peak_kib() { # hash_mib
    /usr/bin/time -f '%M' -o "$log" "$cli" match --white Easy --black Easy --games 2 \
        --hash "$1" --seed 1 >/dev/null
    tail -n 1 "$log"
}
small=$(peak_kib 1)
for mib in 16 64; do
    big=$(peak_kib "$mib")
    limit=$((small + 2 * mib * 1024 * 110 / 100))
    echo "peak RSS with --hash $mib: $big KiB (hash 1: $small KiB, limit $limit KiB)"
    if [[ $big -gt $limit ]]; then
        echo "memcheck.sh: memory grows beyond the configured hash size" >&2
        exit 1
    fi
done
echo "memcheck: no leaks, no memory errors, hash within its size"
