#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Every level's error profile judged by Stockfish (docs/levels.md, "Error profile, judged by
# Stockfish"): `rochade-cli profile` for Beginner, Novice, Improver, 1..9 and Full, two at a time (one a core),
# at nice 10. Each level's output goes to OUT/LEVEL.tsv (its games to OUT/LEVEL.pgn), and the
# table rows for docs/levels.md are printed at the end.
#
# Usage: scripts/profile-levels.sh [OUT] (default profile-out; GAMES, DEPTH, FULL_NODES,
#   LEVELS ("Beginner 1 Full", the order they start in) and ROCHADE_CLI / STOCKFISH in the
#   environment override 20, 14, 50000, every level and the paths)
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cli=${ROCHADE_CLI:-$repo/build/release/src/cli/rochade-cli}
stockfish=${STOCKFISH:-/usr/games/stockfish}
out=${1:-profile-out}
games=${GAMES:-20}
depth=${DEPTH:-14}
full_nodes=${FULL_NODES:-50000}
for program in "$cli" "$stockfish"; do
    if [[ ! -x "$program" ]]; then
        echo "profile-levels: $program not found (build rochade-cli; apt-get install stockfish)" >&2
        exit 2
    fi
done
mkdir -p "$out"

# The two ends first, so that a run cut short still shows the span of the ladder.
read -r -a levels <<< "${LEVELS:-Beginner Full 4 9 2 6 Novice Improver 1 3 5 7 8}"
export cli stockfish out games depth full_nodes
printf '%s\n' "${levels[@]}" | xargs -P 2 -I{} bash -c '
    level={}
    extra=()
    [[ $level == Full ]] && extra=(--nodes "$full_nodes")
    nice -n 10 "$cli" profile --level "$level" --games "$games" --judge "$stockfish" \
        --depth "$depth" "${extra[@]}" --pgn "$out/$level.pgn" \
        > "$out/$level.tsv" 2> "$out/$level.log"
'

# One markdown row per level: each figure as "value (low..high)".
for level in Beginner Novice Improver 1 2 3 4 5 6 7 8 Full; do
    [[ -s "$out/$level.tsv" ]] || continue
    awk -F'\t' -v level="$level" '
        /^#/ { next }
        { row = row sprintf(" %s (%s) |", $2, $3) }
        END { print "| " level " |" row }' "$out/$level.tsv"
done
