#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# ECO codes of rochade-cli opening against pgn-extract's classification (-e with the eco.pgn
# the Debian package pgn-extract ships), on three sets of lines:
#   ours      every line of resources/openings/*.tsv, as pgn-extract classifies it
#   theirs    every line of pgn-extract's eco.pgn, as rochade-cli classifies it
#   pychess   the games of the pychess PGN collections that start from the initial position
# Prints, per set, the games compared and how many get the same code, the same volume and
# code within 2 (the two tables draw the lines between neighbouring codes differently), and a
# few of the disagreements. A measurement for people, not a test: the two tables are
# different works, so full agreement is not expected.
#
# Usage: scripts/openings-vs-pgn-extract.sh [path/to/rochade-cli]
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cli=${1:-${ROCHADE_CLI:-$repo/build/release/src/cli/rochade-cli}}
pgn_extract=${PGN_EXTRACT:-/usr/games/pgn-extract}
eco_file=/usr/share/pgn-extract/eco.pgn
for need in "$cli" "$pgn_extract"; do
    [[ -x "$need" ]] || { echo "openings-vs-pgn-extract: $need not found" >&2; exit 2; }
done
[[ -r "$eco_file" ]] || { echo "openings-vs-pgn-extract: $eco_file missing (package pgn-extract)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Games as "ECO<TAB>moves" lines: pgn-extract's output, tags then the movetext on one line;
# games set up from a FEN are left out.
to_pairs() {
    awk '
        /^\[ECO "/ { split($0, q, "\""); eco = q[2]; next }
        /^\[FEN "/ { fen = 1; next }
        /^\[/ { next }
        /^$/ { next }
        { if (!fen && eco != "") print eco "\t" $0; eco = ""; fen = 0 }'
}

# Classifies each "ECO<TAB>moves" line with rochade-cli; prints "reference<TAB>ours<TAB>moves".
classify_with_rochade() {
    while IFS=$'\t' read -r eco moves; do
        # shellcheck disable=SC2086  # the moves are words
        ours=$("$cli" opening $moves 2>/dev/null | cut -c1-3 || true)
        printf '%s\t%s\t%s\n' "$eco" "${ours:-none}" "$moves"
    done
}

report() {
    local name=$1 file=$2
    awk -F'\t' -v name="$name" '
        function code(e) { return substr(e, 1, 1) * 1000 + substr(e, 2) }
        { n++
          if ($1 == $2) same++
          if (substr($1, 1, 1) == substr($2, 1, 1)) { vol++; d = substr($1, 2) - substr($2, 2)
              if (d <= 2 && d >= -2) near++ }
          else if (shown < 5) { shown++; diff = diff "\n    " $1 " vs " $2 ": " substr($3, 1, 70) } }
        END { if (n == 0) { print name ": no games"; exit }
              printf "%-8s %5d lines: same code %5.1f%%, same volume %5.1f%%, within 2 %5.1f%%%s\n",
                  name, n, 100 * same / n, 100 * vol / n, 100 * near / n,
                  (diff == "" ? "" : "\n  other volume, e.g.:" diff) }' "$file"
}

clean=(-s -C -N -V --nomovenumbers --noresults -w100000)

# ours: our lines as PGN, classified by pgn-extract; the reference is the table's code.
for tsv in "$repo"/resources/openings/[a-e].tsv; do
    tail -n +2 "$tsv" | awk -F'\t' '{ printf "[Event \"%s\"]\n[Result \"*\"]\n\n%s *\n\n", $1, $3 }'
done > "$work/ours.pgn"
"$pgn_extract" "${clean[@]}" -e"$eco_file" "$work/ours.pgn" -o "$work/ours-classified.pgn" 2>/dev/null
awk '
    /^\[Event "/ { split($0, q, "\""); table = q[2]; next }
    /^\[ECO "/ { split($0, q, "\""); eco = q[2]; next }
    /^\[/ || /^$/ { next }
    { print table "\t" (eco == "" ? "none" : eco) "\t" $0; eco = "" }' \
    "$work/ours-classified.pgn" > "$work/ours.tsv"
report ours "$work/ours.tsv"

# theirs: pgn-extract's own lines, classified by rochade-cli.
"$pgn_extract" "${clean[@]}" "$eco_file" -o "$work/eco-lines.pgn" 2>/dev/null
to_pairs < "$work/eco-lines.pgn" | classify_with_rochade > "$work/theirs.tsv"
report theirs "$work/theirs.tsv"

# pychess: real games, classified by both.
find /usr/share/pychess -name '*.pgn' -print0 | xargs -0 cat > "$work/pychess.pgn"
"$pgn_extract" "${clean[@]}" -e"$eco_file" "$work/pychess.pgn" -o "$work/pychess-classified.pgn" 2>/dev/null || true
to_pairs < "$work/pychess-classified.pgn" | classify_with_rochade > "$work/pychess.tsv"
report pychess "$work/pychess.tsv"
