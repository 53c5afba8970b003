#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# PGN reading speed and memory of rochade-cli against pgn-extract on the same file, in one run.
#
# Usage: scripts/pgn-bench.sh [path/to/rochade-cli] [rounds]
#   (or ROCHADE_CLI=... / PGN_EXTRACT=... in the environment)
# The input is the PGN collections of the pychess package (about 1,300 lichess games rich in
# comments, variations and set-up positions) concatenated until it holds at least 10,000
# games. Three tasks, each timed for both programs in alternation, `rounds` times (default 5):
#   read+write  rochade-cli pgn FILE > /dev/null        pgn-extract -s FILE -o /dev/null
#   read only   rochade-cli pgn --check FILE             pgn-extract -s -r FILE
#   replay      rochade-cli pgn --fen FILE > /dev/null  pgn-extract -s -F FILE -o /dev/null
# Both replay every move (checking it is legal) and skip the same few broken games. In the
# replay task both also print each game's final position: -F makes pgn-extract write the FEN
# after the last move, which it can only know by playing every move (it writes the game too,
# a little more work than ours; --fencomments or -Wepd would write a FEN after every move,
# far more output than the one line per game rochade-cli writes). Prints
# the median wall time, CPU time and peak resident memory (/usr/bin/time) of each, and the
# ratios rochade/pgn-extract of the medians, for wall and for CPU time.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cli=${1:-${ROCHADE_CLI:-}}
rounds=${2:-5}
if [[ -z "$cli" ]]; then
    for candidate in "$repo"/build/release/src/cli/rochade-cli "$repo"/build/headless/src/cli/rochade-cli \
        "$repo"/build/src/cli/rochade-cli "$(command -v rochade-cli || true)"; do
        if [[ -n "$candidate" && -x "$candidate" ]]; then cli=$candidate; break; fi
    done
fi
if [[ -z "$cli" || ! -x "$cli" ]]; then
    echo "pgn-bench: rochade-cli not found; build it (Release) and pass its path" >&2
    exit 2
fi
pgn_extract=${PGN_EXTRACT:-/usr/games/pgn-extract}
if [[ ! -x "$pgn_extract" ]]; then
    echo "pgn-bench: pgn-extract not found (apt-get install --no-install-recommends pgn-extract)" >&2
    exit 2
fi
collections=/usr/share/pychess/learn
if [[ ! -d "$collections" ]]; then
    echo "pgn-bench: $collections is missing (apt-get install --no-install-recommends pychess)" >&2
    exit 2
fi
if [[ ! -x /usr/bin/time ]]; then
    echo "pgn-bench: /usr/bin/time is missing (apt-get install --no-install-recommends time)" >&2
    exit 2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mapfile -t files < <(find "$collections" -name '*.pgn' | sort)
for f in "${files[@]}"; do cat "$f"; echo; done > "$work/once.pgn"
per_copy=$(grep -c '^\[Event ' "$work/once.pgn")
copies=$(( (10000 + per_copy - 1) / per_copy ))
for ((i = 0; i < copies; ++i)); do cat "$work/once.pgn"; done > "$work/games.pgn"
input=$work/games.pgn

ours_games=$("$cli" pgn --check "$input" 2>&1 | tail -1 || true)
theirs_games=$("$pgn_extract" -s "$input" -o "$work/theirs.pgn" 2>/dev/null; grep -c '^\[Event ' "$work/theirs.pgn")
echo "input: ${#files[@]} pychess files x $copies = $(grep -c '^\[Event ' "$input") [Event tags," \
    "$(du -h "$input" | cut -f1)"
echo "rochade-cli: $ours_games; pgn-extract: $theirs_games games written"
echo "rounds: $rounds (median of each)"

# Appends "wall-seconds kilobytes cpu-seconds" of one run to the file $1; the command follows.
measure() {
    local log=$1
    shift
    /usr/bin/time -f '%e %M %U %S' -o "$work/time" "$@" > /dev/null 2>&1 || true
    # The last line: after any "Command exited with non-zero status" line.
    tail -1 "$work/time" | awk '{ printf "%s %s %.2f\n", $1, $2, $3 + $4 }' >> "$log"
}

median() { # file column
    sort -n -k"$2","$2" "$1" | awk -v c="$2" '{ v[NR] = $c } END { print v[int((NR + 1) / 2)] }'
}

ratio() { # a b
    awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "n/a" }'
}

for task in write read replay; do
    : > "$work/ours-$task"
    : > "$work/theirs-$task"
done
for ((r = 0; r < rounds; ++r)); do
    measure "$work/ours-write" "$cli" pgn "$input"
    measure "$work/theirs-write" "$pgn_extract" -s "$input" -o /dev/null
    measure "$work/ours-read" "$cli" pgn --check "$input"
    measure "$work/theirs-read" "$pgn_extract" -s -r "$input"
    measure "$work/ours-replay" "$cli" pgn --fen "$input"
    measure "$work/theirs-replay" "$pgn_extract" -s -F "$input" -o /dev/null
done

# Wall time is what a user waits; CPU time (user + system) is steadier on a busy machine.
printf '%-11s | %9s %9s %6s | %9s %9s %6s | %11s %11s\n' task "wall R" "wall P" ratio \
    "cpu R" "cpu P" ratio "peak KiB R" "peak KiB P"
for task in write read replay; do
    ow=$(median "$work/ours-$task" 1)
    tw=$(median "$work/theirs-$task" 1)
    om=$(median "$work/ours-$task" 2)
    tm=$(median "$work/theirs-$task" 2)
    oc=$(median "$work/ours-$task" 3)
    tc=$(median "$work/theirs-$task" 3)
    case $task in
    write) label="read+write" ;;
    read) label="read only" ;;
    *) label="replay+FEN" ;;
    esac
    printf '%-11s | %9s %9s %6s | %9s %9s %6s | %11s %11s\n' "$label" "$ow" "$tw" \
        "$(ratio "$ow" "$tw")" "$oc" "$tc" "$(ratio "$oc" "$tc")" "$om" "$tm"
done
echo "(R = rochade-cli, P = pgn-extract; ratio = R / P, below 1 means rochade-cli is faster)"
