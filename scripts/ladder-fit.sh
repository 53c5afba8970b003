#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The outside-scale ladder (docs/levels.md): every level against its neighbours and against
# outside anchors (Stockfish at fixed node counts, the random mover), the anchors against each
# other, and one maximum-likelihood fit over all the games, anchored at Stockfish UCI_Elo 1350.
#
# Usage: scripts/ladder-fit.sh [-j JOBS] OUTDIR [GAMES]
#   GAMES a pairing (default 40; the built-in openings, colours swapped), JOBS pairings at a
#   time (default 1; every player is node-capped, so two at a time on two cores play the same
#   games). Writes OUTDIR/<A>__<B>.pgn per pairing, OUTDIR/fit.tsv (elo-fit's output) and
#   OUTDIR/ladder.md (the fitted table and the pairings). Resumes: a pairing whose PGN already
#   holds GAMES games is skipped, so a killed run is started again with the same command.
#   Only the pairings with a PGN enter the fit, so a run stopped half way still fits.
#   ROCHADE_CLI, RANDOM_MOVER, STOCKFISH: the programs (default: the release build's, Debian's
#   Stockfish). FULL_NODES (default 50000): Full's node count a move, so its games too are the
#   same on any load; on one thread (no --threads is passed), as every level's figure is. PRIOR_DRAWS (default 2): BayesElo's prior, virtual draws a pairing, so
#   that a player who won or lost every game (the random mover) still gets a finite figure.
#   ONLY (an extended regular expression): play only the pairings whose line ("L:3
#   sf-elo1350-n20000") it matches; the fit still takes every PGN in OUTDIR.
#   Playing no games, only the fit and the tables: GAMES=0.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cli=${ROCHADE_CLI:-$repo/build/release/src/cli/rochade-cli}
mover=${RANDOM_MOVER:-$repo/build/release/tests/tools/rochade_random_mover}
stockfish=${STOCKFISH:-/usr/games/stockfish}
full_nodes=${FULL_NODES:-50000}
prior_draws=${PRIOR_DRAWS:-2}
# The anchor: Stockfish limited to UCI_Elo 1350 at 20,000 nodes a move (docs/levels.md says why).
anchor_player=sf-elo1350-n20000
anchor_elo=1350

# The pairings, the level (or the weaker anchor) first. Players:
#   L:<level>                Rochade at a level (Full at FULL_NODES nodes a move)
#   random                   the random mover
#   sf-skill<K>-n<N>         Stockfish 'Skill Level' K, N nodes a move
#   sf-elo<E>-n<N>           Stockfish UCI_LimitStrength with UCI_Elo E, N nodes a move
# Stockfish's lowest Skill Level (0) plays like UCI_Elo 1350; below it only fewer nodes
# weaken it, so the anchors below 1350 are Skill Level 0 at 1 and 300 nodes (too few for
# its first iteration: it plays about as level 1 does).
pairings=(
    # adjacent levels
    "L:Beginner L:Novice" "L:Novice L:Improver" "L:Improver L:1" "L:1 L:2" "L:2 L:3" "L:3 L:4" "L:4 L:5" "L:5 L:6"
    "L:6 L:7" "L:7 L:8" "L:8 L:9" "L:9 L:Full"
    # each level against one or two anchors near it
    "L:Beginner random" "L:Beginner sf-skill0-n1"
    "L:Novice random" "L:Novice sf-skill0-n1"
    "L:Improver sf-skill0-n1" "L:Improver sf-skill0-n300"
    "L:1 sf-skill0-n1" "L:1 sf-skill0-n300"
    "L:2 sf-skill0-n300" "L:2 sf-elo1350-n20000"
    "L:3 sf-elo1350-n20000"
    "L:4 sf-elo1350-n20000" "L:4 sf-elo1650-n20000"
    "L:5 sf-elo1650-n20000"
    "L:6 sf-elo1650-n20000" "L:6 sf-elo1950-n20000"
    "L:7 sf-elo1950-n20000"
    "L:8 sf-elo1950-n20000" "L:8 sf-elo2100-n20000"
    "L:9 sf-elo2100-n20000"
    "L:Full sf-elo2100-n20000" "L:Full sf-elo2250-n20000"
    # the anchors against each other, a chain from the random mover up
    "random sf-skill0-n1" "sf-skill0-n1 sf-skill0-n300"
    "sf-skill0-n300 sf-elo1350-n20000" "sf-elo1350-n20000 sf-elo1650-n20000"
    "sf-elo1650-n20000 sf-elo1950-n20000" "sf-elo1950-n20000 sf-elo2100-n20000"
    "sf-elo2100-n20000 sf-elo2250-n20000"
)

