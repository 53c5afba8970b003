#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The game library's figures (issue 25), unattended, in one run on one machine:
#   1. a corpus of GAMES games (default 1,000,000) from a seed, by bench/corpus's
#      rochade_corpus, with 1,000 positions drawn from its games;
#   2. reading it: pgn-extract -s -r (the yardstick) and rochade-cli pgn --check, each
#      ROUNDS times (median wall time, peak resident memory), and the pgn command's other
#      modes once each (writing to stdout and to a file, --fen, --index), whose memory must
#      not grow with the file either;
#   3. rochade-cli library import FILE --db DB into a new database, ROUNDS times (wall and CPU
#      time, peak memory, the ratios to pgn-extract's read), and the database's size against
#      the PGN's;
#   4. the explorer: rochade-cli library explore --db DB --fens FENS --quiet, which times each
#      lookup inside the process and ends with "# N positions, median X ms, p99 Y ms" (warm:
#      one run first to fill the page cache, then ROUNDS runs, median of each figure);
#   5. exact-position search: rochade-cli library search --db DB --fen FEN for SEARCHES of the
#      drawn positions, one process each (wall time, so it includes starting the program and
#      opening the database).
# Prints a table: each figure, its goal, and whether it is met.
#
# Usage: scripts/bench-library.sh [GAMES] [ROUNDS]          (ROUNDS default 3)
# Environment: ROCHADE_CLI, ROCHADE_CORPUS (the programs; default build/release), PGN_EXTRACT,
#   BENCH_SEED (default 1), BENCH_SEARCHES (default 20), BENCH_DIR (the work directory, kept;
#   default a temporary one, removed at the end), BENCH_THREADS (the corpus's, default nproc),
#   BENCH_LIBRARY=0 to measure only the corpus and the reading (before the library exists).
# Needs about 1 GB of disk a million games for the PGN and as much for the database.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
games=${1:-1000000}
rounds=${2:-3}
seed=${BENCH_SEED:-1}
searches=${BENCH_SEARCHES:-20}
threads=${BENCH_THREADS:-$(nproc)}
with_library=${BENCH_LIBRARY:-1}
positions=1000

fail() {
    echo "bench-library: $*" >&2
    exit 2
}
[[ "$games" =~ ^[0-9]+$ && "$games" -gt 0 ]] || fail "GAMES must be a positive number, not '$games'"
[[ "$rounds" =~ ^[0-9]+$ && "$rounds" -gt 0 ]] || fail "ROUNDS must be a positive number, not '$rounds'"

find_program() { # variable-value candidates...
    local given=$1
    shift
    if [[ -n "$given" ]]; then
        echo "$given"
        return
    fi
    for candidate in "$@"; do
        if [[ -x "$candidate" ]]; then
            echo "$candidate"
            return
        fi
    done
}
cli=$(find_program "${ROCHADE_CLI:-}" "$repo"/build/release/src/cli/rochade-cli)
corpus=$(find_program "${ROCHADE_CORPUS:-}" "$repo"/build/release/bench/corpus/rochade_corpus)
pgn_extract=${PGN_EXTRACT:-/usr/games/pgn-extract}
[[ -n "$cli" && -x "$cli" ]] || fail "rochade-cli not found: build the release preset or set ROCHADE_CLI"
[[ -n "$corpus" && -x "$corpus" ]] ||
    fail "rochade_corpus not found: cmake --build --preset release --target rochade_corpus, or set ROCHADE_CORPUS"
[[ -x "$pgn_extract" ]] || fail "pgn-extract not found (apt-get install --no-install-recommends pgn-extract)"
[[ -x /usr/bin/time ]] || fail "/usr/bin/time is missing (apt-get install --no-install-recommends time)"
if [[ "$with_library" == 1 ]] && "$cli" library 2>&1 | grep -q "unknown command"; then
    fail "$cli has no 'library' command (set BENCH_LIBRARY=0 to measure the rest)"
fi

if [[ -n "${BENCH_DIR:-}" ]]; then
    work=$BENCH_DIR
    mkdir -p "$work"
else
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi
pgn=$work/corpus.pgn
fens=$work/corpus.fens
db=$work/library.sqlite

