#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Rochade (default: Hard) against Fairy-Max, both at 1 s per move, from the built-in openings.
#
# Usage: scripts/match-vs-fairymax.sh [GAMES] [LEVEL] [extra rochade-cli xmatch options...]
#   ROCHADE_CLI=path/to/rochade-cli  FAIRYMAX=path/to/fairymax  (optional overrides)
# Writes the games to fairymax-match.pgn in the current directory.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
games=${1:-100}
level=${2:-Hard}
shift $(($# > 2 ? 2 : $#))

cli=${ROCHADE_CLI:-}
if [[ -z "$cli" ]]; then
    for candidate in "$repo"/build/src/cli/rochade-cli "$repo"/build/release/src/cli/rochade-cli \
        "$repo"/build-release/src/cli/rochade-cli "$(command -v rochade-cli || true)"; do
        if [[ -n "$candidate" && -x "$candidate" ]]; then cli=$candidate; break; fi
    done
fi
if [[ -z "$cli" || ! -x "$cli" ]]; then
    echo "match-vs-fairymax: rochade-cli not found; build it (Release) or set ROCHADE_CLI" >&2
    exit 2
fi
fairymax=${FAIRYMAX:-/usr/games/fairymax}
if [[ ! -x "$fairymax" ]]; then
    echo "match-vs-fairymax: $fairymax not found (sudo apt-get install fairymax)" >&2
    exit 2
fi

exec "$cli" xmatch --engine "$fairymax" --level "$level" --games "$games" --movetime-ms 1000 \
    --pgn fairymax-match.pgn "$@"