# The name a player has in the PGN: one per player and setting, so the fit joins them.
player_name() {
    case $1 in
    L:Full) echo "Rochade Full nodes $full_nodes" ;;
    L:Beginner | L:Novice | L:Improver | L:Easy | L:Medium | L:Hard) echo "Rochade ${1#L:}" ;;
    L:2) echo "Rochade Easy" ;;
    L:4) echo "Rochade Medium" ;;
    L:6) echo "Rochade Hard" ;;
    L:*) echo "Rochade Level ${1#L:}" ;;
    random) echo "Random mover" ;;
    sf-skill*) [[ $1 =~ ^sf-skill([0-9]+)-n([0-9]+)$ ]] &&
        echo "Stockfish Skill Level ${BASH_REMATCH[1]} nodes ${BASH_REMATCH[2]}" ;;
    sf-elo*) [[ $1 =~ ^sf-elo([0-9]+)-n([0-9]+)$ ]] &&
        echo "Stockfish UCI_Elo ${BASH_REMATCH[1]} nodes ${BASH_REMATCH[2]}" ;;
    *) echo "ladder-fit: unknown player '$1'" >&2; return 2 ;;
    esac
}

# gauntlet arguments for an engine player; SIDE is "" (side B) or "-a" (side A).
engine_arguments() {
    local player=$1 side=$2
    case $player in
    random) printf '%s\n' "--engine$side" "$mover" "--nodes$side" 1 ;;
    sf-skill*)
        [[ $player =~ ^sf-skill([0-9]+)-n([0-9]+)$ ]]
        printf '%s\n' "--engine$side" "$stockfish" "--option$side" \
            "Skill Level=${BASH_REMATCH[1]}" "--nodes$side" "${BASH_REMATCH[2]}" ;;
    sf-elo*)
        [[ $player =~ ^sf-elo([0-9]+)-n([0-9]+)$ ]]
        printf '%s\n' "--engine$side" "$stockfish" "--option$side" UCI_LimitStrength=true \
            "--option$side" "UCI_Elo=${BASH_REMATCH[1]}" "--nodes$side" "${BASH_REMATCH[2]}" ;;
    esac
}

# The rochade-cli command line for one pairing, one word a line.
pairing_command() {
    local a=$1 b=$2
    printf '%s\n' "$cli"
    if [[ $a == L:* && $b == L:* ]]; then
        # Two levels in process; --nodes caps Full only (the other levels' caps are lower).
        printf '%s\n' match --white "${a#L:}" --black "${b#L:}" --nodes "$full_nodes" \
            --name-a "$(player_name "$a")" --name-b "$(player_name "$b")"
    elif [[ $a == L:* ]]; then
        # A level against an engine: the engine's node count is --nodes, the level's --nodes-a
        # (Full's count, or one so large that the level's own cap decides).
        local own=1000000000
        [[ $a == L:Full ]] && own=$full_nodes
        printf '%s\n' gauntlet --level "${a#L:}" --nodes-a "$own" --name-a "$(player_name "$a")"
        engine_arguments "$b" ""
        printf '%s\n' --name-b "$(player_name "$b")"
    else
        printf '%s\n' gauntlet --name-a "$(player_name "$a")" --name-b "$(player_name "$b")"
        engine_arguments "$a" -a
        engine_arguments "$b" ""
    fi
}

games_in() { [[ -f $1 ]] && grep -c '^\[Result ' "$1" || echo 0; }