# Runs a command under /usr/bin/time and appends "wall-s peak-KiB cpu-s" to the file $1; its
# output goes to $work/out (or to $measure_out when set). A command that fails stops the
# benchmark: a figure of a failed run is no figure.
measure() {
    local log=$1
    shift
    if ! /usr/bin/time -f '%e %M %U %S' -o "$work/time" "$@" >"${measure_out:-$work/out}" 2>"$work/err"; then
        echo "bench-library: failed: $*" >&2
        tail -n 20 "$work/err" >&2
        exit 1
    fi
    tail -1 "$work/time" | awk '{ printf "%s %s %.2f\n", $1, $2, $3 + $4 }' >>"$log"
}

median() { # file column
    sort -g -k"$2","$2" "$1" | awk -v c="$2" '{ v[NR] = $c } END { print v[int((NR + 1) / 2)] }'
}
maximum() { # file column
    sort -g -k"$2","$2" "$1" | awk -v c="$2" 'END { print $c }'
}
ratio() { # a b
    awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "n/a" }'
}
mib() { # KiB
    awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }'
}
verdict() { # value goal: "yes" when value <= goal
    awk -v v="$1" -v g="$2" 'BEGIN { print (v != "" && v + 0 <= g + 0) ? "yes" : "NO" }'
}

rows=()
row() { # figure value goal met
    rows+=("$(printf '%-44s %14s %14s %5s' "$1" "$2" "$3" "$4")")
}

# 1. The corpus.
echo "bench-library: $games games, seed $seed, $rounds rounds, work directory $work" >&2
: >"$work/corpus.times"
measure "$work/corpus.times" "$corpus" --games "$games" --seed "$seed" --threads "$threads" \
    --out "$pgn" --sample-fens "$positions" --fens-out "$fens"
pgn_bytes=$(stat -c %s "$pgn")
row "corpus: generation wall s ($threads threads)" "$(median "$work/corpus.times" 1)" "" ""
row "corpus: generation peak MiB" "$(mib "$(median "$work/corpus.times" 2)")" "" ""
row "corpus: PGN MiB" "$(mib $((pgn_bytes / 1024)))" "" ""

# 2. Reading: pgn-extract and rochade-cli pgn, in alternation.
: >"$work/extract.times"
: >"$work/check.times"
for ((r = 0; r < rounds; ++r)); do
    echo "bench-library: reading, round $((r + 1)) of $rounds" >&2
    measure "$work/extract.times" "$pgn_extract" -s -r "$pgn"
    measure "$work/check.times" "$cli" pgn --check "$pgn"
done
extract_wall=$(median "$work/extract.times" 1)
check_wall=$(median "$work/check.times" 1)
extract_cpu=$(median "$work/extract.times" 3)
row "read: pgn-extract -s -r wall s" "$extract_wall" "" ""
row "read: pgn-extract -s -r CPU s" "$extract_cpu" "" ""
row "read: pgn-extract peak MiB" "$(mib "$(median "$work/extract.times" 2)")" "" ""
row "read: rochade-cli pgn --check wall s" "$check_wall" "" ""
row "read: rochade-cli pgn --check peak MiB" "$(mib "$(maximum "$work/check.times" 2)")" "" ""
row "read: rochade-cli / pgn-extract wall" "$(ratio "$check_wall" "$extract_wall")" "" ""
# Every other mode of the pgn command streams too: one run each, its peak memory.
: >"$work/modes.times"
measure_out=/dev/null
measure "$work/modes.times" "$cli" pgn "$pgn"
measure "$work/modes.times" "$cli" pgn "$pgn" --out "$work/copy.pgn"
rm -f "$work/copy.pgn"
measure "$work/modes.times" "$cli" pgn --fen "$pgn"
measure "$work/modes.times" "$cli" pgn --index "$pgn"
measure_out=
row "pgn FILE (to stdout): wall s, peak MiB" "$(awk 'NR == 1 { printf "%s, %.1f", $1, $2 / 1024 }' "$work/modes.times")" "" ""
row "pgn FILE --out COPY: wall s, peak MiB" "$(awk 'NR == 2 { printf "%s, %.1f", $1, $2 / 1024 }' "$work/modes.times")" "" ""
row "pgn --fen FILE: wall s, peak MiB" "$(awk 'NR == 3 { printf "%s, %.1f", $1, $2 / 1024 }' "$work/modes.times")" "" ""
row "pgn --index FILE: wall s, peak MiB" "$(awk 'NR == 4 { printf "%s, %.1f", $1, $2 / 1024 }' "$work/modes.times")" "" ""

