#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Perft speed of rochade-cli against Stockfish's "go perft" on the same positions, in one run.
#
# Usage: scripts/perft-vs-stockfish.sh [path/to/rochade-cli]
#   (or ROCHADE_CLI=... / STOCKFISH=... in the environment)
# Both programs count the same way: legal moves, bulk counting at the last ply. Wall time is
# measured with date +%s%N around each run; each program's start-up time (a depth-1 perft)
# is measured too and subtracted, so Stockfish's network loading does not count against it.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cli=${1:-${ROCHADE_CLI:-}}
if [[ -z "$cli" ]]; then
    for candidate in "$repo"/build/src/cli/rochade-cli "$repo"/build/release/src/cli/rochade-cli \
        "$repo"/build-release/src/cli/rochade-cli "$(command -v rochade-cli || true)"; do
        if [[ -n "$candidate" && -x "$candidate" ]]; then cli=$candidate; break; fi
    done
fi
if [[ -z "$cli" || ! -x "$cli" ]]; then
    echo "perft-vs-stockfish: rochade-cli not found; build it (Release) and pass its path" >&2
    exit 2
fi
stockfish=${STOCKFISH:-/usr/games/stockfish}
if [[ ! -x "$stockfish" ]]; then
    stockfish=$(command -v stockfish || true)
fi
if [[ -z "$stockfish" || ! -x "$stockfish" ]]; then
    echo "perft-vs-stockfish: stockfish not found (sudo apt-get install stockfish)" >&2
    exit 2
fi

now_ns() { date +%s%N; }

# Prints "nodes elapsed_ns" for one rochade-cli perft.
run_rochade() { # fen depth
    local start end out
    start=$(now_ns)
    out=$("$cli" perft --fen "$1" --depth "$2" 2>/dev/null)
    end=$(now_ns)
    echo "$(tail -n1 <<<"$out" | sed 's/^Nodes searched: //') $((end - start))"
}

# Prints "nodes elapsed_ns" for one Stockfish "go perft".
run_stockfish() { # fen depth
    local start end out
    start=$(now_ns)
    out=$(printf 'position fen %s\ngo perft %s\nquit\n' "$1" "$2" | "$stockfish" 2>/dev/null)
    end=$(now_ns)
    echo "$(grep '^Nodes searched' <<<"$out" | sed 's/^Nodes searched: //') $((end - start))"
}

positions=(
    "start|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|6|119060324"
    "kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5|193690690"
)

echo "rochade-cli: $cli"
echo "stockfish:   $stockfish ($("$stockfish" <<<quit | head -n1))"
echo "start-up overhead (depth-1 perft, subtracted below):"
start_fen="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
read -r _ rochade_overhead < <(run_rochade "$start_fen" 1)
read -r _ stockfish_overhead < <(run_stockfish "$start_fen" 1)
echo "  rochade-cli $((rochade_overhead / 1000000)) ms, stockfish $((stockfish_overhead / 1000000)) ms"
echo

printf '%-9s %5s %11s | %9s %12s | %9s %12s | %6s\n' position depth nodes \
    "rochade ms" "rochade n/s" "sf ms" "sf n/s" ratio
status=0
for entry in "${positions[@]}"; do
    IFS='|' read -r name fen depth expected <<<"$entry"
    read -r r_nodes r_ns < <(run_rochade "$fen" "$depth")
    read -r s_nodes s_ns < <(run_stockfish "$fen" "$depth")
    r_ns=$((r_ns > rochade_overhead ? r_ns - rochade_overhead : r_ns))
    s_ns=$((s_ns > stockfish_overhead ? s_ns - stockfish_overhead : s_ns))
    if [[ "$r_nodes" != "$expected" || "$s_nodes" != "$expected" ]]; then
        echo "MISMATCH on $name: rochade $r_nodes, stockfish $s_nodes, expected $expected" >&2
        status=1
    fi
    awk -v name="$name" -v depth="$depth" -v nodes="$r_nodes" -v rns="$r_ns" -v sns="$s_ns" \
        -v snodes="$s_nodes" 'BEGIN {
            rnps = nodes / (rns / 1e9); snps = snodes / (sns / 1e9);
            printf "%-9s %5d %11d | %10.0f %12.0f | %9.0f %12.0f | %6.3f\n",
                name, depth, nodes, rns / 1e6, rnps, sns / 1e6, snps, rnps / snps }'
done
echo
echo "ratio = rochade nodes/s / stockfish nodes/s (goal >= 0.25, stretch >= 0.5)"
exit $status