# Plays one pairing into OUTDIR/<A>__<B>.pgn unless it holds GAMES games already.
play_pairing() {
    local a=$1 b=$2 outdir=$3 games=$4
    local base="${a#L:}__${b#L:}"
    local pgn="$outdir/$base.pgn"
    if (($(games_in "$pgn") >= games)); then
        echo "ladder-fit: $base: $(games_in "$pgn") games already, skipped"
        return 0
    fi
    local -a command
    mapfile -t command < <(pairing_command "$a" "$b")
    echo "ladder-fit: $base: $games games ($(date -u +%H:%M:%S))"
    # rochade-cli writes the PGN atomically once every game is played.
    if ! "${command[@]}" --games "$games" --hash 16 --pgn "$pgn" >"$outdir/logs/$base.txt" \
        2>&1; then
        echo "ladder-fit: $base failed, see $outdir/logs/$base.txt" >&2
        return 1
    fi
    echo "ladder-fit: $base: $(grep '^Result for' "$outdir/logs/$base.txt")"
}

if [[ ${1:-} == --one-line ]]; then # one pairing (OUTDIR GAMES A B), for xargs below
    play_pairing "$4" "$5" "$2" "$3"
    exit
fi

jobs=1
if [[ ${1:-} == -j ]]; then
    jobs=${2:?-j takes a number}
    shift 2
elif [[ ${1:-} == -j* ]]; then
    jobs=${1#-j}
    shift
fi
if (($# < 1 || $# > 2)); then
    sed -n '3,22p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
fi
outdir=$1
games=${2:-40}
for program in "$cli" "$mover" "$stockfish"; do
    if [[ ! -x $program ]]; then
        echo "ladder-fit: $program not found (build the release preset; apt-get install stockfish)" >&2
        exit 2
    fi
done
mkdir -p "$outdir/logs"
export ROCHADE_CLI=$cli RANDOM_MOVER=$mover STOCKFISH=$stockfish FULL_NODES=$full_nodes

if ((games > 0)); then
    failed=0
    printf '%s\n' "${pairings[@]}" | grep -E -- "${ONLY:-.}" |
        xargs -P "$jobs" -L 1 "$0" --one-line "$outdir" "$games" || failed=1
    ((failed == 0)) || echo "ladder-fit: some pairings failed; run the command again" >&2
fi

# The fit over every pairing's PGN, and the tables.
shopt -s nullglob
pgns=("$outdir"/*.pgn)
if ((${#pgns[@]} == 0)); then
    echo "ladder-fit: no games in $outdir yet" >&2
    exit 2
fi
if ! "$cli" elo-fit "${pgns[@]}" --anchor "$(player_name "$anchor_player")=$anchor_elo" \
    --prior-draws "$prior_draws" >"$outdir/fit.tsv.part"; then
    rm -f "$outdir/fit.tsv.part" # the games so far do not connect every player yet
    exit 1
fi
mv "$outdir/fit.tsv.part" "$outdir/fit.tsv"
{
    echo "| player | Elo | 95% interval | games |"
    echo "|---|---|---|---|"
    awk -F'\t' '!/^#/ { printf "| %s | %.0f | %.0f to %.0f | %d |\n", $1, $2, $3, $4, $5 }' \
        "$outdir/fit.tsv"
    echo
    grep '^#' "$outdir/fit.tsv" | sed 's/^# //'
    echo
    echo "| pair (A v B) | games | A's result | A's score |"
    echo "|---|---|---|---|"
    for pgn in "${pgns[@]}"; do
        # Game 1 has A as White; A's wins, draws and losses from every game's tags.
        awk '/^\[White /{w=$0; sub(/^\[White "/,"",w); sub(/"\]$/,"",w)}
             /^\[Black /{b=$0; sub(/^\[Black "/,"",b); sub(/"\]$/,"",b)}
             /^\[Result /{r=$2; gsub(/[]"]/,"",r); n++
                 if (n==1) { a=w; o=b }
                 if (r=="1/2-1/2") d++
                 else if ((r=="1-0") == (w==a)) x++
                 else l++}
             END { if (n) printf "| %s v %s | %d | +%d =%d -%d | %.1f%% |\n",
                   a, o, n, x, d, l, 100*(x+d/2)/n }' "$pgn"
    done
} >"$outdir/ladder.md"
cat "$outdir/ladder.md"