if [[ "$with_library" == 1 ]]; then
    # 3. The import, each round into a new database.
    : >"$work/import.times"
    for ((r = 0; r < rounds; ++r)); do
        echo "bench-library: import, round $((r + 1)) of $rounds" >&2
        rm -f "$db" "$db-wal" "$db-shm" "$db-journal"
        measure "$work/import.times" "$cli" library import "$pgn" --db "$db"
    done
    tail -n 1 "$work/out" >"$work/import.summary"
    import_wall=$(median "$work/import.times" 1)
    import_peak=$(mib "$(maximum "$work/import.times" 2)")
    import_ratio=$(ratio "$import_wall" "$extract_wall")
    db_bytes=0
    for f in "$db" "$db-wal" "$db-shm"; do
        [[ -e "$f" ]] && db_bytes=$((db_bytes + $(stat -c %s "$f")))
    done
    size_ratio=$(ratio "$db_bytes" "$pgn_bytes")
    import_cpu=$(median "$work/import.times" 3)
    row "import: wall s" "$import_wall" "" ""
    row "import: wall / pgn-extract's read" "$import_ratio" "3.00" "$(verdict "$import_ratio" 3)"
    # CPU time (user + system) is steadier than wall time on a busy machine; the wall time
    # also holds the waits for the disk (each checkpoint's commit).
    row "import: CPU s" "$import_cpu" "" ""
    row "import: CPU / pgn-extract's CPU" "$(ratio "$import_cpu" "$extract_cpu")" "" ""
    row "import: peak MiB (largest round)" "$import_peak" "200" "$(verdict "$import_peak" 200)"
    row "database: MiB (with -wal, -shm)" "$(mib $((db_bytes / 1024)))" "" ""
    row "database / PGN size" "$size_ratio" "1.50" "$(verdict "$size_ratio" 1.5)"

    # 4. The explorer, warm: one run unmeasured, then ROUNDS runs.
    explore() {
        "$cli" library explore --db "$db" --fens "$fens" --quiet >"$work/explore.out" 2>&1 ||
            { tail -n 20 "$work/explore.out" >&2; fail "library explore --fens failed"; }
        # "# 1000 positions, median 1.23 ms, p99 4.56 ms"
        grep -E '^# [0-9]+ positions, median [0-9.]+ ms, p99 [0-9.]+ ms' "$work/explore.out" | tail -1 ||
            fail "library explore printed no '# N positions, median X ms, p99 Y ms' line"
    }
    explore >/dev/null
    : >"$work/explore.figures"
    for ((r = 0; r < rounds; ++r)); do
        explore | awk '{ print $2, $5, $8 }' >>"$work/explore.figures"
    done
    explored=$(median "$work/explore.figures" 1)
    explore_median=$(median "$work/explore.figures" 2)
    explore_p99=$(median "$work/explore.figures" 3)
    row "explorer: positions looked up" "$explored" "$positions" ""
    row "explorer: median ms (warm)" "$explore_median" "20" "$(verdict "$explore_median" 20)"
    row "explorer: p99 ms (warm)" "$explore_p99" "100" "$(verdict "$explore_p99" 100)"

    # 5. Exact-position search: the first SEARCHES drawn positions, a process each.
    : >"$work/search.times"
    : >"$work/search.hits"
    head -n "$searches" "$fens" >"$work/search.fens"
    while IFS= read -r fen; do
        measure "$work/search.times" "$cli" library search --db "$db" --fen "$fen"
        grep -vc '^#' "$work/out" >>"$work/search.hits" || true
    done <"$work/search.fens"
    search_median=$(median "$work/search.times" 1)
    search_max=$(maximum "$work/search.times" 1)
    row "search: positions searched" "$(wc -l <"$work/search.times")" "" ""
    row "search: games found, median" "$(median "$work/search.hits" 1)" "" ""
    row "search: median wall s (process)" "$search_median" "1" "$(verdict "$search_median" 1)"
    row "search: slowest wall s (process)" "$search_max" "1" "$(verdict "$search_max" 1)"
fi

echo
echo "Game library benchmark: $games games (seed $seed), $(nproc) cores, medians of $rounds rounds"
printf '%-44s %14s %14s %5s\n' figure value goal met
for line in "${rows[@]}"; do
    echo "$line"
done
if [[ "$with_library" == 1 ]]; then
    echo "import's own summary: $(cat "$work/import.summary")"
fi
